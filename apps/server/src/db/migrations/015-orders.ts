import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;
const int = 'integer' as const;

const STATUSES = sql`status in ('on_hold', 'awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')`;

/**
 * Orders (issue 8).
 *
 * - `orders`: one per store order (unique store_id + store_order_id, so a webhook and the reconciliation pull meet on
 *   one row) or manual order. Money is USD cents (`*_cents`) except the store's own total (`store_total_minor`, store
 *   currency). `store_updated_at` is the store's update time of the version last applied: an older or equal version
 *   arriving later changes nothing (out-of-order and replayed webhooks). `search_text` holds what the search box
 *   matches (order number, store order name, customer, SKUs), lower-cased. `paid_at` stays set through a hold, so
 *   releasing a paid order puts it back to paid. The address is kept in columns (the country filters the list);
 *   `customers/redact` blanks the personal ones and sets `redacted_at`.
 * - `order_items`: the lines; `variant_id` null until mapped to a Dropport variant.
 * - `order_events`: every status move and edit, with the actor (append-only by convention).
 * - `order_checkpoints`: the tracking timeline the supply side enters.
 * - `order_reservations`: the stock a paid order holds, per variant; `released_at` set when given back.
 * - `order_counters`: the one sequence behind order numbers (DP00001000…).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  const ref = sqlite ? int : big;

  await db.schema
    .createTable('order_counters')
    .addColumn('name', text, (c) => c.primaryKey())
    .addColumn('last_seq', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('order_no', text, (c) => c.notNull().unique())
    .addColumn('source', text, (c) => c.notNull().check(sql`source in ('store', 'manual')`))
    .addColumn('store_id', text, (c) => c.references('stores.id'))
    .addColumn('store_order_id', text)
    .addColumn('store_order_name', text)
    .addColumn('status', text, (c) => c.notNull().check(STATUSES))
    .addColumn('hold_reason', text)
    .addColumn('hold_note', text)
    .addColumn('customer_name', text, (c) => c.notNull())
    .addColumn('customer_email', text)
    .addColumn('ship_name', text, (c) => c.notNull())
    .addColumn('ship_company', text)
    .addColumn('ship_address1', text, (c) => c.notNull())
    .addColumn('ship_address2', text)
    .addColumn('ship_city', text, (c) => c.notNull())
    .addColumn('ship_province', text)
    .addColumn('ship_province_code', text)
    .addColumn('ship_postal_code', text)
    .addColumn('ship_country', text)
    .addColumn('ship_phone', text)
    .addColumn('address_problems', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('shipping_method_code', text)
    .addColumn('shipping_method_chosen', int, (c) => c.notNull().defaultTo(0))
    .addColumn('products_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('praise_card_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('other_fees_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('paid_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', int, (c) => c.notNull().defaultTo(0))
    .addColumn('ioss_number', text)
    .addColumn('store_currency', text)
    .addColumn('store_total_minor', int)
    .addColumn('ledger_tx_id', text)
    .addColumn('invoice_id', text)
    .addColumn('carrier', text)
    .addColumn('tracking_number', text)
    .addColumn('tracking_url', text)
    .addColumn('fulfillment_sync', text, (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`fulfillment_sync in ('none', 'pending', 'sent', 'failed')`),
    )
    .addColumn('fulfillment_error', text)
    .addColumn('store_fulfillment_id', text)
    .addColumn('search_text', text, (c) => c.notNull().defaultTo(''))
    .addColumn('item_count', int, (c) => c.notNull().defaultTo(0))
    .addColumn('first_item_title', text)
    .addColumn('first_item_image', text)
    .addColumn('store_created_at', big)
    .addColumn('store_updated_at', big)
    .addColumn('paid_at', big)
    .addColumn('shipped_at', big)
    .addColumn('delivered_at', big)
    .addColumn('cancelled_at', big)
    .addColumn('redacted_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('orders_store_order', ['store_id', 'store_order_id'])
    .addCheckConstraint('orders_money', sql`total_cents >= 0 and paid_cents >= 0 and refunded_cents <= paid_cents`)
    .execute();
  // The seller's tabs: by status, newest first (keyset on id); and all of a seller's orders newest first.
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  // The admin queue: every seller's orders by status.
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'id']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('order_id', text, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', int, (c) => c.notNull())
    .addColumn('store_line_id', text)
    .addColumn('store_product_id', text)
    .addColumn('store_variant_id', text)
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('variant_title', text)
    .addColumn('sku', text)
    .addColumn('quantity', int, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('image', text)
    .addColumn('product_id', ref)
    .addColumn('variant_id', ref)
    .addColumn('unit_cost_cents', int)
    .addColumn('weight_g', int)
    .addColumn('store_unit_price_minor', int)
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id', 'position']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('order_id', text, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', text)
    .addColumn('to_status', text, (c) => c.notNull())
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('actor', text, (c) => c.notNull().check(sql`actor in ('seller', 'admin', 'system', 'store')`))
    .addColumn('actor_id', text)
    .addColumn('note', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_checkpoints')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('order_id', text, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', big, (c) => c.notNull())
    .addColumn('location', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('created_by', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_checkpoints_order').on('order_checkpoints').columns(['order_id', 'at']).execute();

  await db.schema
    .createTable('order_reservations')
    .addColumn('order_id', text, (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('variant_id', ref, (c) => c.notNull())
    .addColumn('quantity', int, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('reserved_at', big, (c) => c.notNull())
    .addColumn('released_at', big)
    .addPrimaryKeyConstraint('order_reservations_pk', ['order_id', 'variant_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['order_reservations', 'order_checkpoints', 'order_events', 'order_items', 'orders', 'order_counters']) {
    await db.schema.dropTable(t).execute();
  }
}
