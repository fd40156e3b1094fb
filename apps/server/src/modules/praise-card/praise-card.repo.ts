import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserPraiseCardsTable } from '../../db/schema.js';

export type PraiseCardRow = Selectable<UserPraiseCardsTable>;

export const find = (db: Db, userId: string) =>
  db.selectFrom('user_praise_cards').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Writes the whole card, creating it on the first save. */
export async function save(db: Db, row: PraiseCardRow): Promise<void> {
  const { user_id: _id, ...changes } = row;
  await db
    .insertInto('user_praise_cards')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** The upload's owner and purpose, to check a design before it is put on a card. */
export const findUpload = (db: Db, id: string) =>
  db.selectFrom('uploads').select(['id', 'user_id', 'purpose']).where('id', '=', id).executeTakeFirst();

/** A closed account's erasure: the card's message and design go. */
export async function blankCard(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('user_praise_cards')
    .set({ message: '', design_upload_id: null, enabled: 0 })
    .where('user_id', '=', userId)
    .execute();
}
