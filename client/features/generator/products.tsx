import { type ReactNode, useId } from "react";
import { GARMENT_FILLS } from "../../../shared/garments";

/**
 * Flat product drawings for the mockups: each a 400 x 400 SVG with the design placed in the
 * product's print area, under a light shading layer so it reads as printed on the fabric or the
 * glaze rather than pasted on top.
 */
export const PRODUCTS = ["tshirt", "hoodie", "mug", "tote"] as const;
export type Product = (typeof PRODUCTS)[number];

export const COLOURS = {
  white: { fill: GARMENT_FILLS.white, line: "#cfc7b6", dark: false },
  black: { fill: GARMENT_FILLS.black, line: "#0e0d0b", dark: true },
  navy: { fill: GARMENT_FILLS.navy, line: "#141c30", dark: true },
  natural: { fill: GARMENT_FILLS.natural, line: "#c4b38f", dark: false },
  mustard: { fill: GARMENT_FILLS.mustard, line: "#bf8418", dark: false },
} as const;
export type Colour = keyof typeof COLOURS;
export const COLOUR_NAMES = Object.keys(COLOURS) as Colour[];

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Drawing {
  /** Where the design goes. */
  print: Box;
  /** The product's outline, drawn first (its fill is the garment colour). */
  body: string;
  /** Clips the design (and the shading) to the printable surface. */
  clip: string;
  /** Drawn before the body (hood, handles, the inside of a mug). */
  behind?: (c: Palette) => ReactNode;
  /** Drawn over the design (seams, folds, pocket, rim). */
  details: (c: Palette) => ReactNode;
  /** The shading's direction: across a garment, around a mug. */
  shading: "garment" | "cylinder" | "canvas";
}

type Palette = (typeof COLOURS)[Colour];

const seam = (c: Palette, d: string, opacity = 0.7, width = 2) => (
  <path d={d} fill="none" stroke={c.line} strokeOpacity={opacity} strokeWidth={width} strokeLinecap="round" />
);
const fold = (c: Palette, d: string) => (
  <path
    d={d}
    fill="none"
    stroke={c.dark ? "#000" : "#5b4a2a"}
    strokeOpacity={c.dark ? 0.22 : 0.08}
    strokeWidth={7}
    strokeLinecap="round"
  />
);

const TSHIRT_BODY =
  "M150 50 Q200 86 250 50 L300 68 Q334 82 352 108 L374 142 L324 180 L300 152 L301 358 Q200 370 99 358 L100 152 L76 180 L26 142 L48 108 Q66 82 100 68 Z";

const HOODIE_BODY =
  "M136 70 Q200 122 264 70 L292 78 Q326 92 338 132 L362 318 L318 328 L300 184 L300 336 L100 336 L100 184 L82 328 L38 318 L62 132 Q74 92 108 78 Z";

const MUG_BODY = "M96 98 L96 320 Q96 346 122 346 L262 346 Q288 346 288 320 L288 98 Z";

const TOTE_BODY = "M94 150 L306 150 L318 372 L82 372 Z";

const drawings: Record<Product, Drawing> = {
  tshirt: {
    print: { x: 142, y: 104, w: 116, h: 116 },
    body: TSHIRT_BODY,
    clip: TSHIRT_BODY,
    shading: "garment",
    behind: (c) => <path d="M150 50 Q200 64 250 50 Q200 78 150 50 Z" fill={c.line} />,
    details: (c) => (
      <>
        {/* Neck rib and the inside of the back collar. */}
        <path d="M150 50 Q200 86 250 50" fill="none" stroke={c.line} strokeWidth={9} strokeLinecap="round" />
        <path d="M150 50 Q200 86 250 50" fill="none" stroke={c.fill} strokeWidth={4} strokeLinecap="round" />
        {seam(c, "M100 68 Q94 110 100 152")}
        {seam(c, "M300 68 Q306 110 300 152")}
        {seam(c, "M36 150 L84 170", 0.6)}
        {seam(c, "M364 150 L316 170", 0.6)}
        {seam(c, "M100 346 Q200 358 300 346", 0.5, 1.5)}
        {fold(c, "M120 240 Q140 290 128 340")}
        {fold(c, "M282 232 Q266 280 276 338")}
      </>
    ),
  },
  hoodie: {
    print: { x: 148, y: 148, w: 104, h: 104 },
    body: HOODIE_BODY,
    clip: HOODIE_BODY,
    shading: "garment",
    behind: (c) => (
      <>
        {/* The hood, lying behind the shoulders, and its shadowed inside. */}
        <path d="M118 86 C108 30 150 10 200 10 C250 10 292 30 282 86 Z" fill={c.fill} stroke={c.line} strokeWidth={2} />
        <path d="M136 72 C136 40 166 30 200 30 C234 30 264 40 264 72 Q200 120 136 72 Z" fill={c.line} />
      </>
    ),
    details: (c) => (
      <>
        <path d="M136 70 Q200 122 264 70" fill="none" stroke={c.line} strokeWidth={8} strokeLinecap="round" />
        {/* Drawstrings. */}
        <path d="M184 102 Q180 118 182 134" fill="none" stroke={c.line} strokeWidth={4} strokeLinecap="round" />
        <path d="M216 102 Q220 118 218 134" fill="none" stroke={c.line} strokeWidth={4} strokeLinecap="round" />
        <rect x={178} y={132} width={8} height={10} rx={2} fill={c.line} />
        <rect x={214} y={132} width={8} height={10} rx={2} fill={c.line} />
        {/* Kangaroo pocket. */}
        <path
          d="M138 262 L262 262 L286 318 L114 318 Z"
          fill="none"
          stroke={c.line}
          strokeOpacity={0.85}
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {seam(c, "M138 262 Q126 290 114 318", 0.9, 3)}
        {seam(c, "M262 262 Q274 290 286 318", 0.9, 3)}
        {/* Waistband and cuffs. */}
        <rect x={100} y={318} width={200} height={18} fill={c.line} fillOpacity={0.35} />
        {seam(c, "M40 304 L82 312", 0.8, 2.5)}
        {seam(c, "M360 304 L318 312", 0.8, 2.5)}
        {seam(c, "M108 78 Q98 130 100 184", 0.6)}
        {seam(c, "M292 78 Q302 130 300 184", 0.6)}
        {fold(c, "M118 200 Q132 236 122 256")}
        {fold(c, "M282 196 Q270 232 278 256")}
        {fold(c, "M64 170 Q70 240 60 300")}
        {fold(c, "M336 170 Q330 240 340 300")}
      </>
    ),
  },
  mug: {
    print: { x: 122, y: 146, w: 140, h: 140 },
    body: MUG_BODY,
    clip: MUG_BODY,
    shading: "cylinder",
    behind: (c) => (
      <>
        {/* Handle: an outline stroke under a fill stroke. */}
        <path d="M282 138 C352 134 356 282 282 282" fill="none" stroke={c.line} strokeWidth={30} />
        <path d="M282 138 C352 134 356 282 282 282" fill="none" stroke={c.fill} strokeWidth={22} />
      </>
    ),
    details: (c) => (
      <>
        <ellipse cx={192} cy={98} rx={96} ry={17} fill={c.fill} stroke={c.line} strokeWidth={2} />
        <ellipse cx={192} cy={100} rx={84} ry={11} fill={c.dark ? "#0b0a09" : "#4a3a28"} fillOpacity={0.55} />
        {seam(c, "M100 332 Q192 352 284 332", 0.5, 1.5)}
      </>
    ),
  },
  tote: {
    print: { x: 140, y: 206, w: 120, h: 120 },
    body: TOTE_BODY,
    clip: TOTE_BODY,
    shading: "canvas",
    behind: (c) => (
      <>
        {/* Back handle, then front handle. */}
        <path d="M136 152 C134 40 266 40 264 152" fill="none" stroke={c.line} strokeWidth={14} />
        <path d="M152 152 C150 64 250 64 248 152" fill="none" stroke={c.line} strokeOpacity={0.9} strokeWidth={14} />
        <path d="M152 152 C150 64 250 64 248 152" fill="none" stroke={c.fill} strokeOpacity={0.5} strokeWidth={6} />
      </>
    ),
    details: (c) => (
      <>
        <path d="M94 150 L306 150 L307 170 L93 170 Z" fill={c.line} fillOpacity={0.35} />
        <path d="M96 176 L304 176" fill="none" stroke={c.line} strokeWidth={1.5} strokeDasharray="5 5" />
        <rect x={144} y={150} width={16} height={30} fill={c.line} />
        <rect x={240} y={150} width={16} height={30} fill={c.line} />
        {fold(c, "M118 200 Q110 280 104 360")}
        {fold(c, "M284 196 Q296 280 300 362")}
      </>
    ),
  },
};

/**
 * One product with the design on it. `image` is the design's data URL (or URL); without it the
 * product is drawn plain. Decorative when `label` is absent (thumbnails).
 */
export function ProductArt({
  product,
  colour,
  image,
  transparent = false,
  logo,
  label,
  className,
}: {
  product: Product;
  colour: Colour;
  image?: string;
  /** The image has no background (the print file): fit it whole, the garment shows around it. */
  transparent?: boolean;
  /** The visitor's own logo (a URL): printed in a band under the design, which then leaves it room. */
  logo?: string;
  label?: string;
  className?: string;
}) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const d = drawings[product];
  const c = COLOURS[colour];
  const { x, y, w } = d.print;
  const logoBand = logo ? Math.round(d.print.h * 0.24) : 0;
  const h = d.print.h - logoBand;
  const clipId = `${uid}-clip`;
  const printClipId = `${uid}-print`;
  const shadeId = `${uid}-shade`;
  return (
    <svg
      viewBox="0 0 400 400"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <clipPath id={clipId}>
          <path d={d.clip} />
        </clipPath>
        <clipPath id={printClipId}>
          <rect x={x} y={y} width={w} height={h} rx={product === "mug" ? 0 : 4} />
        </clipPath>
        <Shading id={shadeId} kind={d.shading} dark={c.dark} />
      </defs>
      <ellipse cx={200} cy={378} rx={150} ry={12} fill="#15130f" fillOpacity={0.12} />
      {d.behind?.(c)}
      <path d={d.body} fill={c.fill} stroke={c.line} strokeWidth={2} strokeLinejoin="round" />
      {image ? (
        <g clipPath={`url(#${clipId})`}>
          <image
            href={image}
            x={x}
            y={y}
            width={w}
            height={h}
            preserveAspectRatio={transparent ? "xMidYMid meet" : "xMidYMid slice"}
            clipPath={`url(#${printClipId})`}
            opacity={transparent ? 1 : 0.96}
          />
        </g>
      ) : null}
      {logo ? (
        <g clipPath={`url(#${clipId})`}>
          <image
            href={logo}
            x={x + w * 0.3}
            y={y + h + logoBand * 0.12}
            width={w * 0.4}
            height={logoBand * 0.76}
            preserveAspectRatio="xMidYMid meet"
            data-testid="mockup-logo"
          />
        </g>
      ) : null}
      <path d={d.body} fill={`url(#${shadeId})`} />
      {d.details(c)}
    </svg>
  );
}

/** Light and shadow over the product (and the print): a soft falloff across, a cylinder on mugs. */
function Shading({ id, kind, dark }: { id: string; kind: Drawing["shading"]; dark: boolean }) {
  const shadow = dark ? 0.35 : 0.14;
  if (kind === "cylinder") {
    return (
      <linearGradient id={id} x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stopColor="#000" stopOpacity={shadow + 0.1} />
        <stop offset="0.14" stopColor="#000" stopOpacity={0.02} />
        <stop offset="0.3" stopColor="#fff" stopOpacity={dark ? 0.14 : 0.45} />
        <stop offset="0.42" stopColor="#fff" stopOpacity={0} />
        <stop offset="0.8" stopColor="#000" stopOpacity={shadow * 0.5} />
        <stop offset="1" stopColor="#000" stopOpacity={shadow + 0.12} />
      </linearGradient>
    );
  }
  return (
    <linearGradient id={id} x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stopColor="#fff" stopOpacity={kind === "canvas" ? 0.08 : 0.12} />
      <stop offset="0.45" stopColor="#fff" stopOpacity={0} />
      <stop offset="1" stopColor="#000" stopOpacity={shadow} />
    </linearGradient>
  );
}
