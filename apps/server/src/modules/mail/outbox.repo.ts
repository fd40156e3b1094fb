import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OutboxTable } from '../../db/schema.js';

export type OutboxRow = OutboxTable;

export async function insert(db: Db, row: OutboxRow): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

export const byId = (db: Db, id: string) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

export async function update(db: Db, id: string, set: Updateable<OutboxTable>): Promise<void> {
  await db.updateTable('outbox').set(set).where('id', '=', id).execute();
}

/** A closed account's erasure: the messages kept for its address go. */
export async function forgetRecipient(db: Db, recipient: string): Promise<void> {
  await db.deleteFrom('outbox').where('recipient', '=', recipient).execute();
}
