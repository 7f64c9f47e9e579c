import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

/** People, faces and things people wear. */
export const WEAR: Record<string, MotifDef> = {
  tshirt: {
    words: "merch-shirt fashion apparel clothing | móda módní oblečen*",
    draw: () => [fill("main", "M60 20L20 50L40 90L60 80V180H140V80L160 90L180 50L140 20C130 40 70 40 60 20Z")],
  },
  mustache: {
    words: "mustache moustache movember gentleman | knír* knírek* fous*",
    draw: () => [
      fill(
        "ink",
        "M100 90C120 70 150 70 170 90C180 100 190 96 196 86C196 120 160 136 130 120C116 112 104 104 100 100C96 104 84 112 70 120C40 136 4 120 4 86C10 96 20 100 30 90C50 70 80 70 100 90Z",
      ),
    ],
  },
  cap: {
    words: "baseball-cap snapback | kšiltov*",
    draw: () => [
      fill("main", "M30 120C30 60 70 40 100 40C130 40 170 60 170 120Z"),
      fill("accent", "M170 120H200C196 136 180 140 150 136Z"),
      fill("accent", circ(100, 40, 8)),
    ],
  },
  face: {
    words:
      "face portrait person people man woman girl boy | obličej* tvář* portrét* člověk* lidé muž muže ženy žena holk* kluk*",
    draw: () => [
      fill("accent", "M40 90C40 30 160 30 160 90L170 150H30Z"),
      fill("main", ellipse(100, 104, 50, 60)),
      fill("ink", circ(82, 100, 6)),
      fill("ink", circ(118, 100, 6)),
      line("ink", "M86 130C94 138 106 138 114 130", 5),
    ],
  },
  angel: {
    words: "angel wings wing | anděl* křídl*",
    draw: () => [
      fill("light", "M96 110C60 60 20 60 10 90C30 90 20 120 40 124C30 140 60 150 96 130Z"),
      fill("light", "M104 110C140 60 180 60 190 90C170 90 180 120 160 124C170 140 140 150 104 130Z"),
      line(
        "main",
        "M96 110C60 60 20 60 10 90C30 90 20 120 40 124C30 140 60 150 96 130ZM104 110C140 60 180 60 190 90C170 90 180 120 160 124C170 140 140 150 104 130Z",
        5,
      ),
      line("accent", "M70 30C70 14 130 14 130 30C130 46 70 46 70 30Z", 6),
    ],
  },
  ghost: {
    words: "ghost ghosts spooky | duch ducha duchem duchové strašid*",
    draw: () => [
      fill("light", "M40 190V90C40 20 160 20 160 90V190L140 170L120 190L100 170L80 190L60 170Z"),
      fill("ink", ellipse(80, 90, 10, 14)),
      fill("ink", ellipse(120, 90, 10, 14)),
      line("main", "M40 190V90C40 20 160 20 160 90V190L140 170L120 190L100 170L80 190L60 170Z", 6),
    ],
  },
  ninja: {
    words: "ninja samurai karate martial | nindž* samuraj* karat* judo",
    draw: () => [
      fill("ink", circ(100, 100, 76)),
      fill("main", rect(30, 76, 140, 40, 14)),
      fill("ink", ellipse(76, 96, 12, 7)),
      fill("ink", ellipse(124, 96, 12, 7)),
      line("accent", "M170 90L196 70M170 100L196 110", 10),
      fill("light", poly(40, 150, 60, 170, 30, 180)),
    ],
  },
};
