import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { lockCategoryTree } from '../../db/locks.js';
import { refreshPlannerStatistics } from '../../db/planner-statistics.js';
import type { JobContext } from '../jobs/job-queue.js';
import type { Storage } from '../uploads/storage.js';
import { readImportFile, type ImportFile } from './import-file.js';
import { issue, type StoredIssue } from './import-issues.js';
import { ImportValidator } from './import-validator.js';
import * as repo from './imports.repo.js';
import { IMPORT_JOB } from './imports.service.js';
import { insertProducts, loadLookups, takenSkus } from './product-writer.js';

/** Issues kept per import (the count is exact beyond it). */
const ISSUES_KEPT = 10_000;

/** Rows checked between two progress writes: about a hundred steps, each of a handful of rows at least. */
const stepFor = (total: number) => Math.min(200, Math.max(10, Math.ceil(total / 100)));

async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  const stream = await storage.open(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function finishFailed(db: Db, id: string, issues: StoredIssue[], now: number, processed?: number): Promise<void> {
  await repo.updateImport(db, id, {
    status: 'failed',
    errors: JSON.stringify(issues.slice(0, ISSUES_KEPT)),
    error_count: issues.length,
    imported_products: 0,
    ...(processed === undefined ? {} : { processed_rows: processed }),
    updated_at: now,
    finished_at: now,
  });
}

/** Each SKU of the file with the first row giving it. */
function skuRows(file: ImportFile): Map<string, number> {
  const at = file.header.get('sku');
  const rows = new Map<string, number>();
  for (const r of file.rows) {
    const sku = (r.cells[at ?? -1] ?? '').trim();
    if (sku && !rows.has(sku)) rows.set(sku, r.row);
  }
  return rows;
}

/**
 * Checks every row of an import (all problems, with row and column), writing progress as it goes; then writes all
 * of its products in one transaction, or none when any row has a problem.
 */
async function processImport(ctx: Ctx, row: repo.ImportRow): Promise<void> {
  const { db } = ctx;
  const data = await readStored(ctx.storage, row.source_key);
  if (!data) return finishFailed(db, row.id, [issue(1, '', 'fileMissing')], ctx.now());
  const read = await readImportFile(data);
  if (read.problem) return finishFailed(db, row.id, [read.problem], ctx.now());
  const { file } = read;
  const total = file.rows.length;
  await repo.updateImport(db, row.id, { status: 'validating', total_rows: total, processed_rows: 0, updated_at: ctx.now() });

  const skus = skuRows(file);
  const taken = await takenSkus(db, [...skus.keys()]);
  const validator = new ImportValidator(file, { ...(await repo.referenceSets(db)), takenSkus: new Set(taken) });
  const step = stepFor(total);
  for (const [i, record] of file.rows.entries()) {
    validator.add(record);
    const done = i + 1;
    // Committed in steps, each its own statement: the import's page polls and its bar moves.
    if (done % step === 0 && done < total) await repo.updateImport(db, row.id, { processed_rows: done, updated_at: ctx.now() });
  }
  const { issues, products } = validator.result();
  if (issues.length > 0) return finishFailed(db, row.id, issues, ctx.now(), total);
  await repo.updateImport(db, row.id, { status: 'importing', processed_rows: total, updated_at: ctx.now() });

  await db.transaction().execute(async (trx) => {
    // A SKU taken since the check (another admin's save) fails the import, with nothing written.
    const late = await takenSkus(trx, [...skus.keys()]);
    if (late.length > 0) {
      const lateIssues = late.map((sku) => issue(skus.get(sku) ?? 0, 'sku', 'skuTaken', { sku }));
      return finishFailed(trx, row.id, lateIssues, ctx.now());
    }
    const now = ctx.now();
    await lockCategoryTree(trx);
    await insertProducts(trx, products, await loadLookups(trx), now);
    await repo.updateImport(trx, row.id, {
      status: 'done',
      imported_products: products.length,
      error_count: 0,
      errors: '[]',
      updated_at: now,
      finished_at: now,
    });
  });
  // Thousands of new products can change the best plan for the market's queries.
  await refreshPlannerStatistics(db, ctx.engine);
}

/**
 * Runs an import once; a failure is retried from the start (nothing was written), the last one marks it failed.
 * Once the import is done or failed for good its uploaded file goes: the products or the error report hold what
 * the admin needs, and nothing reads the file again.
 */
async function runImport(ctx: Ctx, importId: string, job: JobContext): Promise<void> {
  const row = await repo.importById(ctx.db, importId);
  if (!row || row.status === 'done' || row.status === 'failed') return;
  try {
    await processImport(ctx, row);
  } catch (err) {
    const now = ctx.now();
    if (!job.isLastAttempt) {
      await repo.updateImport(ctx.db, importId, { status: 'queued', processed_rows: 0, updated_at: now });
      throw err;
    }
    await finishFailed(ctx.db, importId, [issue(1, '', 'crashed')], now, 0);
    await ctx.storage.remove(row.source_key);
    throw err;
  }
  await ctx.storage.remove(row.source_key);
}

/** Registers the import job on the platform's queue. */
export function registerImportJob(ctx: Ctx): void {
  ctx.jobs.register<{ importId: string }>(IMPORT_JOB, (p, job) => runImport(ctx, p.importId, job), { maxAttempts: 3 });
}
