/**
 * Upload file names are shown to admins and sent back in Content-Disposition. A name with control
 * characters (NUL, CR, LF...) or bidirectional overrides (which can disguise "x.exe" as "x.png") is
 * refused outright; paths are cut to the last segment, invisible characters dropped, NFC applied.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI_OVERRIDE = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

export const FILE_NAME_MAX = 200;

export type CleanName = { ok: true; name: string } | { ok: false; reason: string };

export function cleanFileName(raw: string): CleanName {
  if (CONTROL.test(raw) || BIDI_OVERRIDE.test(raw))
    return { ok: false, reason: "File name contains invalid characters" };
  const base = (raw.split(/[/\\]/).pop() ?? "").normalize("NFC").replace(INVISIBLE, "").trim();
  if (!base || /^\.+$/.test(base)) return { ok: false, reason: "A file has no name" };
  if (base.length > FILE_NAME_MAX) return { ok: false, reason: "File name is too long" };
  return { ok: true, name: base };
}

/**
 * The part of a storage key made from the name: ASCII letters, digits, single dots, dash,
 * underscore. Runs of dots become one ("Report...pdf" → "Report.pdf"): the storage refuses any key
 * with "..", and a legal name must never make an upload fail. The original name is kept apart, for
 * display and download.
 */
export function keySafeName(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/-+/g, "-")
    .replace(/^[-.]+/, "");
  return ascii.slice(-80).replace(/^[-.]+/, "") || "file";
}
