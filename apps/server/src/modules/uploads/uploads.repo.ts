import type { Db } from '../../db/database.js';
import type { UploadsTable } from '../../db/schema.js';

export type UploadRow = UploadsTable;

export async function insert(db: Db, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export const byId = (db: Db, id: string) => db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * A closed account's erasure: its uploads go, except those `keep` names (a bank transfer's proof is a money record).
 * Answers the storage keys whose files the caller removes once the erasure is committed.
 */
export async function deleteAllOf(db: Db, userId: string, keep: readonly string[]): Promise<string[]> {
  let q = db.selectFrom('uploads').select(['id', 'storage_key']).where('user_id', '=', userId);
  if (keep.length) q = q.where('id', 'not in', keep);
  const rows = await q.execute();
  if (rows.length)
    await db
      .deleteFrom('uploads')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  return rows.map((r) => r.storage_key);
}
