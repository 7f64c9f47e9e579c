/**
 * CSV as spreadsheets read it: used by the server's exports and the dashboard's in-browser exports.
 * Two dialects: "standard" (comma, ISO times in UTC, decimal point) and "excel-cs" for Excel and
 * LibreOffice set to Czech (semicolon, local time in Prague, decimal comma).
 */
import { stripBidiControls } from "./bidi";

export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;
export type CsvDialect = "standard" | "excel-cs";

/** The company's time zone, for the Czech dialect's local times. */
const COMPANY_TIME_ZONE = "Europe/Prague";

/**
 * Characters a spreadsheet may split a line on, whichever separator the file was written with
 * (a spreadsheet set to Czech splits on ";", others on "," or tab; some offer "|"), and line ends.
 */
const SEPARATORS = ",;\t|\r\n";
/** What makes a spreadsheet read a cell as a formula (with the full-width forms Excel also takes). */
const TRIGGERS = "=+-@\uff1d\uff0b\uff0d\uff20";

/**
 * Text a visitor typed must never become a formula, however the file is opened: an apostrophe goes
 * before every formula character at the start of the text or after any separator, spaces and tabs
 * between (a spreadsheet that splits the line on ";" would otherwise read "Acme;=HYPERLINK(...)" as
 * a formula cell). One pass: the pattern it replaces backtracked through every tab after every tab
 * (a tab is a separator and a space), and 40 messages of 5,000 tabs held the server 2.5 s per export.
 */
export function neutraliseFormulas(text: string): string {
  let out = "";
  let cellStart = true;
  for (const ch of text) {
    if (cellStart && TRIGGERS.includes(ch)) out += "'";
    out += ch;
    if (SEPARATORS.includes(ch)) cellStart = true;
    else if (ch !== " ") cellStart = false;
  }
  return out;
}

const pragueTime = new Intl.DateTimeFormat("cs-CZ", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "25.11.2026 08:55:00", Prague time: what Czech Excel reads as a date and time. */
function czechDateTime(date: Date): string {
  const p = Object.fromEntries(pragueTime.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

export function csvCell(value: CsvValue, dialect: CsvDialect = "standard"): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    return dialect === "excel-cs" ? String(value).replace(".", ",") : String(value);
  }
  let text =
    value instanceof Date
      ? dialect === "excel-cs"
        ? czechDateTime(value)
        : value.toISOString()
      : Array.isArray(value)
        ? value.join(" ")
        : String(value);
  // Bidi controls would reorder the cell on screen: gone wherever staff read leads (shared/bidi.ts).
  text = neutraliseFormulas(stripBidiControls(text));
  return /[",;\t|\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines (each ending in CRLF) of `rows`: the part of a document after its header. */
export function csvLines(rows: readonly CsvValue[][], dialect: CsvDialect = "standard"): string {
  const separator = dialect === "excel-cs" ? ";" : ",";
  return rows.map((row) => `${row.map((v) => csvCell(v, dialect)).join(separator)}\r\n`).join("");
}

/** The start of a CSV document: a BOM so spreadsheets read UTF-8, and the header line. */
export function csvHeader(header: readonly string[], dialect: CsvDialect = "standard"): string {
  return `\ufeff${csvLines([[...header]], dialect)}`;
}

/** A CSV document: a header row and the rows, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function toCsv(
  header: readonly string[],
  rows: readonly CsvValue[][],
  dialect: CsvDialect = "standard",
): string {
  return csvHeader(header, dialect) + csvLines(rows, dialect);
}
