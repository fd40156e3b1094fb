import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type {
  AdminProduct,
  AdminProductPage,
  CatalogueLookups,
  MarketPage,
  ProductDetail,
  ProductWrite,
} from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

/** A word no other product has, so a market search finds just the product under test. */
const uniqueWord = () => `qz${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}x`;

describeEachEngine('admin catalogue: products', (get) => {
  let seller: Seller, admin: Seller;
  let refs: CatalogueLookups;
  let seq = 0;

  /** A valid product with Color × Size variants, its title holding a unique word. */
  const product = (word: string, over: Partial<ProductWrite> = {}): ProductWrite => {
    const n = `${word.toUpperCase()}-${++seq}`;
    return {
      supplierId: refs.suppliers[0]!.id,
      categoryId: refs.categories.find((c) => c.parentId !== null)!.id,
      title: `Travel ${word} Bottle`,
      description: '## Highlights\n\n- Leak-proof lid',
      images: ['/api/art/1/200/bottle.svg'],
      attributes: [{ name: 'Material', value: 'Steel' }],
      tags: ['travel'],
      options: [
        { name: 'Color', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      weightG: 300,
      lengthMm: 200,
      widthMm: 80,
      heightMm: 80,
      warehouseCode: 'CN-SZ',
      templateId: refs.templates[0]!.id,
      status: 'active',
      visibility: 'public',
      variants: [
        { sku: `${n}-RS`, options: { Color: 'Red', Size: 'S' }, costCents: 1250, stock: 10, weightG: 300, image: null },
        { sku: `${n}-RM`, options: { Color: 'Red', Size: 'M' }, costCents: 1399, stock: 5, weightG: 320, image: null },
        { sku: `${n}-BS`, options: { Color: 'Blue', Size: 'S' }, costCents: 1250, stock: 0, weightG: 300, image: null },
      ],
      ...over,
    };
  };

  const create = (body: ProductWrite) =>
    get().call<AdminProduct & ErrorBody>('POST', '/api/admin/catalogue/products', { as: admin, json: body });
  const search = async (q: string) => {
    const res = await get().call<MarketPage>('GET', `/api/market/products?q=${encodeURIComponent(q)}`, { as: seller });
    expect(res.status).toBe(200);
    return res.body.items.map((i) => i.id);
  };
  const counts = async () => {
    const db = get().ctx.db;
    const p = await db.selectFrom('products').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const v = await db.selectFrom('product_variants').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return [Number(p.n), Number(v.n)];
  };

  beforeAll(async () => {
    const s = get();
    await s.catalogue(40);
    ({ alice: seller, admin } = await s.cast());
    const res = await s.call<CatalogueLookups>('GET', '/api/admin/catalogue/lookups', { as: admin });
    expect(res.status).toBe(200);
    refs = res.body;
  });

  it('refuses a seller on every admin catalogue endpoint, whatever the body', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/catalogue/products'],
      ['GET', '/api/admin/catalogue/products/1'],
      ['POST', '/api/admin/catalogue/products', product(uniqueWord())],
      ['POST', '/api/admin/catalogue/products', {}],
      ['PUT', '/api/admin/catalogue/products/1', product(uniqueWord())],
      ['POST', '/api/admin/catalogue/products/1/status', { status: 'inactive' }],
      ['GET', '/api/admin/catalogue/lookups'],
      ['POST', '/api/admin/catalogue/imports', {}],
      ['GET', '/api/admin/catalogue/imports'],
      ['GET', '/api/admin/catalogue/imports/template.csv'],
      ['GET', '/api/admin/catalogue/imports/01J0000000000000000000000A'],
      ['GET', '/api/admin/catalogue/imports/01J0000000000000000000000A/errors.csv'],
    ];
    const before = await counts();
    for (const [method, path, json] of calls) {
      const res = await get().call<ErrorBody>(method, path, { as: seller, json });
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 'FORBIDDEN']);
    }
    const anonymous = await get().call<ErrorBody>('GET', '/api/admin/catalogue/products', { as: 'public' });
    expect(anonymous.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("offers the editor's choices: suppliers, warehouses, templates, and categories with each parent first", async () => {
    expect(refs.suppliers.length).toBeGreaterThan(0);
    expect(refs.templates.length).toBeGreaterThan(0);
    expect(refs.warehouses.map((w) => w.code)).toContain('CN-SZ');
    const seen = new Set<string>();
    for (const c of refs.categories) {
      if (c.parentId) expect(seen.has(c.parentId)).toBe(true);
      seen.add(c.id);
    }
    const es = await get().call<CatalogueLookups>('GET', '/api/admin/catalogue/lookups', {
      as: admin,
      headers: { 'Accept-Language': 'es-ES' },
    });
    const row = await get()
      .ctx.db.selectFrom('categories')
      .selectAll()
      .where('id', '=', refs.categories[0]!.id)
      .executeTakeFirstOrThrow();
    expect(es.body.categories[0]!.name).toBe(row.name_es);
  });

  it('creates a product a seller then finds in the market by search and opens', async () => {
    const word = uniqueWord();
    const body = product(word);
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: body.title,
      status: 'active',
      listed: true,
      costMin: 1250,
      costMax: 1399,
      stock: 15,
      options: body.options,
    });
    expect(res.body.variants.map((v) => [v.sku, v.costCents])).toEqual(body.variants.map((v) => [v.sku, v.costCents]));
    expect(res.body.variants.every((v) => Number.isInteger(v.id))).toBe(true);

    expect(await search(word)).toEqual([res.body.id]);
    const sku = await search(body.variants[1]!.sku);
    expect(sku).toContain(res.body.id);
    const page = await get().call<ProductDetail>('GET', `/api/market/products/${res.body.id}`, { as: seller });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: body.title, description: body.description, costMin: 1250, stock: 15 });
    expect(page.body.variants.map((v) => v.options)).toEqual(body.variants.map((v) => v.options));
    expect(page.body.warehouse.code).toBe('CN-SZ');
  });

  it('refuses unknown references with their codes and writes nothing', async () => {
    const before = await counts();
    const cases: [Partial<ProductWrite>, number, string][] = [
      [{ categoryId: 'no-such-category' }, 400, 'CATEGORY_UNKNOWN'],
      [{ supplierId: 987654 }, 404, 'SUPPLIER_NOT_FOUND'],
      [{ templateId: 987654 }, 404, 'TEMPLATE_NOT_FOUND'],
      [{ warehouseCode: 'XX-NO' }, 400, 'WAREHOUSE_UNKNOWN'],
    ];
    for (const [over, status, code] of cases) {
      const word = uniqueWord();
      const res = await create(product(word, over));
      expect([code, res.status, res.body.code]).toEqual([code, status, code]);
      expect(await search(word)).toEqual([]);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses variants that do not fit the options, repeat a combination, or cost nothing', async () => {
    const base = product(uniqueWord());
    const [first, second] = base.variants;
    const before = await counts();
    const unfit = await create({ ...base, variants: [{ ...first!, options: { Color: 'Green', Size: 'S' } }] });
    expect([unfit.status, unfit.body.code]).toEqual([400, 'VARIANT_OPTIONS_INVALID']);
    const missing = await create({ ...base, variants: [{ ...first!, options: { Color: 'Red' } }] });
    expect(missing.body.code).toBe('VARIANT_OPTIONS_INVALID');
    const twice = await create({ ...base, variants: [first!, { ...second!, options: first!.options }] });
    expect([twice.status, twice.body.code, twice.body.params]).toEqual([
      400,
      'VARIANT_OPTIONS_DUPLICATE',
      { sku: first!.sku, other: second!.sku },
    ]);
    const free = await create({ ...base, variants: [{ ...first!, costCents: 0 }] });
    expect([free.status, free.body.code, free.body.params.field]).toEqual([400, 'VALIDATION_FAILED', 'variants.0.costCents']);
    const fractional = await create({ ...base, variants: [{ ...first!, costCents: 12.5 }] });
    expect(fractional.body.code).toBe('VALIDATION_FAILED');
    const noVariants = await create({ ...base, variants: [] });
    expect(noVariants.body.code).toBe('VALIDATION_FAILED');
    const outsideImage = await create({ ...base, images: ['https://evil.example/x.png'] });
    expect(outsideImage.body.params.field).toBe('images.0');
    expect(await counts()).toEqual(before);
  });

  it('refuses a SKU another product uses with 409 and writes nothing', async () => {
    const first = await create(product(uniqueWord()));
    expect(first.status).toBe(201);
    const taken = first.body.variants[0]!.sku;
    const before = await counts();
    const word = uniqueWord();
    const body = product(word);
    const res = await create({ ...body, variants: [body.variants[0]!, { ...body.variants[1]!, sku: taken }] });
    expect([res.status, res.body.code, res.body.params]).toEqual([409, 'SKU_TAKEN', { sku: taken }]);
    const demo = await create({ ...body, variants: [{ ...body.variants[0]!, sku: 'DP000001-01' }] });
    expect(demo.status).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await search(word)).toEqual([]);
  });

  it('replaces a product: variants matched by SKU keep their ids, dropped ones go, new ones get ids', async () => {
    const word = uniqueWord();
    const body = product(word);
    const created = (await create(body)).body;
    const [rs, rm, bs] = created.variants;
    const renamed = `Folding ${word} Bottle`;
    const res = await get().call<AdminProduct & ErrorBody>('PUT', `/api/admin/catalogue/products/${created.id}`, {
      as: admin,
      json: {
        ...body,
        title: renamed,
        variants: [
          { ...body.variants[2]!, costCents: 999 },
          body.variants[0]!,
          { sku: `${rs!.sku}-NEW`, options: { Color: 'Blue', Size: 'M' }, costCents: 2000, stock: 3, weightG: 310, image: null },
        ],
      },
    });
    expect(res.status).toBe(200);
    const after = res.body.variants;
    expect(after.map((v) => v.sku)).toEqual([bs!.sku, rs!.sku, `${rs!.sku}-NEW`]);
    expect(after[0]!.id).toBe(bs!.id);
    expect(after[1]!.id).toBe(rs!.id);
    expect([bs!.id, rs!.id, rm!.id]).not.toContain(after[2]!.id);
    expect(res.body).toMatchObject({ title: renamed, costMin: 999, costMax: 2000, stock: 13 });
    const gone = await get().ctx.db.selectFrom('product_variants').select('id').where('id', '=', rm!.id).executeTakeFirst();
    expect(gone).toBeUndefined();
    expect(await search('Folding')).toContain(created.id);

    const again = await get().call<AdminProduct>('GET', `/api/admin/catalogue/products/${created.id}`, { as: admin });
    expect(again.body).toEqual(res.body);
    const missing = await get().call<ErrorBody>('PUT', '/api/admin/catalogue/products/99999999', { as: admin, json: body });
    expect([missing.status, missing.body.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });

  it('deactivates a product: gone from the market list, search and page; activating brings it back', async () => {
    const word = uniqueWord();
    const created = (await create(product(word))).body;
    const status = (s: string) =>
      get().call<AdminProduct & ErrorBody>('POST', `/api/admin/catalogue/products/${created.id}/status`, {
        as: admin,
        form: { status: s },
      });
    const off = await status('inactive');
    expect([off.status, off.body.status, off.body.listed]).toEqual([200, 'inactive', false]);
    expect(await search(word)).toEqual([]);
    const newest = await get().call<MarketPage>('GET', '/api/market/products?sort=newest&limit=60', { as: seller });
    expect(newest.body.items.map((i) => i.id)).not.toContain(created.id);
    const page = await get().call<ErrorBody>('GET', `/api/market/products/${created.id}`, { as: seller });
    expect([page.status, page.body.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);

    const on = await status('active');
    expect([on.body.status, on.body.listed]).toEqual(['active', true]);
    expect(await search(word)).toEqual([created.id]);
    expect((await status('paused')).body.code).toBe('VALIDATION_FAILED');
  });

  it('lists products newest first, searched by title or SKU, filtered by status and category, page by page', async () => {
    const word = uniqueWord();
    const made: AdminProduct[] = [];
    for (let i = 0; i < 3; i++) made.push((await create(product(word, { status: i === 1 ? 'inactive' : 'active' }))).body);
    const list = (query: string) =>
      get().call<AdminProductPage & ErrorBody>('GET', `/api/admin/catalogue/products?${query}`, { as: admin });

    const all = await list(`q=${word.toUpperCase()}`);
    expect(all.body.items.map((r) => r.id)).toEqual(made.map((p) => p.id).reverse());
    expect(all.body.items[0]).toMatchObject({
      title: made[2]!.title,
      image: '/api/art/1/200/bottle.svg',
      costMin: 1250,
      costMax: 1399,
      stock: 15,
      variantCount: 3,
      categoryId: made[2]!.categoryId,
    });
    expect(all.body.items[0]!.categoryName).not.toBe('');
    const bySku = await list(`q=${encodeURIComponent(made[0]!.variants[1]!.sku.toLowerCase())}`);
    expect(bySku.body.items.map((r) => r.id)).toEqual([made[0]!.id]);
    const inactive = await list(`q=${word}&status=inactive`);
    expect(inactive.body.items.map((r) => r.id)).toEqual([made[1]!.id]);
    const root = refs.categories.find((c) => c.id === made[0]!.categoryId)!.parentId!;
    expect((await list(`q=${word}&category=${root}`)).body.items).toHaveLength(3);
    expect((await list(`q=${word}&category=no-such`)).body.items).toEqual([]);
    // A literal % is no wildcard.
    expect((await list('q=%25')).body.items).toEqual([]);

    const first = await list(`q=${word}&limit=2`);
    expect(first.body.items).toHaveLength(2);
    const second = await list(`q=${word}&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((r) => r.id)).toEqual([made[0]!.id]);
    expect(second.body.nextCursor).toBeNull();
    expect((await list('cursor=abc')).status).toBe(400);
    const unknown = await get().call<ErrorBody>('GET', '/api/admin/catalogue/products/99999999', { as: admin });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });
});
