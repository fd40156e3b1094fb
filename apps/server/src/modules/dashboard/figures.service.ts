import type { FigureTotals, SellerFigures } from '@dropport/contracts';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { DAY } from '../../lib/time.js';
import { timeZoneOf } from '../settings/settings.service.js';

/** The longest range the figures answer, in days. */
const MAX_DAYS = 366;

interface Sums {
  orders: number;
  units: number;
  revenue: number;
  cost: number;
  refunded: number;
  shipped: number;
  shipMs: number;
  delivered: number;
  deliverMs: number;
}
const ZERO: Sums = { orders: 0, units: 0, revenue: 0, cost: 0, refunded: 0, shipped: 0, shipMs: 0, delivered: 0, deliverMs: 0 };

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function totals(s: Sums): FigureTotals {
  const profit = s.revenue - (s.cost - s.refunded);
  return {
    orders: s.orders,
    units: s.units,
    revenueCents: s.revenue,
    costCents: s.cost,
    refundsCents: s.refunded,
    profitCents: profit,
    marginBp: s.revenue > 0 ? Math.round((profit * 10_000) / s.revenue) : null,
    averageOrderCents: s.orders > 0 ? Math.round(s.revenue / s.orders) : null,
    hoursToShip: s.shipped > 0 ? Math.round((s.shipMs / s.shipped / 3_600_000) * 10) / 10 : null,
    hoursToDeliver: s.delivered > 0 ? Math.round((s.deliverMs / s.delivered / 3_600_000) * 10) / 10 : null,
  };
}

/** The kept daily rows of a seller between two days (both included), per day and store. */
function rows(db: Db, userId: string, from: string, to: string, storeKey?: string) {
  let q = db
    .selectFrom('seller_daily')
    .select([
      'day',
      'store_key',
      sql<number>`orders`.as('orders'),
      sql<number>`units`.as('units'),
      sql<number>`revenue_cents`.as('revenue'),
      sql<number>`cost_cents`.as('cost'),
      sql<number>`refunded_cents`.as('refunded'),
      sql<number>`shipped`.as('shipped'),
      sql<number>`ship_ms`.as('shipMs'),
      sql<number>`delivered`.as('delivered'),
      sql<number>`deliver_ms`.as('deliverMs'),
    ])
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to);
  if (storeKey !== undefined) q = q.where('store_key', '=', storeKey);
  return q.execute();
}

const plus = (a: Sums, r: Sums): Sums => ({
  orders: a.orders + Number(r.orders),
  units: a.units + Number(r.units),
  revenue: a.revenue + Number(r.revenue),
  cost: a.cost + Number(r.cost),
  refunded: a.refunded + Number(r.refunded),
  shipped: a.shipped + Number(r.shipped),
  shipMs: a.shipMs + Number(r.shipMs),
  delivered: a.delivered + Number(r.delivered),
  deliverMs: a.deliverMs + Number(r.deliverMs),
});

/**
 * GET /api/dashboard/figures: the seller's totals between two of their days, the same for as many days before, each
 * day of the range and each store, all from the kept daily rows (never a scan of the orders).
 */
export async function figures(
  ctx: Ctx,
  userId: string,
  q: { from: string; to: string; storeId?: string | undefined },
): Promise<SellerFigures> {
  const from = dayMs(q.from);
  const to = dayMs(q.to);
  if (Number.isNaN(from) || Number.isNaN(to) || dayOf(from) !== q.from || dayOf(to) !== q.to || to < from)
    fail('DATE_RANGE_INVALID', { from: q.from, to: q.to });
  const length = Math.round((to - from) / DAY) + 1;
  if (length > MAX_DAYS) fail('DATE_RANGE_INVALID', { from: q.from, to: q.to });
  const storeKey = q.storeId === undefined ? undefined : q.storeId === 'manual' ? '' : q.storeId;
  const [timeZone, current, previous] = await Promise.all([
    timeZoneOf(ctx.db, userId),
    rows(ctx.db, userId, q.from, q.to, storeKey),
    rows(ctx.db, userId, dayOf(from - length * DAY), dayOf(from - DAY), storeKey),
  ]);
  const byDay = new Map<string, Sums>();
  const byStore = new Map<string, Sums>();
  for (const r of current) {
    byDay.set(r.day, plus(byDay.get(r.day) ?? ZERO, r as unknown as Sums));
    byStore.set(r.store_key, plus(byStore.get(r.store_key) ?? ZERO, r as unknown as Sums));
  }
  const days = Array.from({ length }, (_, i) => {
    const day = dayOf(from + i * DAY);
    const t = totals(byDay.get(day) ?? ZERO);
    return {
      day,
      orders: t.orders,
      revenueCents: t.revenueCents,
      costCents: t.costCents - t.refundsCents,
      profitCents: t.profitCents,
    };
  });
  return {
    from: q.from,
    to: q.to,
    timeZone,
    current: totals(current.reduce((a, r) => plus(a, r as unknown as Sums), ZERO)),
    previous: totals(previous.reduce((a, r) => plus(a, r as unknown as Sums), ZERO)),
    days,
    stores: [...byStore]
      .filter(([, s]) => s.orders > 0 || s.cost > 0)
      .map(([key, s]) => ({ storeId: key === '' ? null : key, totals: totals(s) })),
  };
}
