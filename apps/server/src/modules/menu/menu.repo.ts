import type { Db } from '../../db/database.js';

/** The layout admins saved, with the email of who saved it; undefined while the menu is the default. */
export const find = (db: Db) =>
  db
    .selectFrom('menu_layout as m')
    .innerJoin('users as u', 'u.id', 'm.updated_by')
    .select(['m.entries', 'm.updated_at', 'u.email as updated_by_email'])
    .where('m.id', '=', 1)
    .executeTakeFirst();

/** Keeps a layout as the one in force. */
export async function save(db: Db, entries: string, by: string, now: number): Promise<void> {
  await db
    .insertInto('menu_layout')
    .values({ id: 1, entries, updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column('id').doUpdateSet({ entries, updated_at: now, updated_by: by }))
    .execute();
}

/** Back to the default menu. */
export async function remove(db: Db): Promise<void> {
  await db.deleteFrom('menu_layout').where('id', '=', 1).execute();
}
