import { circ, fill, line, type MotifDef, poly, rect } from "./parts";

/** Vehicles. The bicycle is in classic.ts. */
export const TRANSPORT: Record<string, MotifDef> = {
  car: {
    words: "car cars auto racing motorsport drive driving | auto auta autem aut autíčk* automobil* řidič*",
    draw: () => [
      fill("main", "M10 130V110C10 100 20 96 30 94L60 60H130L160 94C180 96 190 104 190 116V130Z"),
      fill("light", poly(70, 70, 96, 70, 96, 94, 52, 94)),
      fill("light", poly(106, 70, 126, 70, 146, 94, 106, 94)),
      fill("ink", circ(50, 134, 22)),
      fill("ink", circ(150, 134, 22)),
      fill("accent", circ(50, 134, 9)),
      fill("accent", circ(150, 134, 9)),
    ],
  },
  bus: {
    words: "bus buses | autobus* bus busem",
    draw: () => [
      fill("main", rect(20, 30, 160, 130, 16)),
      fill("light", rect(34, 46, 60, 50, 4)),
      fill("light", rect(106, 46, 60, 50, 4)),
      fill("ink", circ(56, 164, 16)),
      fill("ink", circ(144, 164, 16)),
      fill("accent", rect(30, 120, 24, 14, 4)),
      fill("accent", rect(146, 120, 24, 14, 4)),
    ],
  },
  train: {
    words: "train trains railway tram | vlak* vláč* železnic* tramvaj* lokomotiv*",
    draw: () => [
      fill("main", rect(40, 20, 120, 140, 24)),
      fill("light", rect(56, 40, 88, 50, 6)),
      fill("accent", circ(70, 124, 12)),
      fill("accent", circ(130, 124, 12)),
      line("ink", "M60 166L40 190M140 166L160 190M50 180H150", 8),
    ],
  },
  plane: {
    words: "plane airplane aircraft flight aviation pilot airport | letadl* letu letecký leteck* pilot* letišt*",
    draw: () => [
      fill(
        "main",
        "M90 20C90 10 110 10 110 20V80L190 120V140L110 116V160L136 180V190L100 180L64 190V180L90 160V116L10 140V120L90 80Z",
      ),
      fill("light", rect(96, 30, 8, 30, 4)),
    ],
  },
  ship: {
    words: "ship boat boats cruise sailing sailboat yacht | loď lodi lodí lodě loďk* lodičk* plachetnic* jacht*",
    draw: () => [
      fill("main", poly(100, 20, 100, 130, 40, 130)),
      fill("accent", poly(110, 40, 110, 130, 160, 130)),
      line("ink", "M100 20V140", 6),
      fill("accent2", "M20 140H180L154 180H46Z"),
    ],
  },
  scooter: {
    words: "scooter vespa moped motorbike motorcycle biker | skútr* koloběžk* motork* motocykl* motorkář*",
    draw: () => [
      fill("main", "M40 140C40 110 70 100 100 110H150L140 60H126V50H150L166 130"),
      line("main", "M140 60L166 140", 12),
      fill("main", "M50 140C50 110 90 104 120 120L150 140Z"),
      fill("ink", circ(50, 150, 24)),
      fill("ink", circ(160, 150, 24)),
      fill("light", circ(50, 150, 8)),
      fill("light", circ(160, 150, 8)),
    ],
  },
  tractor: {
    words: "tractor farm farmer farming agriculture | traktor* farma farmy farmu farmou farmě farem farmář* zeměděl*",
    draw: () => [
      fill("main", rect(60, 70, 90, 70, 6)),
      fill("light", rect(70, 40, 50, 40, 4)),
      fill("main", rect(40, 100, 40, 40, 4)),
      fill("ink", circ(130, 150, 38)),
      fill("ink", circ(50, 160, 24)),
      fill("accent", circ(130, 150, 14)),
      fill("accent", circ(50, 160, 9)),
      line("ink", "M156 70V40", 8),
    ],
  },
  spaceship: {
    words: "ufo-ship flying-saucer spaceship | vesmírn*loď*",
    draw: () => [
      fill("light", "M60 90C60 50 140 50 140 90Z"),
      fill("main", "M10 110C10 80 190 80 190 110C190 130 10 130 10 110Z"),
      fill("accent", circ(50, 106, 7)),
      fill("accent", circ(100, 110, 7)),
      fill("accent", circ(150, 106, 7)),
      fill("accent2", poly(80, 126, 120, 126, 150, 190, 50, 190)),
    ],
  },
};
