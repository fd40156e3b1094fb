import type { Kysely } from 'kysely';

const text = 'text' as const;

/**
 * What binds a Shopify webhook to the shop it is for (modules/stores/webhooks.service.ts).
 *
 * - `webhook_deliveries.body_digest`: SHA-256 of topic and raw body, for the topics whose body says all there is to say
 *   (orders, products, customer privacy). Unique per shop, so the same signed body re-sent under a new webhook id is
 *   acknowledged and not acted on again; null for app/uninstalled and shop/redact, whose body is the same every time
 *   for a shop and which are confirmed with Shopify instead.
 * - `orders.store_order_id` alone is indexed: an order webhook looks whether the order is already held under a store of
 *   another shop, and the unique (store_id, store_order_id) cannot answer that.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').addColumn('body_digest', text).execute();
  await db.schema
    .createIndex('webhook_deliveries_body')
    .on('webhook_deliveries')
    .columns(['shop_domain', 'body_digest'])
    .unique()
    .execute();
  await db.schema.createIndex('orders_store_order_id').on('orders').column('store_order_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_store_order_id').execute();
  await db.schema.dropIndex('webhook_deliveries_body').execute();
  await db.schema.alterTable('webhook_deliveries').dropColumn('body_digest').execute();
}
