import type { Db } from '../../db/database.js';
import { AppError, fail } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { Ctx } from '../../context.js';
import * as sessions from './sessions.repo.js';
import * as signInProof from './sign-in-proof.repo.js';
import * as twoFactor from './two-factor.repo.js';
import { confirmWithSecondFactor } from './two-factor.service.js';
import * as users from './users.repo.js';
import { adminCount } from './admin-users.repo.js';

/** The address an erased account keeps: unique, never deliverable (`.invalid` is reserved), naming no one. */
export const erasedEmail = (userId: string) => `erased-${userId.toLowerCase()}@erased.invalid`;

/**
 * Proves it is the person: their password, and their authenticator (or a recovery code) when two-factor sign-in is
 * on. PASSWORD_WRONG, TWO_FACTOR_CODE_REQUIRED or TWO_FACTOR_CODE_INVALID otherwise.
 */
export async function confirmPerson(ctx: Ctx, userId: string, password: string, code: string | undefined): Promise<void> {
  const u = (await users.findById(ctx.db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  if (!(await verifyPassword(u.password_hash, password))) fail('PASSWORD_WRONG');
  await confirmWithSecondFactor(ctx, userId, code);
}

/**
 * Closes an account: it is disabled from now on (its sessions end, no sign-in opens one: ACCOUNT_CLOSED) and its
 * personal data is erased at `eraseAfter`. Answers the row as it was; fails for an account already erased, and for
 * the last admin able to sign in (LAST_ADMIN).
 */
export async function closeAccount(db: Db, userId: string, now: number, eraseAfter: number): Promise<users.UserRow> {
  const u = (await users.findById(db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  if (u.erased_at !== null) fail('ACCOUNT_ERASED');
  // The last admin who can sign in stays: nobody could run the service's admin side after them.
  if (u.role === 'admin' && u.disabled_at === null && (await adminCount(db)) <= 1) fail('LAST_ADMIN');
  await users.update(db, userId, {
    disabled_at: u.disabled_at ?? now,
    closed_at: u.closed_at ?? now,
    erase_after: Math.min(u.erase_after ?? eraseAfter, eraseAfter),
    updated_at: now,
  });
  await sessions.endAllOf(db, userId, now);
  return u;
}

/** An admin opens a closed account again within its grace period: nothing was erased yet. */
export async function reopenAccount(db: Db, u: users.UserRow, now: number): Promise<void> {
  if (u.erased_at !== null) fail('ACCOUNT_ERASED');
  await users.update(db, u.id, { disabled_at: null, closed_at: null, erase_after: null, updated_at: now });
}

/** Closed accounts whose grace period is over and whose personal data is still there, oldest first. */
export const dueForErasure = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('users')
    .select('id')
    .where('erase_after', '<=', now)
    .where('erased_at', 'is', null)
    .orderBy('erase_after')
    .limit(limit)
    .execute();

/**
 * Blanks the person's identifying fields (email, names, phone, profile) and deletes what signs them in (password,
 * sessions, two-factor, recovery codes, known devices). The id, the account id and the invite code stay: the ledger,
 * invoices and referral records point at them. Answers the email the account had.
 */
export async function eraseUserRow(db: Db, userId: string, now: number): Promise<string> {
  const u = (await users.findById(db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  if (u.erased_at !== null) throw new AppError('ACCOUNT_ERASED');
  await users.update(db, userId, {
    email: erasedEmail(userId),
    // No password verifies against an empty hash (argon2 cannot read it).
    password_hash: '',
    username: '',
    ...users.EMPTY_PROFILE,
    last_acting_for: null,
    disabled_at: u.disabled_at ?? now,
    closed_at: u.closed_at ?? now,
    erase_after: u.erase_after ?? now,
    erased_at: now,
    updated_at: now,
  });
  await sessions.endAllOf(db, userId, now);
  await twoFactor.remove(db, userId);
  await twoFactor.removeRecoveryCodes(db, userId);
  await twoFactor.dropChallenges(db, userId);
  await signInProof.forgetDevices(db, userId);
  return u.email;
}
