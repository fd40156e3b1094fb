import { z } from 'zod';
import { TimeZone } from './settings.js';

/** Days the Workplace's sign-in chart covers. */
export const DASHBOARD_DAYS = 14;

/** The day buckets follow the seller's time zone (IANA name, e.g. `Europe/Madrid`). */
export const DashboardQuery = z.object({
  tz: TimeZone.default('UTC'),
});

/** The Workplace's key figures: later features (stores, wallet, orders) add theirs. */
export const Dashboard = z.object({
  emailVerified: z.boolean(),
  memberSince: z.string(),
  unreadNotifications: z.number().int(),
  activeSessions: z.number().int(),
  /** Sign-ins per day, oldest first, `DASHBOARD_DAYS` days ending today in `tz`. */
  signIns: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof Dashboard>;
