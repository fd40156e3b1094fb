import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import type { Database, OrdersTable, SellerDailyTable } from '../../db/schema.js';
import { localDay } from '../../lib/time.js';
import { resetPaidFacts } from '../orders/paid-facts.js';
import { timeZoneOf } from '../settings/settings.service.js';

type Order = Pick<
  Selectable<OrdersTable>,
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

async function add(db: Db, key: { user_id: string; day: string; store_key: string }, counted: Counted, sign: 1 | -1) {
  if (COUNTED.every((k) => counted[k] === 0)) return;
  const values = Object.fromEntries(COUNTED.map((k) => [k, sign * counted[k]])) as Counted;
  await db
    .insertInto('seller_daily')
    .values({ ...key, ...values })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day', 'store_key'])
        .doUpdateSet(
          Object.fromEntries(COUNTED.map((k) => [k, sql`seller_daily.${sql.ref(k)} + excluded.${sql.ref(k)}`])) as never,
        ),
    )
    .execute();
}

/**
 * Keeps the seller's daily figures in step with one order's change, in the caller's transaction: takes out what the
 * order counted for before and adds what it counts for now (the orders module calls it from every transition).
 */
export async function applyOrderChange(db: Db, before: Order, after: Order): Promise<void> {
  const was = contribution(before);
  const now = contribution(after);
  if (was) await add(db, was.key, was.counted, -1);
  if (now) await add(db, now.key, now.counted, 1);
}

/** The daily figures of one seller as the orders say they are now (one scan; what the kept rows must equal). */
export async function scanFigures(db: Db, userId: string): Promise<SellerDailyTable[]> {
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

/** The kept daily figures of one seller, in (day, store) order. */
export async function keptFigures(db: Db, userId: string): Promise<SellerDailyTable[]> {
  const rows = await db.selectFrom('seller_daily').selectAll().where('user_id', '=', userId).execute();
  return rows
    .map((r) => ({ ...r, ...(Object.fromEntries(COUNTED.map((k) => [k, Number(r[k])])) as Counted) }))
    .filter((r) => COUNTED.some((k) => r[k] !== 0));
}

/**
 * Makes one seller's daily figures again from their orders: each paid order's day in the seller's time zone now (a
 * changed time zone moves them), its units from its items, then the rows from one scan. In one transaction.
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
    await trx.deleteFrom('seller_daily').where('user_id', '=', userId).execute();
    const rows = await scanFigures(trx, userId);
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('seller_daily')
        .values(rows.slice(i, i + 200))
        .execute();
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
