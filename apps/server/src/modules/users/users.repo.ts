import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import type { User } from '@dropport/contracts';
import { iso } from '../../lib/time.js';

export type UserRow = UsersTable;

export const findById = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findByInviteCode = (db: Db, code: string) =>
  db.selectFrom('users').select(['id', 'invite_code']).where('invite_code', '=', code.toUpperCase()).executeTakeFirst();

/** Users whose phone is exactly this number; a reset by phone only proceeds when it names one account. */
export const findByPhone = (db: Db, phone: string) =>
  db.selectFrom('users').selectAll().where('phone', '=', phone).limit(2).execute();

export async function accountIdTaken(db: Db, accountId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('account_id', '=', accountId).executeTakeFirst()) !== undefined;
}

export const insert = (db: Db, row: UserRow) => db.insertInto('users').values(row).execute();

/** The profile a new account starts with, and an erased one is left with. */
export const EMPTY_PROFILE = {
  avatar: '',
  job: '',
  job_name: '',
  organization: '',
  organization_name: '',
  location: '',
  location_name: '',
  introduction: '',
  personal_website: '',
  phone: '',
} as const;

/** A new account's row: the identity given, every profile field empty. */
export function newUserRow(
  a: Pick<UserRow, 'id' | 'email' | 'password_hash' | 'role' | 'username' | 'account_id' | 'invite_code' | 'referred_by'> & {
    verifiedAt: number | null;
    now: number;
  },
): UserRow {
  return {
    id: a.id,
    email: a.email,
    password_hash: a.password_hash,
    role: a.role,
    username: a.username,
    ...EMPTY_PROFILE,
    account_id: a.account_id,
    certification: 0,
    invite_code: a.invite_code,
    referred_by: a.referred_by,
    email_verified_at: a.verifiedAt,
    created_at: a.now,
    updated_at: a.now,
    last_acting_for: null,
    disabled_at: null,
    closed_at: null,
    erase_after: null,
    erased_at: null,
  };
}

export const update = (db: Db, id: string, set: Partial<Omit<UserRow, 'id'>>) =>
  db.updateTable('users').set(set).where('id', '=', id).execute();

/** The user as the API shows it. */
export function toUser(r: UserRow): User {
  return {
    id: r.id,
    username: r.username,
    avatar: r.avatar,
    job: r.job,
    organization: r.organization,
    location: r.location,
    email: r.email,
    introduction: r.introduction,
    personalWebsite: r.personal_website,
    jobName: r.job_name,
    organizationName: r.organization_name,
    locationName: r.location_name,
    phone: r.phone,
    registrationDate: iso(r.created_at),
    accountId: r.account_id,
    certification: r.certification,
    role: r.role,
    inviteCode: r.invite_code,
    emailVerified: r.email_verified_at !== null,
  };
}
