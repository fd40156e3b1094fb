import { sql } from 'kysely';
import type { Db, Engine } from './database.js';

// Any constant shared by every user of the lock; PostgreSQL's advisory locks are keyed by a bigint.
const CATEGORY_TREE_LOCK = 720_001;

/**
 * Makes whoever reads or changes the category tree's shape inside a write take turns until the transaction ends:
 * two moves cannot each pass the cycle check against the tree the other is changing, and a product write cannot
 * store the top-level category of a branch that a move is re-pointing. SQLite runs one write transaction at a time
 * already.
 */
export async function lockCategoryTree(db: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${CATEGORY_TREE_LOCK})`.execute(db);
}
