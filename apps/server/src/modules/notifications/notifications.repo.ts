import type { Db } from '../../db/database.js';
import { idCursor, keysetPage, type Key } from '../../db/keyset.js';
import type { NotificationsTable } from '../../db/schema.js';

export type NotificationRow = NotificationsTable;

/** The cursor of a seller's notifications: the last one's id. */
export const NOTIFICATION_CURSOR = idCursor();

export async function insert(db: Db, row: NotificationRow): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** One page of a user's notifications newest first (unread only, of these types), one more than `limit`. */
export function page(
  db: Db,
  userId: string,
  f: { unread?: boolean | undefined; types: string[] },
  after: Key | undefined,
  limit: number,
) {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (f.unread) q = q.where('read_at', 'is', null);
  if (f.types.length > 0) q = q.where('type', 'in', f.types);
  return keysetPage(q, { id: 'id' }, after, limit).execute();
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a user's unread notifications read: those of `ids`, or all of them; answers how many. */
export async function markRead(db: Db, userId: string, ids: string[] | 'all', now: number): Promise<number> {
  let q = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** A closed account's erasure: its notifications go. */
export async function deleteAllOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}
