import { beforeAll, expect, it } from 'vitest';
import { shippingCost, type ProductDetail, type ShippingQuote } from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

const qs = (query: Record<string, string | number | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) p.set(k, String(v));
  return `?${p.toString()}`;
};

describeEachEngine('market product page, shipping quote and pictures API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  /** A listed dress from Shenzhen with colour × size variants. */
  let dress: number;
  /** A listed product of a US warehouse (delivers in North America only). */
  let fromUs: number;
  /** A product taken off the market. */
  let inactive: number;
  /** Found for Alice by a sourcing request: private to her. */
  let privateToAlice: number;
  /** In Bob's import list, then taken off the market. */
  let importedThenOff: number;
  let smallParcel: number;

  const detail = (as: Seller | 'public', id: number | string, lang?: string) =>
    get().call<ProductDetail & ErrorBody>('GET', `/api/market/products/${id}`, {
      as,
      headers: lang ? { 'Accept-Language': lang } : {},
    });
  const quote = (as: Seller | 'public', query: Record<string, string | number | undefined>, lang?: string) =>
    get().call<ShippingQuote & ErrorBody>('GET', `/v1/shipping/template${qs(query)}`, {
      as,
      headers: lang ? { 'Accept-Language': lang } : {},
    });
  /** The rules a template has for a destination, the country's own winning over `*`, by method. */
  const rulesOf = async (templateId: number, country: string) => {
    const rows = await get()
      .ctx.db.selectFrom('shipping_template_rules')
      .selectAll()
      .where('template_id', '=', templateId)
      .where('country_code', 'in', [country, '*'])
      .execute();
    const out = new Map<string, (typeof rows)[number]>();
    for (const r of rows) if (r.country_code === country || !out.has(r.method_code)) out.set(r.method_code, r);
    return out;
  };
  const ruleOf = (r: {
    first_weight_g: number;
    first_price_cents: number;
    additional_unit_g: number;
    additional_price_cents: number;
  }) => ({
    firstWeightG: Number(r.first_weight_g),
    firstPriceCents: Number(r.first_price_cents),
    additionalUnitG: Number(r.additional_unit_g),
    additionalPriceCents: Number(r.additional_price_cents),
  });

  beforeAll(async () => {
    const s = get();
    await s.catalogue(150);
    ({ alice, bob, admin } = await s.cast());
    const db = s.ctx.db;
    const tpl = await db
      .selectFrom('shipping_templates')
      .select('id')
      .where('name', '=', 'China small parcel')
      .executeTakeFirstOrThrow();
    smallParcel = Number(tpl.id);
    const pick = async (where: { category?: string; warehouse?: string; template?: number }, skip = 0) => {
      let q = db.selectFrom('products').select('id').where('listed', '=', 1);
      if (where.category) q = q.where('category_id', '=', where.category);
      if (where.warehouse) q = q.where('warehouse_code', '=', where.warehouse);
      if (where.template) q = q.where('template_id', '=', where.template);
      const row = await q.orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
      return Number(row.id);
    };
    dress = await pick({ category: 'womens-dresses', warehouse: 'CN-SZ', template: smallParcel });
    fromUs = await pick({ warehouse: 'US-NJ' });
    inactive = await pick({ template: smallParcel }, 3);
    privateToAlice = await pick({ template: smallParcel }, 4);
    importedThenOff = await pick({ template: smallParcel }, 5);
    await db.updateTable('products').set({ status: 'inactive', listed: 0 }).where('id', '=', inactive).execute();
    await db.updateTable('products').set({ visibility: 'private', listed: 0 }).where('id', '=', privateToAlice).execute();
    await db
      .insertInto('private_products')
      .values({ user_id: alice.id, product_id: privateToAlice, created_at: Date.now() })
      .execute();
    const added = await s.call('POST', '/api/import-list/items', { as: bob, json: { productIds: [importedThenOff] } });
    expect(added.status).toBe(200);
    await db.updateTable('products').set({ status: 'inactive', listed: 0 }).where('id', '=', importedThenOff).execute();
  });

  it("shows a product's page: variants in order, option axes, supplier, warehouse and category path", async () => {
    const res = await detail(bob, dress);
    expect(res.status).toBe(200);
    const p = res.body;
    const db = get().ctx.db;
    const row = await db.selectFrom('products').selectAll().where('id', '=', dress).executeTakeFirstOrThrow();
    const variants = await db
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', dress)
      .orderBy('position')
      .execute();
    expect(variants.length).toBeGreaterThan(3);
    expect(p).toMatchObject({
      id: dress,
      title: row.title,
      currency: 'USD',
      status: 'active',
      visibility: 'public',
      inImportList: false,
      weightG: Number(row.weight_g),
      createdAt: new Date(Number(row.created_at)).toISOString(),
    });
    // Variants in the supplier's order: DP…-01, -02, …
    expect(p.variants.map((v) => v.sku)).toEqual(variants.map((v) => v.sku));
    expect(p.variants.map((v) => v.sku)).toEqual([...p.variants.map((v) => v.sku)].sort());
    expect(p.variants[0]?.sku).toMatch(/^DP\d{6}-01$/);
    // Colour × size: each variant picks one value of each axis, every combination once.
    expect(p.options.map((o) => o.name)).toEqual(['Color', 'Size']);
    const combos = new Set(p.variants.map((v) => `${v.options.Color}/${v.options.Size}`));
    expect(combos.size).toBe(p.variants.length);
    expect(p.variants.length).toBe(p.options[0]!.values.length * p.options[1]!.values.length);
    for (const v of p.variants) {
      expect(p.options[0]!.values).toContain(v.options.Color);
      expect(p.options[1]!.values).toContain(v.options.Size);
    }
    const costs = p.variants.map((v) => v.costCents);
    expect(p.costMin).toBe(Math.min(...costs));
    expect(p.costMax).toBe(Math.max(...costs));
    expect(p.stock).toBe(p.variants.reduce((s, v) => s + v.stock, 0));
    expect(p.images).toHaveLength(3);
    expect(p.description).toContain('## Highlights');
    expect(p.warehouse).toEqual({ code: 'CN-SZ', name: 'Shenzhen', countryCode: 'CN', region: 'CN' });
    const supplier = await db
      .selectFrom('suppliers')
      .selectAll()
      .where('id', '=', Number(row.supplier_id))
      .executeTakeFirstOrThrow();
    expect(p.supplier).toEqual({
      id: Number(supplier.id),
      name: supplier.name,
      countryCode: supplier.country_code,
      rating: Number(supplier.rating),
    });
    expect(p.categoryPath).toEqual([
      { id: 'womens-clothing', name: "Women's Clothing" },
      { id: 'womens-dresses', name: 'Dresses' },
    ]);
  });

  it('names the category path in the reader language', async () => {
    expect((await detail(bob, dress, 'es-ES,es;q=0.9')).body.categoryPath).toEqual([
      { id: 'womens-clothing', name: 'Ropa de mujer' },
      { id: 'womens-dresses', name: 'Vestidos' },
    ]);
    expect((await detail(bob, dress, 'pt-BR')).body.categoryPath.map((c) => c.name)).toEqual(['Roupas femininas', 'Vestidos']);
    expect((await detail(bob, dress, 'fr-FR')).body.categoryPath[0]?.name).toBe("Women's Clothing");
  });

  it('answers an unknown product with 404 in the reader language, a malformed id with 400, the public with 401', async () => {
    const res = await detail(bob, 999999, 'es-ES');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    expect(res.body.message).toBe('No hay ningún producto 999999 en el mercado.');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await detail(bob, id);
      expect(bad.status, id).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await detail('public', dress)).status).toBe(401);
  });

  it('hides a product taken off the market from sellers, not from admins', async () => {
    const seller = await detail(bob, inactive);
    expect(seller.status).toBe(404);
    expect(seller.body.code).toBe('PRODUCT_NOT_FOUND');
    const adm = await detail(admin, inactive);
    expect(adm.status).toBe(200);
    expect(adm.body).toMatchObject({ id: inactive, status: 'inactive' });
  });

  it('shows a private product to the seller it was found for, to nobody else', async () => {
    const mine = await detail(alice, privateToAlice);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: privateToAlice, visibility: 'private', status: 'active' });
    const other = await detail(bob, privateToAlice);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  it("keeps a product in the seller's import list open after it is taken off the market", async () => {
    const mine = await detail(bob, importedThenOff);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: importedThenOff, status: 'inactive', inImportList: true });
    expect((await detail(alice, importedThenOff)).status).toBe(404);
    // Its shipping quote opens too, for Bob only.
    expect((await quote(bob, { productId: importedThenOff, country: 'US' })).status).toBe(200);
    expect((await quote(alice, { productId: importedThenOff, country: 'US' })).status).toBe(404);
  });

  it('quotes every method shipping a product to a country, cheapest first, by the template formula', async () => {
    const p = (await detail(bob, dress)).body;
    const res = await quote(bob, { productId: dress, country: 'us' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      productId: dress,
      variantId: null,
      countryCode: 'US',
      quantity: 1,
      weightG: p.weightG,
      currency: 'USD',
    });
    // From China to the US: five methods (the small-parcel template).
    expect(res.body.items.map((m) => m.methodCode).sort()).toEqual(
      ['DHL_ECOMMERCE', 'DP_EXPRESS', 'DP_STANDARD', 'ECONOMY_POST', 'YUNEXPRESS'].sort(),
    );
    const costs = res.body.items.map((m) => m.costCents);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    // Economy post to the US: $1.80 for the first 100 g, $0.60 per started 100 g after.
    const economy = res.body.items.find((m) => m.methodCode === 'ECONOMY_POST');
    expect(economy).toEqual({
      methodCode: 'ECONOMY_POST',
      methodName: expect.any(String),
      carrier: expect.any(String),
      costCents: 180 + Math.ceil((p.weightG - 100) / 100) * 60,
      daysMin: 15,
      daysMax: 30,
    });
    const rules = await rulesOf(smallParcel, 'US');
    for (const m of res.body.items)
      expect(m.costCents, m.methodCode).toBe(shippingCost(ruleOf(rules.get(m.methodCode)!), p.weightG));
  });

  it("uses a destination's own price over the everywhere-else one", async () => {
    const us = await quote(bob, { productId: dress, country: 'US' });
    const kenya = await quote(bob, { productId: dress, country: 'KE' });
    expect(kenya.status).toBe(200);
    // Only the methods with an everywhere-else rule go to Kenya, at the far zone's price.
    expect(kenya.body.items.map((m) => m.methodCode).sort()).toEqual(['DP_STANDARD', 'ECONOMY_POST']);
    const cost = (q: ShippingQuote, code: string) => q.items.find((m) => m.methodCode === code)!.costCents;
    expect(cost(kenya.body, 'ECONOMY_POST')).toBeGreaterThan(cost(us.body, 'ECONOMY_POST'));
    const rules = await rulesOf(smallParcel, 'KE');
    expect(rules.get('ECONOMY_POST')?.country_code).toBe('*');
    expect(cost(kenya.body, 'ECONOMY_POST')).toBe(shippingCost(ruleOf(rules.get('ECONOMY_POST')!), us.body.weightG));
  });

  it('quotes one variant by its own weight, and scales weight and cost with the quantity', async () => {
    const p = (await detail(bob, dress)).body;
    const v = p.variants[3]!;
    expect(v.weightG).not.toBe(p.weightG);
    const one = await quote(bob, { variantId: v.id, country: 'DE' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ productId: dress, variantId: v.id, quantity: 1, weightG: v.weightG });
    const withBoth = await quote(bob, { productId: dress, variantId: v.id, country: 'DE' });
    expect(withBoth.body).toEqual(one.body);

    const three = await quote(bob, { variantId: v.id, country: 'DE', quantity: 3 });
    expect(three.status).toBe(200);
    expect(three.body).toMatchObject({ quantity: 3, weightG: 3 * v.weightG });
    const rules = await rulesOf(smallParcel, 'DE');
    for (const m of three.body.items) {
      const rule = ruleOf(rules.get(m.methodCode)!);
      expect(m.costCents, m.methodCode).toBe(shippingCost(rule, 3 * v.weightG));
      const single = one.body.items.find((o) => o.methodCode === m.methodCode)!;
      expect(m.costCents).toBeGreaterThan(single.costCents);
      expect(m.daysMax).toBe(single.daysMax);
    }
    const costs = three.body.items.map((m) => m.costCents);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('says when the quantity quoted is more than is in stock, for the product and for one variant', async () => {
    const db = get().ctx.db;
    const { stock: before } = await db.selectFrom('products').select('stock').where('id', '=', dress).executeTakeFirstOrThrow();
    await db.updateTable('products').set({ stock: 160 }).where('id', '=', dress).execute();
    try {
      const many = await quote(bob, { productId: dress, country: 'US', quantity: 10_000 });
      expect(many.status).toBe(200);
      // Still a quote (a seller may plan ahead), but it says only 160 can be ordered.
      expect(many.body).toMatchObject({ quantity: 10_000, stock: 160, inStock: false });
      expect(many.body.items.length).toBeGreaterThan(0);
      const enough = await quote(bob, { productId: dress, country: 'US', quantity: 160 });
      expect(enough.body).toMatchObject({ stock: 160, inStock: true });
    } finally {
      await db.updateTable('products').set({ stock: before }).where('id', '=', dress).execute();
    }
    const v = (await detail(bob, dress)).body.variants[0]!;
    const over = await quote(bob, { variantId: v.id, country: 'US', quantity: v.stock + 1 });
    expect(over.body).toMatchObject({ variantId: v.id, stock: v.stock, inStock: false });
    expect((await quote(bob, { variantId: v.id, country: 'US', quantity: Math.max(1, v.stock) })).body.stock).toBe(v.stock);
  });

  it('refuses an unknown product or variant, and a variant of another product', async () => {
    const unknown = await quote(bob, { productId: 999999, country: 'US' }, 'es-ES');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');
    expect(unknown.body.message).toBe('No hay ningún producto 999999 en el mercado.');
    const hidden = await quote(bob, { productId: inactive, country: 'US' });
    expect(hidden.status).toBe(404);
    expect((await quote(admin, { productId: inactive, country: 'US' })).status).toBe(200);

    const other = (await detail(bob, fromUs)).body.variants[0]!;
    const mixed = await quote(bob, { productId: dress, variantId: other.id, country: 'US' });
    expect(mixed.status).toBe(404);
    expect(mixed.body.code).toBe('VARIANT_NOT_FOUND');
    expect(mixed.body.message).toBe(`There is no variant ${other.id}.`);
    const noVariant = await quote(bob, { variantId: 99999999, country: 'US' });
    expect(noVariant.status).toBe(404);
    expect(noVariant.body.code).toBe('VARIANT_NOT_FOUND');
    // A variant of a product the seller may not see is as unknown as one that does not exist: its product is not named.
    const hiddenVariant = (await detail(admin, inactive)).body.variants[0]!;
    const refused = await quote(bob, { variantId: hiddenVariant.id, country: 'US' });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      code: 'VARIANT_NOT_FOUND',
      message: `There is no variant ${hiddenVariant.id}.`,
      params: { id: hiddenVariant.id },
    });
  });

  it('says so, naming the country, when no method delivers there', async () => {
    const res = await quote(bob, { productId: fromUs, country: 'jp' }, 'es-ES');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SHIPPING_NOT_AVAILABLE');
    expect(res.body.message).toBe('Ningún método de envío entrega este producto en JP.');
    const en = await quote(bob, { productId: fromUs, country: 'JP' });
    expect(en.body.message).toBe('No shipping method delivers this product to JP.');
    // The same product ships at home.
    const home = await quote(bob, { productId: fromUs, country: 'US' });
    expect(home.status).toBe(200);
    expect(home.body.items.map((m) => m.methodCode).sort()).toEqual(['DP_STANDARD', 'USPS_DP_LINE']);
  });

  it('refuses a quote without a product or variant, a bad quantity or an unknown country', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ country: 'US' }, 'VALIDATION_FAILED', 'productId'],
      [{ productId: dress, country: 'US', quantity: 0 }, 'VALIDATION_FAILED', 'quantity'],
      [{ productId: dress, country: 'US', quantity: 10001 }, 'VALIDATION_FAILED', 'quantity'],
      [{ productId: dress, country: 'US', quantity: 'two' }, 'VALIDATION_FAILED', 'quantity'],
      [{ productId: dress }, 'VALIDATION_FAILED', 'country'],
      [{ productId: 'abc', country: 'US' }, 'VALIDATION_FAILED', 'productId'],
      [{ productId: dress, country: 'XX' }, 'COUNTRY_UNKNOWN', ''],
    ];
    for (const [query, code, field] of cases) {
      const res = await quote(bob, query, 'es-ES');
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code, JSON.stringify(query)).toBe(code);
      if (field) {
        expect(res.body.params.field).toBe(field);
        expect(res.body.message).toMatch(new RegExp(`^Valor no válido en ${field}: `));
      }
    }
    expect((await quote('public', { productId: dress, country: 'US' })).status).toBe(401);
  });

  it('draws the pictures of the demo catalogue as SVG', async () => {
    const res = await fetch(`${get().url}/api/art/3/120/yoga-mat.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>Yoga Mat</text>');
    expect(svg).toContain('hsl(120 ');
    // Every picture of a product page opens.
    for (const image of (await detail(bob, dress)).body.images) {
      expect(image).toMatch(/^\/api\/art\/\d+\/\d+\/[a-z0-9-]+\.svg$/);
      const pic = await fetch(get().url + image);
      expect(pic.status, image).toBe(200);
      expect(pic.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });

  it('answers 404 for a picture name that is not one', async () => {
    for (const file of [
      '..%2Fx.svg',
      '..%2F..%2Fpackage.json',
      'X.png',
      'yoga-mat.png',
      'Yoga-Mat.svg',
      'yoga%20mat.svg',
      '.svg',
    ]) {
      const res = await fetch(`${get().url}/api/art/3/120/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('content-type'), file).not.toMatch(/svg/);
    }
  });
});
