import {
  errorMessage,
  validationIssueText,
  VALIDATION_ISSUES,
  XLSX_CONTENT_TYPE,
  type CsvRowError,
  type ErrorCode,
  type Locale,
  type ValidationIssue,
} from '@dropport/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../lib/app-error.js';
import { readSheet, SheetError, type SheetRow } from '../../lib/sheet-reader.js';
import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

const TEXTS = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR } satisfies Record<Locale, typeof enUS>;

/**
 * The largest upload: CSV text or an .xlsx workbook of at most 2 MB. An upload route declares it as its `bodyLimit`,
 * so that a larger body is refused with this limit (413 PAYLOAD_TOO_LARGE reads the route's own).
 */
export const SHEET_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** An upload's body: CSV text (text/csv), or a workbook's bytes (XLSX_CONTENT_TYPE). */
export const SheetUpload = z.union([
  z.string().max(SHEET_UPLOAD_MAX_BYTES),
  z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
]);
export const SHEET_UPLOAD_TYPES = ['text/csv', XLSX_CONTENT_TYPE];

/** Lets the routes of `app` take a CSV as text and an .xlsx workbook as bytes, each up to the upload limit. */
export function acceptSheetUploads(app: Pick<FastifyInstance, 'addContentTypeParser'>): void {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: SHEET_UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(XLSX_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: SHEET_UPLOAD_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
}

/** A problem of the file itself rather than of what a row asks for: unreadable, a column missing, a row repeated. */
export type FileProblem = keyof typeof enUS.fileProblem;

const isIssue = (v: unknown): v is ValidationIssue =>
  typeof v === 'string' && (VALIDATION_ISSUES as readonly string[]).includes(v);

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
  /** A row's error; a VALIDATION_FAILED that names its issue by `reason` gets that issue's text, as an answer does. */
  add(row: number, code: ErrorCode, params: Record<string, unknown> = {}) {
    const filled =
      code === 'VALIDATION_FAILED' && isIssue(params.reason)
        ? { ...params, issue: validationIssueText(params.reason, this.locale, params) }
        : params;
    this.list.push({ row, code, message: errorMessage(code, this.locale, filled) });
  }
  /** A problem of the file (CSV_INVALID), its `reason` in the reader's language. */
  fileProblem(row: number, problem: FileProblem, params: Record<string, string | number> = {}) {
    const number = new Intl.NumberFormat(this.locale);
    const reason = TEXTS[this.locale].fileProblem[problem].replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
      const v = params[k];
      return typeof v === 'number' ? number.format(v) : (v ?? '');
    });
    this.add(row, 'CSV_INVALID', { row, problem, reason });
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
    errors.fileProblem(e.row, e.problem);
    return errors.stop();
  }
  const [header, ...rows] = records;
  const names = header?.cells.map((f) => f.trim().toLowerCase()) ?? [];
  const missing = required.filter((c) => !names.includes(c));
  if (!header || missing.length) {
    errors.fileProblem(header?.row ?? 1, 'columnsMissing', { columns: missing.join(', ') });
    errors.stop();
  }
  if (rows.length === 0 || rows.length > maxRows) {
    if (rows.length === 0) errors.fileProblem(2, 'noRows');
    else errors.fileProblem(maxRows + 2, 'tooManyRows', { max: maxRows });
    errors.stop();
  }
  return rows.map((r) => ({
    row: r.row,
    get: (name: string) => (names.includes(name) ? (r.cells[names.indexOf(name)] ?? '').trim() : ''),
  }));
}
