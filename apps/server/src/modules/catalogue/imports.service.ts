import {
  IMPORT_ERRORS_SHOWN,
  IMPORT_STATUSES,
  type CatalogueImport,
  type CatalogueImportDetail,
  type CatalogueImportPage,
  type ImportStatus,
  type Locale,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { iso, isoOrNull } from '../../lib/time.js';
import { toCsv } from '../../lib/csv-writer.js';
import { isWorkbook } from '../../lib/sheet-reader.js';
import { readImportFile, templateCsv } from './import-file.js';
import { issueText, renderIssue, reportHeader, type StoredIssue } from './import-issues.js';
import * as repo from './imports.repo.js';

/** The job that checks and writes an uploaded file. */
export const IMPORT_JOB = 'catalogue.import';

const statusOf = (s: string): ImportStatus => IMPORT_STATUSES.find((k) => k === s) ?? 'failed';

function toImport(r: repo.ImportRow): CatalogueImport {
  const status = statusOf(r.status);
  const total = Number(r.total_rows);
  const processed = Number(r.processed_rows);
  return {
    id: r.id,
    fileName: r.file_name,
    status,
    totalRows: total,
    processedRows: processed,
    progress: status === 'done' ? 100 : total > 0 ? Math.floor((processed * 100) / total) : 0,
    importedProducts: Number(r.imported_products),
    errorCount: Number(r.error_count),
    createdAt: iso(Number(r.created_at)),
    updatedAt: iso(Number(r.updated_at)),
    finishedAt: isoOrNull(r.finished_at === null ? null : Number(r.finished_at)),
  };
}

const storedIssues = (r: repo.ImportRow) => JSON.parse(r.errors) as StoredIssue[];

/** A name safe to keep and show: no path, no control characters. */
const cleanName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .map((c) => (c < ' ' || c === '"' ? '_' : c))
    .join('')
    .slice(0, 200) || 'import.csv';

/**
 * Takes an uploaded CSV or .xlsx workbook: refuses at once a file that is not a readable import (CSV_INVALID, the
 * reason in the caller's language), else stores it and queues the job that checks every row and writes the products.
 */
export async function startImport(
  ctx: Ctx,
  adminId: string,
  fileName: string,
  data: Buffer,
  locale: Locale,
): Promise<CatalogueImport> {
  const read = await readImportFile(data);
  if (read.problem) {
    const p = read.problem;
    fail('CSV_INVALID', { reason: issueText(p.code, locale, p.params), row: p.row, column: p.column });
  }
  const now = ctx.now();
  const id = newId(now);
  const key = `imports/${new Date(now).toISOString().slice(0, 7)}/${id}.${isWorkbook(data) ? 'xlsx' : 'csv'}`;
  await ctx.storage.put(key, data);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertImport(trx, { id, admin_id: adminId, file_name: cleanName(fileName), source_key: key, now });
      await ctx.jobs.enqueue(trx, IMPORT_JOB, { importId: id }, { uniqueKey: `catalogue-import:${id}` });
    });
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
  return getImport(ctx, id);
}

export async function getImport(ctx: Ctx, id: string): Promise<CatalogueImport> {
  return toImport((await repo.importById(ctx.db, id)) ?? fail('IMPORT_NOT_FOUND', { id }));
}

/** An import with its first errors, in the caller's language (the error report has them all). */
export async function importDetail(ctx: Ctx, id: string, locale: Locale): Promise<CatalogueImportDetail> {
  const row = (await repo.importById(ctx.db, id)) ?? fail('IMPORT_NOT_FOUND', { id });
  return {
    ...toImport(row),
    errors: storedIssues(row)
      .slice(0, IMPORT_ERRORS_SHOWN)
      .map((s) => renderIssue(s, locale)),
  };
}

/** Every import, newest first. */
export async function listImports(ctx: Ctx, cursor: string | undefined, limit: number): Promise<CatalogueImportPage> {
  const rows = await repo.importPage(ctx.db, decodeCursor(repo.IMPORT_CURSOR, cursor), limit);
  const page = pageOf(rows, limit, repo.IMPORT_CURSOR, (r) => ({ id: r.id }));
  return { items: page.items.map(toImport), nextCursor: page.nextCursor };
}

/** The downloadable error report: row, column, message (header in the caller's language). */
export async function errorReport(ctx: Ctx, id: string, locale: Locale): Promise<{ fileName: string; csv: string }> {
  const row = (await repo.importById(ctx.db, id)) ?? fail('IMPORT_NOT_FOUND', { id });
  const lines = storedIssues(row).map((s) => {
    const r = renderIssue(s, locale);
    return [r.row, r.column, r.message];
  });
  const base = row.file_name.replace(/\.(csv|xlsx)$/i, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { fileName: `${base}-errors.csv`, csv: toCsv([reportHeader(locale), ...lines]) };
}

/** The template file, its examples pointing at a category, supplier, warehouse and template that exist. */
export async function importTemplate(ctx: Ctx): Promise<string> {
  return templateCsv(await repo.templateExample(ctx.db));
}
