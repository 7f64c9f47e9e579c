import { circ, ellipse, fill, line, type MotifDef, poly, rect } from "./parts";

/** Music. The plain "music" note is in classic.ts. */
export const MUSIC: Record<string, MotifDef> = {
  guitar: {
    // Rock music only, as pairs: a bare "rock" is a stone ("a lighthouse on a rock"). "and-roll" is
    // the pair at "and" in "rock and roll" (the one at "rock" would be "rock-and").
    words:
      "guitar guitars guitarist rock-band rock-music rock-festival rock-concert rock-star punk-rock hard-rock classic-rock rock'n'roll rock-n-roll rock-and-roll and-roll | kytar* rocku rockem rockov*",
    draw: () => [
      line("ink", "M120 80L176 24", 14),
      fill("accent", rect(166, 8, 26, 26, 6)),
      fill(
        "main",
        "M96 60C120 50 140 70 132 94C150 110 146 150 116 170C86 190 40 180 26 150C12 120 30 94 56 96C64 76 76 66 96 60Z",
      ),
      fill("ink", circ(92, 124, 14)),
      line("light", "M60 160L120 80", 3),
    ],
  },
  headphones: {
    words: "headphones headphone headset dj | sluchátk* dýdžej*",
    draw: () => [
      line("main", "M30 120V100C30 40 170 40 170 100V120", 16),
      fill("accent", rect(20, 104, 40, 70, 14)),
      fill("accent", rect(140, 104, 40, 70, 14)),
    ],
  },
  microphone: {
    words: "microphone mic karaoke podcast singer singing | mikrofon* karaok* podcast* zpěv* zpěvák* zpívá*",
    draw: () => [
      fill("main", rect(66, 14, 68, 100, 34)),
      line("light", "M80 50H120M80 70H120", 5),
      line("ink", "M46 90C46 150 154 150 154 90M100 140V180M70 184H130", 10),
    ],
  },
  vinyl: {
    words: "vinyl record records turntable | vinyl* deska desky desku deskou desce desek gramofon* elpíč*",
    draw: () => [
      fill("ink", circ(100, 100, 88)),
      line("accent2", circ(100, 100, 66), 3),
      line("accent2", circ(100, 100, 50), 3),
      fill("main", circ(100, 100, 30)),
      fill("light", circ(100, 100, 6)),
    ],
  },
  drum: {
    words: "drum drums drummer | bicí bubn* buben bubeník*",
    draw: () => [
      fill("main", "M30 70V150C30 180 170 180 170 150V70Z"),
      fill("light", ellipse(100, 70, 70, 20)),
      line("accent", "M30 80L60 160L100 80L140 160L170 80", 6),
      line("ink", "M70 50L30 10M130 50L170 10", 8),
    ],
  },
  piano: {
    words: "piano keyboard pianist | klavír* piano pián* klávesy",
    draw: () => [
      fill("light", rect(10, 50, 180, 110, 8)),
      line("ink", "M40 50V160M70 50V160M100 50V160M130 50V160M160 50V160", 3),
      fill("ink", "M30 50h18v64h-18zM60 50h18v64h-18zM120 50h18v64h-18zM150 50h18v64h-18z"),
      line("main", "M10 50H190", 10),
    ],
  },
  speaker: {
    words: "speaker loudspeaker sound party | reprák* reproduktor* zvuk* párty mejdan*",
    draw: () => [
      fill("ink", rect(40, 10, 120, 180, 14)),
      fill("main", circ(100, 124, 44)),
      fill("ink", circ(100, 124, 16)),
      fill("accent", circ(100, 50, 18)),
    ],
  },
  saxophone: {
    words: "saxophone sax jazz trumpet | saxofon* jazz* trubk* trumpet*",
    draw: () => [
      line("main", "M120 20V120C120 170 50 180 50 130", 24),
      fill("main", poly(30, 120, 70, 120, 80, 150, 20, 150)),
      line("accent", "M104 50H136M104 74H136M104 98H136", 6),
      line("ink", "M120 20L150 10", 8),
    ],
  },
  dancer: {
    words:
      "dancer dancers dance dances dancing ballet ballerina ballerinas | tanečník* tanečnic* taneční tanec tance tanci tancem tanců tancov* tancuj* tančí* balet* baletk*",
    draw: () => [
      line("main", "M98 58C80 42 70 26 72 8", 9),
      line("main", "M112 58C132 46 150 46 172 36", 9),
      line("main", "M100 114L92 190", 10),
      line("main", "M114 114L164 148", 10),
      fill("main", poly(92, 52, 118, 52, 122, 108, 90, 108)),
      fill("main", circ(104, 32, 16)),
      fill("accent", "M56 112C78 96 140 96 164 112C140 126 78 126 56 112Z"),
      fill("accent2", ellipse(92, 192, 12, 6)),
      fill("accent2", ellipse(168, 150, 10, 6)),
    ],
  },
};
