import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TeamMembersTable } from '../../db/schema.js';

export type MemberRow = TeamMembersTable;

export const insertMember = (db: Db, row: Insertable<TeamMembersTable>) => db.insertInto('team_members').values(row).execute();

export const updateMember = (db: Db, id: string, set: Updateable<TeamMembersTable>) =>
  db.updateTable('team_members').set(set).where('id', '=', id).execute();

export const deleteMember = (db: Db, id: string) => db.deleteFrom('team_members').where('id', '=', id).execute();

/** One member (or invitation) of an account's team. */
export const memberOf = (db: Db, accountId: string, id: string) =>
  db.selectFrom('team_members').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();

export const memberByEmail = (db: Db, accountId: string, email: string) =>
  db.selectFrom('team_members').select('id').where('account_id', '=', accountId).where('email', '=', email).executeTakeFirst();

export const memberByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('team_members').selectAll().where('invite_token_hash', '=', tokenHash).executeTakeFirst();

/** An account's team, invitations included, oldest first, with each member's name once they accepted. */
export const listMembers = (db: Db, accountId: string) =>
  db
    .selectFrom('team_members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select('u.username as name')
    .where('m.account_id', '=', accountId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();

export async function countMembers(db: Db, accountId: string): Promise<number> {
  const r = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The teams a person is an active member of, with each account's owner. */
export const membershipsOf = (db: Db, personId: string) =>
  db
    .selectFrom('team_members as m')
    .innerJoin('users as o', 'o.id', 'm.account_id')
    .select(['m.id', 'm.account_id', 'm.role', 'm.permissions', 'm.store_ids', 'o.email', 'o.username', 'o.organization'])
    .where('m.user_id', '=', personId)
    .where('m.status', '=', 'active')
    .orderBy('o.email')
    .execute();

/** The account's owner as a team page names them. */
export const ownerOf = (db: Db, accountId: string) =>
  db.selectFrom('users').select(['id', 'email', 'username', 'organization']).where('id', '=', accountId).executeTakeFirst();

export const personById = (db: Db, id: string) =>
  db.selectFrom('users').select(['id', 'email', 'username', 'organization']).where('id', '=', id).executeTakeFirst();

export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** Which of these store ids are linked to the account. */
export const linkedStoreIds = async (db: Db, accountId: string, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .selectFrom('stores')
          .select('id')
          .where('user_id', '=', accountId)
          .where('id', 'in', [...ids])
          .execute()
      ).map((r) => r.id);

/** Marks that a member used the account now (at most once a minute per member, by the caller). */
export const touchMember = (db: Db, id: string, now: number) =>
  db.updateTable('team_members').set({ last_active_at: now }).where('id', '=', id).execute();

/**
 * An account closes: its team's members lose it (their sessions acting for it end at their next request), and the
 * person leaves the teams they were on.
 */
export async function dropTeamsOf(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('team_members')
    .where((eb) => eb.or([eb('account_id', '=', userId), eb('user_id', '=', userId)]))
    .execute();
}
