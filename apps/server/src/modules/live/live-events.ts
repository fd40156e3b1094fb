import type { LiveEvent } from '@dropport/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { engineOf } from '../../db/engine.js';

/** The PostgreSQL channel that carries live events between server processes. */
export const LIVE_CHANNEL = 'dropport_live';

/** A live event as stored and as the hub hands it on. */
export interface StoredLiveEvent {
  id: number;
  userId: string;
  data: string;
}

/**
 * Records a live event for a user in the caller's transaction, so it exists exactly when the change it reports does.
 * On PostgreSQL it is also announced on LIVE_CHANNEL, which PostgreSQL delivers to every listening server process at
 * commit (and never, on rollback); on SQLite the one server process reads new rows as they appear.
 */
export async function publish(db: Db, userId: string, event: LiveEvent, now: number): Promise<void> {
  const data = JSON.stringify(event);
  const row = await db
    .insertInto('live_events')
    .values({ user_id: userId, data, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (engineOf(db) === 'postgres') {
    const payload: StoredLiveEvent = { id: Number(row.id), userId, data };
    await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`.execute(db);
  }
}

/** A user's events after `afterId`, oldest first (what a reconnecting console missed). */
export function eventsAfter(db: Db, userId: string, afterId: number, limit: number): Promise<StoredLiveEvent[]> {
  return db
    .selectFrom('live_events')
    .select(['id', 'user_id as userId', 'data'])
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, id: Number(r.id) })));
}

/** Every user's events after `afterId`, oldest first. */
export function allEventsAfter(db: Db, afterId: number, limit: number): Promise<StoredLiveEvent[]> {
  return db
    .selectFrom('live_events')
    .select(['id', 'user_id as userId', 'data'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, id: Number(r.id) })));
}

export async function lastEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Drops events older than `before` (a console away that long reloads what it shows anyway). */
export async function pruneEvents(db: Db, before: number): Promise<number> {
  const res = await db.deleteFrom('live_events').where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}
