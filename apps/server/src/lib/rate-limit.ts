import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface Window {
  count: number;
  resetAt: number;
}

/** Counts one hit in a fixed window kept in the database, so every server process shares it. */
export async function hit(db: Db, key: string, windowMs: number, now: number): Promise<Window> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${now + windowMs} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** The current window of a key, without counting. */
export async function peek(db: Db, key: string, now: number): Promise<Window | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row && { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Keeps a key alive until `until` (a wait to sit out, say), whatever it held before; peek() sees it until then. */
export async function holdUntil(db: Db, key: string, until: number): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, reset_at: until }))
    .execute();
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export const retryAfterSeconds = (w: Window, now: number) => Math.max(1, Math.ceil((w.resetAt - now) / 1000));

/** Forgets the windows that have ended; answers how many. */
export async function purgeExpired(db: Db, now: number): Promise<number> {
  const r = await db.deleteFrom('rate_limits').where('reset_at', '<', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
