import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserSettingsTable } from '../../db/schema.js';

export type SettingRow = Selectable<UserSettingsTable>;

export const find = (db: Db, userId: string) =>
  db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Writes the whole row, creating it on the first change. */
export async function save(db: Db, row: SettingRow): Promise<void> {
  const { user_id: _id, ...changes } = row;
  await db
    .insertInto('user_settings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** A closed account's erasure: the IOSS number (it names the business to tax offices) goes. */
export async function blankIoss(db: Db, userId: string): Promise<void> {
  await db.updateTable('user_settings').set({ ioss_number: '', ioss_enabled: 0 }).where('user_id', '=', userId).execute();
}
