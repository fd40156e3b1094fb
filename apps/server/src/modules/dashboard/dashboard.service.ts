import { DASHBOARD_DAYS, type Dashboard } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { unreadCount } from '../notifications/notifications.service.js';
import { getUser, listSessions } from '../users/users.service.js';
import { localDay } from '../../lib/time.js';
import * as repo from './dashboard.repo.js';

const DAY_MS = 86_400_000;

/** The Workplace's figures for one seller; sign-ins are bucketed by day in the seller's time zone. */
export async function summary(ctx: Ctx, userId: string, tz: string): Promise<Dashboard> {
  const now = ctx.now();
  const user = await getUser(ctx, userId);
  const day = (ms: number) => localDay(ms, tz);
  // One extra day of rows covers any time-zone offset; the buckets decide what counts.
  const since = now - (DASHBOARD_DAYS + 1) * DAY_MS;
  const [unread, sessions, starts] = await Promise.all([
    unreadCount(ctx.db, userId),
    listSessions(ctx, userId, undefined),
    repo.sessionStartsSince(ctx.db, userId, since),
  ]);
  const buckets = new Map<string, number>();
  for (let i = DASHBOARD_DAYS - 1; i >= 0; i--) buckets.set(day(now - i * DAY_MS), 0);
  for (const at of starts) {
    const key = day(at);
    const count = buckets.get(key);
    if (count !== undefined) buckets.set(key, count + 1);
  }
  return {
    emailVerified: user.emailVerified,
    memberSince: user.registrationDate,
    unreadNotifications: unread.count,
    activeSessions: sessions.items.length,
    signIns: [...buckets].map(([date, count]) => ({ date, count })),
  };
}
