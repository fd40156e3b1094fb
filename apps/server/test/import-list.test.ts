import { beforeAll, expect, it } from 'vitest';
import type { ImportListAddResult, ImportListPage, MarketPage, ProductDetail } from '@dropport/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

describeEachEngine('import list API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  /** Listed products nobody has imported yet (popularity 0), oldest first. */
  let fresh: number[] = [];
  let inactive: number;
  let privateToAlice: number;

  const add = (as: Seller | 'public', productIds: unknown, lang?: string) =>
    get().call<ImportListAddResult & ErrorBody>('POST', '/api/import-list/items', {
      as,
      json: { productIds },
      headers: lang ? { 'Accept-Language': lang } : {},
    });
  const page = (as: Seller | 'public', query = '') =>
    get().call<ImportListPage & ErrorBody>('GET', `/api/import-list/items${query}`, { as });
  const remove = (as: Seller, id: string) => get().call<ErrorBody>('DELETE', `/api/import-list/items/${id}`, { as });
  const popularity = async (id: number) =>
    Number(
      (await get().ctx.db.selectFrom('products').select('popularity').where('id', '=', id).executeTakeFirstOrThrow()).popularity,
    );
  const inList = async (as: Seller) => (await page(as, '?limit=100')).body.items.map((i) => i.productId);

  beforeAll(async () => {
    const s = get();
    await s.catalogue(150);
    ({ alice, bob, admin } = await s.cast());
    const db = s.ctx.db;
    const rows = await db
      .selectFrom('products')
      .select('id')
      .where('listed', '=', 1)
      .where('popularity', '=', 0)
      .orderBy('id')
      .limit(30)
      .execute();
    fresh = rows.map((r) => Number(r.id));
    const [i, p] = fresh.splice(-2);
    inactive = i!;
    privateToAlice = p!;
    await db.updateTable('products').set({ status: 'inactive', listed: 0 }).where('id', '=', inactive).execute();
    await db.updateTable('products').set({ visibility: 'private', listed: 0 }).where('id', '=', privateToAlice).execute();
    await db
      .insertInto('private_products')
      .values({ user_id: alice.id, product_id: privateToAlice, created_at: Date.now() })
      .execute();
  });

  it('adds products once each, however often the request names them, and counts each add once towards popularity', async () => {
    const [a, b, c] = fresh;
    const res = await add(alice, [a, b, a, c, String(b)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: [a, b, c], existing: [] });
    for (const id of [a!, b!, c!]) expect(await popularity(id), `product ${id}`).toBe(1);
    expect((await inList(alice)).sort()).toEqual([a, b, c].sort());
  });

  it('reports products already in the list and leaves them (and their popularity) as they were', async () => {
    const [a, , c, d] = fresh;
    const res = await add(alice, [a, d, c]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: [d], existing: [a, c] });
    expect(await popularity(a!)).toBe(1);
    expect(await popularity(c!)).toBe(1);
    expect(await popularity(d!)).toBe(1);
    const again = await add(alice, [a, d]);
    expect(again.body).toEqual({ added: [], existing: [a, d] });
    expect(await popularity(d!)).toBe(1);
    expect(await inList(alice)).toHaveLength(4);
    // Another seller importing the same product counts again, and has their own list.
    const bobs = await add(bob, [a]);
    expect(bobs.body).toEqual({ added: [a], existing: [] });
    expect(await popularity(a!)).toBe(2);
    expect(await inList(bob)).toEqual([a]);
  });

  it('refuses an unknown or hidden product and adds nothing of the batch', async () => {
    const [, , , , e, f] = fresh;
    const before = await inList(alice);
    for (const [ids, missing] of [
      [[e, 999999], 999999],
      [[e, f, inactive], inactive],
      [[privateToAlice, e], privateToAlice],
    ] as const) {
      const res = await add(bob, ids, 'es-ES');
      expect(res.status, JSON.stringify(ids)).toBe(404);
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
      expect(res.body.params.id).toBe(missing);
      expect(res.body.message).toBe(`No hay ningún producto ${missing} en el mercado.`);
    }
    expect(await inList(bob)).not.toContain(e);
    expect(await inList(bob)).not.toContain(f);
    expect(await popularity(e!)).toBe(0);
    expect(await popularity(f!)).toBe(0);
    expect(await inList(alice)).toEqual(before);
    // Alice may import the product found for her.
    expect((await add(alice, [privateToAlice])).body).toEqual({ added: [privateToAlice], existing: [] });
  });

  it('refuses an empty or oversized batch and malformed ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => fresh[i % fresh.length]);
    for (const body of [[], many, ['abc'], [0], [-1], [1.5], 'all']) {
      const res = await add(bob, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const missing = await get().call<ErrorBody>('POST', '/api/import-list/items', { as: bob, json: {} });
    expect(missing.status).toBe(400);
    // 100 ids (the same few, repeated) are fine.
    const hundred = Array.from({ length: 100 }, (_, i) => fresh[20 + (i % 3)]);
    const ok = await add(bob, hundred);
    expect(ok.status).toBe(200);
    expect(ok.body.added).toEqual([fresh[20], fresh[21], fresh[22]]);
    for (const id of ok.body.added) expect(await popularity(id)).toBe(1);
  });

  it('lists the newest additions first, page by page', async () => {
    const carol = await get().seller();
    const [g, h, i, j, k] = fresh.slice(6, 11);
    // A few milliseconds apart: two adds within one millisecond have no order between them.
    for (const ids of [[g], [h], [i, j], [k]]) {
      await sleep(5);
      expect((await add(carol, ids)).status).toBe(200);
    }
    const all = await page(carol);
    expect(all.status).toBe(200);
    const ids = all.body.items.map((x) => x.productId);
    expect(ids).toHaveLength(5);
    expect(ids[0]).toBe(k);
    expect(ids.slice(1, 3).sort()).toEqual([i, j].sort());
    expect(ids.slice(3)).toEqual([h, g]);
    expect(all.body.nextCursor).toBeNull();

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof page>> = await page(carol, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      walked.push(...res.body.items.map((x) => x.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.body.items.map((x) => x.id));

    // Each item shows the product as the market does.
    const item = all.body.items[0]!;
    const p = (await get().call<ProductDetail>('GET', `/api/market/products/${k}`, { as: carol })).body;
    expect(item).toMatchObject({ productId: k, title: p.title, image: p.images[0], costMin: p.costMin, costMax: p.costMax });
    expect(Date.parse(item.addedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const limit of ['0', '101', 'x']) expect((await page(carol, `?limit=${limit}`)).status, limit).toBe(400);
  });

  it('puts a product added right after a large batch first', async () => {
    // Item ids were once newId(now + i): a batch of 50 took the next 50 ms, and a product added within that time
    // sorted below part of the batch although it was added last.
    const gina = await get().seller();
    const batch = await get()
      .ctx.db.selectFrom('products')
      .select('id')
      .where('listed', '=', 1)
      .orderBy('id', 'desc')
      .limit(51)
      .execute();
    const [last, ...rest] = batch.map((r) => Number(r.id));
    expect((await add(gina, rest)).body.added).toHaveLength(50);
    expect((await add(gina, [last])).body.added).toEqual([last]);
    const items = (await page(gina, '?limit=100')).body.items;
    expect(items).toHaveLength(51);
    expect(items[0]?.productId).toBe(last);
  });

  it("removes the seller's own item, not another seller's", async () => {
    const dave = await get().seller();
    const erin = await get().seller();
    const [x, y] = fresh.slice(11, 13);
    await add(dave, [x, y]);
    await add(erin, [x]);
    const daves = (await page(dave)).body.items;
    const erins = (await page(erin)).body.items;
    const itemX = daves.find((i) => i.productId === x)!;

    const sneaky = await remove(erin, itemX.id);
    expect(sneaky.status).toBe(404);
    expect(sneaky.body.code).toBe('NOT_FOUND');
    expect(await inList(dave)).toContain(x);

    const gone = await remove(dave, itemX.id);
    expect(gone.status).toBe(204);
    expect(await inList(dave)).toEqual([y]);
    expect(await inList(erin)).toEqual([x]);
    expect((await remove(dave, itemX.id)).status).toBe(404);
    expect((await remove(dave, 'no-such-item')).status).toBe(404);
    expect((await remove(dave, erins[0]!.id)).status).toBe(404);
    // Removed, the product can be added again.
    expect((await add(dave, [x])).body).toEqual({ added: [x], existing: [] });
  });

  it('marks the market cards and the product page of imported products', async () => {
    const frank = await get().seller();
    const [m, n] = fresh.slice(13, 15);
    await add(frank, [m]);
    const cards = async (as: Seller) => {
      const res = await get().call<MarketPage>('GET', '/api/market/products?limit=60&sort=costAsc', { as });
      const out = new Map<number, boolean>();
      let cursor = res.body.nextCursor;
      for (const c of res.body.items) out.set(c.id, c.inImportList);
      while (cursor) {
        const next = await get().call<MarketPage>('GET', `/api/market/products?limit=60&sort=costAsc&cursor=${cursor}`, {
          as,
        });
        for (const c of next.body.items) out.set(c.id, c.inImportList);
        cursor = next.body.nextCursor;
      }
      return out;
    };
    const franks = await cards(frank);
    expect(franks.get(m!)).toBe(true);
    expect(franks.get(n!)).toBe(false);
    expect([...franks.values()].filter(Boolean)).toHaveLength(1);
    expect((await cards(alice)).get(m!)).toBe(false);
    const detail = (as: Seller, id: number) => get().call<ProductDetail>('GET', `/api/market/products/${id}`, { as });
    expect((await detail(frank, m!)).body.inImportList).toBe(true);
    expect((await detail(frank, n!)).body.inImportList).toBe(false);
    // The first import puts a product in the hot collection.
    const hot: number[] = [];
    for (let cursor = ''; ;) {
      const res = await get().call<MarketPage>('GET', `/api/market/products?collection=hot&limit=60${cursor}`, { as: frank });
      hot.push(...res.body.items.map((c) => c.id));
      if (!res.body.nextCursor) break;
      cursor = `&cursor=${res.body.nextCursor}`;
    }
    expect(hot).toContain(m);
    expect(hot).not.toContain(n);
  });

  it('lets an admin import any product, and keeps the public out', async () => {
    expect((await add(admin, [inactive])).body).toEqual({ added: [inactive], existing: [] });
    expect((await add('public', [fresh[0]])).status).toBe(401);
    expect((await page('public')).status).toBe(401);
    expect((await get().call('DELETE', '/api/import-list/items/x', { as: 'public' })).status).toBe(401);
  });
});
