import {
  ALLOWED_EXTENSIONS,
  CONTACT_MAX_FILE_BYTES,
  CONTACT_MAX_FILES,
  extensionOf,
  isAllowedExtension,
} from "../../../shared/limits";

export type SelectionVerdict =
  | { ok: true; files: File[] }
  | { ok: false; reason: "tooLarge" }
  | { ok: false; reason: "type"; name: string };

/**
 * Checks a new selection (spec section 5): any file over 10 MB, or of a type the server refuses,
 * rejects the whole selection. Otherwise the new files join the ones already picked (the same
 * file is not added twice) and only the first CONTACT_MAX_FILES are kept; extras are dropped.
 */
export function addSelection(
  current: File[],
  selected: File[],
  { max = CONTACT_MAX_FILES, extensions = ALLOWED_EXTENSIONS as readonly string[] } = {},
): SelectionVerdict {
  if (selected.some((f) => f.size > CONTACT_MAX_FILE_BYTES)) return { ok: false, reason: "tooLarge" };
  const wrongType = selected.find((f) => {
    const ext = extensionOf(f.name);
    return !isAllowedExtension(ext) || !extensions.includes(ext);
  });
  if (wrongType) return { ok: false, reason: "type", name: wrongType.name };
  const same = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
  const fresh = selected.filter((f) => !current.some((c) => same(c, f)));
  return { ok: true, files: [...current, ...fresh].slice(0, max) };
}
