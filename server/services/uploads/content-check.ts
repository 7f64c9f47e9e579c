import type { AllowedExtension } from "../../../shared/limits";
import { screenSvgBytes } from "./svg-screen";

/**
 * Checks that a file's bytes are what its extension says (security guide, requirement 15). The
 * extension decides which signatures are acceptable; the browser's declared type is ignored.
 */
export const CONTENT_TYPES: Record<AllowedExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  zip: "application/zip",
  txt: "text/plain; charset=utf-8",
  ai: "application/postscript",
  eps: "application/postscript",
  svg: "image/svg+xml",
};

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => new TextEncoder().encode(s);
const PDF = ascii("%PDF");
const PS = ascii("%!PS");
const EPS_BINARY = bytes(0xc5, 0xd0, 0xd3, 0xc6);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);

const SIGNATURES: Partial<Record<AllowedExtension, Uint8Array[]>> = {
  pdf: [PDF],
  png: [bytes(0x89, 0x50, 0x4e, 0x47)],
  jpg: [bytes(0xff, 0xd8, 0xff)],
  jpeg: [bytes(0xff, 0xd8, 0xff)],
  gif: [ascii("GIF8")],
  zip: [ZIP],
  docx: [ZIP],
  doc: [bytes(0xd0, 0xcf, 0x11, 0xe0)],
  eps: [PS, EPS_BINARY],
  ai: [PDF, PS],
};

function startsWith(head: Uint8Array, signature: Uint8Array): boolean {
  if (head.length < signature.length) return false;
  return signature.every((b, i) => head[i] === b);
}

export type ContentVerdict = { ok: true } | { ok: false; reason: string };

const MISMATCH: ContentVerdict = { ok: false, reason: "The file's content does not match its type" };

/**
 * `head` is the file's first bytes; `whole` is read only for text formats (txt, svg). Uploads
 * screen SVG off the main thread (svg-screen-thread.ts); this is the same check, in line.
 */
export function checkContent(ext: AllowedExtension, head: Uint8Array, whole?: () => Uint8Array): ContentVerdict {
  const signatures = SIGNATURES[ext];
  if (signatures) return signatures.some((s) => startsWith(head, s)) ? { ok: true } : MISMATCH;
  const data = whole?.() ?? head;
  if (ext === "svg") return screenSvgBytes(data);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return { ok: false, reason: "Text files must be UTF-8 text" };
  }
  return text.includes("\u0000") ? MISMATCH : { ok: true };
}
