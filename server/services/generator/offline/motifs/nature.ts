import { raysPath, starPath } from "../shapes";
import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

/** Nature and weather. Mountains, sun, waves, leaves and trees are in classic.ts. */
export const NATURE: Record<string, MotifDef> = {
  moon: {
    // Not "měsíc*" or "lun*": they took "of the month" (měsíce) and "lunch".
    words: "moon crescent lunar | měsíc měsícem měsíčk* měsíček luna luny lunu lunou luně na-měsíci",
    draw: () => [
      fill("main", "M130 20C70 20 30 64 30 110C30 160 74 190 120 180C84 170 62 140 62 104C62 64 92 30 130 20Z"),
      fill("accent", starPath(140, 80, 18, 7)),
      fill("accent", starPath(160, 140, 10, 4)),
    ],
  },
  cloud: {
    words: "cloud clouds cloudy sky | mrak* mráč* oblak* oblač* nebe nebi",
    draw: () => [
      fill("main", "M40 150C10 150 10 100 46 100C46 60 96 50 110 80C130 56 170 70 166 104C194 106 194 150 164 150Z"),
      fill("light", ellipse(90, 110, 30, 10)),
    ],
  },
  rain: {
    words: "rain rainy umbrella-rain storm | déšť deště dešť* bouř* kapk*",
    draw: () => [
      fill("main", "M40 110C10 110 10 60 46 60C46 20 96 10 110 40C130 16 170 30 166 64C194 66 194 110 164 110Z"),
      fill(
        "accent",
        "M50 130C56 142 58 150 50 156C42 150 44 142 50 130ZM100 140C106 152 108 160 100 166C92 160 94 152 100 140ZM150 130C156 142 158 150 150 156C142 150 144 142 150 130Z",
      ),
      fill("accent2", poly(110, 110, 90, 150, 106, 150, 96, 190, 126, 140, 110, 140, 120, 110)),
    ],
  },
  snowflake: {
    words: "snowflake snow winter christmas frost | sněh* vloč* zim* zimní vánoc* vánočn* mráz* mraz*",
    draw: () => [
      line("main", "M100 10V190M22 55L178 145M22 145L178 55", 12),
      line(
        "accent",
        "M80 26L100 46L120 26M80 174L100 154L120 174M30 84L56 76L50 50M170 116L144 124L150 150M30 116L56 124L50 150M170 84L144 76L150 50",
        8,
      ),
      fill("light", circ(100, 100, 14)),
    ],
  },
  flower: {
    // Not "květ*": it took May (v květnu, květen) and a flower pot (květináč).
    words:
      "flower flowers floral blossom daisy bloom | květ květu květem květy květů květech květům květin květina květiny květinu květinou květině květinám květinami květinách květinov* kvítk* kytk* kytičk* kytic* sedmikrás*",
    draw: () => [
      line("accent2", "M100 120V196", 10),
      fill("main", circ(100, 50, 30)),
      fill("main", circ(144, 84, 30)),
      fill("main", circ(126, 134, 30)),
      fill("main", circ(74, 134, 30)),
      fill("main", circ(56, 84, 30)),
      fill("accent", circ(100, 96, 26)),
    ],
  },
  rose: {
    words: "rose roses | růže růži růží růžemi růžím růžích růžičk*",
    draw: () => [
      line("accent2", "M100 110C96 150 104 170 100 196", 10),
      fill("accent2", "M100 160C70 140 50 150 40 170C70 176 90 170 100 160Z"),
      fill("main", "M40 70C40 30 70 14 100 14C130 14 160 30 160 70C160 110 130 126 100 126C70 126 40 110 40 70Z"),
      line(
        "ink",
        "M100 40C80 40 76 70 100 76C124 80 124 50 110 50M60 60C60 100 100 110 130 96M140 60C140 40 120 30 100 30",
        5,
      ),
    ],
  },
  tulip: {
    words: "tulip tulips | tulipán*",
    draw: () => [
      line("accent2", "M100 110V196", 10),
      fill("accent2", "M100 170C80 130 50 130 40 120C50 160 80 176 100 170Z"),
      fill("main", "M50 40L75 64L100 30L125 64L150 40V90C150 120 130 130 100 130C70 130 50 120 50 90Z"),
    ],
  },
  cactus: {
    words: "cactus cacti desert succulent | kaktus* poušť pouště pouští sukulent*",
    draw: () => [
      fill("main", rect(80, 30, 40, 150, 20)),
      line("main", "M82 120H50V70M118 100H150V60", 24),
      fill("accent", "M40 176H160L150 196H50Z"),
      line("light", "M100 50V160", 3),
    ],
  },
  mushroom: {
    words: "mushroom mushrooms fungi foraging | houb* hřib* muchomůr*",
    draw: () => [
      fill("light", "M76 100H124L130 180H70Z"),
      fill("main", "M14 110C14 40 186 40 186 110Z"),
      fill("light", circ(60, 76, 12)),
      fill("light", circ(110, 60, 14)),
      fill("light", circ(150, 90, 10)),
    ],
  },
  fire: {
    // Firefighters too: a volunteer brigade (SDH) is a common customer.
    words:
      "fire flame flames campfire bonfire burn firefighter firefighters fireman firemen | oheň ohně ohněm ohni ohnivý plamen* táborák* hasič*",
    draw: () => [
      fill(
        "main",
        "M100 10C120 50 170 80 170 130C170 170 140 194 100 194C60 194 30 170 30 130C30 100 50 80 60 60C70 90 80 96 90 96C80 60 90 30 100 10Z",
      ),
      fill(
        "accent",
        "M100 90C110 120 140 130 140 160C140 180 120 190 100 190C80 190 60 180 60 160C60 140 76 130 80 120C86 136 96 140 100 140C96 120 96 100 100 90Z",
      ),
    ],
  },
  volcano: {
    words: "volcano lava | sopk* vulkán* láva lávy lávu lávou lávě lávov*",
    draw: () => [
      fill("main", poly(10, 190, 70, 70, 130, 70, 190, 190)),
      fill("accent", "M70 70L80 120L96 90L108 130L118 90L130 70Z"),
      fill("accent2", "M80 50C70 30 90 10 110 20C130 10 150 30 130 50Z"),
    ],
  },
  palm: {
    words: "palm palms tropical island hawaii vacation | palm* tropick* ostrov* dovolen* prázdnin*",
    draw: () => [
      line("accent2", "M100 190C100 140 110 90 100 60", 14),
      fill(
        "main",
        "M100 60C70 30 30 40 14 70C50 56 80 60 100 60ZM100 60C130 30 170 40 186 70C150 56 120 60 100 60ZM100 60C80 50 60 10 80 4C90 20 96 40 100 60ZM100 60C120 50 140 10 120 4C110 20 104 40 100 60Z",
      ),
      fill("accent", circ(92, 70, 9)),
      fill("accent", circ(110, 72, 9)),
      fill("accent", ellipse(100, 192, 70, 8)),
    ],
  },
  rainbow: {
    words: "rainbow pride lgbt | duh* duhov* pride",
    draw: () => [
      line("main", "M20 160A80 80 0 0 1 180 160", 16),
      line("accent", "M38 160A62 62 0 0 1 162 160", 16),
      line("accent2", "M56 160A44 44 0 0 1 144 160", 16),
      fill("light", ellipse(30, 164, 26, 14)),
      fill("light", ellipse(170, 164, 26, 14)),
    ],
  },
  shell: {
    words: "shell seashell | mušl* lastur*",
    draw: () => [
      fill("main", "M100 30C150 30 190 80 170 150L120 180H80L30 150C10 80 50 30 100 30Z"),
      line("light", "M100 170V40M100 170L60 50M100 170L140 50M100 170L36 90M100 170L164 90", 5),
      fill("accent", rect(80, 170, 40, 20, 4)),
    ],
  },
  clover: {
    words: "clover shamrock luck lucky | jetel* čtyřlístek* štěstí štěst*",
    draw: () => [
      fill("main", circ(76, 70, 30)),
      fill("main", circ(124, 70, 30)),
      fill("main", circ(76, 118, 30)),
      fill("main", circ(124, 118, 30)),
      line("accent2", "M100 110C110 150 120 170 140 190", 10),
    ],
  },
  sunflower: {
    words: "sunflower sunflowers | slunečnic*",
    draw: () => [
      fill("main", raysPath(100, 90, 40, 86, 16, 12)),
      fill("accent2", circ(100, 90, 42)),
      line("accent", "M100 132V196", 10),
    ],
  },
  snowman: {
    words: "snowman snowmen | sněhulák* sněhuláč*",
    draw: () => [
      fill("main", circ(100, 148, 44)),
      fill("main", circ(100, 80, 32)),
      fill("ink", circ(89, 74, 4)),
      fill("ink", circ(111, 74, 4)),
      fill("accent", poly(100, 82, 130, 90, 100, 92)),
      fill("accent2", rect(68, 106, 64, 12, 6)),
      fill("accent2", rect(110, 106, 14, 36, 5)),
      fill("ink", circ(100, 140, 5)),
      fill("ink", circ(100, 162, 5)),
    ],
  },
};
