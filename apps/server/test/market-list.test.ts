import { beforeAll, expect, it } from 'vitest';
import type { MarketPage, MarketSort, ProductCard, ShippingQuote } from '@dropport/contracts';
import { countUpTo } from '../src/modules/market/market.repo.js';
import { clearSearchCache } from '../src/modules/market/search.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

const DAY = 86_400_000;

/** A product as the database holds it: the oracle the lists are checked against. */
interface Row {
  id: number;
  title: string;
  text: string;
  titleText: string;
  listed: boolean;
  status: string;
  popularity: number;
  createdAt: number;
  costMin: number;
  categoryId: string;
  rootCategoryId: string;
  shipFrom: string;
  shipRegion: string;
  warehouse: string;
  stock: number;
  images: string[];
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Whether a text holds a word starting with `prefix` (the search treats the last word as a prefix). */
const hasPrefix = (text: string, prefix: string) => words(text).some((w) => w.startsWith(prefix));

type Key = (r: Row) => number;
const KEYS: Record<Exclude<MarketSort, 'relevance'>, { key: Key; desc: boolean }> = {
  newest: { key: (r) => r.createdAt, desc: true },
  costAsc: { key: (r) => r.costMin, desc: false },
  costDesc: { key: (r) => r.costMin, desc: true },
  popular: { key: (r) => r.popularity, desc: true },
};
/** Rows in a sort's order, the id breaking ties in the same direction (as the keyset cursor does). */
const ordered = (rows: Row[], key: Key, desc: boolean) =>
  [...rows].sort((a, b) => (desc ? key(b) - key(a) || b.id - a.id : key(a) - key(b) || a.id - b.id)).map((r) => r.id);

const qs = (query: Record<string, string | number | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

describeEachEngine('market list API', (get) => {
  let alice: Seller, bob: Seller;
  let rows: Row[] = [];
  let listed: Row[] = [];
  /** Alice's private product (found for her by a sourcing request), made hot and new so a leak would show. */
  let privateOne: Row;
  /** A private product of Alice's that was taken off (inactive): in no collection. */
  let privateInactive: Row;
  /** A public product taken off the market, hot and new. */
  let inactive: Row;

  const list = (as: Seller | 'public', query: Record<string, string | number | undefined> = {}, lang?: string) =>
    get().call<MarketPage & ErrorBody>('GET', `/api/market/products${qs(query)}`, {
      as,
      headers: lang ? { 'Accept-Language': lang } : {},
    });

  /** Every page of a list, `limit` at a time; checks each page's size and that the last one says it is the last. */
  const walk = async (as: Seller, query: Record<string, string | number | undefined>, limit = 7) => {
    const ids: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 200; pages++) {
      const res = await list(as, { ...query, limit, cursor });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(limit);
      ids.push(...res.body.items.map((c) => c.id));
      if (!res.body.nextCursor) return ids;
      expect(res.body.items).toHaveLength(limit);
      cursor = res.body.nextCursor;
    }
    throw new Error('the cursor never ends');
  };

  beforeAll(async () => {
    const s = get();
    await s.catalogue(150);
    ({ alice, bob } = await s.cast());
    const db = s.ctx.db;
    const now = Date.now();
    // The three newest listed products: one goes private (Alice's), one private and inactive, one inactive.
    const newest = await db
      .selectFrom('products')
      .select('id')
      .where('listed', '=', 1)
      .orderBy('created_at', 'desc')
      .limit(3)
      .execute();
    const [a, b, c] = newest.map((r) => Number(r.id));
    await db.updateTable('products').set({ visibility: 'private', listed: 0, popularity: 50 }).where('id', '=', a!).execute();
    await db
      .updateTable('products')
      .set({ visibility: 'private', status: 'inactive', listed: 0, popularity: 60 })
      .where('id', '=', b!)
      .execute();
    await db.updateTable('products').set({ status: 'inactive', listed: 0, popularity: 70 }).where('id', '=', c!).execute();
    await db
      .insertInto('private_products')
      .values([
        { user_id: alice.id, product_id: a!, created_at: now },
        { user_id: alice.id, product_id: b!, created_at: now },
      ])
      .execute();
    // The search keeps candidate sets per process for a minute; this file changed products behind its back.
    clearSearchCache();

    const all = await db
      .selectFrom('products')
      .select([
        'id',
        'title',
        'description',
        'sku_text',
        'listed',
        'status',
        'popularity',
        'created_at',
        'cost_min',
        'category_id',
        'root_category_id',
        'ship_from_country',
        'ship_region',
        'warehouse_code',
        'stock',
        'images',
      ])
      .execute();
    rows = all.map((r) => ({
      id: Number(r.id),
      title: r.title,
      text: `${r.title} ${r.description} ${r.sku_text}`,
      titleText: `${r.title} ${r.sku_text}`,
      listed: Number(r.listed) === 1,
      status: r.status,
      popularity: Number(r.popularity),
      createdAt: Number(r.created_at),
      costMin: Number(r.cost_min),
      categoryId: r.category_id,
      rootCategoryId: r.root_category_id,
      shipFrom: r.ship_from_country,
      shipRegion: r.ship_region,
      warehouse: r.warehouse_code,
      stock: Number(r.stock),
      images: JSON.parse(r.images) as string[],
    }));
    listed = rows.filter((r) => r.listed);
    const byId = (id: number) => rows.find((r) => r.id === id)!;
    privateOne = byId(a!);
    privateInactive = byId(b!);
    inactive = byId(c!);
  });

  const card = (page: MarketPage, id: number) => page.items.find((c) => c.id === id);

  it('asks for a signed-in seller', async () => {
    const res = await list('public');
    expect(res.status).toBe(401);
    expect((await list({ ...bob, token: 'not-a-session' } as Seller)).status).toBe(401);
  });

  it('shows the newest products first, a page of 24, priced for the US when the seller chose no country', async () => {
    const res = await list(bob);
    expect(res.status).toBe(200);
    expect(res.body.sort).toBe('newest');
    expect(res.body.shipTo).toBe('US');
    expect(res.body.items.map((c) => c.id)).toEqual(ordered(listed, KEYS.newest.key, true).slice(0, 24));
    expect(res.body.nextCursor).toEqual(expect.any(String));
    const first = res.body.items[0]!;
    const row = rows.find((r) => r.id === first.id)!;
    expect(first).toMatchObject<Partial<ProductCard>>({
      title: row.title,
      image: row.images[0],
      costMin: row.costMin,
      currency: 'USD',
      stock: row.stock,
      categoryId: row.categoryId,
      warehouseCode: row.warehouse,
      shipFromCountry: row.shipFrom,
      popularity: row.popularity,
      createdAt: new Date(row.createdAt).toISOString(),
      inImportList: false,
    });
    expect(first.costMax).toBeGreaterThanOrEqual(first.costMin);
  });

  it("prices the cards for the seller's saved default country unless the query names another", async () => {
    const carol = await get().seller();
    expect((await list(carol)).body.shipTo).toBe('US');
    const saved = await get().call('POST', `/v1/users/${carol.id}/shipping`, {
      as: carol,
      json: { defaultCountryCode: 'DE', rules: [] },
    });
    expect(saved.status).toBe(200);
    expect((await list(carol)).body.shipTo).toBe('DE');
    expect((await list(carol, { shipTo: 'fr' })).body.shipTo).toBe('FR');
    // Another seller's default is not carol's.
    expect((await list(bob)).body.shipTo).toBe('US');
  });

  it("gives each card the cheapest method of the product's shipping quote for one unit", async () => {
    for (const shipTo of ['US', 'DE', 'BR']) {
      const page = (await list(bob, { shipTo, limit: 20, sort: 'costAsc' })).body;
      expect(page.shipTo).toBe(shipTo);
      for (const c of page.items) {
        const q = await get().call<ShippingQuote>(
          'GET',
          `/v1/shipping/template${qs({ productId: c.id, country: shipTo, quantity: 1 })}`,
          { as: bob },
        );
        if (q.status === 422) {
          expect(c.shipping, `${c.id} to ${shipTo}`).toBeNull();
          continue;
        }
        expect(q.status).toBe(200);
        const best = q.body.items[0]!;
        expect(c.shipping, `${c.id} to ${shipTo}`).toEqual({
          methodCode: best.methodCode,
          methodName: best.methodName,
          costCents: best.costCents,
          daysMin: best.daysMin,
          daysMax: best.daysMax,
        });
      }
    }
  });

  it('shows no estimate where no method delivers, and still one where a method does', async () => {
    // US warehouses deliver in North America only; China ships everywhere.
    const fromUs = await list(bob, { shipTo: 'JP', shipFrom: 'US', limit: 60 });
    expect(fromUs.status).toBe(200);
    expect(fromUs.body.items.length).toBeGreaterThan(0);
    expect(fromUs.body.items.every((c) => c.shipping === null)).toBe(true);
    const fromCn = await list(bob, { shipTo: 'JP', shipFrom: 'CN', limit: 10 });
    expect(fromCn.body.items.length).toBe(10);
    expect(fromCn.body.items.every((c) => c.shipping !== null && c.shipping.costCents > 0)).toBe(true);
    // The same US-warehouse product has an estimate at home.
    const id = fromUs.body.items[0]!.id;
    const home = await list(bob, { shipTo: 'US', shipFrom: 'US', limit: 60 });
    expect(card(home.body, id)?.shipping?.methodCode).toEqual(expect.any(String));
  });

  for (const sort of ['newest', 'costAsc', 'costDesc', 'popular'] as const) {
    it(`walks every listed product exactly once, in order, 7 at a time (sort ${sort})`, async () => {
      const ids = await walk(bob, { sort });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(ordered(listed, KEYS[sort].key, KEYS[sort].desc));
    });
  }

  it('walks a search page by page: every match exactly once, title matches first, then the most imported', async () => {
    const matches = listed.filter((r) => hasPrefix(r.text, 'travel'));
    expect(matches.length).toBeGreaterThan(14);
    const relevance = (r: Row) => (hasPrefix(r.titleText, 'travel') ? 1_000_000_000 : 0) + r.popularity;
    expect(await walk(bob, { q: 'travel' })).toEqual(ordered(matches, relevance, true));
    expect(await walk(bob, { q: 'Travel', sort: 'costAsc' }, 5)).toEqual(ordered(matches, KEYS.costAsc.key, false));
  });

  it('refuses a cursor of another sort, or one that is not a cursor, as out of date', async () => {
    const first = await list(bob, { sort: 'newest', limit: 7 });
    const cursor = first.body.nextCursor!;
    for (const query of [
      { sort: 'costAsc', cursor },
      { sort: 'popular', cursor },
      { q: 'travel', cursor },
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('["newest",1,2,3]').toString('base64url') },
      { cursor: Buffer.from('["newest","1700000000000",2]').toString('base64url') },
    ]) {
      const res = await list(bob, { limit: 7, ...query }, 'es-ES');
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('CURSOR_INVALID');
      expect(res.body.message).toBe('Este enlace de página está caducado; vuelve a la primera página.');
    }
    // The cursor still works with the sort it came from.
    const second = await list(bob, { sort: 'newest', limit: 7, cursor });
    expect(second.status).toBe(200);
    expect(second.body.items[0]?.id).toBe(ordered(listed, KEYS.newest.key, true)[7]);
  });

  it('refuses a forged cursor whose numbers are not whole or out of range, without a server error', async () => {
    for (const forged of [
      ['newest', 1.5, 3],
      ['newest', 1e300, 3],
      ['newest', Date.now(), 1e300],
      ['costAsc', -1e30, 1],
    ]) {
      const cursor = Buffer.from(JSON.stringify(forged)).toString('base64url');
      const res = await list(bob, { sort: forged[0] as string, cursor });
      expect(res.status, JSON.stringify(forged)).toBe(400);
      expect(res.body.code).toBe('CURSOR_INVALID');
    }
  });

  it('filters by a whole category branch or by one category', async () => {
    const branch = await walk(bob, { category: 'sports' }, 60);
    const expected = ordered(
      listed.filter((r) => r.rootCategoryId === 'sports'),
      KEYS.newest.key,
      true,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(branch).toEqual(expected);
    const leaves = new Set(listed.filter((r) => r.rootCategoryId === 'sports').map((r) => r.categoryId));
    expect(leaves.size).toBeGreaterThan(1);
    const leaf = await list(bob, { category: 'sports-yoga', limit: 60 });
    expect(leaf.status).toBe(200);
    expect(leaf.body.items.map((c) => c.id)).toEqual(
      ordered(
        listed.filter((r) => r.categoryId === 'sports-yoga'),
        KEYS.newest.key,
        true,
      ),
    );
    expect(leaf.body.items.every((c) => c.categoryId === 'sports-yoga')).toBe(true);
  });

  it('filters a middle category of a three-level tree with everything under it, in the list and in search', async () => {
    const db = get().ctx.db;
    const yoga = listed.filter((r) => r.categoryId === 'sports-yoga');
    expect(yoga.length).toBeGreaterThan(1);
    const moved = yoga.slice(0, Math.ceil(yoga.length / 2));
    const now = Date.now();
    await db
      .insertInto('categories')
      .values({
        id: 'sports-yoga-mats',
        parent_id: 'sports-yoga',
        name_en: 'Mats',
        name_es: 'Esterillas',
        name_pt: 'Tapetes',
        sort: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const ids = moved.map((r) => r.id);
    await db.updateTable('products').set({ category_id: 'sports-yoga-mats' }).where('id', 'in', ids).execute();
    clearSearchCache();
    try {
      const middle = await list(bob, { category: 'sports-yoga', limit: 60 });
      expect(middle.status).toBe(200);
      expect(middle.body.items.map((c) => c.id)).toEqual(ordered(yoga, KEYS.newest.key, true));
      const leaf = await list(bob, { category: 'sports-yoga-mats', limit: 60 });
      expect(leaf.body.items.map((c) => c.id)).toEqual(ordered(moved, KEYS.newest.key, true));
      // Search goes through the candidate filter rather than SQL: the same branch rule holds there.
      const word = words(moved[0]!.title)[0]!;
      const found = await list(bob, { category: 'sports-yoga', q: word, sort: 'newest', limit: 60 });
      expect(found.status).toBe(200);
      expect(found.body.items.map((c) => c.id)).toContain(moved[0]!.id);
      expect(found.body.items.every((c) => c.categoryId === 'sports-yoga' || c.categoryId === 'sports-yoga-mats')).toBe(true);
    } finally {
      await db.updateTable('products').set({ category_id: 'sports-yoga' }).where('id', 'in', ids).execute();
      await db.deleteFrom('categories').where('id', '=', 'sports-yoga-mats').execute();
      clearSearchCache();
    }
  });

  it('filters by cost in cents, both ends included, on the lowest variant cost', async () => {
    const costs = [...new Set(listed.map((r) => r.costMin))].sort((a, b) => a - b);
    const lo = costs[Math.floor(costs.length / 4)]!;
    const hi = costs[Math.floor(costs.length / 2)]!;
    const ids = await walk(bob, { costMin: lo, costMax: hi, sort: 'costAsc' }, 60);
    const expected = ordered(
      listed.filter((r) => r.costMin >= lo && r.costMin <= hi),
      KEYS.costAsc.key,
      false,
    );
    expect(ids).toEqual(expected);
    // Both edges are in.
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)?.costMin).toBe(lo);
    expect(byId.get(ids.at(-1)!)?.costMin).toBe(hi);
    // Under another sort the same products, in that sort's order.
    expect(await walk(bob, { costMin: lo, costMax: hi }, 60)).toEqual(
      ordered(
        listed.filter((r) => r.costMin >= lo && r.costMin <= hi),
        KEYS.newest.key,
        true,
      ),
    );
    // One end only.
    expect(await walk(bob, { costMin: hi, sort: 'popular' }, 60)).toEqual(
      ordered(
        listed.filter((r) => r.costMin >= hi),
        KEYS.popular.key,
        true,
      ),
    );
    const exact = await list(bob, { costMin: lo, costMax: lo });
    expect(exact.body.items.length).toBeGreaterThan(0);
    expect(exact.body.items.every((c) => c.costMin === lo)).toBe(true);
  });

  it('refuses a lowest cost above the highest', async () => {
    const res = await list(bob, { costMin: 500, costMax: 499 }, 'es-ES');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('COST_RANGE_INVALID');
    expect(res.body.message).toBe('El coste mínimo no puede superar al máximo.');
  });

  it('filters by the country a product ships from', async () => {
    const fromDe = await walk(bob, { shipFrom: 'de' }, 60);
    const expected = ordered(
      listed.filter((r) => r.shipFrom === 'DE'),
      KEYS.newest.key,
      true,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(fromDe).toEqual(expected);
    const combined = await list(bob, { shipFrom: 'CN', category: 'womens-clothing', costMax: 2000, limit: 60 });
    expect(combined.body.items.map((c) => c.id)).toEqual(
      ordered(
        listed.filter((r) => r.shipFrom === 'CN' && r.rootCategoryId === 'womens-clothing' && r.costMin <= 2000),
        KEYS.newest.key,
        true,
      ),
    );
  });

  it('refuses an unknown category or country, naming it in the reader language', async () => {
    const cat = await list(bob, { category: 'time-machines' }, 'es-ES');
    expect(cat.status).toBe(400);
    expect(cat.body.code).toBe('CATEGORY_UNKNOWN');
    expect(cat.body.message).toBe('No existe la categoría «time-machines».');
    for (const query of [{ shipTo: 'XX' }, { shipFrom: 'zz' }, { shipTo: 'Atlantis' }]) {
      const res = await list(bob, query, 'es-ES');
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('COUNTRY_UNKNOWN');
      expect(res.body.message).toMatch(/^No existe ningún país con el código "(XX|ZZ|ATLANTIS)"\.$/);
    }
  });

  it('refuses malformed query values with a localized validation message', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ limit: '0' }, 'limit', 'debe tener al menos 1'],
      [{ limit: '1000' }, 'limit', 'debe tener como máximo 60'],
      [{ sort: 'foo' }, 'sort', 'debe ser uno de relevance, newest, costAsc, costDesc, popular'],
      [{ collection: 'cheap' }, 'collection', 'debe ser uno de all, hot, new, warehouse, private'],
      [{ costMin: '-1' }, 'costMin', 'debe tener al menos 0'],
      [{ category: 'Sports!' }, 'category', 'tiene un formato incorrecto'],
      [{ q: 'x'.repeat(101) }, 'q', 'debe tener como máximo 100'],
    ];
    for (const [query, field, issue] of cases) {
      const res = await list(bob, query, 'es-ES');
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.params.field).toBe(field);
      expect(res.body.message, JSON.stringify(query)).toBe(`Valor no válido en ${field}: ${issue}`);
    }
    const en = await list(bob, { limit: '0' });
    expect(en.body.message).toBe('Invalid limit: must have at least 1');
  });

  it('says a cost that is not a whole number has the wrong type (not that it is missing)', async () => {
    // Zod 4 issues carry no input: what was received is read from the issue (it once read "required" for every type).
    for (const [query, field] of [
      [{ costMin: 'abc' }, 'costMin'],
      [{ costMax: '1.5' }, 'costMax'],
    ] as const) {
      const res = await list(bob, query, 'es-ES');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message, JSON.stringify(query)).toBe(`Valor no válido en ${field}: tiene un tipo incorrecto`);
    }
  });

  it('counts the matching products on the first page, for the list and for a search', async () => {
    const first = await list(bob, { limit: 7 });
    expect(first.body).toMatchObject({ total: listed.length, totalCapped: false });
    // Later pages leave the count to the first one.
    const second = await list(bob, { limit: 7, cursor: first.body.nextCursor! });
    expect(second.body).toMatchObject({ total: null, totalCapped: false });

    const fromUs = await list(bob, { shipFrom: 'US', limit: 3 });
    const usCount = listed.filter((r) => r.shipFrom === 'US').length;
    expect(usCount).toBeGreaterThan(3);
    expect(fromUs.body.total).toBe(usCount);
    const hot = await list(bob, { collection: 'hot', limit: 3 });
    expect(hot.body.total).toBe(listed.filter((r) => r.popularity > 0).length);

    // The title word most products share.
    const counts = new Map<string, number>();
    for (const r of listed) for (const w of new Set(words(r.title))) if (w.length > 3) counts.set(w, (counts.get(w) ?? 0) + 1);
    const word = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const found = await walk(bob, { q: word });
    expect(found.length).toBeGreaterThan(1);
    expect((await list(bob, { q: word, limit: 1 })).body).toMatchObject({ total: found.length, totalCapped: false });
    const none = await list(bob, { q: 'zzzzqqqq' });
    expect(none.body).toMatchObject({ items: [], total: 0, totalCapped: false });
  });

  it('stops counting past the cap, so a first page stays cheap on a large catalogue', async () => {
    const filter = { collection: 'all' as const, userId: bob.id, newSince: 0 };
    // Asked to count up to 10, it reads 11 rows at most and answers 11 ("10+"), whatever the catalogue holds.
    expect(await countUpTo(get().ctx.db, filter, 10)).toBe(11);
    expect(await countUpTo(get().ctx.db, filter, 100_000)).toBe(listed.length);
  });

  it('hot: only products sellers import, the most imported first', async () => {
    const hot = await walk(bob, { collection: 'hot' });
    const expected = ordered(
      listed.filter((r) => r.popularity > 0),
      KEYS.popular.key,
      true,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(hot).toEqual(expected);
    const page = await list(bob, { collection: 'hot' });
    expect(page.body.sort).toBe('popular');
    expect(page.body.items.every((c) => c.popularity > 0)).toBe(true);
    // Another sort may be chosen within the collection.
    expect(await walk(bob, { collection: 'hot', sort: 'newest' })).toEqual(
      ordered(
        listed.filter((r) => r.popularity > 0),
        KEYS.newest.key,
        true,
      ),
    );
  });

  it('hot: a product that cannot ship to the chosen country stays listed, its card saying it has no shipping there', async () => {
    let unshippable = 0;
    for (const shipTo of ['US', 'DE', 'BR', 'JP', 'AU']) {
      const page = (await list(bob, { collection: 'hot', shipTo, limit: 20 })).body;
      expect(page.shipTo).toBe(shipTo);
      for (const c of page.items) {
        const q = await get().call('GET', `/v1/shipping/template${qs({ productId: c.id, country: shipTo, quantity: 1 })}`, {
          as: bob,
        });
        expect(c.shipping === null, `${c.id} to ${shipTo}: quote ${q.status}`).toBe(q.status === 422);
        if (c.shipping === null) unshippable += 1;
      }
    }
    expect(unshippable, 'hot products that cannot ship to one of the countries').toBeGreaterThan(0);
  });

  it('new: only products added within the last 30 days', async () => {
    const since = Date.now() - 30 * DAY;
    const fresh = await walk(bob, { collection: 'new' });
    const expected = ordered(
      listed.filter((r) => r.createdAt >= since),
      KEYS.newest.key,
      true,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(listed.length / 2);
    expect(fresh).toEqual(expected);
  });

  it('warehouse: only products in stock at a warehouse near the ship-to country', async () => {
    const near = (region: string) =>
      ordered(
        listed.filter((r) => r.shipRegion === region && r.stock > 0),
        KEYS.newest.key,
        true,
      );
    const de = await walk(bob, { collection: 'warehouse', shipTo: 'DE' }, 60);
    expect(de.length).toBeGreaterThan(3);
    expect(de).toEqual(near('EU'));
    // A Frankfurt product out of stock is not shown (the seed has one).
    expect(listed.some((r) => r.warehouse === 'DE-FR' && r.stock === 0)).toBe(true);
    const us = await list(bob, { collection: 'warehouse', shipTo: 'US', limit: 60 });
    expect(us.body.items.map((c) => c.id)).toEqual(near('US'));
    expect(us.body.items.every((c) => c.warehouseCode.startsWith('US-'))).toBe(true);
    expect((await list(bob, { collection: 'warehouse', shipTo: 'NZ', limit: 60 })).body.items.map((c) => c.id)).toEqual(
      near('AU'),
    );
    const jp = await list(bob, { collection: 'warehouse', shipTo: 'JP' });
    expect(jp.status).toBe(200);
    expect(jp.body.items).toEqual([]);
    expect(jp.body.nextCursor).toBeNull();
    // Without a shipTo, the seller's default country decides.
    await get().call('POST', `/v1/users/${alice.id}/shipping`, { as: alice, json: { defaultCountryCode: 'FR', rules: [] } });
    expect((await list(alice, { collection: 'warehouse', limit: 60 })).body.items.map((c) => c.id)).toEqual(near('EU'));
  });

  it("private: only the products found for this seller; another seller's private list is empty", async () => {
    const mine = await list(alice, { collection: 'private' });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((c) => c.id)).toEqual([privateOne.id]);
    expect(mine.body.items[0]).toMatchObject({ title: privateOne.title, popularity: 50 });
    const bobs = await list(bob, { collection: 'private' });
    expect(bobs.status).toBe(200);
    expect(bobs.body.items).toEqual([]);
  });

  it('never shows a private or inactive product in all, hot or new', async () => {
    const hidden = [privateOne.id, privateInactive.id, inactive.id];
    for (const as of [alice, bob]) {
      for (const collection of ['all', 'hot', 'new'] as const) {
        const ids = await walk(as, { collection }, 60);
        expect(ids.length).toBeGreaterThan(0);
        expect(
          ids.filter((id) => hidden.includes(id)),
          collection,
        ).toEqual([]);
      }
      for (const p of [privateOne, privateInactive, inactive]) {
        const found = await list(as, { q: p.title, limit: 60 });
        expect(found.status).toBe(200);
        expect(found.body.items.map((c) => c.id)).not.toContain(p.id);
      }
    }
  });

  it("a search in the private collection finds the seller's active private products only", async () => {
    const found = await list(alice, { collection: 'private', q: privateOne.title });
    expect(found.body.items.map((c) => c.id)).toEqual([privateOne.id]);
    expect((await list(bob, { collection: 'private', q: privateOne.title })).body.items).toEqual([]);
    // The inactive one is not in the private list; a search there must not bring it back.
    const plain = await list(alice, { collection: 'private', limit: 60 });
    expect(plain.body.items.map((c) => c.id)).not.toContain(privateInactive.id);
    const searched = await list(alice, { collection: 'private', q: privateInactive.title, limit: 60 });
    expect(searched.status).toBe(200);
    expect(searched.body.items.map((c) => c.id)).not.toContain(privateInactive.id);
  });

  it('a search keeps the collection and filters: the same products as the list without a search, that match', async () => {
    const all = new Set(await walk(bob, { q: 'travel' }, 60));
    const filters: Record<string, string | number>[] = [
      { collection: 'hot' },
      { collection: 'new' },
      { collection: 'warehouse', shipTo: 'US' },
      { category: 'bags' },
      { category: 'bags-travel' },
      { shipFrom: 'CN' },
      { costMin: 500, costMax: 2500 },
    ];
    for (const f of filters) {
      const plain = await walk(bob, { ...f, sort: 'newest' }, 60);
      const searched = await walk(bob, { ...f, q: 'travel', sort: 'newest' }, 60);
      expect(searched, JSON.stringify(f)).toEqual(plain.filter((id) => all.has(id)));
    }
  });

  it('finds products by a word of the title, whatever its case, and by a word prefix while typing', async () => {
    const yoga = listed.filter((r) => hasPrefix(r.text, 'yoga'));
    expect(yoga.length).toBeGreaterThan(0);
    const expected = ordered(yoga, (r) => (hasPrefix(r.titleText, 'yoga') ? 1e9 : 0) + r.popularity, true);
    for (const q of ['yoga', 'YOGA', 'Yoga', ' yoga ', 'yog', 'Yo']) {
      const res = await list(bob, { q, limit: 60 });
      expect(res.status).toBe(200);
      expect(
        res.body.items.map((c) => c.id),
        q,
      ).toEqual(expect.arrayContaining(expected));
      if (q !== 'Yo')
        expect(
          res.body.items.map((c) => c.id),
          q,
        ).toEqual(expected);
    }
    // A word no product has.
    expect((await list(bob, { q: 'zeppelin' })).body.items).toEqual([]);
  });

  it('keeps finding what a word finds at every letter while the seller types it', async () => {
    // Words are indexed unstemmed and matched as word starts: a stemmed index once lost "magneti" (stem "magnet").
    const gaps: string[] = [];
    for (const word of ['magnetic', 'ceramic', 'adjustable', 'running']) {
      const full = (await list(bob, { q: word, limit: 60 })).body.items.map((c) => c.id);
      expect(full.length, word).toBeGreaterThan(0);
      for (let n = 3; n < word.length; n++) {
        const typed = word.slice(0, n);
        const found = new Set((await list(bob, { q: typed, limit: 60 })).body.items.map((c) => c.id));
        if (!full.every((id) => found.has(id))) gaps.push(typed);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('finds a product by the exact SKU of a variant', async () => {
    // PostgreSQL once read the '-01' of 'DP000012-01' as a signed number; SKUs are now split at their dashes.
    const target = listed.find((r) => r.text.includes('DP000012-01'));
    expect(target).toBeDefined();
    for (const q of ['DP000012-01', 'dp000012-01']) {
      const res = await list(bob, { q });
      expect(res.status).toBe(200);
      expect(
        res.body.items.map((c) => c.id),
        q,
      ).toEqual([target!.id]);
    }
    // A variant number the product does not have finds nothing.
    expect((await list(bob, { q: 'DP000012-99' })).body.items).toEqual([]);
  });

  it('needs every word of the query (AND), not any of them', async () => {
    const both = listed.filter((r) => hasPrefix(r.text, 'yoga') && hasPrefix(r.text, 'block'));
    const res = await list(bob, { q: 'yoga block', limit: 60 });
    expect(res.body.items.map((c) => c.id)).toEqual(both.map((r) => r.id));
    const dress = listed.filter((r) => hasPrefix(r.text, 'yoga') && hasPrefix(r.text, 'dress'));
    expect(dress).toEqual([]);
    expect((await list(bob, { q: 'yoga dress' })).body.items).toEqual([]);
    // "OR" is a word, not an operator: no product has yoga and dress, so nothing is found.
    expect((await list(bob, { q: 'yoga OR dress' })).body.items).toEqual([]);
  });

  it('treats query syntax and punctuation as plain text, never as an error', async () => {
    for (const q of [
      '"',
      'NEAR(',
      '*',
      'a OR b',
      "'; drop table products; --",
      'yoga AND NOT',
      'title:yoga',
      '(yoga',
      'yoga*',
      '-yoga',
      '^yoga',
      '{title}: yoga',
      '½ ① İ ǅ 日本',
      '\\',
      '%_',
      'a & b | !c <-> d:*',
    ]) {
      const res = await list(bob, { q });
      expect(res.status, `${q}: ${JSON.stringify(res.body)}`).toBe(200);
      // Punctuation alone is no search: the plain list (newest first) answers it.
      expect(res.body.sort, q).toBe(/[\p{L}\p{N}]/u.test(q) ? 'relevance' : 'newest');
    }
    // The catalogue is still there, and punctuation around a word does not change what it finds.
    const plain = (await list(bob, { q: 'yoga' })).body.items.map((c) => c.id);
    expect(plain.length).toBeGreaterThan(0);
    for (const q of ['"yoga"', 'yoga!!!', '(yoga)', 'yoga*', '-yoga', 'yoga.', 'YOGA?']) {
      expect(
        (await list(bob, { q })).body.items.map((c) => c.id),
        q,
      ).toEqual(plain);
    }
    expect((await list(bob)).body.items).toHaveLength(24);
  });

  it('sorts by relevance only when there is a search', async () => {
    expect((await list(bob, { q: 'travel' })).body.sort).toBe('relevance');
    expect((await list(bob, { q: 'travel', sort: 'popular' })).body.sort).toBe('popular');
    const newestFirst = ordered(listed, KEYS.newest.key, true).slice(0, 24);
    for (const query of [{ sort: 'relevance' }, { q: '' }, { q: '   ' }, { q: '', sort: 'relevance' }]) {
      const res = await list(bob, query);
      expect(res.status, JSON.stringify(query)).toBe(200);
      expect(res.body.sort).toBe('newest');
      expect(res.body.items.map((c) => c.id)).toEqual(newestFirst);
    }
  });
});
