import { deflateRawSync } from "node:zlib";

/** Small, valid (or deliberately invalid) files for upload tests. */
const enc = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
};

export const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
export const TINY_PDF = enc(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
export const TINY_JPG = concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), enc("JFIF fake body"), Uint8Array.of(0xff, 0xd9));
export const TINY_GIF = enc("GIF89a\u0001\u0000\u0001\u0000fake");
export const TINY_DOC = concat(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), new Uint8Array(64));
export const TINY_EPS = enc("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nshowpage\n");
export const TEXT = enc("Hello, we want 200 hoodies. Příliš žluťoučký kůň.\n");
export const SAFE_SVG = enc(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#f4b740"/></svg>',
);
export const SCRIPT_SVG = enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const ONLOAD_SVG = enc(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
export const HTML_AS_PDF = enc("<!doctype html><html><body><script>alert(1)</script></body></html>");

function u16(n: number) {
  return Uint8Array.of(n & 0xff, (n >> 8) & 0xff);
}
function u32(n: number) {
  return Uint8Array.of(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
}

/**
 * A zip of the given entries, stored or deflated; `declaredSize` lets a test lie about an entry's
 * size, `flags` set the general-purpose bits (1: encrypted), `method` overrides the compression code.
 */
export function makeZip(
  entries: {
    name: string;
    data: Uint8Array;
    declaredSize?: number;
    deflate?: boolean;
    flags?: number;
    method?: number;
  }[],
): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = enc(e.name);
    const size = e.declaredSize ?? e.data.length;
    const body = e.deflate ? new Uint8Array(deflateRawSync(e.data)) : e.data;
    const method = e.method ?? (e.deflate ? 8 : 0);
    const flags = e.flags ?? 0;
    const local = concat(
      u32(0x04034b50),
      u16(20),
      u16(flags),
      u16(method),
      u16(0),
      u16(0),
      u32(0),
      u32(body.length),
      u32(size),
      u16(name.length),
      u16(0),
      name,
      body,
    );
    centrals.push(
      concat(
        u32(0x02014b50),
        u16(20),
        u16(20),
        u16(flags),
        u16(method),
        u16(0),
        u16(0),
        u32(0),
        u32(body.length),
        u32(size),
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = concat(...centrals);
  const eocd = concat(
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  );
  return concat(...locals, central, eocd);
}

export const SMALL_ZIP = makeZip([{ name: "brief.txt", data: TEXT }]);
/** 50 MB of zeros deflated to ~50 KB: it expands 1,000 times (the budget is 100 times the archive). */
export const ZIP_BOMB = makeZip([{ name: "big.bin", data: new Uint8Array(50 * 1024 * 1024), deflate: true }]);
/** A zip whose entry declares far more than it holds. */
export const LYING_ZIP = makeZip([{ name: "big.bin", data: new Uint8Array(1000), declaredSize: 0xfffffff0 }]);
