import { starPath } from "../shapes";
import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

/** Symbols and signs. Heart, star, crown and lightning are in classic.ts. */
export const SYMBOLS: Record<string, MotifDef> = {
  skull: {
    words: "skull skulls skeleton death halloween pirate | lebk* lebek kostliv* smrt* halloween* pirát*",
    draw: () => [
      fill(
        "main",
        "M100 14C150 14 180 50 176 94C174 116 160 124 156 136V160H44V136C40 124 26 116 24 94C20 50 50 14 100 14Z",
      ),
      fill("ink", ellipse(68, 98, 22, 20)),
      fill("ink", ellipse(132, 98, 22, 20)),
      fill("ink", poly(100, 118, 110, 140, 90, 140)),
      fill("main", rect(56, 156, 88, 30, 6)),
      line("ink", "M78 160V186M100 160V186M122 160V186", 5),
    ],
  },
  peace: {
    words: "peace hippie | mír míru mírem mírov* hippie",
    draw: () => [line("main", circ(100, 100, 76), 18), line("main", "M100 24V176M100 100L46 154M100 100L154 154", 16)],
  },
  yinyang: {
    words: "yin-yang yinyang balance zen | jin-jang jinjang rovnováh* zen",
    draw: () => [
      fill("light", circ(100, 100, 86)),
      fill("ink", "M100 14A86 86 0 0 1 100 186A43 43 0 0 1 100 100A43 43 0 0 0 100 14Z"),
      fill("ink", circ(100, 57, 12)),
      fill("light", circ(100, 143, 12)),
      line("main", circ(100, 100, 86), 6),
    ],
  },
  infinity: {
    words: "infinity forever endless | nekonečn* navždy",
    draw: () => [
      line(
        "main",
        "M100 100C70 50 20 60 20 100C20 140 70 150 100 100C130 50 180 60 180 100C180 140 130 150 100 100Z",
        20,
      ),
    ],
  },
  check: {
    words: "check checkmark tick done approved | fajfk* hotovo schválen*",
    draw: () => [fill("main", circ(100, 100, 86)), line("light", "M56 102L88 134L148 70", 22)],
  },
  arrow: {
    words: "arrow arrows direction growth | šíp* růst",
    draw: () => [
      line("main", "M30 170L160 40", 20),
      fill("main", poly(110, 30, 176, 24, 170, 90)),
      fill("accent", poly(30, 170, 20, 140, 60, 140)),
    ],
  },
  diamond: {
    words: "diamond diamonds gem jewel jewellery jewelry crystal | diamant* drahokam* šperk* krystal*",
    draw: () => [
      fill("main", poly(40, 30, 160, 30, 190, 74, 100, 186, 10, 74)),
      fill("accent", poly(10, 74, 190, 74, 100, 186)),
      line("light", "M40 30L70 74L100 30L130 74L160 30M70 74L100 186L130 74", 4),
    ],
  },
  smiley: {
    words: "smiley smile emoji | smajl* úsměv* šťastn* emoji",
    draw: () => [
      fill("main", circ(100, 100, 86)),
      fill("ink", ellipse(70, 80, 9, 16)),
      fill("ink", ellipse(130, 80, 9, 16)),
      line("ink", "M54 118C70 160 130 160 146 118", 10),
    ],
  },
  cross: {
    words: "plus cross medic medical health first-aid pharmacy | kříž* křížek zdravot* lékař* lékárn*",
    draw: () => [fill("main", "M70 20H130V70H180V130H130V180H70V130H20V70H70Z"), fill("light", rect(90, 40, 20, 120))],
  },
  eye: {
    words: "eye eyes vision | oko oka okem oči očí očima zrak*",
    draw: () => [
      fill("light", "M10 100C50 40 150 40 190 100C150 160 50 160 10 100Z"),
      fill("main", circ(100, 100, 36)),
      fill("ink", circ(100, 100, 16)),
      line("ink", "M10 100C50 40 150 40 190 100C150 160 50 160 10 100Z", 6),
    ],
  },
  hand: {
    words: "hand hands volunteer help charity handshake | ruka ruku rukou ruce rukama dlaň* dobrovol* charit*",
    draw: () => [
      fill(
        "main",
        "M50 190V110L30 80C24 70 36 60 46 68L60 84V30C60 20 76 20 76 30V90V20C76 10 92 10 92 20V90V26C92 16 108 16 108 26V90V40C108 30 124 30 124 40V130C124 160 110 190 90 190Z",
      ),
      line("accent", "M60 130H110", 6),
    ],
  },
  sparkle: {
    words: "sparkle sparkles magic shine glitter | třpyt* kouzl* magie magii magií magick* lesk*",
    draw: () => [
      fill("main", starPath(90, 100, 80, 16, 4)),
      fill("accent", starPath(160, 40, 24, 6, 4)),
      fill("accent2", starPath(160, 160, 18, 5, 4)),
    ],
  },
  location: {
    // "map-pin", not "pin": a rolling pin, a badge pin.
    words: "location map map-pin | mapa mapy mapou špendlík* lokac*",
    draw: () => [
      fill("main", "M100 190C60 130 36 100 36 70C36 34 64 10 100 10C136 10 164 34 164 70C164 100 140 130 100 190Z"),
      fill("light", circ(100, 70, 28)),
    ],
  },
};
