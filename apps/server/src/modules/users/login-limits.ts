import type { Ctx } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { clear, hit, peek, retryAfterSeconds } from '../../lib/rate-limit.js';
import { MINUTE } from '../../lib/time.js';

/** The counters of failed sign-ins: per account (by email) and per client address. */
export interface FailureKeys {
  account: string;
  ip: string;
}

export const failureKeys = (email: string, ip: string): FailureKeys => ({
  account: `login-fail:acct:${email.trim().toLowerCase()}`,
  ip: `login-fail:ip:${ip}`,
});

/** Refuses with 429 (and when to retry) while either counter is at its limit. */
export async function assertNotBlocked(ctx: Ctx, keys: FailureKeys): Promise<void> {
  const now = ctx.now();
  for (const [key, max] of [
    [keys.account, ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
    [keys.ip, ctx.config.LOGIN_MAX_FAILURES_PER_IP],
  ] as const) {
    const w = await peek(ctx.db, key, now);
    if (w && w.count >= max) {
      const retryAfter = retryAfterSeconds(w, now);
      throw new AppError('TOO_MANY_ATTEMPTS', { retryAfter }, { 'retry-after': String(retryAfter) });
    }
  }
}

/** Counts one failure on both counters (wrong password, or wrong second-factor code). */
export async function countFailure(ctx: Ctx, keys: FailureKeys): Promise<void> {
  const windowMs = ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE;
  const now = ctx.now();
  await hit(ctx.db, keys.account, windowMs, now);
  await hit(ctx.db, keys.ip, windowMs, now);
}

/** A completed sign-in forgives the account's earlier failures. */
export const clearFailures = (ctx: Ctx, keys: FailureKeys) => clear(ctx.db, keys.account);
