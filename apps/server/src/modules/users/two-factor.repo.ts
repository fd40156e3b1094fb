import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export const find = (db: Db, userId: string) =>
  db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The confirmed secret of a user with two-factor on, or undefined. */
export async function enabledSecret(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_two_factor')
    .select('secret')
    .where('user_id', '=', userId)
    .where('secret', 'is not', null)
    .executeTakeFirst();
  return row?.secret ?? undefined;
}

/** Keeps a new secret waiting for its first code (replacing any earlier one), leaving an enabled one as it is. */
export const savePending = (db: Db, userId: string, secret: string, now: number) =>
  db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret: null, pending_secret: secret, enabled_at: null, last_step: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: secret, updated_at: now }))
    .execute();

/** Makes the pending secret the one in use. */
export const confirm = (db: Db, userId: string, secret: string, step: number, now: number) =>
  db
    .updateTable('user_two_factor')
    .set({ secret, pending_secret: null, enabled_at: now, last_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where('secret', 'is', null)
    .executeTakeFirst();

/** Records the step of an accepted code; false when that step (or a later one) was already used: a replay. */
export async function spendStep(db: Db, userId: string, step: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('user_two_factor')
    .set({ last_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const remove = (db: Db, userId: string) => db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[], now: number) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ id: newId(now), user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute();
}

export const removeRecoveryCodes = (db: Db, userId: string) =>
  db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spends one unused recovery code; false when there is none with this hash. */
export async function spendRecoveryCode(db: Db, userId: string, hash: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) >= 1;
}

export const insertChallenge = (
  db: Db,
  row: {
    id: string;
    user_id: string;
    token_hash: string;
    remember: number;
    device_id: string | null;
    expires_at: number;
    created_at: number;
  },
) =>
  db
    .insertInto('two_factor_challenges')
    .values({ ...row, used_at: null })
    .execute();

export const findChallenge = (db: Db, tokenHash: string) =>
  db.selectFrom('two_factor_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Spends a challenge; false when it was spent already (two requests racing with the same one). */
export async function spendChallenge(db: Db, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Forgets a user's unfinished sign-ins (after a password change, a challenge won with the old one must not count). */
export const dropChallenges = (db: Db, userId: string) =>
  db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).where('used_at', 'is', null).execute();
