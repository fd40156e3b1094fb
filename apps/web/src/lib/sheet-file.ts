import { XLSX_CONTENT_TYPE } from '@dropport/contracts';

/** What a spreadsheet upload's file chooser offers: CSV files and Excel workbooks (.xlsx). */
export const SHEET_ACCEPT = `.csv,.xlsx,text/csv,${XLSX_CONTENT_TYPE}`;

/** Whether a chosen file's name says it is a CSV or an .xlsx workbook (the server reads its content either way). */
export const isSheetName = (name: string) => /\.(csv|xlsx)$/i.test(name);

/** A chosen file as an upload's body: a workbook's bytes, or a CSV's text. */
export async function sheetBody(file: File): Promise<string | ArrayBuffer> {
  return /\.xlsx$/i.test(file.name) ? file.arrayBuffer() : file.text();
}

/** The Content-Type that goes with a body from `sheetBody`. */
export const sheetContentType = (body: string | ArrayBuffer) => (typeof body === 'string' ? 'text/csv' : XLSX_CONTENT_TYPE);
