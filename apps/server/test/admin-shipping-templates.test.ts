import { beforeAll, expect, it } from 'vitest';
import {
  shippingCost,
  type ShippingQuote,
  type ShippingTemplateDetail,
  type ShippingTemplateList,
  type ShippingTemplateRule,
} from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

const rule = (over: Partial<ShippingTemplateRule> = {}): ShippingTemplateRule => ({
  methodCode: 'DP_STANDARD',
  countryCode: 'DE',
  firstWeightG: 100,
  firstPriceCents: 500,
  additionalUnitG: 100,
  additionalPriceCents: 80,
  daysMin: 5,
  daysMax: 9,
  ...over,
});

describeEachEngine('admin: shipping templates', (get) => {
  let alice: Seller, admin: Seller;
  /** A listed product: the quote tests point it at a template of their own. */
  let product: { id: number; weightG: number };
  beforeAll(async () => {
    ({ alice, admin } = await get().cast());
    await get().catalogue(40);
    const p = await get()
      .ctx.db.selectFrom('products')
      .select(['id', 'weight_g'])
      .where('listed', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    product = { id: Number(p.id), weightG: Number(p.weight_g) };
  });

  const list = (as: Seller = admin) =>
    get().call<ShippingTemplateList & ErrorBody>('GET', '/api/admin/shipping-templates', { as });
  const one = (id: number | string, as: Seller = admin) =>
    get().call<ShippingTemplateDetail & ErrorBody>('GET', `/api/admin/shipping-templates/${id}`, { as });
  const create = (json: unknown, as: Seller = admin) =>
    get().call<ShippingTemplateDetail & ErrorBody>('POST', '/api/admin/shipping-templates', { as, json });
  const save = (id: number, json: unknown, as: Seller = admin) =>
    get().call<ShippingTemplateDetail & ErrorBody>('PUT', `/api/admin/shipping-templates/${id}`, { as, json });
  const remove = (id: number | string, as: Seller = admin) =>
    get().call<ErrorBody>('DELETE', `/api/admin/shipping-templates/${id}`, { as });
  const quote = (country: string) =>
    get().call<ShippingQuote & ErrorBody>('GET', `/v1/shipping/template?productId=${product.id}&country=${country}`, {
      as: alice,
    });
  const templateCount = async () =>
    Number(
      (
        await get()
          .ctx.db.selectFrom('shipping_templates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const shipBy = (templateId: number) =>
    get().ctx.db.updateTable('products').set({ template_id: templateId }).where('id', '=', product.id).execute();

  it('lists the templates with their rule and product counts', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const small = res.body.items.find((t) => t.name === 'China small parcel')!;
    const rules = await get()
      .ctx.db.selectFrom('shipping_template_rules')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('template_id', '=', small.id)
      .executeTakeFirstOrThrow();
    expect(small.ruleCount).toBe(Number(rules.n));
    expect(small.ruleCount).toBeGreaterThan(100);
    const products = await get().ctx.db.selectFrom('products').select(['template_id']).execute();
    for (const t of res.body.items)
      expect(t.productCount, t.name).toBe(products.filter((p) => Number(p.template_id) === t.id).length);
    expect(res.body.items.reduce((n, t) => n + t.productCount, 0)).toBe(products.length);
  });

  it('reads one template with its rules by method, `*` after the countries; 404 for an unknown id, 400 for a bad one', async () => {
    const uk = (await list()).body.items.find((t) => t.name === 'UK warehouse')!;
    const res = await one(uk.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: uk.id, name: 'UK warehouse', ruleCount: 3, productCount: uk.productCount });
    expect(res.body.rules.map((r) => `${r.methodCode}:${r.countryCode}`)).toEqual([
      'DP_STANDARD:GB',
      'DP_STANDARD:IE',
      'DP_EXPRESS:GB',
    ]);
    const small = (await list()).body.items.find((t) => t.name === 'China small parcel')!;
    const economy = (await one(small.id)).body.rules.filter((r) => r.methodCode === 'ECONOMY_POST');
    expect(economy.at(-1)?.countryCode).toBe('*');
    expect((await one(999_999)).body.code).toBe('TEMPLATE_NOT_FOUND');
    expect((await one(999_999)).status).toBe(404);
    expect((await one('abc')).status).toBe(400);
  });

  it('is for admins only: a seller gets 403 on every call and changes nothing; the public credential 401', async () => {
    const before = await templateCount();
    const first = (await list()).body.items[0]!;
    const rules = (await one(first.id)).body.rules;
    expect((await list(alice)).status).toBe(403);
    expect((await one(first.id, alice)).status).toBe(403);
    expect((await create({ name: 'Mine', rules: [rule()] }, alice)).body.code).toBe('FORBIDDEN');
    expect((await save(first.id, { name: 'Mine', rules: [rule()] }, alice)).status).toBe(403);
    expect((await remove(first.id, alice)).status).toBe(403);
    expect((await get().call('GET', '/api/admin/shipping-templates', { as: 'public' })).status).toBe(401);
    expect(await templateCount()).toBe(before);
    expect((await one(first.id)).body).toMatchObject({ name: first.name, rules });
  });

  it('creates a template with its rules (codes upper-cased, `*` for every other country)', async () => {
    const res = await create({
      name: '  Test lane  ',
      rules: [
        rule({ countryCode: 'de' }),
        rule({ countryCode: '*', firstPriceCents: 900 }),
        rule({ methodCode: 'DP_EXPRESS', firstPriceCents: 0 }),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Test lane', ruleCount: 3, productCount: 0 });
    expect(res.body.rules.map((r) => `${r.methodCode}:${r.countryCode}:${r.firstPriceCents}`)).toEqual([
      'DP_STANDARD:DE:500',
      'DP_STANDARD:*:900',
      'DP_EXPRESS:DE:0',
    ]);
    expect((await list()).body.items.find((t) => t.id === res.body.id)).toMatchObject({ ruleCount: 3, productCount: 0 });
  });

  it("replaces name and rules in one go: the market's quote for a product on the template changes at once", async () => {
    const made = await create({ name: 'Quote lane', rules: [rule(), rule({ countryCode: '*', firstPriceCents: 1500 })] });
    await shipBy(made.body.id);
    const first = await quote('DE');
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      expect.objectContaining({
        methodCode: 'DP_STANDARD',
        costCents: shippingCost(rule(), product.weightG),
        daysMin: 5,
        daysMax: 9,
      }),
    ]);
    expect((await quote('FR')).body.items[0]?.costCents).toBe(shippingCost(rule({ firstPriceCents: 1500 }), product.weightG));

    const cheaper = rule({ firstPriceCents: 199, additionalPriceCents: 10, daysMin: 2, daysMax: 4 });
    const res = await save(made.body.id, { name: 'Quote lane (new)', rules: [cheaper] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Quote lane (new)', ruleCount: 1, productCount: 1 });
    const after = await quote('DE');
    expect(after.body.items).toEqual([
      expect.objectContaining({
        methodCode: 'DP_STANDARD',
        costCents: shippingCost(cheaper, product.weightG),
        daysMin: 2,
        daysMax: 4,
      }),
    ]);
    expect(after.body.items[0]?.costCents).not.toBe(first.body.items[0]?.costCents);
    // The `*` rule was left out: it is gone, and France is served no more.
    expect((await quote('FR')).body.code).toBe('SHIPPING_NOT_AVAILABLE');
    expect((await one(made.body.id)).body.rules).toEqual([cheaper]);
  });

  it('refuses bad rules with the row and field named, writing nothing', async () => {
    const made = await create({ name: 'Guarded', rules: [rule()] });
    const id = made.body.id;
    const cases: [ShippingTemplateRule[], string, Record<string, unknown>][] = [
      [
        [rule(), rule({ methodCode: 'TELEPORT' })],
        'SHIPPING_METHOD_UNKNOWN',
        { code: 'TELEPORT', row: 2, field: 'rules.1.methodCode' },
      ],
      [[rule({ countryCode: 'XX' })], 'COUNTRY_UNKNOWN', { code: 'XX', row: 1, field: 'rules.0.countryCode' }],
      [[rule({ daysMin: 9, daysMax: 5 })], 'TEMPLATE_DAYS_INVALID', { row: 1, field: 'rules.0.daysMax', daysMin: 9, daysMax: 5 }],
      [
        [rule(), rule({ methodCode: 'DP_EXPRESS' }), rule({ countryCode: 'de', firstPriceCents: 1 })],
        'TEMPLATE_RULE_DUPLICATE',
        { row: 3, field: 'rules.2.countryCode', countryCode: 'DE', methodCode: 'DP_STANDARD' },
      ],
    ];
    for (const [rules, code, params] of cases) {
      for (const res of [await save(id, { name: 'Changed', rules }), await create({ name: 'Never', rules })]) {
        expect(res.status, code).toBe(400);
        expect(res.body.code).toBe(code);
        expect(res.body.params).toMatchObject(params);
      }
    }
    const invalid: [unknown, string][] = [
      [{ name: 'Changed', rules: [rule({ additionalUnitG: 0 })] }, 'rules.0.additionalUnitG'],
      [{ name: 'Changed', rules: [rule({ firstWeightG: -100 })] }, 'rules.0.firstWeightG'],
      [{ name: 'Changed', rules: [rule({ firstPriceCents: -1 })] }, 'rules.0.firstPriceCents'],
      [{ name: 'Changed', rules: [rule({ additionalPriceCents: 12.5 })] }, 'rules.0.additionalPriceCents'],
      [{ name: 'Changed', rules: [] }, 'rules'],
      [{ name: ' ', rules: [rule()] }, 'name'],
      [{ rules: [rule()] }, 'name'],
    ];
    for (const [body, field] of invalid) {
      const res = await save(id, body);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field } });
    }
    expect((await one(id)).body).toMatchObject({ name: 'Guarded', rules: [rule()] });
    expect((await list()).body.items.some((t) => t.name === 'Never')).toBe(false);
    expect((await save(999_999, { name: 'Nope', rules: [rule()] })).status).toBe(404);
  });

  it('deletes a template no product uses, rules and all; one in use is 409 and an unknown one 404', async () => {
    const used = (await list()).body.items.find((t) => t.name === 'UK warehouse')!;
    expect(used.productCount).toBeGreaterThan(0);
    const refused = await remove(used.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'TEMPLATE_IN_USE',
      params: { id: used.id, name: 'UK warehouse', count: used.productCount },
    });
    expect((await one(used.id)).body.ruleCount).toBe(3);

    const spare = await create({ name: 'Spare', rules: [rule(), rule({ countryCode: 'FR' })] });
    expect((await remove(spare.body.id)).status).toBe(204);
    expect((await one(spare.body.id)).status).toBe(404);
    const left = await get()
      .ctx.db.selectFrom('shipping_template_rules')
      .select('method_code')
      .where('template_id', '=', spare.body.id)
      .execute();
    expect(left).toEqual([]);
    const again = await remove(spare.body.id);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('TEMPLATE_NOT_FOUND');
  });
});
