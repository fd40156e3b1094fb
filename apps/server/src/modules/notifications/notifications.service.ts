import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { isEmailEvent, parseNotificationTypes, type Notification } from '@dropport/contracts';
import { fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { iso, isoOrNull } from '../../lib/time.js';
import { insertJob, type JobQueue } from '../jobs/job-queue.js';
import * as repo from './notifications.repo.js';
import { publish } from '../live/live-events.js';

export interface NotifyInput {
  userId: string;
  type: string;
  params?: Record<string, unknown>;
  /** The same key never makes a second notification (a retried job, a repeated webhook). */
  dedupeKey?: string;
}

/** The job that emails a notification of an email event when its seller wants it (email-prefs/event-email.ts). */
export const EVENT_EMAIL_JOB = 'notifications.email';

/**
 * Records one notification for a user. Returns its id, or null when the dedupe key was already used. An email
 * event (contracts EMAIL_EVENTS) also queues its email in the same transaction; the job checks the seller's choice.
 * A live event tells the seller's open consoles, also in the same transaction.
 */
export async function notify(db: Db, input: NotifyInput, now = Date.now()): Promise<string | null> {
  const id = newId(now);
  try {
    await repo.insert(db, {
      id,
      user_id: input.userId,
      type: input.type,
      params: JSON.stringify(input.params ?? {}),
      dedupe_key: input.dedupeKey ?? null,
      read_at: null,
      created_at: now,
    });
  } catch (err) {
    if (input.dedupeKey && isUniqueViolation(err)) return null;
    throw err;
  }
  if (isEmailEvent(input.type)) await insertJob(db, EVENT_EMAIL_JOB, { notificationId: id }, { uniqueKey: `email:${id}` });
  // The seller's open consoles hear of it at once (the bell's count, and the page it is about).
  await publish(db, input.userId, { type: 'notification', notification: input.type, params: input.params ?? {} }, now);
  return id;
}

/** Notifications made outside a request go through the job queue, so a burst or a failure never loses one. */
export function registerNotificationJobs(jobs: JobQueue) {
  jobs.register<NotifyInput>('notifications.deliver', async (input, job) => {
    await notify(job.db, input);
  });
}

export async function list(
  db: Db,
  userId: string,
  q: { unread?: boolean | undefined; type?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const types = q.type === undefined ? { types: [] } : parseNotificationTypes(q.type);
  if ('unknown' in types) fail('NOTIFICATION_TYPE_UNKNOWN', { type: types.unknown });
  const after = decodeCursor(repo.NOTIFICATION_CURSOR, q.cursor);
  const rows = await repo.page(db, userId, { unread: q.unread, types: types.types }, after, q.limit);
  const page = pageOf(rows, q.limit, repo.NOTIFICATION_CURSOR, (r) => ({ id: r.id }));
  const items: Notification[] = page.items.map((r) => ({
    id: r.id,
    type: r.type,
    params: JSON.parse(r.params) as Record<string, unknown>,
    readAt: isoOrNull(r.read_at),
    createdAt: iso(r.created_at),
  }));
  return { items, nextCursor: page.nextCursor };
}

export async function unreadCount(db: Db, userId: string) {
  return { count: await repo.unreadCount(db, userId) };
}

/** Marks the given notifications (only the user's own) or all of them read. */
export async function markRead(db: Db, userId: string, sel: { ids: string[] } | { all: true }, now = Date.now()) {
  return { updated: await repo.markRead(db, userId, 'ids' in sel ? sel.ids : 'all', now) };
}
