import { errorMessage, type CsvRowError, type ErrorCode, type Locale } from '@dropport/contracts';
import { fail } from '../../lib/app-error.js';
import { CsvSyntaxError, parseCsv } from '../catalogue/csv.js';

/** One data row: its spreadsheet row number and its cells by column name (trimmed; '' when absent). */
export interface CsvRow {
  row: number;
  get(name: string): string;
}

/**
 * The error list of an all-or-nothing CSV upload, in the reader's language; `stop()` refuses the whole file with
 * `code` and every error found so far.
 */
export class CsvErrors {
  readonly list: CsvRowError[] = [];
  constructor(
    private readonly code: 'TRACKING_CSV_INVALID' | 'ORDER_CSV_INVALID',
    private readonly locale: Locale,
  ) {}
  add(row: number, code: ErrorCode, params: Record<string, unknown> = {}) {
    this.list.push({ row, code, message: errorMessage(code, this.locale, params) });
  }
  stop(): never {
    return fail(this.code, { errors: this.list });
  }
  stopIfAny() {
    if (this.list.length) this.stop();
  }
}

/**
 * Reads an uploaded CSV: a header naming at least the `required` columns (any order, any case), then 1 to `maxRows`
 * data rows. A file that is not CSV, lacks a column or has no rows (or too many) is refused at once.
 */
export function readCsvRows(csv: string, required: readonly string[], maxRows: number, errors: CsvErrors): CsvRow[] {
  let records;
  try {
    records = parseCsv(csv);
  } catch (e) {
    if (!(e instanceof CsvSyntaxError)) throw e;
    errors.add(e.row, 'CSV_INVALID', { row: e.row, problem: e.problem });
    return errors.stop();
  }
  const [header, ...rows] = records;
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const missing = required.filter((c) => !names.includes(c));
  if (!header || missing.length) {
    errors.add(header?.row ?? 1, 'CSV_INVALID', { row: header?.row ?? 1, problem: `missing columns: ${missing.join(', ')}` });
    errors.stop();
  }
  if (rows.length === 0 || rows.length > maxRows) {
    const row = rows.length === 0 ? 2 : maxRows + 2;
    errors.add(row, 'CSV_INVALID', { row, problem: rows.length === 0 ? 'no rows' : `at most ${maxRows} rows` });
    errors.stop();
  }
  return rows.map((r) => ({
    row: r.row,
    get: (name: string) => (names.includes(name) ? (r.fields[names.indexOf(name)] ?? '').trim() : ''),
  }));
}
