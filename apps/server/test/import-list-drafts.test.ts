import { beforeAll, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_RULE_SET,
  priceFor,
  type ImportDraft,
  type ImportDraftPage,
  type ImportDraftPatch,
  type ImportListAddResult,
  type ImportListRemoveResult,
  type ProductDetail,
  type ShippingQuote,
} from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

const rulePrice = (costCents: number) => priceFor(DEFAULT_PRICE_RULE_SET, { costCents, rateMicros: 1_000_000 });

describeEachEngine('import list drafts API', (get) => {
  let alice: Seller, bob: Seller;
  /** Listed products with at least two variants that ship to the US, oldest first; each test takes its own. */
  let pool: number[] = [];
  const take = () => {
    const id = pool.shift();
    if (id === undefined) throw new Error('out of products');
    return id;
  };

  const add = (as: Seller, productIds: number[]) =>
    get().call<ImportListAddResult & ErrorBody>('POST', '/api/import-list/items', { as, json: { productIds } });
  const list = (as: Seller | 'public', query = '') =>
    get().call<ImportDraftPage & ErrorBody>('GET', `/api/import-list${query}`, { as });
  const one = (as: Seller | 'public', id: string) => get().call<ImportDraft & ErrorBody>('GET', `/api/import-list/${id}`, { as });
  const patch = (as: Seller | 'public', id: string, json: ImportDraftPatch | Record<string, unknown>, lang?: string) =>
    get().call<ImportDraft & ErrorBody>('PATCH', `/api/import-list/${id}`, {
      as,
      json,
      headers: lang ? { 'Accept-Language': lang } : {},
    });
  const remove = (as: Seller | 'public', ids: unknown) =>
    get().call<ImportListRemoveResult & ErrorBody>('POST', '/api/import-list/remove', { as, json: { ids } });
  const product = async (id: number) =>
    (await get().call<ProductDetail>('GET', `/api/market/products/${id}`, { as: alice })).body;
  const cheapest = async (productId: number, variantId: number, country: string) => {
    const q = `productId=${productId}&variantId=${variantId}&country=${country}&quantity=1`;
    const res = await get().call<ShippingQuote>('GET', `/v1/shipping/template?${q}`, { as: alice });
    return res.status === 200 ? (res.body.items[0]?.costCents ?? null) : null;
  };
  /** Adds a fresh product for the seller and answers its item. */
  const imported = async (as: Seller, productId = take()) => {
    expect((await add(as, [productId])).body.added).toEqual([productId]);
    const items = (await list(as, '?limit=50')).body.items;
    const item = items.find((i) => i.productId === productId);
    if (!item) throw new Error(`product ${productId} is not in the list`);
    return item;
  };

  beforeAll(async () => {
    const s = get();
    await s.catalogue(150);
    ({ alice, bob } = await s.cast());
    const rows = await s.ctx.db
      .selectFrom('products as p')
      .innerJoin('product_variants as v', 'v.product_id', 'p.id')
      .select(['p.id', (eb) => eb.fn.countAll().as('n')])
      .where('p.listed', '=', 1)
      .where('p.popularity', '=', 0)
      // Shipping to the US (the sellers' default country), so every variant has a profit figure.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('shipping_template_rules as r')
            .select('r.template_id')
            .whereRef('r.template_id', '=', 'p.template_id')
            .where('r.country_code', 'in', ['US', '*']),
        ),
      )
      .groupBy('p.id')
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('p.id')
      .execute();
    pool = rows.map((r) => Number(r.id));
    expect(pool.length).toBeGreaterThan(20);
  });

  it('starts an item as the catalogue shows the product, every variant selected and priced by the rules', async () => {
    const productId = take();
    const p = await product(productId);
    const item = await imported(alice, productId);
    expect(item).toMatchObject({
      productId,
      title: p.title,
      description: p.description,
      tags: p.tags,
      images: p.images,
      shipTo: 'US',
      currency: 'USD',
      product: { title: p.title, images: p.images, options: p.options, costMin: p.costMin, costMax: p.costMax },
    });
    expect(item.product.availability).toBe('available');
    expect(item.addedAt).toBe(item.updatedAt);
    expect(item.variants.map((v) => v.id)).toEqual(p.variants.map((v) => v.id));
    for (const [i, v] of item.variants.entries()) {
      const source = p.variants[i]!;
      const shipping = await cheapest(productId, v.id, 'US');
      const rule = rulePrice(source.costCents);
      expect(v, v.sku).toEqual({
        id: source.id,
        sku: source.sku,
        options: source.options,
        image: source.image,
        costCents: source.costCents,
        stock: source.stock,
        outOfStock: source.stock === 0,
        selected: true,
        shippingCents: shipping,
        rulePriceCents: rule.priceCents,
        priceOverrideCents: null,
        priceCents: rule.priceCents,
        compareAtOverrideCents: null,
        compareAtCents: rule.compareAtCents,
        profitCents: rule.priceCents - source.costCents - shipping!,
        belowCost: false,
      });
      // The default rules: x2 under $10, prices ending in .99, compare-at x1.5.
      expect(v.priceCents % 100).toBe(99);
      expect(v.compareAtCents!).toBeGreaterThan(v.priceCents);
    }
    // One item reads the same alone as in the list.
    const alone = await one(alice, item.id);
    expect(alone.status).toBe(200);
    expect(alone.body).toEqual(item);
  });

  it("prices shipping and profit to the seller's default country", async () => {
    const carol = await get().seller();
    const item = await imported(carol);
    const set = await get().call('POST', `/v1/users/${carol.id}/shipping`, {
      as: carol,
      json: { defaultCountryCode: 'DE', rules: [] },
    });
    expect(set.status).toBe(200);
    const after = (await one(carol, item.id)).body;
    expect(after.shipTo).toBe('DE');
    for (const v of after.variants) {
      const shipping = await cheapest(item.productId, v.id, 'DE');
      expect(v.shippingCents).toBe(shipping);
      expect(v.profitCents).toBe(shipping === null ? null : v.priceCents - v.costCents - shipping);
    }
  });

  it("prices by the seller's own default rule set, shipping included when the set says so", async () => {
    const hana = await get().seller();
    const item = await imported(hana);
    const set = {
      rules: [{ minCostCents: 0, maxCostCents: null, kind: 'fixed' as const, value: 1000 }],
      compareAt: { kind: 'none' as const, value: 0 },
      centsEnding: null,
      includeShipping: true,
    };
    const saved = await get().call('PUT', '/api/pricing-rules/default', { as: hana, json: set });
    expect(saved.status).toBe(200);
    const [v] = (await one(hana, item.id)).body.variants;
    const expected = v!.costCents + v!.shippingCents! + 1000;
    expect(v).toMatchObject({ rulePriceCents: expected, priceCents: expected, compareAtCents: null, profitCents: 1000 });
    expect(priceFor(set, { costCents: v!.costCents, shippingCents: v!.shippingCents, rateMicros: 1_000_000 }).priceCents).toBe(
      expected,
    );
    // An own price keeps; a compare-at of the seller's own still needs to be above it.
    const res = await patch(hana, item.id, {
      variants: [{ id: v!.id, priceCents: expected + 500, compareAtCents: expected + 900 }],
    });
    expect(res.body.variants[0]).toMatchObject({ priceCents: expected + 500, compareAtCents: expected + 900, profitCents: 1500 });
    // Other sellers still price by the built-in set.
    const other = await imported(bob);
    expect(other.variants[0]!.rulePriceCents).toBe(rulePrice(other.variants[0]!.costCents).priceCents);
  });

  it('keeps each edit of title, description, tags and images', async () => {
    const item = await imported(alice);
    const [a, b, c] = item.product.images;
    const steps: [ImportDraftPatch, Partial<ImportDraft>][] = [
      [{ title: '  Cosy yoga mat, extra thick  ' }, { title: 'Cosy yoga mat, extra thick' }],
      [
        { description: '## Why you will love it\n\n- **Thick**\n- Light' },
        { description: '## Why you will love it\n\n- **Thick**\n- Light' },
      ],
      [{ tags: ['yoga', ' Mat ', 'YOGA', 'gift'] }, { tags: ['yoga', 'Mat', 'gift'] }],
      [{ tags: [] }, { tags: [] }],
      [{ images: [c!, a!] }, { images: [c!, a!] }],
      [{ images: [b!, b!] }, { images: [b!] }],
    ];
    let last = item.updatedAt;
    for (const [body, expected] of steps) {
      const res = await patch(alice, item.id, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body).toMatchObject(expected);
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(last));
      last = res.body.updatedAt;
      expect((await one(alice, item.id)).body).toEqual(res.body);
    }
    const final = (await one(alice, item.id)).body;
    expect(final).toMatchObject({
      title: 'Cosy yoga mat, extra thick',
      description: '## Why you will love it\n\n- **Thick**\n- Light',
      tags: [],
      images: [b],
    });
    // The catalogue's own product is untouched, and the variants are as they were.
    expect((await product(item.productId)).title).toBe(item.product.title);
    expect(final.variants).toEqual(item.variants);
    // Title 255 characters, 250 tags of 255 are the limits.
    const long = await patch(alice, item.id, {
      title: 'x'.repeat(255),
      tags: Array.from({ length: 250 }, (_, i) => `${i}`.padEnd(255, 't')),
    });
    expect(long.status).toBe(200);
    expect(long.body.tags).toHaveLength(250);
  });

  it('overrides a variant price, resets it to the rule, and follows the rules for compare-at', async () => {
    const item = await imported(alice);
    const [v1, v2] = item.variants;
    const override = v1!.rulePriceCents + 500;
    let res = await patch(alice, item.id, { variants: [{ id: v1!.id, priceCents: override }] });
    expect(res.status).toBe(200);
    let got = res.body.variants.find((v) => v.id === v1!.id)!;
    expect(got).toMatchObject({
      priceOverrideCents: override,
      priceCents: override,
      rulePriceCents: v1!.rulePriceCents,
      profitCents: override - v1!.costCents - v1!.shippingCents!,
      belowCost: false,
    });
    // The compare-at price follows the rules from the seller's price: x1.5, rounded up to .99.
    expect(got.compareAtCents).toBe(Math.ceil((Math.round(override * 1.5) - 99) / 100) * 100 + 99);
    expect(res.body.variants.find((v) => v.id === v2!.id)).toEqual(v2);

    // A compare-at price of the seller's own.
    res = await patch(alice, item.id, { variants: [{ id: v1!.id, compareAtCents: override + 1000 }] });
    expect(res.status).toBe(200);
    got = res.body.variants.find((v) => v.id === v1!.id)!;
    expect(got).toMatchObject({ priceCents: override, compareAtOverrideCents: override + 1000, compareAtCents: override + 1000 });

    // Back to the rules, both.
    res = await patch(alice, item.id, { variants: [{ id: v1!.id, priceCents: null, compareAtCents: null }] });
    expect(res.status).toBe(200);
    expect(res.body.variants.find((v) => v.id === v1!.id)).toEqual(v1);
    expect((await one(alice, item.id)).body.variants).toEqual(item.variants);
  });

  it('allows a price below cost and shipping, and says so', async () => {
    const item = await imported(alice);
    const v = item.variants[0]!;
    const low = Math.max(1, v.costCents + v.shippingCents! - 100);
    const res = await patch(alice, item.id, { variants: [{ id: v.id, priceCents: low }] });
    expect(res.status).toBe(200);
    const got = res.body.variants[0]!;
    expect(got).toMatchObject({ priceCents: low, belowCost: true, profitCents: low - v.costCents - v.shippingCents! });
    expect(got.profitCents!).toBeLessThan(0);
    expect(res.body.variants.slice(1).every((x) => !x.belowCost)).toBe(true);
  });

  it('selects and deselects variants, keeping at least one', async () => {
    const item = await imported(alice);
    const ids = item.variants.map((v) => v.id);
    const res = await patch(alice, item.id, { variants: ids.slice(1).map((id) => ({ id, selected: false })) });
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v) => v.selected)).toEqual(ids.map((_, i) => i === 0));

    const before = (await one(alice, item.id)).body;
    const none = await patch(alice, item.id, { title: 'Not saved', variants: [{ id: ids[0]!, selected: false }] }, 'pt-BR');
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('IMPORT_VARIANT_REQUIRED');
    expect(none.body.message).toBe('Mantenha pelo menos uma variante selecionada.');
    expect((await one(alice, item.id)).body).toEqual(before);

    // Swapping the one selected variant in one request is fine.
    const swap = await patch(alice, item.id, {
      variants: [
        { id: ids[0]!, selected: false },
        { id: ids[1]!, selected: true },
      ],
    });
    expect(swap.status).toBe(200);
    expect(swap.body.variants.map((v) => v.selected)).toEqual(ids.map((_, i) => i === 1));
  });

  it('refuses each bad edit with its status and code, writing nothing', async () => {
    const item = await imported(alice);
    const other = await imported(alice);
    const v = item.variants[0]!;
    await patch(alice, item.id, { variants: [{ id: v.id, priceCents: 5000 }] });
    const before = (await one(alice, item.id)).body;
    const cases: [Record<string, unknown>, number, string, Record<string, unknown>?][] = [
      [{ title: '' }, 400, 'VALIDATION_FAILED', { field: 'title' }],
      [{ title: '   ' }, 400, 'VALIDATION_FAILED', { field: 'title' }],
      [{ title: 'x'.repeat(256) }, 400, 'VALIDATION_FAILED', { field: 'title', reason: 'tooLong' }],
      [{ title: 42 }, 400, 'VALIDATION_FAILED', { field: 'title' }],
      [{ description: 'x'.repeat(50_001) }, 400, 'VALIDATION_FAILED', { field: 'description' }],
      [{ tags: Array.from({ length: 251 }, (_, i) => `t${i}`) }, 400, 'VALIDATION_FAILED', { field: 'tags' }],
      [{ tags: ['ok', 'x'.repeat(256)] }, 400, 'VALIDATION_FAILED', { field: 'tags.1' }],
      [{ tags: ['ok', ' '] }, 400, 'VALIDATION_FAILED', { field: 'tags.1' }],
      [{ images: [] }, 400, 'VALIDATION_FAILED', { field: 'images' }],
      [
        { images: [item.product.images[0], '/api/art/1/1/elsewhere.svg'] },
        400,
        'IMPORT_IMAGE_UNKNOWN',
        { url: '/api/art/1/1/elsewhere.svg' },
      ],
      [{ images: other.product.images.slice(0, 1) }, 400, 'IMPORT_IMAGE_UNKNOWN'],
      [
        { variants: [{ id: other.variants[0]!.id, selected: true }] },
        400,
        'IMPORT_VARIANT_UNKNOWN',
        { id: other.variants[0]!.id },
      ],
      [{ variants: [{ id: 99999999, priceCents: 100 }] }, 400, 'IMPORT_VARIANT_UNKNOWN'],
      [{ variants: [{ id: v.id, priceCents: 0 }] }, 400, 'VALIDATION_FAILED', { field: 'variants.0.priceCents' }],
      [{ variants: [{ id: v.id, priceCents: -100 }] }, 400, 'VALIDATION_FAILED'],
      [{ variants: [{ id: v.id, priceCents: 12.5 }] }, 400, 'VALIDATION_FAILED'],
      [{ variants: [{ id: v.id, priceCents: '1299' }] }, 400, 'VALIDATION_FAILED'],
      [{ variants: [{ id: v.id, priceCents: 10_000_001 }] }, 400, 'VALIDATION_FAILED'],
      [{ variants: [{ id: v.id, compareAtCents: 0 }] }, 400, 'VALIDATION_FAILED'],
      [{ variants: [{ id: v.id, selected: 'yes' }] }, 400, 'VALIDATION_FAILED'],
      [{ variants: [{ id: v.id }, { id: v.id }] }, 400, 'VALIDATION_FAILED', { field: 'variants' }],
      [{ variants: [{ id: v.id, compareAtCents: 5000 }] }, 400, 'IMPORT_COMPARE_AT_TOO_LOW', { sku: v.sku }],
      [{ variants: [{ id: v.id, compareAtCents: 4999 }] }, 400, 'IMPORT_COMPARE_AT_TOO_LOW'],
      [{ variants: [{ id: v.id, priceCents: 9000, compareAtCents: 8000 }] }, 400, 'IMPORT_COMPARE_AT_TOO_LOW'],
      // A good title with a bad variant: neither is saved.
      [{ title: 'Half written?', variants: [{ id: v.id, compareAtCents: 1 }] }, 400, 'IMPORT_COMPARE_AT_TOO_LOW'],
      [{ title: 'Half written?', images: ['/nope.png'] }, 400, 'IMPORT_IMAGE_UNKNOWN'],
    ];
    for (const [body, status, code, params] of cases) {
      const res = await patch(alice, item.id, body);
      const what = JSON.stringify(body).slice(0, 80);
      expect(res.status, what).toBe(status);
      expect(res.body.code, what).toBe(code);
      if (params) expect(res.body.params, what).toMatchObject(params);
      expect(res.body.message, what).toMatch(/\S/);
    }
    expect((await one(alice, item.id)).body).toEqual(before);
    // Messages in the caller's language.
    const es = await patch(alice, item.id, { variants: [{ id: v.id, compareAtCents: 100 }] }, 'es-ES');
    expect(es.body.message).toBe(`El precio de comparación de ${v.sku} debe ser mayor que su precio.`);
    const pt = await patch(alice, item.id, { images: ['/nope.png'] }, 'pt-BR');
    expect(pt.body.message).toBe('Esta imagem não é uma das imagens do produto: /nope.png');
    const en = await patch(alice, item.id, { title: '' }, 'en-US');
    expect(en.body.message).toBe('Invalid title: cannot be empty');
    // A price above an existing compare-at override is refused too; the compare-at above it is fine.
    await patch(alice, item.id, { variants: [{ id: v.id, compareAtCents: 7000 }] });
    expect((await patch(alice, item.id, { variants: [{ id: v.id, priceCents: 7000 }] })).body.code).toBe(
      'IMPORT_COMPARE_AT_TOO_LOW',
    );
    expect((await patch(alice, item.id, { variants: [{ id: v.id, priceCents: 6999 }] })).status).toBe(200);
  });

  it('removes several items at once, all or none', async () => {
    const dave = await get().seller();
    const [a, b, c] = [await imported(dave), await imported(dave), await imported(dave)];
    await patch(dave, a.id, { variants: [{ id: a.variants[0]!.id, priceCents: 999 }] });
    const erins = await imported(bob);

    for (const [ids, missing] of [
      [[a.id, 'no-such-item'], 'no-such-item'],
      [[a.id, erins.id], erins.id],
    ] as const) {
      const res = await remove(dave, ids);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('IMPORT_ITEM_NOT_FOUND');
      expect(res.body.params.id).toBe(missing);
    }
    expect((await list(dave)).body.total).toBe(3);
    expect((await one(bob, erins.id)).status).toBe(200);
    for (const body of [[], 'all', [1], Array.from({ length: 101 }, (_, i) => `id${i}`)]) {
      const res = await remove(dave, body);
      expect(res.status, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }

    const gone = await remove(dave, [a.id, c.id, a.id]);
    expect(gone.status).toBe(200);
    expect(gone.body.removed.sort()).toEqual([a.id, c.id].sort());
    const left = (await list(dave)).body;
    expect(left.total).toBe(1);
    expect(left.items.map((i) => i.id)).toEqual([b.id]);
    expect((await one(dave, a.id)).status).toBe(404);
    const choices = await get()
      .ctx.db.selectFrom('import_list_variants')
      .select('item_id')
      .where('item_id', 'in', [a.id, c.id])
      .execute();
    expect(choices).toEqual([]);
    // Removed, the product comes back with the catalogue's defaults.
    const again = await imported(dave, a.productId);
    expect(again.variants[0]!.priceOverrideCents).toBeNull();
  });

  it('keeps every seller to their own items', async () => {
    const item = await imported(alice);
    const before = (await one(alice, item.id)).body;
    const bobs = (await list(bob, '?limit=50')).body;
    expect(bobs.items.map((i) => i.id)).not.toContain(item.id);
    for (const res of [
      await one(bob, item.id),
      await patch(bob, item.id, { title: 'Mine now' }),
      await patch(bob, item.id, { variants: [{ id: item.variants[0]!.id, priceCents: 100 }] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('IMPORT_ITEM_NOT_FOUND');
    }
    expect((await patch(alice, 'no-such-item', { title: 'x' })).status).toBe(404);
    expect((await one(alice, item.id)).body).toEqual(before);
    expect((await list('public')).status).toBe(401);
    expect((await one('public', item.id)).status).toBe(401);
    expect((await patch('public', item.id, { title: 'x' })).status).toBe(401);
    expect((await remove('public', [item.id])).status).toBe(401);
  });

  it('shows what became of the catalogue product: stopped, hidden, out of stock, variants and images gone', async () => {
    const frank = await get().seller();
    const db = get().ctx.db;
    const [stopped, hidden, changed] = [await imported(frank), await imported(frank), await imported(frank)];
    await db.updateTable('products').set({ status: 'inactive', listed: 0 }).where('id', '=', stopped.productId).execute();
    await db.updateTable('products').set({ visibility: 'private', listed: 0 }).where('id', '=', hidden.productId).execute();
    const [keep, drop] = changed.variants;
    await patch(frank, changed.id, {
      images: [changed.product.images[1]!, changed.product.images[0]!],
      variants: [{ id: drop!.id, priceCents: 4321 }],
    });
    await db.updateTable('product_variants').set({ stock: 0 }).where('id', '=', keep!.id).execute();
    await db.deleteFrom('product_variants').where('id', '=', drop!.id).execute();
    await db
      .updateTable('products')
      .set({ images: JSON.stringify([changed.product.images[0], '/api/art/3/30/new.svg']) })
      .where('id', '=', changed.productId)
      .execute();

    const byId = new Map((await list(frank)).body.items.map((i) => [i.id, i]));
    expect(byId.get(stopped.id)?.product.availability).toBe('inactive');
    expect(byId.get(hidden.id)?.product.availability).toBe('hidden');
    const now = byId.get(changed.id)!;
    expect(now.product.availability).toBe('available');
    expect(now.variants.map((v) => v.id)).not.toContain(drop!.id);
    expect(now.variants.find((v) => v.id === keep!.id)).toMatchObject({ stock: 0, outOfStock: true });
    expect(now.images).toEqual([changed.product.images[0]]);
    expect(now.product.images).toEqual([changed.product.images[0], '/api/art/3/30/new.svg']);
    const rows = await db.selectFrom('import_list_variants').select('variant_id').where('item_id', '=', changed.id).execute();
    expect(rows).toEqual([]);
  });

  it('pages the list newest first with a total', async () => {
    const gina = await get().seller();
    const ids = [take(), take(), take(), take(), take()];
    for (const id of ids) expect((await add(gina, [id])).status).toBe(200);
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof list>> = await list(gina, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      walked.push(...res.body.items.map((i) => i.productId));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(walked.sort()).toEqual([...ids].sort());
    expect((await list(gina)).body.items).toHaveLength(5);
    for (const limit of ['0', '51', 'x']) expect((await list(gina, `?limit=${limit}`)).status, limit).toBe(400);
    const empty = (await list(await get().seller())).body;
    expect(empty).toEqual({ items: [], total: 0, nextCursor: null });
  });
});
