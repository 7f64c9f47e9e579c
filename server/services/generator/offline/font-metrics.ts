/**
 * Just enough of a TrueType/OpenType parser to measure text: advance widths (hmtx) by character
 * (cmap format 4 or 12). Lettering is fitted to its space before the SVG is rendered, so the
 * renderer never has to be asked how wide a word came out.
 */
export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  /** Height of capital letters in font units (OS/2 sCapHeight, or 70 % of the em when absent). */
  capHeight: number;
  advance(codePoint: number): number;
  /** Whether the font draws this character (rather than a missing-glyph box). */
  has(codePoint: number): boolean;
  /** Width of `text` at `fontSize` px, with `letterSpacing` px between letters. */
  measure(text: string, fontSize: number, letterSpacing?: number): number;
}

export function parseFontMetrics(data: Uint8Array): FontMetrics {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tables = new Map<string, number>();
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    const tag = String.fromCharCode(data[rec]!, data[rec + 1]!, data[rec + 2]!, data[rec + 3]!);
    tables.set(tag, view.getUint32(rec + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };
  const head = table("head");
  const hhea = table("hhea");
  const hmtx = table("hmtx");
  const unitsPerEm = view.getUint16(head + 18);
  const ascender = view.getInt16(hhea + 4);
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const os2 = tables.get("OS/2");
  const os2Version = os2 === undefined ? -1 : view.getUint16(os2);
  const capHeight = os2 !== undefined && os2Version >= 2 ? view.getInt16(os2 + 88) : Math.round(unitsPerEm * 0.7);

  const glyphOf = cmapLookup(view, table("cmap"));
  const advanceOfGlyph = (glyph: number) => view.getUint16(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
  const cache = new Map<number, number>();
  const advance = (cp: number) => {
    let w = cache.get(cp);
    if (w === undefined) {
      w = advanceOfGlyph(glyphOf(cp));
      cache.set(cp, w);
    }
    return w;
  };
  return {
    unitsPerEm,
    ascender,
    capHeight,
    advance,
    has: (cp) => cp === 32 || glyphOf(cp) !== 0,
    measure(text, fontSize, letterSpacing = 0) {
      let units = 0;
      let count = 0;
      for (const ch of text) {
        units += advance(ch.codePointAt(0)!);
        count++;
      }
      return (units / unitsPerEm) * fontSize + Math.max(0, count - 1) * letterSpacing;
    },
  };
}

/** Character → glyph id, from the best Unicode subtable (format 12 if present, else format 4). */
function cmapLookup(view: DataView, cmap: number): (cp: number) => number {
  const count = view.getUint16(cmap + 2);
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < count; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const offset = cmap + view.getUint32(cmap + 8 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const format = view.getUint16(offset);
    if (format === 12) format12 ??= offset;
    if (format === 4) format4 ??= offset;
  }
  if (format12 !== undefined) {
    const sub = format12;
    const groups = view.getUint32(sub + 12);
    return (cp) => {
      for (let g = 0; g < groups; g++) {
        const rec = sub + 16 + g * 12;
        const start = view.getUint32(rec);
        const end = view.getUint32(rec + 4);
        if (cp >= start && cp <= end) return view.getUint32(rec + 8) + (cp - start);
      }
      return 0;
    };
  }
  if (format4 === undefined) throw new Error("font has no Unicode cmap");
  const sub = format4;
  const segCount = view.getUint16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segCount; s++) {
      const end = view.getUint16(ends + s * 2);
      if (cp > end) continue;
      const start = view.getUint16(starts + s * 2);
      if (cp < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const rangeOffset = view.getUint16(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (cp + delta) & 0xffff;
      const glyphAt = rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2;
      const glyph = view.getUint16(glyphAt);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
