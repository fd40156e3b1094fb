import { z } from 'zod';
import { HoldReason, OrderSource } from './orders.js';
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

/**
 * GET /api/dashboard/todo: what waits on the seller, each a count (or an amount) the Workplace links to the page
 * that shows it. Empty when all is done: every count 0, shortCents 0, the email verified.
 */
export const WorkplaceTodo = z.object({
  /** Orders on hold by source (the store's orders or the manual ones) and reason, those with any. */
  onHold: z.array(z.object({ source: OrderSource, reason: HoldReason.nullable(), count: z.number().int() })),
  /** Orders awaiting payment, what they cost together, the balance, and what is missing to pay them all. */
  awaitingPayment: z.object({
    count: z.number().int(),
    totalCents: z.number().int(),
    balanceCents: z.number().int(),
    shortCents: z.number().int(),
  }),
  /** Products whose push to a store failed, and listed products with a sync problem. */
  failedPushes: z.number().int(),
  syncProblems: z.number().int(),
  /** Cloud warehouse stock rows at or below their low-stock threshold. */
  lowStock: z.number().int(),
  /** Support tickets waiting for the seller's reply. */
  ticketsAwaitingReply: z.number().int(),
  /** Referral commission the seller can withdraw now, USD cents. */
  commissionAvailableCents: z.number().int(),
  emailVerified: z.boolean(),
});
export type WorkplaceTodo = z.infer<typeof WorkplaceTodo>;
