import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import { migrations } from '../../db/migrations/index.js';

/**
 * Why the server should not be sent traffic: it is shutting down; the database does not answer; the database lacks a
 * migration this build needs (another process is still migrating it: migrations commit together, so their rows
 * appear at the end); the job worker is stuck.
 */
export type NotReady = 'closing' | 'database' | 'migrations' | 'jobs';

const NEEDED = Object.keys(migrations);

/** A job worker is stuck when a round has run longer than JOBS_STUCK_MS, or no round began for that long. */
export function workerStuck(ctx: Ctx, now = Date.now()): boolean {
  const w = ctx.jobs.state();
  if (!w.started) return false;
  const limit = ctx.config.JOBS_STUCK_MS;
  if (w.roundSince !== null) return now - w.roundSince > limit;
  return w.lastRoundAt !== null && now - w.lastRoundAt > limit + ctx.config.JOBS_POLL_MS;
}

/** Null when ready, else the first reason not to be. */
export async function notReady(ctx: Ctx, isClosing: () => boolean): Promise<NotReady | null> {
  if (isClosing()) return 'closing';
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(ctx.db);
    applied = new Set(rows.rows.map((r) => r.name));
  } catch {
    return 'database';
  }
  if (NEEDED.some((name) => !applied.has(name))) return 'migrations';
  if (workerStuck(ctx)) return 'jobs';
  return null;
}
