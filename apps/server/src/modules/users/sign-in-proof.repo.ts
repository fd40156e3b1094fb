import type { Db } from '../../db/database.js';
import type { KnownDevicesTable, SignInChallengesTable } from '../../db/schema.js';

export const findDevice = (db: Db, userId: string, tokenHash: string, usedSince: number) =>
  db
    .selectFrom('known_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '>', usedSince)
    .executeTakeFirst();

export const insertDevice = (db: Db, row: KnownDevicesTable) => db.insertInto('known_devices').values(row).execute();

/** Gives a known device its next token; false when the device is gone (forgotten in between). */
export async function rotateDevice(db: Db, id: string, userId: string, tokenHash: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('known_devices')
    .set({ token_hash: tokenHash, last_used_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Forgets all but the `keep` most recently used devices of a user. */
export async function keepNewestDevices(db: Db, userId: string, keep: number): Promise<void> {
  const rows = await db
    .selectFrom('known_devices')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const old = rows.slice(keep).map((r) => r.id);
  if (old.length > 0) await db.deleteFrom('known_devices').where('id', 'in', old).execute();
}

export const forgetDevices = (db: Db, userId: string) => db.deleteFrom('known_devices').where('user_id', '=', userId).execute();

export const insertChallenge = (db: Db, row: SignInChallengesTable) => db.insertInto('sign_in_challenges').values(row).execute();

export const findChallenge = (db: Db, tokenHash: string) =>
  db.selectFrom('sign_in_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Spends a challenge; false when another request spent it first. */
export async function spendChallenge(db: Db, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Forgets a user's unfinished emailed-code sign-ins (after a password change they were won with the old one). */
export const dropChallenges = (db: Db, userId: string) =>
  db.deleteFrom('sign_in_challenges').where('user_id', '=', userId).where('used_at', 'is', null).execute();

/** Deletes expired challenges and devices unused since `deviceUsedBefore`. */
export async function purgeExpired(db: Db, now: number, deviceUsedBefore: number): Promise<number> {
  const c = await db.deleteFrom('sign_in_challenges').where('expires_at', '<', now).executeTakeFirst();
  const d = await db.deleteFrom('known_devices').where('last_used_at', '<', deviceUsedBefore).executeTakeFirst();
  return Number(c.numDeletedRows) + Number(d.numDeletedRows);
}
