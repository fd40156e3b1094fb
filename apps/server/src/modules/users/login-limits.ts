import type { Ctx } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { clear, hit, holdUntil, peek, retryAfterSeconds } from '../../lib/rate-limit.js';
import { DAY, MINUTE } from '../../lib/time.js';

/** Failures one guesser may make before each further try has to wait. */
export const FREE_FAILURES_PER_PAIR = 5;
/** The first wait; each further failure doubles it, up to the longest. */
export const FIRST_WAIT_MS = 1_000;
export const LONGEST_WAIT_MS = 15 * MINUTE;
// Longer than the longest wait, or a patient guesser would find the waits starting over from nothing.
const PAIR_MEMORY_MS = DAY;

/**
 * The counters of failed sign-ins. `pair` is one guesser: the account tried from one address, or from one of its
 * known devices. It is the only counter that makes anybody wait, so a stranger elsewhere never slows the owner.
 * `account` (from anywhere) and `ip` (any account) catch guessing spread over many addresses or accounts; past
 * their limits a sign-in must show a known device or an emailed code, but nobody is refused.
 */
export interface FailureKeys {
  account: string;
  ip: string;
  pair: string;
}

export function failureKeys(email: string, ip: string, deviceId?: string): FailureKeys {
  const account = email.trim().toLowerCase();
  return {
    account: `login-fail:acct:${account}`,
    ip: `login-fail:ip:${ip}`,
    pair: deviceId ? `login-fail:device:${deviceId}` : `login-fail:pair:${account}|${ip}`,
  };
}

const waitKey = (keys: FailureKeys) => `${keys.pair}:wait`;

/** How long a guesser waits after its n-th failure in a row. */
export const waitAfter = (failures: number) =>
  failures <= FREE_FAILURES_PER_PAIR
    ? 0
    : Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES_PER_PAIR - 1), LONGEST_WAIT_MS);

/** Refuses with 429 (and when to retry) while the guesser sits out its wait; the password is not even looked at. */
export async function assertMayTry(ctx: Ctx, keys: FailureKeys): Promise<void> {
  const now = ctx.now();
  const w = await peek(ctx.db, waitKey(keys), now);
  if (w) {
    const retryAfter = retryAfterSeconds(w, now);
    throw new AppError('TOO_MANY_ATTEMPTS', { retryAfter }, { 'retry-after': String(retryAfter) });
  }
}

/** Whether the account or the address is past its failure limit: a sign-in then needs a known device or an emailed code. */
export async function proofRequired(ctx: Ctx, keys: FailureKeys): Promise<boolean> {
  const now = ctx.now();
  const account = await peek(ctx.db, keys.account, now);
  if ((account?.count ?? 0) >= ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) return true;
  const ip = await peek(ctx.db, keys.ip, now);
  return (ip?.count ?? 0) >= ctx.config.LOGIN_MAX_FAILURES_PER_IP;
}

/** Counts one failure (wrong password, wrong emailed code, wrong second-factor code) and sets the guesser's wait. */
export async function countFailure(ctx: Ctx, keys: FailureKeys): Promise<void> {
  const windowMs = ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE;
  const now = ctx.now();
  await hit(ctx.db, keys.account, windowMs, now);
  await hit(ctx.db, keys.ip, windowMs, now);
  const pair = await hit(ctx.db, keys.pair, PAIR_MEMORY_MS, now);
  const wait = waitAfter(pair.count);
  if (wait > 0) await holdUntil(ctx.db, waitKey(keys), now + wait);
}

/**
 * A completed sign-in forgives its own guesser's failures only. The account's and the address's run out with their
 * window: forgiving them at each of the owner's sign-ins would hand a distributed guesser a fresh allowance.
 */
export async function forgivePair(ctx: Ctx, keys: FailureKeys): Promise<void> {
  await clear(ctx.db, keys.pair);
  await clear(ctx.db, waitKey(keys));
}
