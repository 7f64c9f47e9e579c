import { type ReactNode, useId } from "react";
import { format } from "../../../shared/i18n";
import { buttonStyles } from "../../components/ui/buttons";
import { type CsvValue, downloadCsv, toCsv } from "./csv";
import type { Content } from "./types";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell's value in the CSV export (raw numbers, full text). */
  csv: (row: T) => CsvValue;
  numeric?: boolean;
  /** Width and wrapping of the column, e.g. "w-24". */
  className?: string;
  /** In the CSV export only (a figure the table shows inside another cell, e.g. the previous period's). */
  csvOnly?: boolean;
}

/** "Export CSV" for one table: the CSV is built from `rows` in the browser. */
export function ExportCsvButton<T>({
  c,
  title,
  fileName,
  columns,
  rows,
}: {
  c: Content;
  title: string;
  fileName: string;
  columns: Column<T>[];
  rows: T[];
}) {
  return (
    <button
      type="button"
      className={`${buttonStyles.small} shrink-0`}
      onClick={() =>
        downloadCsv(
          fileName,
          toCsv(
            columns.map((col) => col.header),
            rows.map((row) => columns.map((col) => col.csv(row))),
          ),
        )
      }
    >
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M8 2v8m-3.5-3L8 10.5 11.5 7M2.5 13.5h11" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {c.csv.export}
      <span className="sr-only"> {format(c.csv.exportLabel, { table: title })}</span>
    </button>
  );
}

/**
 * A small titled table with an "Export CSV" button, or its empty state. The heading names the
 * table for assistive technology; `headingLevel` keeps the page's outline right where it is used.
 */
export function DataTable<T>({
  c,
  title,
  headingLevel = 3,
  fileName,
  columns,
  rows,
  rowKey,
  empty,
  note,
}: {
  c: Content;
  title: string;
  headingLevel?: 2 | 3;
  fileName: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  empty: string;
  note?: ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = columns.filter((col) => !col.csvOnly);
  return (
    <div className="flex h-full min-w-0 flex-col rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-lg font-extrabold tracking-tight">
          {title}
        </Heading>
        {rows.length > 0 ? (
          <ExportCsvButton c={c} title={title} fileName={fileName} columns={columns} rows={rows} />
        ) : null}
      </div>
      {note ? <div className="mt-2 text-sm text-ink/80">{note}</div> : null}
      {rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-ink/25 p-6 text-center font-semibold text-ink/80">
          {empty}
        </p>
      ) : (
        <table aria-labelledby={headingId} className="mt-3 w-full table-fixed border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-ink/20">
              {shown.map((col) => (
                <th
                  key={col.header}
                  scope="col"
                  className={`py-2 pr-3 text-xs font-bold last:pr-0 sm:text-sm ${col.numeric ? "text-right" : ""} ${col.className ?? ""}`}
                >
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={rowKey(row, i)} className="border-b border-ink/10 last:border-b-0">
                {shown.map((col, j) => {
                  const content = col.cell(row);
                  const cls = `py-2 pr-3 align-top last:pr-0 ${col.numeric ? "text-right tabular-nums" : "break-words"} ${col.className ?? ""}`;
                  return j === 0 ? (
                    <th key={col.header} scope="row" className={`${cls} font-semibold`}>
                      {content}
                    </th>
                  ) : (
                    <td key={col.header} className={cls}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
