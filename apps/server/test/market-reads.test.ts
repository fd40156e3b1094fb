import { beforeAll, expect, it } from 'vitest';
import type { CategoryNode, MarketPage, ProductDetail } from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

const TTL = 60_000;

describeEachEngine(
  'market reads kept between requests',
  (get) => {
    let alice: Seller, bob: Seller, admin: Seller;
    const list = (as: Seller, query = 'sort=newest&limit=10') =>
      get().call<MarketPage & ErrorBody>('GET', `/api/market/products?${query}`, { as });
    const detail = (as: Seller, id: number) => get().call<ProductDetail & ErrorBody>('GET', `/api/market/products/${id}`, { as });
    /** Moves the server's clock on, as the passing of time would. */
    const later = (ms: number) => {
      const ctx = get().ctx;
      const before = ctx.now;
      ctx.now = () => before() + ms;
    };
    /** A write behind the API's back, as another process of the deployment would make it. */
    const setStock = (id: number, stock: number) =>
      get().ctx.db.updateTable('products').set({ stock }).where('id', '=', id).execute();

    beforeAll(async () => {
      const s = get();
      await s.catalogue(40);
      ({ alice, bob, admin } = await s.cast());
    });

    it('serves a page again for its time, then reads it anew', async () => {
      const first = await list(alice);
      expect(first.status).toBe(200);
      const card = first.body.items[0]!;
      await setStock(card.id, card.stock + 7);
      // Another seller's request for the same page reuses it: the change made elsewhere is not read yet.
      expect((await list(bob)).body.items[0]!.stock).toBe(card.stock);
      later(TTL);
      expect((await list(bob)).body.items[0]!.stock).toBe(card.stock + 7);
    });

    it("marks each seller's own import list on a shared page", async () => {
      const page = (await list(alice, 'sort=costAsc&limit=5')).body;
      const id = page.items[1]!.id;
      const added = await get().call('POST', '/api/import-list/items', { as: alice, json: { productIds: [id] } });
      expect(added.status).toBe(200);
      const mine = (await list(alice, 'sort=costAsc&limit=5')).body.items.find((c) => c.id === id);
      const theirs = (await list(bob, 'sort=costAsc&limit=5')).body.items.find((c) => c.id === id);
      expect(mine?.inImportList).toBe(true);
      expect(theirs?.inImportList).toBe(false);
      expect((await detail(alice, id)).body.inImportList).toBe(true);
      expect((await detail(bob, id)).body.inImportList).toBe(false);
    });

    it('shows a catalogue write made through this server at once: the list, the product page, the categories', async () => {
      const id = (await list(alice, 'sort=popular&limit=5')).body.items[0]!.id;
      expect((await detail(bob, id)).status).toBe(200);
      const off = await get().call('POST', `/api/admin/catalogue/products/${id}/status`, {
        as: admin,
        json: { status: 'inactive' },
      });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect((await list(alice, 'sort=popular&limit=5')).body.items.map((c) => c.id)).not.toContain(id);
      const gone = await detail(bob, id);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('PRODUCT_NOT_FOUND');

      const tree = async () =>
        (await get().call<{ items: CategoryNode[] }>('GET', '/api/market/categories', { as: alice })).body.items;
      expect((await tree()).map((c) => c.id)).not.toContain('hobby-drones');
      const made = await get().call('POST', '/api/admin/categories', {
        as: admin,
        json: { id: 'hobby-drones', nameEn: 'Hobby drones', nameEs: 'Drones de hobby', namePt: 'Drones de hobby' },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await tree()).map((c) => c.id)).toContain('hobby-drones');
      expect((await list(alice, 'category=hobby-drones')).status).toBe(200);
    });
  },
  { MARKET_CACHE_MS: String(TTL) },
);
