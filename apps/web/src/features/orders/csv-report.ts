import type { CsvRowError } from '@dropport/contracts';

/** A CSV field as spreadsheets read it: quoted when needed, and a leading formula sign defused. */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV text (CRLF line ends, like the server's files). */
export const toCsv = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The rows of a refused file as a CSV the seller can keep beside the spreadsheet: row, code, message. */
export const errorReport = (errors: readonly CsvRowError[]) =>
  toCsv([['row', 'code', 'message'], ...errors.map((e) => [e.row, e.code, e.message])]);
