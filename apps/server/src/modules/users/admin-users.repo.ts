import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { idCursor, keysetPage, ULID, type Key } from '../../db/keyset.js';
import { containsPattern, likeText } from '../../lib/like.js';

/** The admin's user list: one id cursor, newest account first. */
export const userCursor = idCursor(ULID);

/**
 * Users matching what an admin typed: part of the email, or exactly an id, an account id, an invite code or a linked
 * store's domain (its shop name alone finds it too). Nothing typed lists everyone.
 */
export function searchUsers(db: Db, q: string | undefined, after: Key | undefined, limit: number) {
  let query = db.selectFrom('users as u').selectAll('u');
  const term = q?.trim().toLowerCase();
  if (term) {
    const shop = term.includes('.') ? term : `${term}.myshopify.com`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.email)`, 'like', likeText(containsPattern(term))),
        eb('u.id', '=', q!.trim()),
        eb('u.account_id', '=', q!.trim()),
        eb(sql`lower(u.invite_code)`, '=', term),
        eb.exists(
          eb
            .selectFrom('stores as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.shop_domain', 'in', [term, shop]),
        ),
      ]),
    );
  }
  return keysetPage(query, { id: 'u.id' }, after, limit).execute();
}

export const liveSessionsOf = (db: Db, userId: string, since: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'remember'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', since)
    .orderBy('last_seen_at', 'desc')
    .limit(50)
    .execute();

export const storesOf = (db: Db, userId: string) =>
  db.selectFrom('stores').select(['id', 'shop_domain', 'name', 'status']).where('user_id', '=', userId).orderBy('id').execute();

export async function twoFactorOn(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user_two_factor').select('secret').where('user_id', '=', userId).executeTakeFirst();
  return !!row?.secret;
}

export async function refereeCount(db: Db, userId: string): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referred_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const membershipsOf = (db: Db, userId: string) =>
  db
    .selectFrom('team_members as m')
    .innerJoin('users as o', 'o.id', 'm.account_id')
    .select(['m.account_id', 'm.role', 'o.email'])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .execute();

/** The members and open invitations of an account's own team. */
export { countMembers as teamSize } from '../team/team.repo.js';

export async function ordersSummary(db: Db, userId: string) {
  const r = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'awaiting_payment').then(1).else(0).end()).as('awaiting'),
      eb.fn.max('paid_at').as('last'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(r.total),
    awaitingPayment: Number(r.awaiting ?? 0),
    lastPaidAt: r.last === null ? null : Number(r.last),
  };
}

export async function ticketsSummary(db: Db, userId: string) {
  const r = await db
    .selectFrom('support_tickets')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', 'in', ['resolved', 'closed']).then(0).else(1).end()).as('open'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(r.total), open: Number(r.open ?? 0) };
}

export async function adminCount(db: Db): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
