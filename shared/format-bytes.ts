/**
 * File sizes, the same everywhere (the enquiry form, the admin lists, the staff mail): binary units,
 * as the 10 MB limit is counted (10 × 1024 × 1024 bytes), one decimal above a kilobyte, and plain
 * bytes below it ("50 B", "12.5 KB", "1.4 MB"; Czech "12,5 KB").
 */
export function formatBytes(bytes: number, locale: string): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / (1024 * 1024), "MB"];
  const number = new Intl.NumberFormat(locale === "cs" ? "cs-CZ" : "en-GB", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
  return `${number} ${unit}`;
}
