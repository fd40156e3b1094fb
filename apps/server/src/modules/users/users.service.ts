import type { ProfileBody, RegisterBody, User, UserInfo } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Principal } from '../../plugins/auth.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, newShortCode } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import { recordAudit } from '../audit/audit-log.js';
import { render, type Template } from '../mail/templates.js';
import { notify } from '../notifications/notifications.service.js';
import { codePolicy, consumeCode, issueCode, type CodePurpose } from './codes.js';
import { checkPasswordPolicy } from './password-policy.js';
import * as sessions from './sessions.repo.js';
import * as proofs from './sign-in-proof.repo.js';
import { actingForOf, openSession, type RequestMeta } from './sessions.service.js';
import * as twoFactor from './two-factor.repo.js';
import * as users from './users.repo.js';

// Sessions moved to sessions.service.ts; these names stay importable from here for the modules that use them.
export { endOtherSessions, idleLimitMs, listSessions, type RequestMeta } from './sessions.service.js';

async function sendCode(
  ctx: Ctx,
  db: Db,
  meta: RequestMeta,
  purpose: CodePurpose,
  target: string,
  to: { channel: 'email' | 'sms'; address: string },
  template: Template,
  userId: string | null,
) {
  const code = await issueCode(db, codePolicy(ctx), purpose, target, userId, ctx.now());
  const msg = render(template, meta.locale, { code, minutes: ctx.config.CODE_TTL_MINUTES });
  await ctx.mail.send(db, { channel: to.channel, to: to.address, ...msg });
}

const codeSent = (ctx: Ctx) => ({ sent: true as const, expiresInSeconds: ctx.config.CODE_TTL_MINUTES * 60 });

/**
 * With a new password, unfinished sign-ins won with the old one stop counting, and every browser is a stranger
 * again: one that signed in with a leaked password must not keep skipping the emailed code.
 */
async function forgetSignInProofs(db: Db, userId: string) {
  await twoFactor.dropChallenges(db, userId);
  await proofs.dropChallenges(db, userId);
  await proofs.forgetDevices(db, userId);
}

async function uniqueAccountId(db: Db): Promise<string> {
  for (;;) {
    const id = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
    if (!(await users.accountIdTaken(db, id))) return id;
  }
}

interface NewAccount {
  email: string;
  passwordHash: string;
  role: 'user' | 'admin';
  referredBy: string | null;
  verified: boolean;
}

async function createUser(ctx: Ctx, db: Db, a: NewAccount): Promise<users.UserRow> {
  const now = ctx.now();
  const row = users.newUserRow({
    id: newId(now),
    email: a.email,
    password_hash: a.passwordHash,
    role: a.role,
    username: a.email.split('@')[0] ?? '',
    account_id: await uniqueAccountId(db),
    invite_code: newShortCode(8),
    referred_by: a.referredBy,
    verifiedAt: a.verified ? now : null,
    now,
  });
  await users.insert(db, row);
  return row;
}

/** Creates an account (email unverified, a code on its way) and signs it in. */
export async function register(ctx: Ctx, input: RegisterBody, meta: RequestMeta) {
  checkPasswordPolicy(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await users.findByEmail(trx, input.email)) fail('EMAIL_TAKEN');
      let referredBy: string | null = null;
      if (input.inviteCode) {
        const referrer = await users.findByInviteCode(trx, input.inviteCode);
        if (!referrer) fail('INVITE_CODE_UNKNOWN');
        referredBy = referrer.invite_code;
      }
      const row = await createUser(ctx, trx, { email: input.email, passwordHash, role: 'user', referredBy, verified: false });
      await sendCode(ctx, trx, meta, 'verify_email', row.email, { channel: 'email', address: row.email }, 'verifyEmail', row.id);
      await notify(trx, { userId: row.id, type: 'account.welcome' }, ctx.now());
      return openSession(ctx, trx, row, input.remember ?? false, meta);
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('EMAIL_TAKEN');
    throw err;
  }
}

export async function logout(ctx: Ctx, sessionId: string) {
  await sessions.end(ctx.db, sessionId, ctx.now());
  return { ok: true as const };
}

/** POST /api/user/info: the signed-in person, and for a team member the account they act for and what they may do. */
export async function getUserInfo(ctx: Ctx, p: Principal): Promise<UserInfo> {
  return { ...(await getUser(ctx, p.personId)), actingFor: await actingForOf(ctx.db, p.personId, p.userId) };
}

export async function getUser(ctx: Ctx, userId: string): Promise<User> {
  const row = await users.findById(ctx.db, userId);
  if (!row) fail('USER_NOT_FOUND', { id: userId });
  return users.toUser(row);
}

/** Changes the password (the current one is required) and ends the user's other sessions. */
export async function changePassword(
  ctx: Ctx,
  userId: string,
  sessionId: string,
  input: { oldPassword: string; password: string },
) {
  const row = await users.findById(ctx.db, userId);
  if (!row) fail('USER_NOT_FOUND', { id: userId });
  if (!(await verifyPassword(row.password_hash, input.oldPassword))) fail('PASSWORD_WRONG');
  checkPasswordPolicy(input.password, row.email);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    await users.update(trx, userId, { password_hash: passwordHash, updated_at: now });
    await sessions.endAllOf(trx, userId, now, sessionId);
    await forgetSignInProofs(trx, userId);
    await notify(trx, { userId, type: 'account.password_changed' }, now);
    await recordAudit(
      trx,
      { actorId: userId, accountId: userId, action: 'user.password_change', target: { type: 'user', id: userId } },
      now,
    );
  });
  return { ok: true as const };
}

/** Step 1 sends a code if the account exists (the answer is the same if not); step 2 sets the new password. */
export async function resetByEmail(
  ctx: Ctx,
  input: { email: string; code?: string | undefined; password?: string | undefined },
  meta: RequestMeta,
) {
  if (input.code !== undefined) return finishReset(ctx, 'reset_password', input.email, input.code, input.password);
  return beginReset(
    ctx,
    meta,
    input.email,
    (db) => users.findByEmail(db, input.email),
    'resetPassword',
    (u) => ({
      channel: 'email',
      address: u.email,
    }),
  );
}

export async function resetByPhone(
  ctx: Ctx,
  input: { phone: string; code?: string | undefined; password?: string | undefined },
  meta: RequestMeta,
) {
  const target = `phone:${input.phone}`;
  if (input.code !== undefined) return finishReset(ctx, 'reset_password', target, input.code, input.password);
  // A number shared by several accounts cannot say whose password to reset: it gets no code.
  const only = async (db: Db) => {
    const found = await users.findByPhone(db, input.phone);
    return found.length === 1 ? found[0] : undefined;
  };
  return beginReset(ctx, meta, target, only, 'resetPasswordSms', () => ({ channel: 'sms', address: input.phone }));
}

async function beginReset(
  ctx: Ctx,
  meta: RequestMeta,
  target: string,
  findUser: (db: Db) => Promise<users.UserRow | undefined>,
  template: Template,
  to: (u: users.UserRow) => { channel: 'email' | 'sms'; address: string },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUser(trx);
    // The send is rate-limited per address either way, so the answer never tells whether the account exists.
    if (user) await sendCode(ctx, trx, meta, 'reset_password', target, to(user), template, user.id);
    else await issueCode(trx, codePolicy(ctx), 'reset_password', target, null, ctx.now());
  });
  return codeSent(ctx);
}

async function finishReset(ctx: Ctx, purpose: CodePurpose, target: string, code: string, password: string | undefined) {
  if (password === undefined) fail('VALIDATION_FAILED', { field: 'password', reason: 'required' });
  checkPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  // Spent outside the transaction below: a wrong attempt must count even though the request fails.
  const { userId } = await consumeCode(ctx.db, codePolicy(ctx), purpose, target, code, ctx.now());
  if (!userId) fail('CODE_INVALID');
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const row = await users.findById(trx, userId);
    if (!row) fail('CODE_INVALID');
    checkPasswordPolicy(password, row.email);
    // Receiving the reset code by email proves the address, so an unverified one becomes verified.
    const verified = target.startsWith('phone:') ? row.email_verified_at : (row.email_verified_at ?? now);
    await users.update(trx, userId, { password_hash: passwordHash, email_verified_at: verified, updated_at: now });
    await sessions.endAllOf(trx, userId, now);
    await forgetSignInProofs(trx, userId);
    await notify(trx, { userId, type: 'account.password_changed' }, now);
  });
  return { ok: true as const };
}

/** Without a code: (re)sends the verification code. With it: marks the email verified. */
export async function verifyEmail(ctx: Ctx, userId: string, code: string | undefined, meta: RequestMeta) {
  const row = await users.findById(ctx.db, userId);
  if (!row) fail('USER_NOT_FOUND', { id: userId });
  if (row.email_verified_at !== null) return { ok: true as const };
  if (code === undefined) {
    await ctx.db
      .transaction()
      .execute((trx) =>
        sendCode(ctx, trx, meta, 'verify_email', row.email, { channel: 'email', address: row.email }, 'verifyEmail', row.id),
      );
    return codeSent(ctx);
  }
  const now = ctx.now();
  await consumeCode(ctx.db, codePolicy(ctx), 'verify_email', row.email, code, now);
  await users.update(ctx.db, userId, { email_verified_at: now, updated_at: now });
  return { ok: true as const };
}

/** Step 1 sends a code to the new address; step 2 with the code moves the account to it. */
export async function changeEmail(
  ctx: Ctx,
  userId: string,
  input: { email: string; code?: string | undefined },
  meta: RequestMeta,
) {
  const row = await users.findById(ctx.db, userId);
  if (!row) fail('USER_NOT_FOUND', { id: userId });
  const target = `${userId}:${input.email}`;
  const other = await users.findByEmail(ctx.db, input.email);
  if (other && other.id !== userId) fail('EMAIL_TAKEN');
  if (input.code === undefined) {
    await ctx.db
      .transaction()
      .execute((trx) =>
        sendCode(ctx, trx, meta, 'change_email', target, { channel: 'email', address: input.email }, 'changeEmail', userId),
      );
    return codeSent(ctx);
  }
  const code = input.code;
  try {
    await consumeCode(ctx.db, codePolicy(ctx), 'change_email', target, code, ctx.now());
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      await users.update(trx, userId, { email: input.email, email_verified_at: now, updated_at: now });
      const notice = render('emailChanged', meta.locale, { email: input.email });
      await ctx.mail.send(trx, { channel: 'email', to: row.email, ...notice });
      await notify(trx, { userId, type: 'account.email_changed', params: { email: input.email } }, now);
      await recordAudit(
        trx,
        {
          actorId: userId,
          accountId: userId,
          action: 'user.email_change',
          target: { type: 'user', id: userId },
          before: { email: row.email },
          after: { email: input.email },
          source: { requestId: meta.requestId ?? null, ip: meta.ip },
        },
        now,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('EMAIL_TAKEN');
    throw err;
  }
  return getUser(ctx, userId);
}

const PROFILE_COLUMNS = {
  username: 'username',
  avatar: 'avatar',
  job: 'job',
  jobName: 'job_name',
  organization: 'organization',
  organizationName: 'organization_name',
  location: 'location',
  locationName: 'location_name',
  introduction: 'introduction',
  personalWebsite: 'personal_website',
  phone: 'phone',
} as const satisfies Record<keyof ProfileBody, keyof users.UserRow>;

/** Updates the profile fields that were sent; absent fields stay as they are. */
export async function updateProfile(ctx: Ctx, userId: string, input: ProfileBody): Promise<User> {
  const set: Partial<users.UserRow> = { updated_at: ctx.now() };
  for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [keyof ProfileBody, keyof users.UserRow][]) {
    const value = input[field];
    if (value !== undefined) Object.assign(set, { [column]: value });
  }
  await users.update(ctx.db, userId, set);
  return getUser(ctx, userId);
}

/** Creates a verified account with a role, or sets the role of an existing one (create-admin command, demo seed). */
export async function ensureAccount(ctx: Ctx, email: string, password: string, role: 'user' | 'admin') {
  const existing = await users.findByEmail(ctx.db, email);
  if (existing) {
    if (existing.role !== role) await users.update(ctx.db, existing.id, { role, updated_at: ctx.now() });
    return { id: existing.id, created: false };
  }
  checkPasswordPolicy(password, email);
  const row = await createUser(ctx, ctx.db, {
    email,
    passwordHash: await hashPassword(password),
    role,
    referredBy: null,
    verified: true,
  });
  return { id: row.id, created: true };
}
