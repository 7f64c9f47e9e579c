/** CSV as spreadsheets read it: used by the server's exports and the dashboard's in-browser exports. */
export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(" ") : String(value);
  // Cells starting with = + - @ are formulas in spreadsheets: neutralise them (visitors choose the text).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row and the rows, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
