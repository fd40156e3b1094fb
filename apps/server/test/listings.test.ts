import { beforeAll, expect, it } from 'vitest';
import {
  convertUsdCents,
  priceFor,
  type AdminProduct,
  type ImportDraft,
  type PriceRuleSet,
  type StoreView,
} from '@dropport/contracts';
import { toMoney } from '../src/modules/stores/shopify-client.js';
import { withStore } from '../src/modules/stores/stores.service.js';
import type { ErrorBody, Seller } from './harness.js';
import { listingsApi, productPool } from './listings-support.js';
import { describeWithShopify, storesApi, uniqueShop } from './stores-support.js';

const EUR = 920_000;
/** The EUR store's own rules: ×2, compare-at ×1.5, prices ending in .99. */
const STORE_RULES: PriceRuleSet = {
  rules: [{ minCostCents: 0, maxCostCents: null, kind: 'multiplier', value: 2000 }],
  compareAt: { kind: 'multiplier', value: 1500 },
  centsEnding: 99,
  includeShipping: false,
};
const eurPrice = (costCents: number) => priceFor(STORE_RULES, { costCents, rateMicros: EUR });

describeWithShopify('push to store, My Products and sync', (get) => {
  const stores = storesApi(get);
  const api = listingsApi(get);
  let alice: Seller, bob: Seller, admin: Seller;
  let take: () => number;
  let shop: string;
  let store: StoreView;
  let bobStore: StoreView;

  /** Imports products for alice and pushes them to her EUR store; answers the finished batch and the items. */
  const pushed = async (n = 1, as = alice, to = () => store) => {
    const items = await api.importItems(
      as,
      Array.from({ length: n }, () => take()),
    );
    const batch = await api.pushAndWait(
      as,
      items.map((i) => i.id),
      [to().id],
    );
    return { batch, items };
  };
  const adminProduct = async (id: number) =>
    (await get().s.call<AdminProduct>('GET', `/api/admin/catalogue/products/${id}`, { as: admin })).body;
  const replaceProduct = (p: AdminProduct) =>
    get().s.call<AdminProduct & ErrorBody>('PUT', `/api/admin/catalogue/products/${p.id}`, { as: admin, json: p });
  const listingRow = (id: string) =>
    get().s.ctx.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const counts = async () => {
    const db = get().s.ctx.db;
    const n = async (t: 'listings' | 'push_batches' | 'listing_variants') =>
      Number(
        (
          await db
            .selectFrom(t)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { listings: await n('listings'), batches: await n('push_batches'), variants: await n('listing_variants') };
  };

  beforeAll(async () => {
    const { s } = get();
    await s.catalogue(80);
    ({ alice, bob, admin } = await s.cast());
    take = await productPool(get());
    shop = uniqueShop('eur');
    store = (await stores.link(alice, shop, { currency: 'EUR' })).store;
    bobStore = (await stores.link(bob, uniqueShop('bob'))).store;
    const saved = await s.call('PUT', `/api/pricing-rules/${store.id}`, { as: alice, json: STORE_RULES });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('pushes products with the store rules in the store currency, stock and images; they move to My Products', async () => {
    const { batch, items } = await pushed(2);
    expect(batch).toMatchObject({ total: 2, done: 2, failed: 0, status: 'finished' });
    for (const item of items) {
      const entry = batch.items.find((b) => b.importItemId === item.id)!;
      expect(entry).toMatchObject({ status: 'active', storeId: store.id, error: null });
      const product = api.storeProduct(shop, await api.handleOf(entry.listingId));
      expect(product, 'in the stand-in shop').toBeDefined();
      expect(product!.title).toBe(item.title);
      expect(product!.media.length).toBe(item.images.length);
      const chosen = item.variants.filter((v) => v.selected);
      expect(product!.variants.map((v) => v.sku)).toEqual(chosen.map((v) => v.sku));
      for (const v of chosen) {
        const sv = product!.variants.find((x) => x.sku === v.sku)!;
        const want = eurPrice(v.costCents);
        expect(sv.price, v.sku).toBe(toMoney(want.priceCents));
        expect(sv.compareAtPrice).toBe(want.compareAtCents === null ? null : toMoney(want.compareAtCents));
        expect(Object.values(sv.available)).toEqual([Math.max(0, v.stock)]);
      }
    }
    // My Products shows them in the store's currency with a link to the store's admin; the import list no longer does.
    const mine = (await api.list(alice, `?storeId=${store.id}`)).body.items;
    const first = mine.find((m) => m.id === batch.items.find((b) => b.importItemId === items[0]!.id)!.listingId)!;
    expect(first).toMatchObject({
      status: 'active',
      currency: 'EUR',
      syncStatus: 'ok',
      store: { id: store.id, currency: 'EUR' },
    });
    expect(first.storeProductUrl).toMatch(new RegExp(`/store/${shop}/admin/products/\\d+$`));
    const costs = items[0]!.variants.filter((v) => v.selected).map((v) => eurPrice(v.costCents).priceCents);
    expect([first.priceMinCents, first.priceMaxCents]).toEqual([Math.min(...costs), Math.max(...costs)]);
    const left = await get().s.call<{ items: ImportDraft[] }>('GET', '/api/import-list?limit=50', { as: alice });
    expect(left.body.items.map((i) => i.id)).not.toEqual(expect.arrayContaining([items[0]!.id]));
    // The same product again to the same store: reported, not listed twice.
    const again = await api.importItems(alice, [items[0]!.productId]);
    const repeat = await api.push(alice, [again[0]!.id], [store.id]);
    expect(repeat.status).toBe(202);
    expect(repeat.body).toMatchObject({ total: 0, status: 'finished', items: [] });
    expect(repeat.body.alreadyListed).toEqual([{ importItemId: again[0]!.id, storeId: store.id, listingId: first.id }]);
  });

  it('pushes a seller price from the import list converted at the rate, without the rules’ cents ending', async () => {
    const [item] = await api.importItems(alice, [take()]);
    const [v0, v1] = item!.variants;
    const edit = await get().s.call('PATCH', `/api/import-list/${item!.id}`, {
      as: alice,
      json: {
        variants: [
          { id: v0!.id, priceCents: 2000 },
          { id: v1!.id, selected: false },
        ],
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const batch = await api.pushAndWait(alice, [item!.id], [store.id]);
    const listingId = batch.items[0]!.listingId;
    const product = api.storeProduct(shop, await api.handleOf(listingId))!;
    // US$20.00 at 0.92 is €18.40: a typed price is the seller's, so the set's .99 ending does not apply.
    expect(convertUsdCents(2000, EUR)).toBe(1840);
    const sv = product.variants.find((x) => x.sku === v0!.sku)!;
    expect(sv.price).toBe('18.40');
    expect(product.variants.map((x) => x.sku)).not.toContain(v1!.sku);
    const detail = (await api.one(alice, listingId)).body;
    expect(detail.variants[0]).toMatchObject({ sku: v0!.sku, priceCents: 1840, priceOverride: true });
    expect(detail.variants.map((v) => v.sku)).not.toContain(v1!.sku);
    expect(detail.variants.slice(1).every((v) => !v.priceOverride)).toBe(true);
  });

  it('retries a push whose first attempt reached the store without making a second product', async () => {
    const [item] = await api.importItems(alice, [take()]);
    const started = await api.push(alice, [item!.id], [store.id]);
    const listingId = started.body.items[0]!.listingId;
    const handle = await api.handleOf(listingId);
    // The first attempt made the product in the store, then its answer was lost: the listing is recorded failed.
    await withStore(get().s.ctx, { storeId: store.id }, (c) =>
      c.createProduct({
        handle,
        title: 'half-made',
        options: [],
        variants: [{ sku: item!.variants[0]!.sku, optionValues: [], priceMinor: 100 }],
      }),
    );
    await get()
      .s.ctx.db.updateTable('listings')
      .set({ status: 'failed', error_code: 'SHOPIFY_UNAVAILABLE', error_params: '{}' })
      .where('id', '=', listingId)
      .execute();
    await api.drain();
    const failed = (await api.batch(alice, started.body.id, 'es-ES')).body;
    expect(failed.items[0]).toMatchObject({ status: 'failed', error: { code: 'SHOPIFY_UNAVAILABLE' } });
    expect(failed.items[0]!.error!.message).toMatch(/Shopify/);

    const retried = await api.action(alice, listingId, 'retry');
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.status).toBe('pushing');
    await api.drain();
    const products = get()
      .shopify.shop(shop)
      .products.filter((p) => p.handle === handle);
    expect(products).toHaveLength(1);
    expect(products[0]!.title).toBe(item!.title);
    const row = await listingRow(listingId);
    expect(row.status).toBe('active');
    expect(row.store_product_id).toBe(`gid://shopify/Product/${products[0]!.id}`);
    expect((await api.batch(alice, started.body.id)).body).toMatchObject({ done: 1, failed: 0, status: 'finished' });
    // Only a failed push is retried.
    const again = await api.action(alice, listingId, 'retry');
    expect([again.status, again.body.code]).toEqual([409, 'LISTING_NOT_RETRYABLE']);
  });

  it('records a revoked token as the reason, notifies the seller, and keeps the item in the import list', async () => {
    const name = uniqueShop('revoke');
    const other = (await stores.link(alice, name)).store;
    const [item] = await api.importItems(alice, [take()]);
    const started = await api.push(alice, [item!.id], [other.id]);
    expect(started.status).toBe(202);
    get().shopify.revokeToken(name, 'dropport-test-app');
    await api.drain();
    const batch = (await api.batch(alice, started.body.id, 'pt-BR')).body;
    expect(batch).toMatchObject({ total: 1, done: 0, failed: 1, status: 'finished' });
    expect(batch.items[0]!.error).toMatchObject({ code: 'STORE_ACCESS_REVOKED', params: { shop: `${name}.myshopify.com` } });
    expect(batch.items[0]!.error!.message).toContain('Conecte-a novamente');
    expect(get().shopify.shop(name).products).toEqual([]);
    const notes = await get().s.call<{ items: { type: string; params: Record<string, unknown> }[] }>(
      'GET',
      '/api/notifications?type=listing.push_failed',
      { as: alice },
    );
    expect(notes.body.items.find((n) => n.params.batchId === started.body.id)?.params).toEqual({
      batchId: started.body.id,
      failed: 1,
      total: 1,
    });
    const list = await get().s.call<{ items: ImportDraft[] }>('GET', '/api/import-list?limit=50', { as: alice });
    expect(list.body.items.map((i) => i.id)).toContain(item!.id);
    // The store is revoked now: a retry is refused at once, nothing changes.
    const retry = await api.action(alice, batch.items[0]!.listingId, 'retry');
    expect([retry.status, retry.body.code]).toEqual([409, 'STORE_NOT_ACTIVE']);
    expect((await listingRow(batch.items[0]!.listingId)).status).toBe('failed');
  });

  it('refuses a push to an unlinked store, another seller’s store or with another seller’s item, writing nothing', async () => {
    const [item] = await api.importItems(alice, [take()]);
    const unlinked = (await stores.link(alice, uniqueShop('gone'))).store;
    expect((await get().s.call('DELETE', `/api/stores/${unlinked.id}`, { as: alice })).status).toBe(200);
    const before = await counts();
    const toBob = await api.push(alice, [item!.id], [store.id, bobStore.id]);
    expect([toBob.status, toBob.body.code]).toEqual([404, 'STORE_NOT_FOUND']);
    const toUnlinked = await api.push(alice, [item!.id], [unlinked.id]);
    expect([toUnlinked.status, toUnlinked.body.code, toUnlinked.body.params.status]).toEqual([
      409,
      'STORE_NOT_ACTIVE',
      'unlinked',
    ]);
    const othersItem = await api.push(bob, [item!.id], [bobStore.id]);
    expect([othersItem.status, othersItem.body.code]).toEqual([404, 'IMPORT_ITEM_NOT_FOUND']);
    const empty = await api.push(alice, [], [store.id]);
    expect(empty.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('lists a product once when two pushes of it to one store arrive at the same time', async () => {
    const [item] = await api.importItems(alice, [take()]);
    const [a, b] = await Promise.all([api.push(alice, [item!.id], [store.id]), api.push(alice, [item!.id], [store.id])]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const listings = await get()
      .s.ctx.db.selectFrom('listings')
      .select('id')
      .where('store_id', '=', store.id)
      .where('import_item_id', '=', item!.id)
      .execute();
    expect(listings).toHaveLength(1);
    // One of them started the push; the other found it under way.
    const reported = [a.body, b.body].map((x) => (x as { alreadyListed: unknown[] }).alreadyListed.length).sort();
    expect(reported).toEqual([0, 1]);
    await api.drain();
  });

  it('syncs after an admin cost and stock change: rule prices follow, a seller price stays, stock is set', async () => {
    const { batch, items } = await pushed(1);
    const listingId = batch.items[0]!.listingId;
    const detail = (await api.one(alice, listingId)).body;
    const [kept, follows] = detail.variants;
    // The seller prices one variant in the store: sync keeps that one.
    const set = await api.prices(alice, listingId, [{ variantId: kept!.variantId, priceCents: 4242, compareAtCents: null }]);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.variants.find((v) => v.variantId === kept!.variantId)).toMatchObject({
      priceCents: 4242,
      priceOverride: true,
    });
    const handle = await api.handleOf(listingId);
    expect(api.storeProduct(shop, handle)!.variants.find((v) => v.sku === kept!.sku)!.price).toBe('42.42');

    const p = await adminProduct(items[0]!.productId);
    const changed = await replaceProduct({
      ...p,
      variants: p.variants.map((v) =>
        v.id === follows!.variantId || v.id === kept!.variantId ? { ...v, costCents: v.costCents + 500, stock: 7 } : v,
      ),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await api.drain();

    const product = api.storeProduct(shop, handle)!;
    const newCost = p.variants.find((v) => v.id === follows!.variantId)!.costCents + 500;
    const sv = product.variants.find((v) => v.sku === follows!.sku)!;
    expect(sv.price).toBe(toMoney(eurPrice(newCost).priceCents));
    expect(Object.values(sv.available)).toEqual([7]);
    const kv = product.variants.find((v) => v.sku === kept!.sku)!;
    expect(kv.price).toBe('42.42');
    expect(Object.values(kv.available)).toEqual([7]);
    const after = (await api.one(alice, listingId)).body;
    expect(after).toMatchObject({ syncStatus: 'ok', syncProblem: null });
    expect(after.lastSyncedAt).not.toBeNull();
    expect(after.variants.find((v) => v.variantId === follows!.variantId)).toMatchObject({
      priceCents: eurPrice(newCost).priceCents,
      costCents: newCost,
      stock: 7,
      priceOverride: false,
    });
  });

  it('shows a stopped product as a sync problem, sets its stock to 0 in the store and tells the seller', async () => {
    const { batch, items } = await pushed(1);
    const listingId = batch.items[0]!.listingId;
    const stop = await get().s.call('POST', `/api/admin/catalogue/products/${items[0]!.productId}/status`, {
      as: admin,
      json: { status: 'inactive' },
    });
    expect(stop.status).toBe(200);
    await api.drain();
    const product = api.storeProduct(shop, await api.handleOf(listingId))!;
    expect(product.variants.flatMap((v) => Object.values(v.available))).toEqual(product.variants.map(() => 0));
    const mine = (await api.list(alice, '?status=active')).body.items.find((m) => m.id === listingId)!;
    expect(mine).toMatchObject({ syncStatus: 'problem', syncProblem: { code: 'LISTING_PRODUCT_INACTIVE' } });
    const notes = await get().s.call<{ items: { params: Record<string, unknown> }[] }>(
      'GET',
      '/api/notifications?type=listing.sync_problem',
      { as: alice },
    );
    expect(notes.body.items.filter((n) => n.params.listingId === listingId)).toHaveLength(1);
    // Sync now again: still a problem, no second notification.
    const now = await api.action(alice, listingId, 'sync');
    expect(now.body.syncProblem?.code).toBe('LISTING_PRODUCT_INACTIVE');
    const again = await get().s.call<{ items: { params: Record<string, unknown> }[] }>(
      'GET',
      '/api/notifications?type=listing.sync_problem',
      { as: alice },
    );
    expect(again.body.items.filter((n) => n.params.listingId === listingId)).toHaveLength(1);
  });

  it('unlists: the product is deleted in the store and the listing stays, unlisted', async () => {
    const { batch } = await pushed(1);
    const listingId = batch.items[0]!.listingId;
    const handle = await api.handleOf(listingId);
    const res = await api.action(alice, listingId, 'unlist');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'unlisted', storeProductUrl: null });
    expect(api.storeProduct(shop, handle)).toBeUndefined();
    await get().shopify.idle();
    await api.drain();
    expect((await listingRow(listingId)).status).toBe('unlisted');
    const sync = await api.action(alice, listingId, 'sync');
    expect([sync.status, sync.body.code]).toEqual([409, 'LISTING_NOT_ACTIVE']);
  });

  it('marks a listing removed when the merchant deletes the product in the store (products/delete)', async () => {
    const { batch } = await pushed(1);
    const listingId = batch.items[0]!.listingId;
    const product = api.storeProduct(shop, await api.handleOf(listingId))!;
    expect(get().shopify.deleteProduct(shop, product.id)).toBe(true);
    await get().shopify.idle();
    await api.drain();
    expect((await api.one(alice, listingId)).body.status).toBe('removed');
  });

  it('keeps each seller to their own listings; an admin reads them, a seller may not', async () => {
    const { s } = get();
    const { batch } = await pushed(1);
    const listingId = batch.items[0]!.listingId;
    for (const [method, url, json] of [
      ['GET', `/api/listings/${listingId}`, undefined],
      ['PATCH', `/api/listings/${listingId}/prices`, { variants: [{ variantId: 1, priceCents: 100 }] }],
      ['POST', `/api/listings/${listingId}/unlist`, undefined],
      ['POST', `/api/listings/${listingId}/sync`, undefined],
      ['POST', `/api/listings/${listingId}/retry`, undefined],
    ] as const) {
      const res = await s.call(method, url, { as: bob, json });
      expect([res.status, res.body.code], url).toEqual([404, 'LISTING_NOT_FOUND']);
    }
    const other = await api.batch(bob, batch.id);
    expect([other.status, other.body.code]).toEqual([404, 'PUSH_BATCH_NOT_FOUND']);
    expect((await api.list(bob)).body.items).toEqual([]);
    expect((await s.call('GET', '/api/listings')).status).toBe(401);

    const asAdmin = await s.call<{ items: { id: string }[] }>('GET', `/api/admin/users/${alice.id}/listings?limit=100`, {
      as: admin,
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.items.map((i) => i.id)).toContain(listingId);
    const asSeller = await s.call('GET', `/api/admin/users/${alice.id}/listings`, { as: bob });
    expect(asSeller.status).toBe(403);
    const nobody = await s.call('GET', '/api/admin/users/NOPE/listings', { as: admin });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'USER_NOT_FOUND']);
  });

  it('filters My Products by store, status and title, page by page', async () => {
    const all = (await api.list(alice, '?limit=100')).body.items;
    expect(all.length).toBeGreaterThan(3);
    const first = await api.list(alice, '?limit=2');
    expect(first.body.items).toEqual(all.slice(0, 2));
    const second = await api.list(alice, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toEqual(all.slice(2, 4));
    const failed = (await api.list(alice, '?status=failed&limit=100')).body.items;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((f) => f.status === 'failed' && f.error !== null)).toBe(true);
    const inStore = (await api.list(alice, `?storeId=${store.id}&limit=100`)).body.items;
    expect(inStore.every((f) => f.store.id === store.id)).toBe(true);
    const word = all[0]!.title.split(' ')[0]!.toUpperCase();
    const found = (await api.list(alice, `?q=${encodeURIComponent(word)}&limit=100`)).body.items;
    expect(found.map((f) => f.id)).toContain(all[0]!.id);
    expect(found.every((f) => f.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await api.list(alice, '?q=%25_nothing')).body.items).toEqual([]);
  });

  it('erases a shop’s listings when Shopify asks for the shop’s data to be erased', async () => {
    const name = uniqueShop('redact');
    const other = (await stores.link(alice, name)).store;
    const { batch } = await pushed(1, alice, () => other);
    expect(batch.done).toBe(1);
    get().shopify.sendPrivacy(name, 'dropport-test-app', 'shop/redact');
    await get().shopify.idle();
    await api.drain();
    const left = await get().s.ctx.db.selectFrom('listings').select('id').where('store_id', '=', other.id).execute();
    expect(left).toEqual([]);
  });
});
