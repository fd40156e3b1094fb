import { beforeAll, expect, it } from 'vitest';
import { type ImportDraft, type PriceRuleSet, type PushPreview, type StoreView } from '@dropport/contracts';
import { toMoney } from '../src/modules/stores/shopify-client.js';
import type { ErrorBody, Seller } from './harness.js';
import { listingsApi, productPool } from './listings-support.js';
import { describeWithShopify, storesApi, uniqueShop } from './stores-support.js';

/** The seller's default rules: ×2, compare-at ×1.5, prices ending in .95. */
const RULES: PriceRuleSet = {
  rules: [{ minCostCents: 0, maxCostCents: null, kind: 'multiplier', value: 2000 }],
  compareAt: { kind: 'multiplier', value: 1500 },
  centsEnding: 95,
  includeShipping: false,
};

describeWithShopify('typed import-list prices and repeated pushes', (get) => {
  const stores = storesApi(get);
  const api = listingsApi(get);
  let alice: Seller;
  let take: () => number;
  let shop: string;
  let store: StoreView;

  const preview = (as: Seller, itemIds: string[], storeIds: string[]) =>
    get().s.call<PushPreview & ErrorBody>('POST', '/api/listings/push/preview', { as, json: { itemIds, storeIds } });
  const pushWithKey = (as: Seller, itemIds: string[], storeIds: string[], idempotencyKey: string) =>
    get().s.call<{ id: string; total: number; alreadyListed: unknown[] } & ErrorBody>('POST', '/api/listings/push', {
      as,
      json: { itemIds, storeIds, idempotencyKey },
    });

  beforeAll(async () => {
    const { s } = get();
    await s.catalogue(30);
    ({ alice } = await s.cast());
    take = await productPool(get());
    shop = uniqueShop('usd');
    store = (await stores.link(alice, shop, { currency: 'USD' })).store;
    const saved = await s.call('PUT', '/api/pricing-rules/default', { as: alice, json: RULES });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('pushes typed prices exactly, with the compare-at shown before the push', async () => {
    const [item] = await api.importItems(alice, [take()]);
    const [v0, v1] = item!.variants;
    const edit = await get().s.call<ImportDraft & ErrorBody>('PATCH', `/api/import-list/${item!.id}`, {
      as: alice,
      json: {
        variants: [
          { id: v0!.id, priceCents: 4999 },
          { id: v1!.id, priceCents: 5999 },
        ],
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const shownInList = new Map(edit.body.variants.map((v) => [v.sku, v]));
    expect(shownInList.get(v0!.sku)).toMatchObject({ priceCents: 4999, compareAtCents: 7595 });

    const before = await preview(alice, [item!.id], [store.id]);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const shown = new Map(before.body.stores[0]!.items[0]!.variants.map((v) => [v.sku, v]));
    expect(shown.get(v0!.sku)).toMatchObject({ priceCents: 4999, compareAtCents: 7595, typed: true });
    expect(shown.get(v1!.sku)).toMatchObject({ priceCents: 5999, compareAtCents: 9095, typed: true });

    const batch = await api.pushAndWait(alice, [item!.id], [store.id]);
    expect(batch).toMatchObject({ total: 1, done: 1, failed: 0 });
    const product = api.storeProduct(shop, await api.handleOf(batch.items[0]!.listingId))!;
    for (const sku of [v0!.sku, v1!.sku]) {
      const sv = product.variants.find((x) => x.sku === sku)!;
      const want = shown.get(sku)!;
      expect(sv.price, sku).toBe(toMoney(want.priceCents));
      expect(sv.compareAtPrice, sku).toBe(want.compareAtCents === null ? null : toMoney(want.compareAtCents));
      // What the import list showed is what the store got.
      expect(sv.price, sku).toBe(toMoney(shownInList.get(sku)!.priceCents));
      expect(sv.compareAtPrice, sku).toBe(toMoney(shownInList.get(sku)!.compareAtCents!));
    }
    expect(product.variants.find((x) => x.sku === v0!.sku)!.price).toBe('49.99');
    expect(product.variants.find((x) => x.sku === v1!.sku)!.price).toBe('59.99');
  });

  it('answers a repeated push attempt with the first attempt’s batch, pushing nothing more', async () => {
    const [item] = await api.importItems(alice, [take()]);
    const key = 'push-attempt-0001';
    const [a, b] = await Promise.all([
      pushWithKey(alice, [item!.id], [store.id], key),
      pushWithKey(alice, [item!.id], [store.id], key),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(202);
    expect(b.status, JSON.stringify(b.body)).toBe(202);
    expect(a.body.id).toBe(b.body.id);
    expect([a.body.total, b.body.total]).toEqual([1, 1]);
    // A new attempt (a new key) is a push of its own: it finds the product being pushed and says so.
    const another = await pushWithKey(alice, [item!.id], [store.id], 'push-attempt-0002');
    expect(another.body).toMatchObject({ total: 0 });
    expect(another.body.alreadyListed).toHaveLength(1);
    await api.drain();
    const later = await pushWithKey(alice, [item!.id], [store.id], key);
    expect(later.status).toBe(202);
    expect(later.body).toMatchObject({ id: a.body.id, total: 1, done: 1, status: 'finished', alreadyListed: [] });
    const batches = await get().s.ctx.db.selectFrom('push_batches').select('id').where('idempotency_key', '=', key).execute();
    expect(batches).toHaveLength(1);
  });

  it('previews only the seller’s own items and active stores', async () => {
    const res = await preview(alice, ['nope'], [store.id]);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('IMPORT_ITEM_NOT_FOUND');
  });
});
