import type { Db } from '../../db/database.js';
import type { CodesTable } from '../../db/schema.js';

export type CodeRow = CodesTable;

/** Ends the unused codes of a purpose and address. */
export async function consumeUnused(db: Db, purpose: string, target: string, now: number): Promise<void> {
  await db
    .updateTable('codes')
    .set({ consumed_at: now })
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insert(db: Db, row: CodeRow): Promise<void> {
  await db.insertInto('codes').values(row).execute();
}

/** The latest unused, unexpired code of a purpose and address. */
export const latestLive = (db: Db, purpose: string, target: string, now: number) =>
  db
    .selectFrom('codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Counts one attempt at an unused code while it has attempts left; answers whether it was counted. */
export async function countAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const res = await db
    .updateTable('codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks an unused code used; answers whether this call did it (one caller wins). */
export async function markConsumed(db: Db, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
