import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import type {
  Database,
  OrdersTable,
  SellerDailyTable,
  SellerProductDailyTable,
  SellerProductMonthlyTable,
  SellerStatusDailyTable,
} from '../../db/schema.js';
import { localDay } from '../../lib/time.js';
import { linePaidShares, lineRevenueShares } from '../orders/line-shares.js';
import type { OrderItemRow } from '../orders/orders.repo.js';
import { resetPaidFacts } from '../orders/paid-facts.js';
import { timeZoneOf } from '../settings/settings.service.js';

type Order = Pick<
  Selectable<OrdersTable>,
  | 'id'
  | 'user_id'
  | 'store_id'
  | 'status'
  | 'paid_at'
  | 'paid_day'
  | 'units'
  | 'revenue_cents'
  | 'paid_cents'
  | 'refunded_cents'
  | 'shipped_at'
  | 'delivered_at'
>;
type Counted = Omit<SellerDailyTable, 'user_id' | 'day' | 'store_key'>;
const COUNTED: (keyof Counted)[] = [
  'orders',
  'units',
  'revenue_cents',
  'cost_cents',
  'refunded_cents',
  'shipped',
  'ship_ms',
  'delivered',
  'deliver_ms',
];

/**
 * What one order adds to its seller's day: a paid order that stands (not refunded) counts once with its units and
 * revenue; what the seller paid and got back counts whatever became of it; shipping and delivery times count once
 * they happened. Nothing for an unpaid order.
 */
export function contribution(o: Order): { key: { user_id: string; day: string; store_key: string }; counted: Counted } | null {
  if (o.paid_at === null || o.paid_day === null) return null;
  const stands = o.status !== 'refunded';
  const paidAt = Number(o.paid_at);
  return {
    key: { user_id: o.user_id, day: o.paid_day, store_key: o.store_id ?? '' },
    counted: {
      orders: stands ? 1 : 0,
      units: stands ? Number(o.units) : 0,
      revenue_cents: stands ? Number(o.revenue_cents ?? 0) : 0,
      cost_cents: Number(o.paid_cents),
      refunded_cents: Number(o.refunded_cents),
      shipped: o.shipped_at === null ? 0 : 1,
      ship_ms: o.shipped_at === null ? 0 : Number(o.shipped_at) - paidAt,
      delivered: o.delivered_at === null ? 0 : 1,
      deliver_ms: o.delivered_at === null ? 0 : Number(o.delivered_at) - paidAt,
    },
  };
}

type Key = Record<string, string | number>;

/** Adds (or with -1 takes out) counted amounts to one kept row of `table`, made when missing. */
async function add<C extends string>(
  db: Db,
  table: 'seller_daily' | 'seller_product_daily' | 'seller_product_monthly' | 'seller_status_daily',
  key: Key,
  counted: Record<C, number>,
  sign: 1 | -1,
) {
  const columns = Object.keys(counted) as C[];
  if (columns.every((k) => counted[k] === 0)) return;
  const values = Object.fromEntries(columns.map((k) => [k, sign * counted[k]]));
  await db
    .insertInto(table)
    .values({ ...key, ...values } as never)
    .onConflict((oc) =>
      oc
        .columns(Object.keys(key) as never)
        .doUpdateSet(
          Object.fromEntries(columns.map((k) => [k, sql`${sql.table(table)}.${sql.ref(k)} + excluded.${sql.ref(k)}`])) as never,
        ),
    )
    .execute();
}

type ProductCounted = Pick<SellerProductDailyTable, 'units' | 'revenue_cents' | 'cost_cents' | 'refunded_cents'>;
type Line = Pick<OrderItemRow, 'id' | 'product_id' | 'quantity' | 'unit_cost_cents' | 'source' | 'store_unit_price_minor'>;

/**
 * What one order adds to its products' days: its amounts split across its lines (cost and refunds by the lines' cost,
 * revenue by the store's line prices), units and revenue only while it stands, per catalogue product (0 without one).
 */
export function productContribution(o: Order, items: Line[]): Map<number, ProductCounted> {
  const out = new Map<number, ProductCounted>();
  const whole = contribution(o);
  if (!whole || items.length === 0) return out;
  const c = whole.counted;
  const revenue = lineRevenueShares(c.revenue_cents, items);
  const cost = linePaidShares(c.cost_cents, items);
  const refunded = linePaidShares(c.refunded_cents, items);
  for (const i of items) {
    const key = Number(i.product_id ?? 0);
    const was = out.get(key) ?? { units: 0, revenue_cents: 0, cost_cents: 0, refunded_cents: 0 };
    out.set(key, {
      units: was.units + (c.orders > 0 ? Number(i.quantity) : 0),
      revenue_cents: was.revenue_cents + (revenue.get(i.id) ?? 0),
      cost_cents: was.cost_cents + (cost.get(i.id) ?? 0),
      refunded_cents: was.refunded_cents + (refunded.get(i.id) ?? 0),
    });
  }
  return out;
}

/** What a paid order's products count for depends on these; a change elsewhere (shipping) leaves them be. */
function productFacts(o: Order): string | null {
  const c = contribution(o);
  return c && JSON.stringify([c.key, c.counted.orders, c.counted.revenue_cents, c.counted.cost_cents, c.counted.refunded_cents]);
}

const itemsOf = (db: Db, orderId: string): Promise<Line[]> =>
  db
    .selectFrom('order_items')
    .select(['id', 'product_id', 'quantity', 'unit_cost_cents', 'source', 'store_unit_price_minor'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();

const statusKey = (o: Order) =>
  o.paid_at === null || o.paid_day === null
    ? null
    : { user_id: o.user_id, day: o.paid_day, store_key: o.store_id ?? '', status: o.status };

/**
 * Keeps the seller's daily figures in step with one order's change, in the caller's transaction: takes out what the
 * order counted for before and adds what it counts for now, per day, per product and per status (the orders module
 * calls it from every transition).
 */
export async function applyOrderChange(db: Db, before: Order, after: Order): Promise<void> {
  const was = contribution(before);
  const now = contribution(after);
  if (was) await add(db, 'seller_daily', was.key, was.counted, -1);
  if (now) await add(db, 'seller_daily', now.key, now.counted, 1);
  const wasStatus = statusKey(before);
  const nowStatus = statusKey(after);
  if (JSON.stringify(wasStatus) !== JSON.stringify(nowStatus)) {
    if (wasStatus) await add(db, 'seller_status_daily', wasStatus, { orders: 1 }, -1);
    if (nowStatus) await add(db, 'seller_status_daily', nowStatus, { orders: 1 }, 1);
  }
  if (productFacts(before) === productFacts(after)) return;
  const items = await itemsOf(db, after.id);
  for (const [o, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    const c = contribution(o);
    if (!c) continue;
    const { user_id, day, store_key } = c.key;
    for (const [product_key, counted] of productContribution(o, items)) {
      await add(db, 'seller_product_daily', { user_id, day, store_key, product_key }, counted, sign);
      await add(db, 'seller_product_monthly', { user_id, month: day.slice(0, 7), store_key, product_key }, counted, sign);
    }
  }
}

/** The daily figures of one seller as the orders say they are now (one scan). */
async function scanDaily(db: Db, userId: string): Promise<SellerDailyTable[]> {
  const stands = sql`(case when status <> 'refunded' then 1 else 0 end)`;
  const rows = await db
    .selectFrom('orders')
    .select([
      'user_id',
      sql<string>`paid_day`.as('day'),
      sql<string>`coalesce(store_id, '')`.as('store_key'),
      sql<number>`sum(${stands})`.as('orders'),
      sql<number>`sum(${stands} * units)`.as('units'),
      sql<number>`sum(${stands} * coalesce(revenue_cents, 0))`.as('revenue_cents'),
      sql<number>`sum(paid_cents)`.as('cost_cents'),
      sql<number>`sum(refunded_cents)`.as('refunded_cents'),
      sql<number>`sum(case when shipped_at is null then 0 else 1 end)`.as('shipped'),
      sql<number>`sum(case when shipped_at is null then 0 else shipped_at - paid_at end)`.as('ship_ms'),
      sql<number>`sum(case when delivered_at is null then 0 else 1 end)`.as('delivered'),
      sql<number>`sum(case when delivered_at is null then 0 else delivered_at - paid_at end)`.as('deliver_ms'),
    ])
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .where('paid_day', 'is not', null)
    .groupBy(['user_id', 'paid_day', sql`coalesce(store_id, '')`])
    .execute();
  return rows
    .map((r) => ({
      ...r,
      ...(Object.fromEntries(COUNTED.map((k) => [k, Number(r[k])])) as Counted),
    }))
    .filter((r) => COUNTED.some((k) => r[k] !== 0));
}

const ORDER_COLUMNS = [
  'id',
  'user_id',
  'store_id',
  'status',
  'paid_at',
  'paid_day',
  'units',
  'revenue_cents',
  'paid_cents',
  'refunded_cents',
  'shipped_at',
  'delivered_at',
] as const;

/** The per-product and per-status figures of one seller as the orders and their lines say they are now. */
async function scanDetail(db: Db, userId: string) {
  const [orders, lines] = await Promise.all([
    db
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      .where('user_id', '=', userId)
      .where('paid_at', 'is not', null)
      .where('paid_day', 'is not', null)
      .execute(),
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.order_id', 'i.id', 'i.product_id', 'i.quantity', 'i.unit_cost_cents', 'i.source', 'i.store_unit_price_minor'])
      .where('o.user_id', '=', userId)
      .where('o.paid_at', 'is not', null)
      .orderBy('i.order_id')
      .orderBy('i.position')
      .execute(),
  ]);
  const itemsByOrder = new Map<string, Line[]>();
  for (const { order_id, ...line } of lines) itemsByOrder.set(order_id, [...(itemsByOrder.get(order_id) ?? []), line]);
  const products = new Map<string, SellerProductDailyTable>();
  const statuses = new Map<string, SellerStatusDailyTable>();
  for (const o of orders) {
    const c = contribution(o);
    const s = statusKey(o);
    if (!c || !s) continue;
    const sk = JSON.stringify(s);
    statuses.set(sk, { ...s, orders: (statuses.get(sk)?.orders ?? 0) + 1 });
    for (const [product_key, counted] of productContribution(o, itemsByOrder.get(o.id) ?? [])) {
      const pk = JSON.stringify([c.key, product_key]);
      const was = products.get(pk);
      products.set(pk, {
        ...c.key,
        product_key,
        units: (was?.units ?? 0) + counted.units,
        revenue_cents: (was?.revenue_cents ?? 0) + counted.revenue_cents,
        cost_cents: (was?.cost_cents ?? 0) + counted.cost_cents,
        refunded_cents: (was?.refunded_cents ?? 0) + counted.refunded_cents,
      });
    }
  }
  return { products: [...products.values()], statuses: [...statuses.values()] };
}

/** A seller's figures: per day and store, per product and day or month, per status. */
export interface SellerFigureRows {
  daily: SellerDailyTable[];
  products: SellerProductDailyTable[];
  productMonths: SellerProductMonthlyTable[];
  statuses: SellerStatusDailyTable[];
}

/** The products' daily rows summed per month. */
function monthsOf(products: SellerProductDailyTable[]): SellerProductMonthlyTable[] {
  const out = new Map<string, SellerProductMonthlyTable>();
  for (const { day, ...p } of products) {
    const month = day.slice(0, 7);
    const k = JSON.stringify([month, p.store_key, p.product_key]);
    const was = out.get(k);
    out.set(k, {
      ...p,
      month,
      units: (was?.units ?? 0) + p.units,
      revenue_cents: (was?.revenue_cents ?? 0) + p.revenue_cents,
      cost_cents: (was?.cost_cents ?? 0) + p.cost_cents,
      refunded_cents: (was?.refunded_cents ?? 0) + p.refunded_cents,
    });
  }
  return [...out.values()];
}

const PRODUCT_COUNTED = ['units', 'revenue_cents', 'cost_cents', 'refunded_cents'] as const;
const numbers = <R, K extends keyof R>(r: R, keys: readonly K[]): R => ({
  ...r,
  ...Object.fromEntries(keys.map((k) => [k, Number(r[k])])),
});
const someNonZero =
  <R>(keys: readonly (keyof R)[]) =>
  (r: R) =>
    keys.some((k) => r[k] !== 0);
const byKeyOf =
  <R extends { day: string; store_key: string }>(extra: (r: R) => string) =>
  (a: R, b: R) =>
    `${a.day}|${a.store_key}|${extra(a)}`.localeCompare(`${b.day}|${b.store_key}|${extra(b)}`);

/** The figures as one scan of the seller's orders makes them (what the kept rows must equal), in key order. */
export async function scanFigures(db: Db, userId: string): Promise<SellerFigureRows> {
  const [daily, detail] = await Promise.all([scanDaily(db, userId), scanDetail(db, userId)]);
  return sorted({ daily, ...detail, productMonths: monthsOf(detail.products) });
}

function sorted(f: SellerFigureRows): SellerFigureRows {
  return {
    daily: f.daily.filter(someNonZero(COUNTED)).sort(byKeyOf(() => '')),
    products: f.products
      .map((r) => numbers(r, ['product_key', ...PRODUCT_COUNTED]))
      .filter(someNonZero(PRODUCT_COUNTED))
      .sort(byKeyOf((r) => String(r.product_key).padStart(12, '0'))),
    productMonths: f.productMonths
      .map((r) => numbers(r, ['product_key', ...PRODUCT_COUNTED]))
      .filter(someNonZero(PRODUCT_COUNTED))
      .sort((a, b) =>
        `${a.month}|${a.store_key}|${String(a.product_key).padStart(12, '0')}`.localeCompare(
          `${b.month}|${b.store_key}|${String(b.product_key).padStart(12, '0')}`,
        ),
      ),
    statuses: f.statuses
      .map((r) => numbers(r, ['orders']))
      .filter((r) => r.orders !== 0)
      .sort(byKeyOf((r) => r.status)),
  };
}

/** The kept figures of one seller, in key order. */
export async function keptFigures(db: Db, userId: string): Promise<SellerFigureRows> {
  const [daily, products, productMonths, statuses] = await Promise.all([
    db.selectFrom('seller_daily').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('seller_product_daily').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('seller_product_monthly').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('seller_status_daily').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return sorted({ daily: daily.map((r) => numbers(r, COUNTED)), products, productMonths, statuses });
}

/**
 * Makes one seller's figures again from their orders: each paid order's day in the seller's time zone now (a changed
 * time zone moves them), its units from its items, then the rows of every figures table from one scan. In one
 * transaction.
 */
export async function rebuildFigures(db: Kysely<Database>, userId: string): Promise<number> {
  const tz = await timeZoneOf(db, userId);
  return inTransaction(db, async (trx) => {
    const paid = await trx
      .selectFrom('orders as o')
      .select([
        'o.id',
        'o.paid_at',
        'o.paid_day',
        'o.units',
        (eb) =>
          eb
            .selectFrom('order_items as i')
            .select(sql<number>`coalesce(sum(i.quantity), 0)`.as('n'))
            .whereRef('i.order_id', '=', 'o.id')
            .as('item_units'),
      ])
      .where('o.user_id', '=', userId)
      .where('o.paid_at', 'is not', null)
      .execute();
    for (const o of paid) {
      const day = localDay(Number(o.paid_at), tz);
      const units = Number(o.item_units ?? 0);
      if (o.paid_day !== day || Number(o.units) !== units) await resetPaidFacts(trx, o.id, { paid_day: day, units });
    }
    const rows = await scanFigures(trx, userId);
    for (const [table, values] of [
      ['seller_daily', rows.daily],
      ['seller_product_daily', rows.products],
      ['seller_product_monthly', rows.productMonths],
      ['seller_status_daily', rows.statuses],
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      for (let i = 0; i < values.length; i += 200)
        await trx
          .insertInto(table)
          .values(values.slice(i, i + 200) as never)
          .execute();
    }
    return paid.length;
  });
}

/** Sellers with paid orders not yet counted (paid before the figures were kept). */
export async function sellersToBackfill(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('user_id')
    .distinct()
    .where('paid_at', 'is not', null)
    .where('paid_day', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}
