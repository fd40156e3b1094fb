import type { Db } from '../../db/database.js';
import { DAY } from '../../lib/time.js';
import { KNOWN_DEVICE_DAYS } from './known-devices.js';
import { purgeExpired as purgeProofs } from './sign-in-proof.repo.js';
import { purgeExpired as purgeRateLimits } from '../../lib/rate-limit.js';

export const insert = (
  db: Db,
  row: {
    id: string;
    user_id: string;
    token_hash: string;
    remember: number;
    user_agent: string;
    ip: string;
    now: number;
    acting_for?: string | null;
  },
) =>
  db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.user_id,
      token_hash: row.token_hash,
      remember: row.remember,
      user_agent: row.user_agent,
      ip: row.ip,
      created_at: row.now,
      last_seen_at: row.now,
      ended_at: null,
      acting_for: row.acting_for ?? null,
    })
    .execute();

/**
 * A live session by its person and token, with the person's role, and when the session acts for a team, the person's
 * active membership of it (null when they are no longer an active member).
 */
export const findLiveByToken = (db: Db, userId: string, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('team_members as m', (j) =>
      j
        .onRef('m.account_id', '=', 'sessions.acting_for')
        .onRef('m.user_id', '=', 'sessions.user_id')
        .on('m.status', '=', 'active'),
    )
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.remember',
      'sessions.last_seen_at',
      'sessions.acting_for',
      'users.role',
      'users.email_verified_at',
      'users.disabled_at',
      'm.id as member_id',
      'm.permissions as member_permissions',
      'm.store_ids as member_store_ids',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.user_id', '=', userId)
    .where('sessions.ended_at', 'is', null)
    .executeTakeFirst();

/** Points a live session at the account it acts for (null: the person's own). */
export const setActingFor = (db: Db, id: string, accountId: string | null) =>
  db.updateTable('sessions').set({ acting_for: accountId }).where('id', '=', id).where('ended_at', 'is', null).execute();

/** Ends every live session of a person acting for an account (they left its team). */
export async function endActingFor(db: Db, personId: string, accountId: string, now: number): Promise<number> {
  const res = await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('acting_for', '=', accountId)
    .where('user_id', '=', personId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export const touch = (db: Db, id: string, now: number) =>
  db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).where('last_seen_at', '<', now).execute();

export const end = (db: Db, id: string, now: number) =>
  db.updateTable('sessions').set({ ended_at: now }).where('id', '=', id).where('ended_at', 'is', null).execute();

/** Ends one live session of a user; false when the user has no such live session. */
export async function endOne(db: Db, userId: string, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ends every live session of a user, except one when given. */
export async function endAllOf(db: Db, userId: string, now: number, exceptId?: string): Promise<number> {
  let q = db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export const listLive = (db: Db, userId: string, since: number) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', since)
    .orderBy('last_seen_at', 'desc')
    .execute();

/**
 * Deletes sessions ended or idle past the longest limit, spent or expired codes, expired sign-in challenges (both
 * kinds), and known devices unused for too long.
 */
export async function purgeExpired(db: Db, now: number, maxIdleMs: number): Promise<number> {
  const s = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('ended_at', '<', now - maxIdleMs), eb('last_seen_at', '<', now - maxIdleMs)]))
    .executeTakeFirst();
  const c = await db
    .deleteFrom('codes')
    .where('expires_at', '<', now - maxIdleMs)
    .executeTakeFirst();
  const r = await purgeRateLimits(db, now);
  const t = await db.deleteFrom('two_factor_challenges').where('expires_at', '<', now).executeTakeFirst();
  const p = await purgeProofs(db, now, now - KNOWN_DEVICE_DAYS * DAY);
  return Number(s.numDeletedRows) + Number(c.numDeletedRows) + r + Number(t.numDeletedRows) + p;
}

/** A person's active membership of an account's team, with the account's owner; undefined when they are none. */
export const activeMembership = (db: Db, personId: string, accountId: string) =>
  db
    .selectFrom('team_members as m')
    .innerJoin('users as o', 'o.id', 'm.account_id')
    .select(['m.id', 'm.role', 'm.permissions', 'm.store_ids', 'o.email', 'o.username', 'o.organization'])
    .where('m.account_id', '=', accountId)
    .where('m.user_id', '=', personId)
    .where('m.status', '=', 'active')
    .executeTakeFirst();
