import { createInflateRaw } from "node:zlib";

/**
 * Zip archives (and docx, which is a zip) are inflated here, entry by entry, counting the bytes
 * that really come out, within a budget: the sizes a zip declares are the attacker's to choose, so
 * they are only compared with what inflating gives (a mismatch is refused). Nothing is kept: the
 * output is counted and dropped. Refused: more than the budget in total, an entry that lies about
 * its size, encryption or a compression other than stored/deflate (they cannot be checked), more
 * than MAX_ENTRIES entries, and, in a .zip, an archive inside the archive (by name or by content).
 */
export type ZipVerdict = { ok: true } | { ok: false; reason: string };

const MAX_ENTRIES = 10_000;
/** Real bytes out, at most this many times the archive's size, and never more than the cap. */
const MAX_RATIO = 100;
const MAX_TOTAL_BYTES = 256 * 1024 * 1024;

const NOT_ZIP: ZipVerdict = { ok: false, reason: "The file's content does not match its type" };
const TOO_BIG: ZipVerdict = { ok: false, reason: "The archive expands too much to be accepted" };
const NESTED: ZipVerdict = { ok: false, reason: "Archives inside the archive are not accepted" };
const UNREADABLE: ZipVerdict = {
  ok: false,
  reason: "The archive is encrypted or uses a compression that cannot be checked",
};

const ARCHIVE_NAMES = /\.(zip|zipx|7z|rar|gz|tgz|tar|bz2|tbz2?|xz|txz|lz|lzma|zst|cab|arj|jar|war|apk|iso|dmg)$/i;
const ARCHIVE_MAGIC: number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // rar
  [0x42, 0x5a, 0x68], // bzip2
  [0xfd, 0x37, 0x7a, 0x58], // xz
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
];

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export async function screenZip(file: Uint8Array, { nestedAllowed }: { nestedAllowed: boolean }): Promise<ZipVerdict> {
  const entries = readCentralDirectory(file);
  if (!entries) return NOT_ZIP;
  if (entries.length > MAX_ENTRIES) return TOO_BIG;
  const budget = Math.min(MAX_TOTAL_BYTES, Math.max(file.length, 1) * MAX_RATIO);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    if (!nestedAllowed && ARCHIVE_NAMES.test(entry.name)) return NESTED;
    if (entry.flags & 0x1) return UNREADABLE;
    if (entry.method !== 0 && entry.method !== 8) return UNREADABLE;
    const at = entry.localOffset;
    if (at + 30 > file.length || view.getUint32(at, true) !== 0x04034b50) return NOT_ZIP;
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > file.length) return NOT_ZIP;
    const data = file.subarray(start, end);
    const out =
      entry.method === 0 ? { bytes: data.length, head: data.subarray(0, 8) } : await inflate(data, budget - total);
    if (out === "too-big") return TOO_BIG;
    if (out === "corrupt") return NOT_ZIP;
    if (out.bytes !== entry.size) return NOT_ZIP;
    total += out.bytes;
    if (total > budget) return TOO_BIG;
    if (!nestedAllowed && ARCHIVE_MAGIC.some((m) => m.every((b, i) => out.head[i] === b))) return NESTED;
  }
  return { ok: true };
}

/** Inflates `data` counting its output, stopping past `budget` bytes; answers the count and the first bytes. */
function inflate(
  data: Uint8Array,
  budget: number,
): Promise<{ bytes: number; head: Uint8Array } | "too-big" | "corrupt"> {
  return new Promise((resolve) => {
    const stream = createInflateRaw();
    let bytes = 0;
    let head = new Uint8Array(0);
    let settled = false;
    const settle = (value: { bytes: number; head: Uint8Array } | "too-big" | "corrupt") => {
      if (settled) return;
      settled = true;
      stream.destroy();
      resolve(value);
    };
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 8) head = Uint8Array.from([...head, ...chunk.subarray(0, 8 - head.length)]);
      bytes += chunk.length;
      if (bytes > budget) settle("too-big");
    });
    stream.on("error", () => settle("corrupt"));
    stream.on("end", () => settle({ bytes, head }));
    stream.end(data);
  });
}

/** The entries of the central directory; null when it cannot be found or read (or uses Zip64). */
function readCentralDirectory(file: Uint8Array): Entry[] | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) return null;
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > file.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const entry: Entry = {
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localOffset: view.getUint32(offset + 42, true),
      name: new TextDecoder().decode(file.subarray(offset + 46, offset + 46 + nameLength)),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.localOffset === 0xffffffff)
      return null;
    entries.push(entry);
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}
