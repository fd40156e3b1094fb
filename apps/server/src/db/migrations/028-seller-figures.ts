import type { Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;
const int = 'integer' as const;

/**
 * The seller's business figures per day, kept as orders change rather than scanned.
 *
 * - `orders` gain what a paid order counts for, fixed at payment: `paid_day` (the day it was paid, YYYY-MM-DD in the
 *   seller's time zone), `units` (its items' quantities) and `revenue_cents` (what the buyer paid the store, in USD
 *   cents at the exchange rates of that moment; null for a manual order).
 * - `seller_daily`: per seller, paid day and store ('' for manual orders) the paid orders that stand (not refunded),
 *   their units and revenue, what the seller paid for all of them and got back, and the times from payment to
 *   shipping and to delivery. Written in the same transaction as every order change (`dashboard/order-figures.ts`);
 *   `npm run figures:rebuild` makes it again from the orders, and the server fills in orders paid before this
 *   migration on its first start (job `dashboard.figures-backfill`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('paid_day', text).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('units', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('revenue_cents', big).execute();

  await db.schema
    .createTable('seller_daily')
    .addColumn('user_id', text, (c) => c.notNull())
    .addColumn('day', text, (c) => c.notNull())
    .addColumn('store_key', text, (c) => c.notNull())
    .addColumn('orders', int, (c) => c.notNull())
    .addColumn('units', big, (c) => c.notNull())
    .addColumn('revenue_cents', big, (c) => c.notNull())
    .addColumn('cost_cents', big, (c) => c.notNull())
    .addColumn('refunded_cents', big, (c) => c.notNull())
    .addColumn('shipped', int, (c) => c.notNull())
    .addColumn('ship_ms', big, (c) => c.notNull())
    .addColumn('delivered', int, (c) => c.notNull())
    .addColumn('deliver_ms', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_daily_pk', ['user_id', 'day', 'store_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seller_daily').execute();
  for (const c of ['paid_day', 'units', 'revenue_cents']) await db.schema.alterTable('orders').dropColumn(c).execute();
}
