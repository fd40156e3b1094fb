import { stringify } from 'csv-stringify/sync';

/** A plain signed number (-7.30, +1): no formula, so it is written as it is. */
const SIGNED_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A text cell that a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return) gets a
 * leading apostrophe, so the spreadsheet shows it as text; a signed number is left as it is.
 */
const defused = (s: string) => (/^[=+\-@\t\r]/.test(s) && !SIGNED_NUMBER.test(s) ? `'${s}` : s);

/**
 * A whole CSV file: CRLF line breaks, as RFC 4180 has them; a value quoted when it holds a comma, a quote or a line
 * break, or starts or ends with a space (which a spreadsheet would drop); text that reads as a formula defused. With a
 * BOM first (unless `bom: false`), so that spreadsheets read it as UTF-8.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[], opts: { bom?: boolean } = {}): string {
  return stringify(
    rows.map((r) => [...r]),
    {
      bom: opts.bom ?? true,
      record_delimiter: '\r\n',
      // A lone CR or LF in a value must be quoted too, or a reader would end the row there.
      quote_record_delimiter: true,
      quoted_match: /^\s|\s$/,
      cast: { string: defused },
    },
  );
}

/** An amount of minor units as a file writes it: whole units, a point and two decimals, a minus when below zero. */
export const decimalCents = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
