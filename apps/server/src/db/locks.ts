import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.js';
import { engineOf } from './engine.js';

/**
 * `query` holding the rows it reads until the transaction ends, so two writers take turns on them: FOR UPDATE on
 * PostgreSQL (with `skipLocked`, rows another transaction holds are passed over). SQLite has no row locks and needs
 * none: a write transaction holds the whole database (one writer at a time).
 */
export function lockRows<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  o: { skipLocked?: boolean } = {},
): SelectQueryBuilder<DB, TB, O> {
  if (engineOf(db) === 'sqlite') return query;
  return o.skipLocked ? query.forUpdate().skipLocked() : query.forUpdate();
}

// Any constant shared by every user of the lock; PostgreSQL's advisory locks are keyed by a bigint.
const CATEGORY_TREE_LOCK = 720_001;

/**
 * Makes whoever reads or changes the category tree's shape inside a write take turns until the transaction ends:
 * two moves cannot each pass the cycle check against the tree the other is changing, and a product write cannot
 * store the top-level category of a branch that a move is re-pointing. SQLite runs one write transaction at a time
 * already.
 */
export async function lockCategoryTree(db: Db): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${CATEGORY_TREE_LOCK})`.execute(db);
}

const WITHDRAWAL_NUMBERS_LOCK = 720_002;

/**
 * Makes writers of new referral withdrawals take turns until the transaction ends, so each one numbers its
 * withdrawal after the last (WD-YYYY-NNNNNN, read as the largest so far). SQLite runs one write transaction at a time
 * already.
 */
export async function lockWithdrawalNumbers(db: Db): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${WITHDRAWAL_NUMBERS_LOCK})`.execute(db);
}
