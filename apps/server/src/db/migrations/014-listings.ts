import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;

/**
 * Products pushed to linked stores, and the batches that push them.
 *
 * - `listings`: one row per seller product in one store (unique store_id + product_id: a product is listed once per
 *   store; pushing it again reuses the row). It keeps a snapshot of what was pushed (title, description, tags, images,
 *   options as JSON) so a retry or a re-price needs no import-list item, which leaves the list once pushed. `handle`
 *   is the key of the product in the store (`dp-<id>`): Shopify's productSet upserts on it, so a retry updates the
 *   product the first attempt made instead of creating another. `status`: pushing, active, failed, unlisted (by the
 *   seller), removed (deleted in the store). Error and sync problem are error codes with JSON params.
 * - `listing_variants`: the catalogue variants of a listing and their store variants; prices in the store currency's
 *   minor units; `price_override` marks a price the seller set (sync keeps it); the cost and stock last pushed tell
 *   sync what changed. No foreign key to product_variants: a variant the supplier drops is a sync problem to show,
 *   not a row to lose.
 * - `push_batches`: one per "push" press, for the progress the console shows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  const ref = sqlite ? ('integer' as const) : ('bigint' as const);

  await db.schema
    .createTable('push_batches')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('running', 'finished')`))
    .addColumn('notified_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_batches_user').on('push_batches').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('listings')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('store_id', text, (c) => c.notNull().references('stores.id'))
    .addColumn('product_id', ref, (c) => c.notNull())
    .addColumn('import_item_id', text)
    .addColumn('batch_id', text, (c) => c.references('push_batches.id'))
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('tags', text, (c) => c.notNull())
    .addColumn('images', text, (c) => c.notNull())
    .addColumn('options', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('pushing', 'active', 'failed', 'unlisted', 'removed')`))
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('price_min_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_max_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handle', text, (c) => c.notNull())
    .addColumn('store_product_id', text)
    .addColumn('store_product_url', text)
    .addColumn('error_code', text)
    .addColumn('error_params', text)
    .addColumn('sync_status', text, (c) =>
      c
        .notNull()
        .defaultTo('ok')
        .check(sql`sync_status in ('ok', 'problem')`),
    )
    .addColumn('sync_problem_code', text)
    .addColumn('sync_problem_params', text)
    .addColumn('last_synced_at', big)
    .addColumn('pushed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('listings_store_product', ['store_id', 'product_id'])
    .execute();
  // My Products: the seller's listings newest first, by keyset on the id.
  await db.schema.createIndex('listings_user').on('listings').columns(['user_id', 'id']).execute();
  // Sync after a catalogue edit finds a product's listings.
  await db.schema.createIndex('listings_product').on('listings').columns(['product_id']).execute();
  await db.schema.createIndex('listings_batch').on('listings').columns(['batch_id']).execute();

  await db.schema
    .createTable('listing_variants')
    .addColumn('listing_id', text, (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('variant_id', ref, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku', text, (c) => c.notNull())
    .addColumn('option_values', text, (c) => c.notNull())
    .addColumn('store_variant_id', text)
    .addColumn('inventory_item_id', text)
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('compare_at_cents', 'integer', (c) => c.check(sql`compare_at_cents > 0`))
    .addColumn('price_override', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_override in (0, 1)`),
    )
    .addColumn('pushed_cost_cents', 'integer', (c) => c.notNull())
    .addColumn('pushed_stock', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_variants_pk', ['listing_id', 'variant_id'])
    .execute();
  await db.schema.createIndex('listing_variants_variant').on('listing_variants').columns(['variant_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_variants').execute();
  await db.schema.dropTable('listings').execute();
  await db.schema.dropTable('push_batches').execute();
}
