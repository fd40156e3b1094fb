import type { Db } from '../../db/database.js';

/** A caller's key under one kind of request. */
export interface AnswerKey {
  userId: string;
  scope: string;
  key: string;
}

/** The kept answer of a key: the request's fingerprint, the answer (null while the first attempt runs), when. */
export const find = (db: Db, k: AnswerKey) =>
  db
    .selectFrom('request_answers')
    .select(['fingerprint', 'answer', 'created_at'])
    .where('user_id', '=', k.userId)
    .where('scope', '=', k.scope)
    .where('key', '=', k.key)
    .executeTakeFirst();

/** Claims a key for a first attempt; false when someone holds it already. */
export async function claim(db: Db, k: AnswerKey, fingerprint: string, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto('request_answers')
    .values({ user_id: k.userId, scope: k.scope, key: k.key, fingerprint, answer: null, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Keeps the first attempt's answer (JSON) under its key. */
export async function keepAnswer(db: Db, k: AnswerKey, answer: string): Promise<void> {
  await db
    .updateTable('request_answers')
    .set({ answer })
    .where('user_id', '=', k.userId)
    .where('scope', '=', k.scope)
    .where('key', '=', k.key)
    .execute();
}

/** Lets a key go. */
export async function drop(db: Db, k: AnswerKey): Promise<void> {
  await db
    .deleteFrom('request_answers')
    .where('user_id', '=', k.userId)
    .where('scope', '=', k.scope)
    .where('key', '=', k.key)
    .execute();
}

/** Lets go a caller's keys created before `before`. */
export async function dropOlder(db: Db, userId: string, before: number): Promise<void> {
  await db.deleteFrom('request_answers').where('user_id', '=', userId).where('created_at', '<', before).execute();
}
