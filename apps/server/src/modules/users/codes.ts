import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { newId, newNumericCode } from '../../lib/ids.js';
import { safeEqual, sha256 } from '../../lib/secrets.js';
import { fail } from '../../lib/app-error.js';
import { hit, retryAfterSeconds } from '../../lib/rate-limit.js';
import { AppError } from '../../lib/app-error.js';
import { HOUR, MINUTE } from '../../lib/time.js';
import * as repo from './codes.repo.js';

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email' | 'sign_in';

export interface CodePolicy {
  ttlMs: number;
  maxAttempts: number;
  /** Codes that may be sent to one address per hour. */
  sendsPerHour: number;
}

/** The configured lifetime and attempts of a code, and at most 5 sends to one address an hour. */
export const codePolicy = (ctx: Ctx): CodePolicy => ({
  ttlMs: ctx.config.CODE_TTL_MINUTES * MINUTE,
  maxAttempts: ctx.config.CODE_MAX_ATTEMPTS,
  sendsPerHour: 5,
});

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/**
 * Issues a fresh one-time code for a purpose and address; earlier unused codes for the same pair stop working.
 * Sending is rate-limited per address whether or not an account stands behind it.
 */
export async function issueCode(
  db: Db,
  p: CodePolicy,
  purpose: CodePurpose,
  target: string,
  userId: string | null,
  now: number,
): Promise<string> {
  const w = await hit(db, `code-send:${purpose}:${target}`, HOUR, now);
  if (w.count > p.sendsPerHour) {
    const retryAfter = retryAfterSeconds(w, now);
    throw new AppError('TOO_MANY_ATTEMPTS', { retryAfter }, { 'retry-after': String(retryAfter) });
  }
  await repo.consumeUnused(db, purpose, target, now);
  const id = newId(now);
  const code = newNumericCode();
  await repo.insert(db, {
    id,
    purpose,
    target,
    user_id: userId,
    code_hash: codeHash(id, code),
    expires_at: now + p.ttlMs,
    attempts: 0,
    consumed_at: null,
    created_at: now,
  });
  return code;
}

/**
 * Spends a code (call it outside any transaction the caller may roll back, so wrong attempts stay counted): it must be the latest for the pair, unexpired, unused and within its attempts.
 * Single use holds under concurrency: only one caller's conditional update can mark it consumed.
 */
export async function consumeCode(
  db: Db,
  p: CodePolicy,
  purpose: CodePurpose,
  target: string,
  code: string,
  now: number,
): Promise<{ userId: string | null }> {
  const row = await repo.latestLive(db, purpose, target, now);
  if (!row) fail('CODE_INVALID');
  if (!(await repo.countAttempt(db, row.id, p.maxAttempts))) fail('CODE_INVALID');
  if (!safeEqual(row.code_hash, codeHash(row.id, code))) fail('CODE_INVALID');
  if (!(await repo.markConsumed(db, row.id, now))) fail('CODE_INVALID');
  return { userId: row.user_id };
}
