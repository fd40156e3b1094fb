import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../../db/database.js';
import { AppError, fail } from '../../lib/app-error.js';
import { hit, peek } from '../../lib/rate-limit.js';
import { verifyPassword } from '../../lib/secrets.js';
import { MINUTE, isoOrNull } from '../../lib/time.js';
import { notify } from '../notifications/notifications.service.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { matchStep, newTotpSecret, otpauthUrl } from './totp.js';
import * as repo from './two-factor.repo.js';
import * as users from './users.repo.js';

/** A code from the authenticator app, or one of the recovery codes. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Accepts the second factor once: an app code whose time step is newer than the last one used (so a code
 * seen over someone's shoulder cannot be replayed), or an unused recovery code. Throws TWO_FACTOR_CODE_INVALID.
 */
export async function spendSecondFactor(db: Db, userId: string, secret: string, factor: SecondFactor, now: number) {
  if (factor.code !== undefined) {
    const step = matchStep(secret, factor.code, now);
    if (step === null || !(await repo.spendStep(db, userId, step, now))) fail('TWO_FACTOR_CODE_INVALID');
    return;
  }
  if (factor.recoveryCode !== undefined) {
    if (!(await repo.spendRecoveryCode(db, userId, hashRecoveryCode(factor.recoveryCode), now))) fail('TWO_FACTOR_CODE_INVALID');
    return;
  }
  fail('VALIDATION_FAILED', { field: 'code', reason: 'required' });
}

export const isCodeRefusal = (err: unknown) => err instanceof AppError && err.code === 'TWO_FACTOR_CODE_INVALID';

/**
 * Runs `work` after the second factor is spent, in one transaction. Wrong codes are counted per user
 * outside it (the refusal rolls the transaction back) and, past the sign-in failure limit, refused with 429:
 * a stolen session must not be enough to guess its way to turning two-factor off.
 */
async function withSecondFactor<T>(
  ctx: Ctx,
  userId: string,
  factor: SecondFactor,
  work: (trx: Db, now: number) => Promise<T>,
): Promise<T> {
  const key = `two-factor-fail:${userId}`;
  const w = await peek(ctx.db, key, ctx.now());
  if (w && w.count >= ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    const retryAfter = Math.max(1, Math.ceil((w.resetAt - ctx.now()) / 1000));
    throw new AppError('TOO_MANY_ATTEMPTS', { retryAfter }, { 'retry-after': String(retryAfter) });
  }
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const secret = (await repo.enabledSecret(trx, userId)) ?? fail('TWO_FACTOR_NOT_ENABLED');
      await spendSecondFactor(trx, userId, secret, factor, now);
      return work(trx, now);
    });
  } catch (err) {
    if (isCodeRefusal(err)) await hit(ctx.db, key, ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE, ctx.now());
    throw err;
  }
}

/** Whether the user has two-factor sign-in on. */
export async function isEnabled(ctx: Ctx, userId: string): Promise<boolean> {
  return (await repo.enabledSecret(ctx.db, userId)) !== undefined;
}

/**
 * A sensitive action (a payout out of the platform) asks a user with two-factor on for a fresh code from the app:
 * it is spent here, once, counted against the same limit as other wrong codes. Without two-factor, nothing is asked.
 * No code from a user who has it on is TWO_FACTOR_CODE_REQUIRED.
 */
export async function confirmWithSecondFactor(ctx: Ctx, userId: string, code: string | undefined): Promise<void> {
  if (!(await isEnabled(ctx, userId))) return;
  if (code === undefined) fail('TWO_FACTOR_CODE_REQUIRED');
  await withSecondFactor(ctx, userId, { code }, async () => undefined);
}

/** Whether two-factor sign-in is on for the user, and how many recovery codes are left. */
export async function status(ctx: Ctx, userId: string): Promise<TwoFactorStatus> {
  const row = await repo.find(ctx.db, userId);
  const enabled = !!row?.secret;
  return {
    enabled,
    enabledAt: enabled ? isoOrNull(row.enabled_at) : null,
    recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(ctx.db, userId) : 0,
  };
}

/** Starts the set-up: a new secret waits for its first code. Any earlier unconfirmed secret is replaced. */
export async function setup(ctx: Ctx, userId: string): Promise<TwoFactorSetup> {
  const user = (await users.findById(ctx.db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  if (await repo.enabledSecret(ctx.db, userId)) fail('TWO_FACTOR_ALREADY_ENABLED');
  const secret = newTotpSecret();
  await repo.savePending(ctx.db, userId, secret, ctx.now());
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

async function issueRecoveryCodes(db: Db, userId: string, now: number): Promise<RecoveryCodes> {
  const recoveryCodes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(db, userId, recoveryCodes.map(hashRecoveryCode), now);
  return { recoveryCodes };
}

/** Confirms the pending secret with a code from the app, turns two-factor on and answers the recovery codes. */
export async function enable(ctx: Ctx, userId: string, code: string): Promise<RecoveryCodes> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const row = await repo.find(trx, userId);
    if (row?.secret) fail('TWO_FACTOR_ALREADY_ENABLED');
    if (!row?.pending_secret) fail('TWO_FACTOR_SETUP_REQUIRED');
    const step = matchStep(row.pending_secret, code, now);
    if (step === null) fail('TWO_FACTOR_CODE_INVALID');
    const res = await repo.confirm(trx, userId, row.pending_secret, step, now);
    // Another request confirmed it in between.
    if (Number(res.numUpdatedRows) !== 1) fail('TWO_FACTOR_ALREADY_ENABLED');
    const codes = await issueRecoveryCodes(trx, userId, now);
    await notify(trx, { userId, type: 'account.two_factor_enabled' }, now);
    await recordAudit(
      trx,
      { actorId: userId, accountId: userId, action: 'user.two_factor_on', target: { type: 'user', id: userId } },
      now,
    );
    return codes;
  });
}

/** Turns two-factor off; takes the password and a code (or a recovery code). */
export async function disable(ctx: Ctx, userId: string, input: SecondFactor & { password: string }) {
  const user = (await users.findById(ctx.db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  if (!(await repo.enabledSecret(ctx.db, userId))) fail('TWO_FACTOR_NOT_ENABLED');
  if (!(await verifyPassword(user.password_hash, input.password))) fail('PASSWORD_WRONG');
  await withSecondFactor(ctx, userId, input, async (trx, now) => {
    await repo.remove(trx, userId);
    await repo.removeRecoveryCodes(trx, userId);
    await notify(trx, { userId, type: 'account.two_factor_disabled' }, now);
    await recordAudit(
      trx,
      { actorId: userId, accountId: userId, action: 'user.two_factor_off', target: { type: 'user', id: userId } },
      now,
    );
  });
  return { ok: true as const };
}

/** Replaces the recovery codes with a new set (the old ones stop working); takes a code from the app. */
export function regenerateRecoveryCodes(ctx: Ctx, userId: string, code: string): Promise<RecoveryCodes> {
  return withSecondFactor(ctx, userId, { code }, (trx, now) => issueRecoveryCodes(trx, userId, now));
}
