import type { Palette } from "./palettes";
import { circlePath, gearPath, polygonPath, raysPath, starPath } from "./shapes";

/**
 * Subject motifs, drawn in a 200 x 200 box. Each part has a role (which palette colour fills it)
 * and is either a filled shape or a stroke, so one drawing serves the filled, one-colour and
 * line-art styles.
 */
type Role = "main" | "accent" | "accent2" | "light" | "ink";
interface Part {
  d: string;
  role: Role;
  stroke?: number;
}

const fill = (role: Role, d: string): Part => ({ d, role });
const line = (role: Role, d: string, stroke = 12): Part => ({ d, role, stroke });

export const MOTIFS = {
  mountain: () => [
    fill("accent", "M0 176L70 66L112 124L150 92L200 176Z"),
    fill("main", "M36 176L112 40L188 176Z"),
    fill("light", "M112 40L92 76L104 70L113 82L123 69L133 76Z"),
    fill("accent2", circlePath(160, 48, 16)),
  ],
  wave: () => [
    fill(
      "main",
      "M8 150C30 110 56 70 104 62C146 55 184 80 186 112C188 138 164 150 146 140C132 132 136 112 150 110C132 96 100 100 84 124C72 142 70 160 72 176L8 176Z",
    ),
    line("accent", "M8 190C30 176 52 176 74 190S118 204 140 190S170 176 192 186", 10),
    fill("light", "M96 78C120 70 150 74 166 92C146 84 118 86 96 100Z"),
  ],
  sun: () => [
    fill("accent", raysPath(100, 100, 58, 96, 16, 9)),
    fill("main", circlePath(100, 100, 52)),
    fill("light", "M70 92C76 76 94 66 110 68C96 74 84 84 78 98Z"),
  ],
  star: () => [
    fill("main", starPath(100, 108, 88, 38)),
    fill("accent", starPath(34, 34, 18, 6, 4)),
    fill("accent", starPath(172, 40, 12, 4, 4)),
    fill("light", "M100 40L112 84L92 84Z"),
  ],
  rocket: () => [
    fill("accent", "M70 118L36 160L46 172L72 150Z"),
    fill("accent", "M130 118L164 160L154 172L128 150Z"),
    fill("accent2", "M82 152L100 196L118 152Z"),
    fill("main", "M100 8C136 40 142 100 128 156L72 156C58 100 64 40 100 8Z"),
    fill("light", circlePath(100, 76, 18)),
    fill("accent2", circlePath(100, 76, 10)),
  ],
  fox: () => [
    fill("main", "M26 60L100 92L174 60L160 124L100 182L40 124Z"),
    fill("main", "M26 60L44 10L86 80Z"),
    fill("main", "M174 60L156 10L114 80Z"),
    fill("ink", "M40 54L48 28L70 72Z"),
    fill("ink", "M160 54L152 28L130 72Z"),
    fill("light", "M40 124L100 150L100 182Z"),
    fill("light", "M160 124L100 150L100 182Z"),
    fill("ink", "M90 170L110 170L100 184Z"),
    fill("ink", "M66 108L88 114L70 120Z"),
    fill("ink", "M134 108L112 114L130 120Z"),
  ],
  cat: () => [
    fill("main", "M30 40L64 66C86 58 114 58 136 66L170 40L168 104C168 148 138 176 100 176C62 176 32 148 32 104Z"),
    fill("accent", "M42 58L62 72L46 88Z"),
    fill("accent", "M158 58L138 72L154 88Z"),
    fill("ink", circlePath(74, 110, 10)),
    fill("ink", circlePath(126, 110, 10)),
    fill("accent2", "M92 132L108 132L100 142Z"),
    line("ink", "M20 132L70 138M20 150L70 144M180 132L130 138M180 150L130 144", 4),
  ],
  coffee: () => [
    line("accent", "M74 48C62 36 86 26 74 10M100 48C88 36 112 26 100 10M126 48C114 36 138 26 126 10", 8),
    line("main", "M146 86C186 86 186 144 142 144", 16),
    fill("main", "M40 62L156 62L146 168C145 178 138 184 128 184L68 184C58 184 51 178 50 168Z"),
    fill("light", "M56 84L140 84L138 100L58 100Z"),
  ],
  beer: () => [
    line("main", "M140 84C184 84 184 150 140 150", 16),
    fill("accent", "M42 60L142 60L142 184L42 184Z"),
    line("light", "M66 86L66 166M92 86L92 166M118 86L118 166", 8),
    fill(
      "light",
      "M36 66C30 46 50 30 68 38C76 20 104 20 112 36C128 24 152 36 148 58C150 70 140 76 130 72L46 74C40 74 36 70 36 66Z",
    ),
    fill("main", "M38 176L146 176L146 190L38 190Z"),
  ],
  bike: () => [
    line("main", circlePath(48, 132, 38), 12),
    line("main", circlePath(152, 132, 38), 12),
    line("accent", "M48 132L84 70L140 70L152 132M84 70L104 132L48 132M104 132L140 70", 10),
    line("ink", "M74 56L98 56M132 48L144 48L140 70", 10),
    fill("accent2", circlePath(104, 132, 10)),
  ],
  runner: () => [
    line("accent", "M10 96L46 96M20 120L52 120M14 144L40 144", 8),
    fill("main", circlePath(128, 32, 18)),
    line("main", "M120 58L98 112", 18),
    line("main", "M114 70L142 92L164 78M114 70L86 82L70 104", 14),
    line("main", "M98 112L130 140L120 184M98 112L74 148L44 154", 16),
  ],
  code: () => [line("main", "M66 46L18 100L66 154M134 46L182 100L134 154", 18), line("accent", "M116 30L84 170", 16)],
  leaf: () => [
    fill("main", "M100 12C162 44 176 128 100 188C24 128 38 44 100 12Z"),
    line(
      "light",
      "M100 36L100 188M100 84L70 62M100 84L130 62M100 120L62 94M100 120L138 94M100 154L70 132M100 154L130 132",
      6,
    ),
  ],
  tree: () => [
    fill("accent", "M90 150L110 150L110 190L90 190Z"),
    fill("main", "M100 10L150 76L126 76L166 126L140 126L180 160L20 160L60 126L34 126L74 76L50 76Z"),
    fill("light", starPath(100, 12, 14, 6)),
  ],
  heart: () => [
    fill("main", "M100 176C24 122 12 64 50 40C76 24 94 40 100 56C106 40 124 24 150 40C188 64 176 122 100 176Z"),
    fill("light", "M52 62C60 48 74 46 84 52C70 54 62 62 58 74Z"),
  ],
  lightning: () => [
    fill("accent", "M124 10L50 112L94 112L74 190L154 80L110 80L136 10Z"),
    fill("main", "M118 10L44 112L88 112L68 190L148 80L104 80L130 10Z"),
  ],
  music: () => [
    fill("main", "M70 40L166 16L166 52L70 76Z"),
    fill("main", "M70 40L82 40L82 160L70 160Z"),
    fill("main", "M154 20L166 20L166 136L154 136Z"),
    fill("accent", "M30 164C30 146 50 138 66 142C82 146 86 160 80 170C72 184 48 188 36 180C32 176 30 170 30 164Z"),
    fill(
      "accent",
      "M114 140C114 122 134 114 150 118C166 122 170 136 164 146C156 160 132 164 120 156C116 152 114 146 114 140Z",
    ),
  ],
  globe: () => [
    fill("main", circlePath(100, 100, 84)),
    line("light", "M16 100L184 100M100 16L100 184M28 60L172 60M28 140L172 140", 6),
    line("light", "M100 16C60 50 60 150 100 184C140 150 140 50 100 16", 6),
  ],
  crown: () => [
    fill("main", "M24 150L34 52L72 98L100 30L128 98L166 52L176 150Z"),
    fill("accent", "M24 156L176 156L176 180L24 180Z"),
    fill("accent2", circlePath(100, 120, 12)),
    fill("light", circlePath(34, 48, 10)),
    fill("light", circlePath(100, 26, 10)),
    fill("light", circlePath(166, 48, 10)),
  ],
  gear: () => [fill("main", gearPath(100, 100, 92, 72, 12)), fill("light", circlePath(100, 100, 34))],
  paw: () => [
    fill("main", "M56 140C56 108 80 94 100 94C120 94 144 108 144 140C144 168 124 176 100 166C76 176 56 168 56 140Z"),
    fill("main", circlePath(44, 88, 18)),
    fill("main", circlePath(78, 54, 19)),
    fill("main", circlePath(122, 54, 19)),
    fill("main", circlePath(156, 88, 18)),
  ],
  ball: () => [
    fill("light", circlePath(100, 100, 84)),
    fill(
      "ink",
      polygonPath([
        [100, 70],
        [128, 90],
        [118, 122],
        [82, 122],
        [72, 90],
      ]),
    ),
    line("ink", "M100 70L100 24M128 90L170 76M118 122L142 160M82 122L58 160M72 90L30 76", 6),
    line("ink", circlePath(100, 100, 84), 8),
  ],
} satisfies Record<string, () => Part[]>;

export type MotifName = keyof typeof MOTIFS;

/** Subject words in English and Czech (stems end with *). */
export const MOTIF_WORDS: Record<MotifName, readonly string[]> = {
  mountain: [
    "mountain",
    "mountains",
    "alps",
    "peak",
    "hiking",
    "hike",
    "climbing",
    "trek",
    "hory",
    "hora",
    "horách",
    "horami",
    "horám",
    "hoře",
    "horou",
    "horsk*",
    "štít",
    "turist*",
    "lezen*",
    "alp*",
  ],
  wave: [
    "wave",
    "ocean",
    "sea",
    "surf",
    "surfing",
    "beach",
    "water",
    "vln*",
    "moře",
    "mořsk*",
    "oceán*",
    "pláž*",
    "surf*",
    "voda",
    "vody",
    "vodní",
  ],
  sun: ["sun", "sunny", "summer", "sunrise", "sunset", "slunc*", "slunič*", "léto", "letní", "západ", "východ"],
  star: ["star", "stars", "space", "galaxy", "night", "hvězd*", "vesmír*", "galaxi*", "noc*"],
  rocket: ["rocket", "startup", "launch", "space-x", "raket*", "start-up", "startup*"],
  fox: ["fox", "animal", "wolf", "wildlife", "lišk*", "lišák", "zvíře", "zvířat*", "vlk*"],
  cat: ["cat", "kitten", "kitty", "kočk*", "kočič*", "kotě", "koťát*"],
  coffee: [
    "coffee",
    "cafe",
    "café",
    "espresso",
    "latte",
    "cup",
    "káv*",
    "kafe",
    "kavárn*",
    "šálek",
    "hrnek",
    "hrnku",
    "espress*",
  ],
  beer: ["beer", "brewery", "pub", "ale", "lager", "pivo", "piva", "pivem", "pivní", "pivovar*", "hospod*"],
  bike: ["bike", "bicycle", "cycling", "cyclist", "kolo", "kola", "kole", "cyklo*", "cyklist*", "bicykl*"],
  runner: [
    "run",
    "running",
    "runner",
    "marathon",
    "sport",
    "sports",
    "fitness",
    "race",
    "běh",
    "běž*",
    "maraton*",
    "sport*",
    "závod*",
  ],
  code: [
    "code",
    "coding",
    "developer",
    "developers",
    "programming",
    "software",
    "tech",
    "hackathon",
    "dev",
    "kód*",
    "program*",
    "vývoj*",
    "softwar*",
  ],
  leaf: [
    "leaf",
    "leaves",
    "nature",
    "eco",
    "green-energy",
    "plant",
    "garden",
    "organic",
    "list",
    "listy",
    "příro*",
    "eko*",
    "rostlin*",
    "zahrad*",
    "bio",
  ],
  tree: [
    "tree",
    "trees",
    "forest",
    "pine",
    "woods",
    "camping",
    "camp",
    "strom*",
    "les",
    "lesní",
    "jedl*",
    "borovic*",
    "kemp*",
    "tábor*",
  ],
  heart: ["heart", "love", "valentine", "wedding", "srdc*", "lás*ka", "lásk*", "svatb*", "zamilov*"],
  lightning: [
    "lightning",
    "energy",
    "power",
    "electric",
    "thunder",
    "bolt",
    "fast",
    "blesk*",
    "energi*",
    "síl*",
    "elektr*",
    "rychl*",
  ],
  music: [
    "music",
    "band",
    "festival",
    "concert",
    "guitar",
    "song",
    "dj",
    "hudb*",
    "kapel*",
    "festival*",
    "koncert*",
    "kytar*",
    "písn*",
  ],
  globe: [
    "globe",
    "world",
    "travel",
    "global",
    "earth",
    "planet",
    "svět*",
    "cestov*",
    "glob*",
    "země",
    "zeměkoul*",
    "planet*",
  ],
  crown: ["crown", "king", "queen", "royal", "vip", "champion", "korun*", "král*", "královn*", "šampion*", "vítěz*"],
  gear: [
    "gear",
    "engineering",
    "engineer",
    "factory",
    "machine",
    "industry",
    "workshop",
    "ozube*",
    "inženýr*",
    "továrn*",
    "strojír*",
    "průmysl*",
    "díln*",
  ],
  paw: ["dog", "dogs", "puppy", "paw", "pet", "pets", "pes", "psa", "psí", "psů", "pejs*", "štěn*", "tlap*", "mazlíč*"],
  ball: ["football", "soccer", "ball", "goal", "fotbal*", "míč*", "gól*", "kopan*"],
};

export type MotifMode = "filled" | "mono" | "line";

/**
 * The motif as an SVG group centred on (cx, cy), `size` px wide. `mono` draws every part in
 * `monoColour` (light parts become `cutColour`); `line` draws outlines only.
 */
export function motifSvg(
  name: MotifName,
  o: {
    cx: number;
    cy: number;
    size: number;
    palette: Palette;
    mode: MotifMode;
    monoColour?: string;
    cutColour?: string;
  },
): string {
  const p = o.palette;
  const scale = o.size / 200;
  const colour = (role: Role) => {
    if (o.mode === "mono") return role === "light" ? (o.cutColour ?? p.bg) : (o.monoColour ?? p.main);
    if (o.mode === "line") return p.ink;
    return { main: p.main, accent: p.accent, accent2: p.accent2, light: p.light, ink: p.ink }[role];
  };
  const parts = MOTIFS[name]()
    .filter((part) => !(o.mode === "line" && part.role === "light" && !part.stroke))
    .map((part) => {
      const c = colour(part.role);
      if (part.stroke)
        return `<path d="${part.d}" fill="none" stroke="${c}" stroke-width="${o.mode === "line" ? Math.min(part.stroke, 8) : part.stroke}" stroke-linecap="round" stroke-linejoin="round"/>`;
      if (o.mode === "line")
        return `<path d="${part.d}" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>`;
      return `<path d="${part.d}" fill="${c}"/>`;
    })
    .join("");
  const x = o.cx - o.size / 2;
  const y = o.cy - o.size / 2;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${parts}</g>`;
}
