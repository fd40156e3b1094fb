/** A small RFC 4180 reader and writer: quoted fields with commas, line breaks and doubled quotes; CRLF or LF; a BOM. */

export interface CsvRecord {
  /** The record's row as a spreadsheet numbers it: the first record (the header) is row 1, blank rows count. */
  row: number;
  fields: string[];
}

export type CsvProblem = 'quoteUnclosed' | 'quoteStray' | 'quoteTrailing';

/** A file that is not CSV: the problem and the row where it lies. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly problem: CsvProblem,
    readonly row: number,
  ) {
    super(`${problem} at row ${row}`);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** Parses CSV text into records. Rows with only empty fields are left out (their row numbers still count). */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let row = 1;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    if (fields.some((f) => f !== '')) records.push({ row, fields });
    fields = [];
    row++;
  };
  while (i <= n) {
    if (i === n) {
      // A last line without its line break still ends a record; an empty tail after a break is no record.
      if (fields.length > 0) endRecord();
      break;
    }
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      const start = row;
      let out = '';
      let j = i + 1;
      for (;;) {
        const close = text.indexOf('"', j);
        if (close === -1) throw new CsvSyntaxError('quoteUnclosed', start);
        out += text.slice(j, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          out += '"';
          j = close + 2;
        } else {
          j = close + 1;
          break;
        }
      }
      const next = text.charCodeAt(j);
      if (j < n && next !== COMMA && next !== CR && next !== LF) throw new CsvSyntaxError('quoteTrailing', start);
      value = out;
      i = j;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === CR || c === LF) break;
        if (c === QUOTE) throw new CsvSyntaxError('quoteStray', row);
        j++;
      }
      value = text.slice(i, j);
      i = j;
    }
    fields.push(value);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      // A comma at the very end still leaves an empty last field.
      if (i === n) fields.push('');
    } else if (c === CR || c === LF) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      endRecord();
    }
  }
  return records;
}

/**
 * One field for a CSV file: quoted when it must be; a leading = + - @ is defused so a spreadsheet shows text (a plain
 * signed number such as -7.30 is left as it is: it is no formula).
 */
export function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^[-+]?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole CSV file (CRLF line breaks, as RFC 4180 has them), with a BOM so spreadsheets read it as UTF-8. */
export function toCsv(rows: (string | number)[][]): string {
  return `\ufeff${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
