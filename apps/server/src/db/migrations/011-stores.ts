import { sql, type Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;

/**
 * Linked stores and what linking them needs.
 *
 * - `stores`: one row per seller and shop (relinking reuses the row, so its id stays what listings point at). The
 *   access token is AES-256-GCM ciphertext (modules/stores/token-crypto.ts), null once the store is unlinked,
 *   uninstalled or revoked. At most one seller holds a shop actively (a partial unique index).
 * - `oauth_states`: the one-time `state` of each authorization, stored as its SHA-256; user_id is null for an
 *   install begun from Shopify's side. `used_at` makes a replay visible.
 * - `parked_installs`: an install finished with no Dropport session, waiting for its seller to sign in and claim it
 *   (by a token whose SHA-256 is kept).
 * - `webhook_deliveries`: every verified webhook, unique by Shopify's webhook id (a repeat is acknowledged and
 *   ignored); handled on the job queue. `privacy_requests`: the record of each privacy topic received.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('platform', text, (c) => c.notNull())
    .addColumn('shop_domain', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('access_token_enc', text)
    .addColumn('scopes', text, (c) => c.notNull().defaultTo(''))
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('linked_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('stores_user_shop', ['user_id', 'platform', 'shop_domain'])
    .execute();
  await db.schema.createIndex('stores_shop').on('stores').columns(['platform', 'shop_domain']).execute();
  await db.schema
    .createIndex('stores_active_shop')
    .on('stores')
    .columns(['platform', 'shop_domain'])
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('state_hash', text, (c) => c.notNull().unique())
    .addColumn('user_id', text, (c) => c.references('users.id'))
    .addColumn('platform', text, (c) => c.notNull())
    .addColumn('shop_domain', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .execute();
  await db.schema.createIndex('oauth_states_expiry').on('oauth_states').column('expires_at').execute();

  await db.schema
    .createTable('parked_installs')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('claim_hash', text, (c) => c.notNull().unique())
    .addColumn('platform', text, (c) => c.notNull())
    .addColumn('shop_domain', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('access_token_enc', text, (c) => c.notNull())
    .addColumn('scopes', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parked_installs_shop').on('parked_installs').columns(['platform', 'shop_domain']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('platform', text, (c) => c.notNull())
    .addColumn('webhook_id', text, (c) => c.notNull().unique())
    .addColumn('topic', text, (c) => c.notNull())
    .addColumn('shop_domain', text, (c) => c.notNull())
    .addColumn('api_version', text, (c) => c.notNull())
    // The body until it is handled (then null): the job reads it from here, not from its own payload.
    .addColumn('payload', text)
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('outcome', text)
    .addColumn('received_at', big, (c) => c.notNull())
    .addColumn('handled_at', big)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_shop')
    .on('webhook_deliveries')
    .columns(['shop_domain', 'received_at'])
    .execute();

  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('platform', text, (c) => c.notNull())
    .addColumn('shop_domain', text, (c) => c.notNull())
    .addColumn('topic', text, (c) => c.notNull())
    .addColumn('webhook_id', text, (c) => c.notNull())
    // What Dropport did: e.g. "erased 1 store" or "no customer data held".
    .addColumn('outcome', text, (c) => c.notNull())
    .addColumn('received_at', big, (c) => c.notNull())
    .addColumn('handled_at', big, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_requests').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('parked_installs').execute();
  await db.schema.dropTable('oauth_states').execute();
  await db.schema.dropTable('stores').execute();
}
