import { expect } from 'vitest';
import type { ImportDraft, ImportDraftPage, ListingDetail, ListingPage, PushBatch } from '@dropport/contracts';
import type { ErrorBody, Seller } from './harness.js';
import type { World } from './stores-support.js';

/** The listing calls of a test, bound to one engine's server and stand-in. */
export function listingsApi(get: () => World) {
  const s = () => get().s;
  const drain = () => s().ctx.jobs.drain();
  /** Adds market products to the seller's import list; answers their items. */
  const importItems = async (as: Seller, productIds: number[]): Promise<ImportDraft[]> => {
    const added = await s().call('POST', '/api/import-list/items', { as, json: { productIds } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const page = await s().call<ImportDraftPage>('GET', '/api/import-list?limit=50', { as });
    return productIds.map((id) => {
      const item = page.body.items.find((i) => i.productId === id);
      if (!item) throw new Error(`product ${id} not in the import list`);
      return item;
    });
  };
  const push = (as: Seller, itemIds: string[], storeIds: string[], lang = 'en-US') =>
    s().call<PushBatch & ErrorBody>('POST', '/api/listings/push', {
      as,
      json: { itemIds, storeIds },
      headers: { 'accept-language': lang },
    });
  const batch = (as: Seller, id: string, lang = 'en-US') =>
    s().call<PushBatch & ErrorBody>('GET', `/api/listings/push/${id}`, { as, headers: { 'accept-language': lang } });
  const list = (as: Seller, query = '') => s().call<ListingPage & ErrorBody>('GET', `/api/listings${query}`, { as });
  const one = (as: Seller, id: string) => s().call<ListingDetail & ErrorBody>('GET', `/api/listings/${id}`, { as });
  const action = (as: Seller, id: string, what: 'unlist' | 'sync' | 'retry') =>
    s().call<ListingDetail & ErrorBody>('POST', `/api/listings/${id}/${what}`, { as });
  const prices = (as: Seller, id: string, variants: unknown[]) =>
    s().call<ListingDetail & ErrorBody>('PATCH', `/api/listings/${id}/prices`, { as, json: { variants } });
  /** Pushes and runs the jobs: answers the finished batch. */
  const pushAndWait = async (as: Seller, itemIds: string[], storeIds: string[]) => {
    const started = await push(as, itemIds, storeIds);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await drain();
    return (await batch(as, started.body.id)).body;
  };
  /** The stand-in's copy of a shop's product with this handle. */
  const storeProduct = (shop: string, handle: string) =>
    get()
      .shopify.shop(shop)
      .products.find((p) => p.handle === handle);
  const handleOf = async (listingId: string) =>
    (await s().ctx.db.selectFrom('listings').select('handle').where('id', '=', listingId).executeTakeFirstOrThrow()).handle;
  return { drain, importItems, push, batch, list, one, action, prices, pushAndWait, storeProduct, handleOf };
}

/** Listed, active catalogue products with at least two variants, each taken once. */
export async function productPool(w: World): Promise<() => number> {
  const rows = await w.s.ctx.db
    .selectFrom('products as p')
    .innerJoin('product_variants as v', 'v.product_id', 'p.id')
    .select(['p.id', (eb) => eb.fn.countAll().as('n')])
    .where('p.listed', '=', 1)
    .where('p.status', '=', 'active')
    .groupBy('p.id')
    .orderBy('p.id')
    .execute();
  const pool = rows.filter((r) => Number(r.n) >= 2).map((r) => Number(r.id));
  return () => {
    const id = pool.shift();
    if (id === undefined) throw new Error('out of products');
    return id;
  };
}
