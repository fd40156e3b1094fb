/**
 * A CSV field as spreadsheets read it: quoted when needed, and text that starts with a formula sign defused (a number,
 * negative ones too, is written as it is).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const s = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV text (CRLF line ends, like the server's files). */
export const toCsv = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
