import type { FigureTotals, OrderStatus, ProductFigures, SellerFigures } from '@dropport/contracts';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { DAY } from '../../lib/time.js';
import { productCards } from '../catalogue/product-cards.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { list as storesOf } from '../stores/stores.service.js';

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

interface Range {
  from: string;
  to: string;
  /** Days in the range. */
  length: number;
  /** The kept rows' store key: '' for manual orders, undefined for every store. */
  storeKey: string | undefined;
}

/** The range a query asks for, or DATE_RANGE_INVALID: real days, `to` not before `from`, at most MAX_DAYS days. */
function rangeOf(q: { from: string; to: string; storeId?: string | undefined }): Range {
  const from = dayMs(q.from);
  const to = dayMs(q.to);
  if (Number.isNaN(from) || Number.isNaN(to) || dayOf(from) !== q.from || dayOf(to) !== q.to || to < from)
    fail('DATE_RANGE_INVALID', { from: q.from, to: q.to });
  const length = Math.round((to - from) / DAY) + 1;
  if (length > MAX_DAYS) fail('DATE_RANGE_INVALID', { from: q.from, to: q.to });
  const storeKey = q.storeId === undefined ? undefined : q.storeId === 'manual' ? '' : q.storeId;
  return { from: q.from, to: q.to, length, storeKey };
}

/** The range's paid orders per status they are in now, from the kept rows. */
async function statuses(db: Db, userId: string, r: Range) {
  let q = db
    .selectFrom('seller_status_daily')
    .select(['status', sql<number>`sum(orders)`.as('orders')])
    .where('user_id', '=', userId)
    .where('day', '>=', r.from)
    .where('day', '<=', r.to);
  if (r.storeKey !== undefined) q = q.where('store_key', '=', r.storeKey);
  const rows = await q.groupBy('status').execute();
  return rows
    .map((s) => ({ status: s.status as OrderStatus, orders: Number(s.orders) }))
    .filter((s) => s.orders > 0)
    .sort((a, b) => b.orders - a.orders);
}

/**
 * GET /api/dashboard/figures: the seller's totals between two of their days, the same for as many days before, each
 * day of the range, each store and each status, all from the kept daily rows (never a scan of the orders).
 */
export async function figures(
  ctx: Ctx,
  userId: string,
  q: { from: string; to: string; storeId?: string | undefined },
): Promise<SellerFigures> {
  const r = rangeOf(q);
  const from = dayMs(r.from);
  const [timeZone, current, previous, byStatus, stores] = await Promise.all([
    timeZoneOf(ctx.db, userId),
    rows(ctx.db, userId, r.from, r.to, r.storeKey),
    rows(ctx.db, userId, dayOf(from - r.length * DAY), dayOf(from - DAY), r.storeKey),
    statuses(ctx.db, userId, r),
    storesOf(ctx, userId),
  ]);
  const byDay = new Map<string, Sums>();
  const byStore = new Map<string, Sums>();
  for (const row of current) {
    byDay.set(row.day, plus(byDay.get(row.day) ?? ZERO, row as unknown as Sums));
    byStore.set(row.store_key, plus(byStore.get(row.store_key) ?? ZERO, row as unknown as Sums));
  }
  const names = new Map(stores.items.map((s) => [s.id, s.name]));
  const days = Array.from({ length: r.length }, (_, i) => {
    const day = dayOf(from + i * DAY);
    const t = totals(byDay.get(day) ?? ZERO);
    return {
      day,
      orders: t.orders,
      revenueCents: t.revenueCents,
      costCents: t.costCents - t.refundsCents,
      profitCents: t.profitCents,
      hoursToShip: t.hoursToShip,
      hoursToDeliver: t.hoursToDeliver,
    };
  });
  return {
    from: r.from,
    to: r.to,
    timeZone,
    current: totals(current.reduce((a, row) => plus(a, row as unknown as Sums), ZERO)),
    previous: totals(previous.reduce((a, row) => plus(a, row as unknown as Sums), ZERO)),
    days,
    stores: [...byStore]
      .filter(([, s]) => s.orders > 0 || s.cost > 0)
      .map(([key, s]) => ({
        storeId: key === '' ? null : key,
        name: key === '' ? null : (names.get(key) ?? null),
        totals: totals(s),
      })),
    statuses: byStatus,
  };
}

const PRODUCT_SUMS = [
  'product_key',
  sql<number>`sum(units)`.as('units'),
  sql<number>`sum(revenue_cents)`.as('revenue'),
  sql<number>`sum(cost_cents)`.as('cost'),
  sql<number>`sum(refunded_cents)`.as('refunded'),
] as const;

/**
 * A range as the whole months inside it (first and last YYYY-MM, none when it holds no whole month) and the days
 * around them (at most two spans of days; the whole range when it holds no whole month).
 */
export function byMonths(from: string, to: string): { months: [string, string] | null; days: [string, string][] } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  const firstFull = start.getUTCDate() === 1 ? start : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const endsMonth = new Date(end.getTime() + DAY).getUTCDate() === 1;
  const lastFull = endsMonth ? end : new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 0));
  if (firstFull > lastFull) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (start < firstFull) days.push([from, dayOf(firstFull.getTime() - DAY)]);
  if (lastFull < end) days.push([dayOf(lastFull.getTime() + DAY), to]);
  return { months: [dayOf(firstFull.getTime()).slice(0, 7), dayOf(lastFull.getTime()).slice(0, 7)], days };
}

/**
 * GET /api/dashboard/figures/products: the range per catalogue product from the kept rows (its whole months from the
 * monthly rows, the days around them from the daily ones), most profitable first, with each product's catalogue title
 * and image.
 */
export async function productFigures(
  ctx: Ctx,
  userId: string,
  q: { from: string; to: string; storeId?: string | undefined },
): Promise<ProductFigures> {
  const r = rangeOf(q);
  const split = byMonths(r.from, r.to);
  const reads = split.days.map(([from, to]) => {
    let daily = ctx.db
      .selectFrom('seller_product_daily')
      .select(PRODUCT_SUMS)
      .where('user_id', '=', userId)
      .where('day', '>=', from)
      .where('day', '<=', to);
    if (r.storeKey !== undefined) daily = daily.where('store_key', '=', r.storeKey);
    return daily.groupBy('product_key').execute();
  });
  if (split.months) {
    let monthly = ctx.db
      .selectFrom('seller_product_monthly')
      .select(PRODUCT_SUMS)
      .where('user_id', '=', userId)
      .where('month', '>=', split.months[0])
      .where('month', '<=', split.months[1]);
    if (r.storeKey !== undefined) monthly = monthly.where('store_key', '=', r.storeKey);
    reads.push(monthly.groupBy('product_key').execute());
  }
  const sums = new Map<number, { units: number; revenue: number; cost: number; refunded: number }>();
  for (const p of (await Promise.all(reads)).flat()) {
    const id = Number(p.product_key);
    const was = sums.get(id) ?? { units: 0, revenue: 0, cost: 0, refunded: 0 };
    sums.set(id, {
      units: was.units + Number(p.units),
      revenue: was.revenue + Number(p.revenue),
      cost: was.cost + Number(p.cost),
      refunded: was.refunded + Number(p.refunded),
    });
  }
  const found = [...sums].map(([product_key, p]) => ({ product_key, ...p }));
  const cards = await productCards(
    ctx.db,
    found.map((p) => Number(p.product_key)).filter((id) => id > 0),
  );
  const products = found
    .map((p) => {
      const id = Number(p.product_key);
      const [revenue, cost, refunded] = [Number(p.revenue), Number(p.cost), Number(p.refunded)];
      const profit = revenue - (cost - refunded);
      const card = cards.get(id);
      return {
        productId: id > 0 ? id : null,
        title: card?.title ?? null,
        image: card?.image ?? null,
        units: Number(p.units),
        revenueCents: revenue,
        costCents: cost,
        refundsCents: refunded,
        profitCents: profit,
        marginBp: revenue > 0 ? Math.round((profit * 10_000) / revenue) : null,
      };
    })
    .filter((p) => p.units > 0 || p.costCents > 0)
    .sort((a, b) => b.profitCents - a.profitCents || b.units - a.units || (a.productId ?? 0) - (b.productId ?? 0));
  return { from: r.from, to: r.to, products };
}
