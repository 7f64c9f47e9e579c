import { saveBlob } from "../../lib/save-blob";

/** CSV export of the dashboard's tables, built in the browser from the data on screen. */
export { type CsvValue, csvCell, toCsv } from "../../../shared/csv";

/** Saves `csv` as `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);
}
