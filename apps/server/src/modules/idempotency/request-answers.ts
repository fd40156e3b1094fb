import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import * as repo from './request-answers.repo.js';

/** How long a kept answer serves repeats; a key older than this is a new request. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first attempt to finish before it is told the request is still running. */
const WAIT_MS = 60_000;
const POLL_MS = 50;
/** A first attempt unanswered this long died with its process: its key is free again. */
const ABANDONED_MS = 10 * 60 * 1000;

export interface KeyedRequest {
  /** The caller: keys are their own, another caller's same key is another request. */
  userId: string;
  /** What kind of request (e.g. `orders.pay`): the same key may serve different calls. */
  scope: string;
  key: string;
  /** What was asked, to tell a retry from another request sent under a used key. */
  request: unknown;
}

/**
 * Carries out a keyed request once per caller, scope and key, and answers every repeat with the first attempt's
 * answer: a repeat that arrives while the first runs waits for it (on any process, through the database). A first
 * attempt that fails keeps nothing, so a retry runs again. The same key with another request is IDEMPOTENCY_KEY_REUSED.
 */
export async function answerOnce<T>(ctx: Ctx, r: KeyedRequest, work: () => Promise<T>): Promise<T> {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([r.scope, r.request]))
    .digest('hex');
  const now = ctx.now();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // Keys past their time are let go, so the table holds a day of answers at most.
    await repo.dropOlder(ctx.db, r.userId, now - KEEP_MS);
    if (await repo.claim(ctx.db, r, fingerprint, now)) {
      let answer: T;
      try {
        answer = await work();
      } catch (err) {
        await repo.drop(ctx.db, r);
        throw err;
      }
      await repo.keepAnswer(ctx.db, r, JSON.stringify(answer));
      return answer;
    }
    // Someone holds the key: wait for their answer (or for them to fail and let it go).
    for (;;) {
      const row = await repo.find(ctx.db, r);
      if (!row) break;
      if (row.fingerprint !== fingerprint) fail('IDEMPOTENCY_KEY_REUSED', { key: r.key });
      if (row.answer !== null) return JSON.parse(row.answer) as T;
      if (Number(row.created_at) < ctx.now() - ABANDONED_MS) {
        await repo.drop(ctx.db, r);
        break;
      }
      if (Date.now() > deadline) fail('REQUEST_IN_PROGRESS');
      await sleep(POLL_MS);
    }
  }
}
