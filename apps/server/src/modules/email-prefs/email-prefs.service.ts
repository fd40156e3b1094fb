import {
  EMAIL_EVENT_DEFAULTS,
  EMAIL_EVENTS,
  isEmailEvent,
  type EmailEvent,
  type EmailPrefs,
  type EmailPrefsUpdate,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { isoOrNull } from '../../lib/time.js';
import { getUser } from '../users/users.service.js';
import * as repo from './email-prefs.repo.js';

async function read(db: Db, userId: string): Promise<EmailPrefs> {
  const rows = await repo.listOf(db, userId);
  const events = { ...EMAIL_EVENT_DEFAULTS };
  let updatedAt: number | null = null;
  for (const r of rows) {
    // A row of an event this version no longer emails is ignored, not shown.
    if (isEmailEvent(r.event)) events[r.event] = r.enabled === 1;
    updatedAt = Math.max(updatedAt ?? 0, Number(r.updated_at));
  }
  return { events, updatedAt: isoOrNull(updatedAt) };
}

/** Which events email the seller; every event on until they turn it off. */
export async function getPrefs(ctx: Ctx, userId: string): Promise<EmailPrefs> {
  await getUser(ctx, userId);
  return read(ctx.db, userId);
}

/** Changes the events given (the rest keep their value); one unknown event name refuses the whole change. */
export async function savePrefs(ctx: Ctx, userId: string, change: EmailPrefsUpdate): Promise<EmailPrefs> {
  await getUser(ctx, userId);
  const entries = Object.entries(change.events);
  const unknown = entries.find(([event]) => !isEmailEvent(event));
  if (unknown) fail('EMAIL_EVENT_UNKNOWN', { event: unknown[0], allowed: EMAIL_EVENTS.join(', ') });
  await repo.save(ctx.db, userId, entries, ctx.now());
  return read(ctx.db, userId);
}

/** Whether the seller wants this event emailed (its default when they never chose). */
export async function wantsEmail(db: Db, userId: string, event: EmailEvent): Promise<boolean> {
  const row = await repo.findOne(db, userId, event);
  return row ? row.enabled === 1 : EMAIL_EVENT_DEFAULTS[event];
}
