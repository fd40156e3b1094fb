import type { Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;
const int = 'integer' as const;

/**
 * The seller's figures per product and per status, kept beside `seller_daily` in the same transaction as every order
 * change (`dashboard/order-figures.ts`), so the Workplace's top products and orders by status read a few rows per day.
 *
 * - `seller_product_daily`: per seller, paid day, store ('' for manual orders) and catalogue product (0 for lines
 *   without one) the units and revenue of the orders that stand (not refunded), and what the seller paid and got back
 *   for them, each order's amounts split across its lines (cost and refunds by the lines' cost, revenue by the store's
 *   line prices), so the products of a day add up to the day. `seller_product_monthly` holds the same per month
 *   (YYYY-MM), so a long range reads its whole months there and only its first and last days from the daily rows.
 * - `seller_status_daily`: per seller, paid day and store how many paid orders are in each status now.
 *
 * The server fills them in for orders paid before this migration on its first start (job
 * `dashboard.figures-backfill`), as it does `seller_daily`. Two indexes find the orders behind a figure: paid between
 * two days, and with a line of one product; four serve the admin's operations (sales of a day across sellers, open
 * claims, queued and recent store webhooks).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seller_product_daily')
    .addColumn('user_id', text, (c) => c.notNull())
    .addColumn('day', text, (c) => c.notNull())
    .addColumn('store_key', text, (c) => c.notNull())
    .addColumn('product_key', big, (c) => c.notNull())
    .addColumn('units', big, (c) => c.notNull())
    .addColumn('revenue_cents', big, (c) => c.notNull())
    .addColumn('cost_cents', big, (c) => c.notNull())
    .addColumn('refunded_cents', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_product_daily_pk', ['user_id', 'day', 'store_key', 'product_key'])
    .execute();
  await db.schema
    .createTable('seller_product_monthly')
    .addColumn('user_id', text, (c) => c.notNull())
    .addColumn('month', text, (c) => c.notNull())
    .addColumn('store_key', text, (c) => c.notNull())
    .addColumn('product_key', big, (c) => c.notNull())
    .addColumn('units', big, (c) => c.notNull())
    .addColumn('revenue_cents', big, (c) => c.notNull())
    .addColumn('cost_cents', big, (c) => c.notNull())
    .addColumn('refunded_cents', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_product_monthly_pk', ['user_id', 'month', 'store_key', 'product_key'])
    .execute();
  await db.schema
    .createTable('seller_status_daily')
    .addColumn('user_id', text, (c) => c.notNull())
    .addColumn('day', text, (c) => c.notNull())
    .addColumn('store_key', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('orders', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_status_daily_pk', ['user_id', 'day', 'store_key', 'status'])
    .execute();
  await db.schema.createIndex('orders_user_paid_day').on('orders').columns(['user_id', 'paid_day', 'id']).execute();
  await db.schema.createIndex('order_items_product').on('order_items').columns(['product_id', 'order_id']).execute();
  // The admin's operations: the period's sales across sellers, and the queues of claims and store webhooks.
  await db.schema.createIndex('seller_daily_day').on('seller_daily').columns(['day']).execute();
  await db.schema.createIndex('support_claims_status').on('support_claims').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('webhook_deliveries_status').on('webhook_deliveries').columns(['status', 'received_at']).execute();
  await db.schema.createIndex('webhook_deliveries_received').on('webhook_deliveries').columns(['received_at']).execute();
  // Orders paid before this migration: the backfill job recounts every seller whose day is not set; here every seller
  // with paid orders is recounted once by clearing the marker the job looks for.
  await db.updateTable('orders').set({ paid_day: null }).where('paid_at', 'is not', null).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['webhook_deliveries_received', 'webhook_deliveries_status', 'support_claims_status', 'seller_daily_day'])
    await db.schema.dropIndex(index).execute();
  await db.schema.dropIndex('order_items_product').execute();
  await db.schema.dropIndex('orders_user_paid_day').execute();
  await db.schema.dropTable('seller_status_daily').execute();
  await db.schema.dropTable('seller_product_monthly').execute();
  await db.schema.dropTable('seller_product_daily').execute();
}
