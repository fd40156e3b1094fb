import { errorMessage, XLSX_CONTENT_TYPE, type CsvRowError, type ErrorCode, type Locale } from '@dropport/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../lib/app-error.js';
import { readSheet, SheetError, type SheetRow } from '../../lib/sheet-reader.js';

/** The largest upload: CSV text or an .xlsx workbook of at most 2 MB. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** An upload's body: CSV text (text/csv), or a workbook's bytes (XLSX_CONTENT_TYPE). */
export const SheetUpload = z.union([
  z.string().max(UPLOAD_MAX_BYTES),
  z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
]);
export const SHEET_UPLOAD_TYPES = ['text/csv', XLSX_CONTENT_TYPE];

/** Lets the routes of `app` take a CSV as text and an .xlsx workbook as bytes, each up to the upload limit. */
export function acceptSheetUploads(app: Pick<FastifyInstance, 'addContentTypeParser'>): void {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(XLSX_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
}

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
 * Reads an uploaded CSV or .xlsx workbook (its first sheet): a header naming at least the `required` columns (any
 * order, any case), then 1 to `maxRows` data rows. A file that is no readable table, lacks a column or has no rows
 * (or too many) is refused at once.
 */
export async function readCsvRows(
  data: string | Buffer,
  required: readonly string[],
  maxRows: number,
  errors: CsvErrors,
): Promise<CsvRow[]> {
  let records: SheetRow[];
  try {
    records = await readSheet(data);
  } catch (e) {
    if (!(e instanceof SheetError)) throw e;
    errors.add(e.row, 'CSV_INVALID', { row: e.row, problem: e.problem });
    return errors.stop();
  }
  const [header, ...rows] = records;
  const names = header?.cells.map((f) => f.trim().toLowerCase()) ?? [];
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
    get: (name: string) => (names.includes(name) ? (r.cells[names.indexOf(name)] ?? '').trim() : ''),
  }));
}
