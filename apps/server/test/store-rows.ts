import type { Db } from '../src/db/database.js';
import { newId } from '../src/lib/ids.js';

/** Inserts an active Shopify store of a seller (no token: nothing is asked of Shopify) and answers its id. */
export async function insertStore(db: Db, userId: string, name: string, now = Date.now()): Promise<string> {
  const id = newId();
  await db
    .insertInto('stores')
    .values({
      id,
      user_id: userId,
      platform: 'shopify',
      shop_domain: `${name.toLowerCase().replace(/\W+/g, '-')}-${id.toLowerCase()}.myshopify.com`,
      name,
      currency: 'USD',
      access_token_enc: null,
      scopes: '',
      status: 'active',
      linked_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A listing row of a seller's product in one of their stores, active and in sync unless told otherwise. */
export function listingRow(
  l: { userId: string; storeId: string; productId: number },
  over: { status?: 'failed' | 'active' | 'unlisted'; sync?: 'ok' | 'problem' } = {},
  now = Date.now(),
) {
  return {
    id: newId(),
    user_id: l.userId,
    store_id: l.storeId,
    product_id: l.productId,
    import_item_id: null,
    batch_id: null,
    title: 'Lamp',
    description: '',
    tags: '[]',
    images: '[]',
    options: '[]',
    status: over.status ?? 'active',
    currency: 'USD',
    price_min_cents: 100,
    price_max_cents: 100,
    handle: `lamp-${newId().toLowerCase()}`,
    store_product_id: null,
    store_product_url: null,
    error_code: null,
    error_params: null,
    sync_status: over.sync ?? 'ok',
    sync_problem_code: null,
    sync_problem_params: null,
    last_synced_at: null,
    pushed_at: null,
    created_at: now,
    updated_at: now,
  };
}
