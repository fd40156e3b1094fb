import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;
const int = 'integer' as const;

/**
 * My Cloud Warehouse: seller-owned stock in Dropport's warehouses.
 *
 * - `warehouses` gain what holding seller stock needs: `active`, the shipping template that prices parcels of seller
 *   stock from there (`template_id`; null: it holds none), the destinations it is limited to (`countries`, JSON
 *   string[]; empty: every destination its template ships to), the fulfilment fee per unit shipped, the storage fee
 *   per unit per month and the lead time from purchase to shelf.
 * - `seller_skus`: what a seller stocks: a catalogue variant (`variant_id`) or their own product (code, name,
 *   weight). `code` is unique per seller.
 * - `seller_stock`: one row per SKU and warehouse: `on_hand` (in the building), `reserved` (held for paid orders,
 *   never more than on hand), `inbound` (paid or shipped in, not yet put away), the average cost of a unit on hand.
 * - `stock_movements`: every change of on_hand or reserved, append-only (refused by trigger), with the counts after
 *   it: on_hand is always the sum of on_hand_delta, reserved the sum of reserved_delta.
 * - `stock_purchases` / `stock_purchase_lines`: stock bought ahead from the catalogue, paid from the wallet; the
 *   admin puts the units away, in one go or in parts.
 * - `inbound_shipments` / `inbound_lines`: the seller's own goods sent in, counted on arrival.
 * - `order_stock_allocations`: the seller's units a paid order holds, per SKU and warehouse, until shipped (taken
 *   off on hand) or released (cancelled or refunded).
 * - `order_items.source`: JSON LineSource, where the line ships from and why; `seller_sku_id`: a line mapped to the
 *   seller's own product.
 * - `product_price_tiers`: quantity discounts on buying a product ahead.
 * - `storage_charges`: the monthly storage fee charged, one per seller and month.
 * - `warehouse_audit`: every admin action on this side (warehouse edits, put-away, receipts, adjustments, tiers),
 *   append-only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  const ref = sqlite ? int : big;

  await db.schema
    .alterTable('warehouses')
    .addColumn('active', int, (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('warehouses')
    .addColumn('template_id', ref, (c) => c.references('shipping_templates.id'))
    .execute();
  await db.schema
    .alterTable('warehouses')
    .addColumn('countries', text, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('warehouses')
    .addColumn('fulfilment_fee_cents', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('warehouses')
    .addColumn('storage_fee_cents', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('warehouses')
    .addColumn('lead_days', int, (c) => c.notNull().defaultTo(7))
    .execute();

  await db.schema
    .createTable('cloud_counters')
    .addColumn('name', text, (c) => c.primaryKey())
    .addColumn('last_seq', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cloud_settings')
    .addColumn('user_id', text, (c) => c.primaryKey().references('users.id'))
    .addColumn('when_short', text, (c) => c.notNull().check(sql`when_short in ('dropship', 'hold')`))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('seller_skus')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('variant_id', ref)
    .addColumn('code', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('image', text)
    .addColumn('weight_g', int, (c) => c.notNull().check(sql`weight_g > 0`))
    .addColumn('low_stock_threshold', int)
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('seller_skus_code', ['user_id', 'code'])
    .execute();
  await db.schema.createIndex('seller_skus_variant').on('seller_skus').columns(['user_id', 'variant_id']).execute();

  await db.schema
    .createTable('seller_stock')
    .addColumn('sku_id', text, (c) => c.notNull().references('seller_skus.id'))
    .addColumn('warehouse_code', text, (c) => c.notNull().references('warehouses.code'))
    .addColumn('user_id', text, (c) => c.notNull())
    // Copied from the SKU: the inventory list sorts and searches on them without a join.
    .addColumn('code', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('on_hand', int, (c) => c.notNull().check(sql`on_hand >= 0`))
    .addColumn('reserved', int, (c) => c.notNull().check(sql`reserved >= 0`))
    .addColumn('inbound', int, (c) => c.notNull().check(sql`inbound >= 0`))
    .addColumn('avg_cost_cents', int, (c) => c.notNull().defaultTo(0))
    // The SKU's low-stock threshold, copied here so the inventory's totals read one index and no other table.
    .addColumn('threshold', int)
    // 1 once the seller was told it runs low; back to 0 when it is above the threshold again.
    .addColumn('low_notified', int, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_stock_pk', ['sku_id', 'warehouse_code'])
    .addCheckConstraint('seller_stock_reserved', sql`reserved <= on_hand`)
    .execute();
  await db.schema.createIndex('seller_stock_list').on('seller_stock').columns(['user_id', 'code', 'warehouse_code']).execute();
  await db.schema
    .createIndex('seller_stock_warehouse')
    .on('seller_stock')
    .columns(['user_id', 'warehouse_code', 'code'])
    .execute();
  await db.schema.createIndex('seller_stock_by_warehouse').on('seller_stock').columns(['warehouse_code']).execute();
  // Covers the inventory's totals (a sum over every row of a seller, or of one warehouse) without reading the table.
  await db.schema
    .createIndex('seller_stock_totals')
    .on('seller_stock')
    .columns(['user_id', 'warehouse_code', 'on_hand', 'reserved', 'inbound', 'avg_cost_cents', 'threshold'])
    .execute();

  if (!sqlite) {
    // A search of the inventory (`ilike '%…%'` over code and name) reads this trigram index instead of every row of
    // the seller (pg_trgm, made by migration 022); SQLite's LIKE reads a seller's rows, fast enough there.
    await sql`create index seller_stock_search on seller_stock using gin ((code || ' ' || name) gin_trgm_ops)`.execute(db);
  }

  await db.schema
    .createTable('stock_movements')
    // A sequence, not a time-ordered id: movements of one stock row take turns on its row, so their ids follow the
    // order they happened in even within one millisecond.
    .addColumn('id', sqlite ? 'integer' : 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull())
    .addColumn('sku_id', text, (c) => c.notNull().references('seller_skus.id'))
    .addColumn('warehouse_code', text, (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('on_hand_delta', int, (c) => c.notNull())
    .addColumn('reserved_delta', int, (c) => c.notNull())
    .addColumn('on_hand_after', int, (c) => c.notNull().check(sql`on_hand_after >= 0`))
    .addColumn('reserved_after', int, (c) => c.notNull().check(sql`reserved_after >= 0`))
    .addColumn('order_id', text)
    .addColumn('purchase_id', text)
    .addColumn('inbound_id', text)
    .addColumn('reference', text)
    .addColumn('reason', text)
    .addColumn('actor_id', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .addCheckConstraint('stock_movements_moves', sql`on_hand_delta <> 0 or reserved_delta <> 0`)
    .execute();
  await db.schema.createIndex('stock_movements_user').on('stock_movements').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('stock_movements_sku').on('stock_movements').columns(['sku_id', 'warehouse_code', 'id']).execute();
  // Units shipped per SKU in the last 30 days (the inventory's pace, days of cover, reorder suggestions).
  await db.schema.createIndex('stock_movements_sold').on('stock_movements').columns(['sku_id', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('stock_purchases')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('number', text, (c) => c.notNull().unique())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('warehouse_code', text, (c) => c.notNull().references('warehouses.code'))
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('paid', 'partially_put_away', 'put_away')`))
    .addColumn('units', int, (c) => c.notNull())
    .addColumn('total_cents', big, (c) => c.notNull().check(sql`total_cents > 0`))
    .addColumn('ledger_tx_id', text)
    .addColumn('invoice_id', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('put_away_at', big)
    .execute();
  await db.schema.createIndex('stock_purchases_user').on('stock_purchases').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('stock_purchases_status').on('stock_purchases').columns(['status', 'id']).execute();

  await db.schema
    .createTable('stock_purchase_lines')
    .addColumn('purchase_id', text, (c) => c.notNull().references('stock_purchases.id'))
    .addColumn('variant_id', ref, (c) => c.notNull())
    .addColumn('sku_id', text, (c) => c.notNull().references('seller_skus.id'))
    .addColumn('position', int, (c) => c.notNull())
    .addColumn('quantity', int, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('put_away_qty', int, (c) => c.notNull().defaultTo(0))
    .addColumn('cost_cents', int, (c) => c.notNull())
    .addColumn('discount_bp', int, (c) => c.notNull())
    .addColumn('unit_cents', int, (c) => c.notNull())
    .addColumn('line_cents', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_purchase_lines_pk', ['purchase_id', 'variant_id'])
    .addCheckConstraint('stock_purchase_lines_put_away', sql`put_away_qty between 0 and quantity`)
    .execute();

  await db.schema
    .createTable('inbound_shipments')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('number', text, (c) => c.notNull().unique())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('warehouse_code', text, (c) => c.notNull().references('warehouses.code'))
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('draft', 'shipped', 'received', 'closed')`))
    .addColumn('carrier', text)
    .addColumn('tracking_number', text)
    .addColumn('expected_at', text)
    .addColumn('note', text)
    .addColumn('units', int, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('shipped_at', big)
    .addColumn('received_at', big)
    .addColumn('closed_at', big)
    .execute();
  await db.schema.createIndex('inbound_shipments_user').on('inbound_shipments').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('inbound_shipments_status').on('inbound_shipments').columns(['status', 'id']).execute();

  await db.schema
    .createTable('inbound_lines')
    .addColumn('shipment_id', text, (c) => c.notNull().references('inbound_shipments.id').onDelete('cascade'))
    .addColumn('sku_id', text, (c) => c.notNull().references('seller_skus.id'))
    .addColumn('position', int, (c) => c.notNull())
    .addColumn('quantity', int, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('received_qty', int)
    .addPrimaryKeyConstraint('inbound_lines_pk', ['shipment_id', 'sku_id'])
    .execute();

  await db.schema
    .createTable('order_stock_allocations')
    .addColumn('order_id', text, (c) => c.notNull().references('orders.id'))
    .addColumn('sku_id', text, (c) => c.notNull().references('seller_skus.id'))
    .addColumn('warehouse_code', text, (c) => c.notNull())
    .addColumn('quantity', int, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('state', text, (c) => c.notNull().check(sql`state in ('reserved', 'released', 'shipped')`))
    .addColumn('reserved_at', big, (c) => c.notNull())
    .addColumn('settled_at', big)
    .addPrimaryKeyConstraint('order_stock_allocations_pk', ['order_id', 'sku_id', 'warehouse_code'])
    .execute();

  await db.schema.alterTable('order_items').addColumn('source', text).execute();
  await db.schema.alterTable('order_items').addColumn('seller_sku_id', text).execute();

  await db.schema
    .createTable('product_price_tiers')
    .addColumn('product_id', ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('min_quantity', int, (c) => c.notNull().check(sql`min_quantity >= 2`))
    .addColumn('discount_bp', int, (c) => c.notNull().check(sql`discount_bp between 1 and 9000`))
    .addPrimaryKeyConstraint('product_price_tiers_pk', ['product_id', 'min_quantity'])
    .execute();

  await db.schema
    .createTable('storage_charges')
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    // YYYY-MM, the month stored.
    .addColumn('month', text, (c) => c.notNull())
    .addColumn('units', int, (c) => c.notNull())
    .addColumn('amount_cents', big, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('charged', 'unpaid')`))
    .addColumn('ledger_tx_id', text)
    .addColumn('invoice_id', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('storage_charges_pk', ['user_id', 'month'])
    .execute();

  await db.schema
    .createTable('warehouse_audit')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('actor_id', text)
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('target', text, (c) => c.notNull())
    .addColumn('before', text)
    .addColumn('after', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  if (!sqlite) {
    await sql`create or replace function append_only_rows() returns trigger language plpgsql as $$
      begin raise exception '% is append-only', tg_table_name; end $$`.execute(db);
  }
  for (const table of ['stock_movements', 'warehouse_audit']) {
    if (sqlite) {
      for (const op of ['update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_no_${op} before ${op} on ${table} begin select raise(abort, '${table} is append-only'); end`,
          )
          .execute(db);
      }
    } else {
      await sql
        .raw(
          `create trigger ${table}_append_only before update or delete on ${table} for each row execute function append_only_rows()`,
        )
        .execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'warehouse_audit',
    'storage_charges',
    'product_price_tiers',
    'order_stock_allocations',
    'inbound_lines',
    'inbound_shipments',
    'stock_purchase_lines',
    'stock_purchases',
    'stock_movements',
    'seller_stock',
    'seller_skus',
    'cloud_settings',
    'cloud_counters',
  ])
    await db.schema.dropTable(t).execute();
  if (engineOf(db) === 'postgres') await sql`drop function append_only_rows`.execute(db);
  await db.schema.alterTable('order_items').dropColumn('seller_sku_id').execute();
  await db.schema.alterTable('order_items').dropColumn('source').execute();
  for (const c of ['lead_days', 'storage_fee_cents', 'fulfilment_fee_cents', 'countries', 'template_id', 'active'])
    await db.schema.alterTable('warehouses').dropColumn(c).execute();
}
