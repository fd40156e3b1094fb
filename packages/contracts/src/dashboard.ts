import { z } from 'zod';
import { HoldReason, OrderSource, OrderStatus } from './orders.js';
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

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /api/dashboard/figures?from&to: the seller's business between two days (both included, YYYY-MM-DD in the
 * seller's time zone; at most 366 days), compared with as many days just before. Orders count by the day they were
 * paid. Revenue is what buyers paid the stores (USD at the rates of payment; manual orders have none); cost is what the
 * seller paid Dropport; refunds what came back; profit = revenue − (cost − refunds).
 */
export const FiguresQuery = z.object({ from: Day, to: Day, storeId: z.string().max(40).optional() });
export type FiguresQuery = z.input<typeof FiguresQuery>;

export const FigureTotals = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  revenueCents: z.number().int(),
  costCents: z.number().int(),
  refundsCents: z.number().int(),
  profitCents: z.number().int(),
  /** Profit over revenue, in basis points (null without revenue). */
  marginBp: z.number().int().nullable(),
  /** Revenue per order (null without orders). */
  averageOrderCents: z.number().int().nullable(),
  /** Mean hours from payment to shipping and to delivery, of the orders that got there (null if none). */
  hoursToShip: z.number().nullable(),
  hoursToDeliver: z.number().nullable(),
});
export type FigureTotals = z.infer<typeof FigureTotals>;

export const SellerFigures = z.object({
  from: Day,
  to: Day,
  timeZone: z.string(),
  current: FigureTotals,
  /** The same number of days just before `from`. */
  previous: FigureTotals,
  /**
   * One entry per day of the range, oldest first (days without orders too); `costCents` net of refunds; the mean hours
   * from payment to shipping and to delivery of that day's orders that got there (null if none).
   */
  days: z.array(
    z.object({
      day: Day,
      orders: z.number().int(),
      revenueCents: z.number().int(),
      costCents: z.number().int(),
      profitCents: z.number().int(),
      hoursToShip: z.number().nullable(),
      hoursToDeliver: z.number().nullable(),
    }),
  ),
  /** The range per store (`storeId` null for manual orders, `name` the store's name), those with orders. */
  stores: z.array(z.object({ storeId: z.string().nullable(), name: z.string().nullable(), totals: FigureTotals })),
  /** The range's paid orders by what became of them (their status now), those with any. */
  statuses: z.array(z.object({ status: OrderStatus, orders: z.number().int() })),
});
export type SellerFigures = z.infer<typeof SellerFigures>;

/**
 * GET /api/dashboard/figures/products?from&to[&storeId]: the range per catalogue product, every product sold (most
 * profitable first). A product's cost and refunds are its lines' share of what the orders were paid and refunded (split
 * by the lines' cost), its revenue its lines' share of what the buyer paid (split by the store's line prices), so the
 * products add up to the range's totals. `productId` null gathers the lines without a catalogue product.
 */
export const ProductFigures = z.object({
  from: Day,
  to: Day,
  products: z.array(
    z.object({
      productId: z.number().int().nullable(),
      /** The catalogue name (null for lines without a product). */
      title: z.string().nullable(),
      image: z.string().nullable(),
      units: z.number().int(),
      revenueCents: z.number().int(),
      costCents: z.number().int(),
      refundsCents: z.number().int(),
      profitCents: z.number().int(),
      marginBp: z.number().int().nullable(),
    }),
  ),
});
export type ProductFigures = z.infer<typeof ProductFigures>;

/** The admin's work queues, each worked on its own page. */
export const OPERATION_QUEUES = [
  'orders_to_process',
  'orders_to_ship',
  'orders_on_hold',
  'claims',
  'sourcing_requests',
  'bank_transfers',
  'withdrawals',
  'inbound_shipments',
] as const;
export const OperationQueue = z.enum(OPERATION_QUEUES);
export type OperationQueue = z.infer<typeof OperationQueue>;

/** GET /api/admin/operations?from&to: days in UTC, both included, at most 366. */
export const OperationsQuery = z.object({ from: Day, to: Day });
export type OperationsQuery = z.input<typeof OperationsQuery>;

const Sales = z.object({
  /** What sellers paid for orders paid in the period (their days), USD cents, and how many. */
  gmvCents: z.number().int(),
  paidOrders: z.number().int(),
  /** Recharges completed in the period, per method. */
  recharges: z.array(z.object({ method: z.string(), count: z.number().int(), amountCents: z.number().int() })),
});

/**
 * The admin's operations at a glance: today's and the period's sales, what waits in each queue and since when, the
 * ledger's last reconciliation, the job queue's health, how far behind store webhooks are and the last backup.
 */
export const Operations = z.object({
  from: Day,
  to: Day,
  today: Sales,
  period: Sales,
  queues: z.array(z.object({ queue: OperationQueue, count: z.number().int(), oldestAt: z.string().nullable() })),
  ledger: z.object({ ok: z.boolean(), problems: z.number().int(), checkedAt: z.string() }),
  jobs: z.object({
    /** Due now and not yet taken. */
    waiting: z.number().int(),
    /** Planned for later. */
    scheduled: z.number().int(),
    running: z.number().int(),
    /** Failed at least once and due to be tried again. */
    retrying: z.number().int(),
    /** Failed every attempt: they wait for a person. */
    dead: z.number().int(),
    oldestWaitingAt: z.string().nullable(),
  }),
  webhooks: z.object({
    /** Received and not yet handled; the oldest of them. */
    queued: z.number().int(),
    oldestQueuedAt: z.string().nullable(),
    /** Over the last hour: how many were handled, and the 95th percentile and the longest time from receipt, ms. */
    handledLastHour: z.number().int(),
    p95LagMs: z.number().int().nullable(),
    maxLagMs: z.number().int().nullable(),
  }),
  /** The server's own backups of its SQLite data folder: every this many hours (0: it makes none), and the newest. */
  backup: z.object({
    everyHours: z.number().int(),
    lastAt: z.string().nullable(),
    lastBytes: z.number().int().nullable(),
  }),
});
export type Operations = z.infer<typeof Operations>;
