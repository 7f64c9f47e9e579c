import { arcPath } from "../shapes";
import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

/** Sports and fitness. */
export const SPORTS: Record<string, MotifDef> = {
  basketball: {
    // Not "basket" or "košík*": a basket of vegetables is no basketball. Košíková is its Czech name.
    words: "basketball | basketbal* košíková košíkové košíkovou",
    draw: () => [
      fill("main", circ(100, 100, 84)),
      line("ink", "M16 100H184M100 16V184M40 40C70 70 70 130 40 160M160 40C130 70 130 130 160 160", 6),
    ],
  },
  tennis: {
    words:
      "tennis racket racquet ping-pong pingpong table-tennis | tenis tenisu tenisem tenise tenist* tenisov* pingpong*",
    draw: () => [
      fill("main", ellipse(84, 80, 56, 64)),
      fill("light", ellipse(84, 80, 44, 52)),
      line("accent2", "M60 40V120M84 30V132M108 40V120M44 64H124M40 88H128M48 112H120", 3),
      line("ink", "M118 132L170 190", 16),
      fill("accent", circ(160, 50, 20)),
    ],
  },
  volleyball: {
    words: "volleyball | volejbal* volejbalov*",
    draw: () => [
      fill("light", circ(100, 100, 84)),
      line(
        "main",
        "M100 16C80 60 90 100 100 100C110 100 160 80 184 100M100 100C90 120 60 160 40 160M30 60C70 60 100 80 100 100",
        8,
      ),
      line("ink", circ(100, 100, 84), 6),
    ],
  },
  hockey: {
    words: "hockey ice-hockey puck | hokej* puk puku pukem",
    draw: () => [
      line("main", "M40 20L110 150H170", 18),
      line("accent", "M160 20L90 150H30", 18),
      fill("ink", ellipse(100, 180, 30, 10)),
    ],
  },
  rowing: {
    // Crossed oars. "vesl*" takes veslo, vesla, veslař, veslování; "rowing" not "row" (a row of seats).
    words: "rowing rower rowers oar oars paddle paddles canoe kayak | vesl* pádl* kánoe kajak*",
    draw: () => [
      line("main", "M34 24L150 164", 10),
      line("accent", "M166 24L50 164", 10),
      fill("main", "M150 164L176 170L184 192L158 188Z"),
      fill("accent", "M50 164L24 170L16 192L42 188Z"),
      fill("ink", circ(100, 94, 9)),
    ],
  },
  golf: {
    words: "golf golfer | golf* jamk*",
    draw: () => [
      line("ink", "M70 20V170", 6),
      fill("main", poly(72, 20, 140, 42, 72, 64)),
      fill("accent", ellipse(100, 178, 70, 14)),
      fill("light", circ(130, 160, 12)),
    ],
  },
  dumbbell: {
    words: "dumbbell dumbbells gym fitness workout weights crossfit | čink* posilovn* fitness* fitk* cvičen*",
    draw: () => [
      fill("ink", rect(50, 92, 100, 16, 6)),
      fill("main", rect(20, 50, 30, 100, 8)),
      fill("main", rect(150, 50, 30, 100, 8)),
      fill("accent", rect(4, 70, 16, 60, 6)),
      fill("accent", rect(180, 70, 16, 60, 6)),
    ],
  },
  ski: {
    words: "ski skiing skier snowboard | lyž* lyžař* snowboard*",
    draw: () => [
      line("main", "M30 160L170 40", 14),
      line("accent", "M40 180L180 60", 14),
      line("ink", "M60 60L150 170M140 60L60 160", 5),
      fill("light", poly(150, 20, 170, 40, 140, 40)),
    ],
  },
  skateboard: {
    words: "skateboard skate skater skatepark | skejt* skateboard*",
    draw: () => [
      fill("main", rect(10, 80, 180, 34, 17)),
      fill("accent2", rect(30, 90, 140, 14, 7)),
      fill("ink", circ(50, 136, 16)),
      fill("ink", circ(150, 136, 16)),
    ],
  },
  trophy: {
    words: "trophy cup-winner award champions league | pohár* trofej* cen*vítěz*",
    draw: () => [
      line("accent", "M50 50C10 50 20 110 66 110M150 50C190 50 180 110 134 110", 12),
      fill("main", "M46 24H154V70C154 110 130 130 100 130C70 130 46 110 46 70Z"),
      fill("main", rect(90, 128, 20, 30)),
      fill("accent2", rect(60, 156, 80, 26, 4)),
      fill("light", "M70 40H84V90H70Z"),
    ],
  },
  medal: {
    words: "medal medals | medail*",
    draw: () => [
      fill("accent2", poly(60, 10, 90, 10, 110, 80, 80, 80)),
      fill("accent", poly(140, 10, 110, 10, 90, 80, 120, 80)),
      fill("main", circ(100, 126, 56)),
      fill("light", circ(100, 126, 40)),
      fill("main", "M100 100L108 118H126L112 130L118 148L100 136L82 148L88 130L74 118H92Z"),
    ],
  },
  boxing: {
    words: "boxing boxer glove gloves mma | box boxu boxer* rukavic*",
    draw: () => [
      fill(
        "main",
        "M50 60C50 20 150 20 150 70V130C150 150 130 160 110 160H70C56 160 46 150 46 130V110C20 110 20 60 50 60Z",
      ),
      fill("light", rect(50, 160, 100, 30, 6)),
      line("accent", "M60 100C80 90 100 96 110 110", 8),
    ],
  },
  swimming: {
    words: "swimming swimmer swim pool | plavání plav* bazén*",
    draw: () => [
      fill("main", circ(140, 70, 20)),
      line("main", "M40 110L100 90L130 110", 18),
      line(
        "accent",
        "M10 140C30 126 50 126 70 140S110 154 130 140S170 126 190 140M10 170C30 156 50 156 70 170S110 184 130 170S170 156 190 170",
        10,
      ),
    ],
  },
  target: {
    words: "target darts archery bullseye | terč* šipk* lukostřel*",
    draw: () => [
      fill("main", circ(100, 100, 84)),
      fill("light", circ(100, 100, 62)),
      fill("main", circ(100, 100, 40)),
      fill("light", circ(100, 100, 18)),
      line("ink", "M100 100L180 20M160 20H180V40", 8),
    ],
  },
  flag: {
    words: "flag checkered finish | vlajk* prapor* cíl cíle cílov*",
    draw: () => [
      line("ink", "M40 20V190", 10),
      fill("main", "M44 24C80 10 120 40 170 24V110C120 126 80 96 44 110Z"),
      fill(
        "light",
        "M60 30h20v20h-20zM100 36h20v20h-20zM140 30h20v20h-20zM80 56h20v20h-20zM120 60h20v20h-20zM60 82h20v20h-20zM100 86h20v20h-20zM140 82h20v20h-20z",
      ),
    ],
  },
  whistle: {
    words: "whistle referee coach | píšťal* rozhodčí trenér*",
    draw: () => [
      fill("main", "M20 90H120V70H180V110H150C150 150 120 170 90 170C50 170 20 140 20 110Z"),
      fill("light", circ(80, 124, 20)),
      line("accent", arcPath(100, 100, 90, -2.6, -1.9), 8),
    ],
  },
};
