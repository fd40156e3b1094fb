import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_RULE_SET,
  type PriceRule,
  type PriceRuleSet,
  type PricingRules,
  type PricingRulesOverview,
} from '@dropport/contracts';
import { ConfigError, parseConfig } from '../src/config.js';
import { rateMicrosFor, ruleSetFor } from '../src/modules/pricing/pricing.service.js';
import { describeEachEngine, type Cast, type ErrorBody, type Seller, type TestServer } from './harness.js';

const rule = (minCostCents: number, maxCostCents: number | null, kind: PriceRule['kind'], value: number): PriceRule => ({
  minCostCents,
  maxCostCents,
  kind,
  value,
});

/** A set unlike the built-in one: x3 under $5, +$4 from $5 up, compare-at +$2, prices ending in .95, shipping in. */
const MINE: PriceRuleSet = {
  rules: [rule(0, 500, 'multiplier', 3000), rule(500, null, 'fixed', 400)],
  compareAt: { kind: 'fixed', value: 200 },
  centsEnding: 95,
  includeShipping: true,
};

const STORE_SET: PriceRuleSet = {
  rules: [rule(0, null, 'multiplier', 2500)],
  compareAt: { kind: 'none', value: 0 },
  centsEnding: null,
  includeShipping: false,
};

/**
 * Links a store to a seller the way the stores module does: a row in `stores`. Without that module's migration the
 * table is made here with the columns ownership reads; with it, every required column gets a value.
 */
async function linkStore(s: TestServer, seller: Seller): Promise<string> {
  const id = `st_${randomBytes(8).toString('hex')}`;
  const tables = await s.ctx.db.introspection.getTables();
  const stores = tables.find((t) => t.name === 'stores');
  if (!stores) {
    await sql`create table stores (id text primary key, user_id text not null, status text not null)`.execute(s.ctx.db);
    await sql`insert into stores (id, user_id, status) values (${id}, ${seller.id}, 'active')`.execute(s.ctx.db);
    return id;
  }
  const known: Record<string, unknown> = { id, user_id: seller.id, platform: 'shopify', currency: 'EUR', status: 'active' };
  const values: Record<string, unknown> = {};
  for (const c of stores.columns) {
    if (c.name in known) values[c.name] = known[c.name];
    else if (!c.isNullable && !c.hasDefaultValue && !c.isAutoIncrementing)
      values[c.name] = /int|numeric|real|double/i.test(c.dataType) ? Date.now() : `${c.name}-${randomBytes(6).toString('hex')}`;
  }
  const cols = Object.keys(values);
  await sql`insert into stores (${sql.join(cols.map((c) => sql.ref(c)))}) values (${sql.join(cols.map((c) => values[c]))})`.execute(
    s.ctx.db,
  );
  return id;
}

describeEachEngine('pricing rules', (get) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await get().cast();
  });

  const overview = (as: Seller) => get().call<PricingRulesOverview>('GET', '/api/pricing-rules', { as });
  const rules = (as: Seller, scope: string, lang?: string) =>
    get().call<PricingRules & ErrorBody>('GET', `/api/pricing-rules/${scope}`, {
      as,
      headers: lang ? { 'Accept-Language': lang } : {},
    });
  const put = (as: Seller, scope: string, json: unknown, lang?: string) =>
    get().call<PricingRules & ErrorBody>('PUT', `/api/pricing-rules/${scope}`, {
      as,
      json,
      headers: lang ? { 'Accept-Language': lang } : {},
    });
  const del = (as: Seller, scope: string) =>
    get().call<PricingRules & ErrorBody>('DELETE', `/api/pricing-rules/${scope}`, { as });
  const storedRows = (seller: Seller) =>
    get().ctx.db.selectFrom('pricing_rule_sets').select(['store_id', 'rule_set']).where('user_id', '=', seller.id).execute();

  it('gives a new seller the built-in set, no store sets, the configured rates and no shipping country yet', async () => {
    const res = await overview(cast.alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      default: { scope: 'default', storeId: null, set: DEFAULT_PRICE_RULE_SET, source: 'builtin', updatedAt: null },
      stores: [],
      exchangeRates: {
        USD: 1_000_000,
        EUR: 920_000,
        GBP: 790_000,
        CAD: 1_360_000,
        AUD: 1_520_000,
        BRL: 5_400_000,
        MXN: 17_100_000,
      },
      defaultShippingCountry: null,
    });
    expect((await rules(cast.alice, 'default')).body).toMatchObject({ source: 'builtin', set: DEFAULT_PRICE_RULE_SET });
  });

  it("names the seller's default ship-to country from Setting → Shipping", async () => {
    const saved = await get().call('POST', `/v1/users/${cast.bob.id}/shipping`, {
      as: cast.bob,
      json: { defaultCountryCode: 'DE', rules: [] },
    });
    expect(saved.status).toBe(200);
    expect((await overview(cast.bob)).body.defaultShippingCountry).toBe('DE');
    expect((await overview(cast.alice)).body.defaultShippingCountry).toBeNull();
  });

  it('saves the default set, reads it back everywhere, and keeps it across reads', async () => {
    const before = Date.now();
    const res = await put(cast.alice, 'default', MINE);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ scope: 'default', storeId: null, set: MINE, source: 'default' });
    expect(Date.parse(res.body.updatedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await rules(cast.alice, 'default')).body).toEqual(res.body);
    expect((await overview(cast.alice)).body.default).toEqual(res.body);
    expect(await ruleSetFor(get().ctx, cast.alice.id, null)).toEqual(MINE);
    expect(await storedRows(cast.alice)).toEqual([{ store_id: '', rule_set: JSON.stringify(MINE) }]);

    const changed = { ...MINE, centsEnding: null };
    expect((await put(cast.alice, 'default', changed)).body.set).toEqual(changed);
    expect(await storedRows(cast.alice)).toHaveLength(1);
    await put(cast.alice, 'default', MINE);
  });

  it.each([
    [
      'a first range that does not start at $0',
      { rules: [rule(100, null, 'multiplier', 2000)] },
      'PRICE_RULES_GAP',
      1,
      'Rule 1 must start where the rule before it ends',
    ],
    [
      'a gap between two ranges',
      { rules: [rule(0, 1000, 'multiplier', 2000), rule(1500, null, 'multiplier', 1500)] },
      'PRICE_RULES_GAP',
      2,
      'Rule 2 must start where the rule before it ends',
    ],
    [
      'a last range with an end',
      { rules: [rule(0, 1000, 'multiplier', 2000), rule(1000, 5000, 'multiplier', 1500)] },
      'PRICE_RULES_OPEN_END',
      2,
      'The last rule (rule 2) must have no upper limit',
    ],
    [
      'a range that ends below its start',
      { rules: [rule(0, 1000, 'fixed', 100), rule(1000, 800, 'fixed', 100), rule(800, null, 'fixed', 100)] },
      'PRICE_RULE_RANGE_INVALID',
      2,
      'Rule 2 must end above where it starts',
    ],
    [
      'a multiplier below x1',
      { rules: [rule(0, 1000, 'multiplier', 2000), rule(1000, null, 'multiplier', 900)] },
      'PRICE_RULE_MARKUP_INVALID',
      2,
      'Rule 2: a multiplier goes from ×1 to ×100',
    ],
  ])('refuses %s with 422 %s and leaves the saved set alone', async (_, change, code, ruleNumber, message) => {
    const res = await put(cast.alice, 'default', { ...MINE, ...change });
    expect([res.status, res.body.code, res.body.params]).toEqual([422, code, { rule: ruleNumber }]);
    expect(res.body.message).toContain(message);
    expect((await rules(cast.alice, 'default')).body.set).toEqual(MINE);
    expect(await storedRows(cast.alice)).toEqual([{ store_id: '', rule_set: JSON.stringify(MINE) }]);
  });

  it('refuses a compare-at rule that does not raise the price, and says so in the caller’s language', async () => {
    const res = await put(cast.alice, 'default', { ...MINE, compareAt: { kind: 'multiplier', value: 1000 } }, 'es-ES');
    expect([res.status, res.body.code]).toEqual([422, 'PRICE_RULE_COMPARE_AT_INVALID']);
    expect(res.body.message).toContain('El precio de comparación debe ser mayor que el precio');
    const pt = await put(cast.alice, 'default', { ...MINE, rules: [rule(0, null, 'fixed', 1_000_001)] }, 'pt-BR');
    expect(pt.body.message).toBe('Regra 1: um multiplicador vai de ×1 a ×100 e um acréscimo fixo de US$ 0 a US$ 10.000.');
    expect((await rules(cast.alice, 'default')).body.set).toEqual(MINE);
  });

  it.each([
    ['no rules', { rules: [] }],
    ['a cents ending of 100', { centsEnding: 100 }],
    ['a fractional multiplier', { rules: [rule(0, null, 'multiplier', 1500.5)] }],
    ['a percent markup', { rules: [{ ...rule(0, null, 'fixed', 10), kind: 'percent' }] }],
    ['no include-shipping flag', { includeShipping: undefined }],
  ])('refuses a malformed set (%s) with 400 and leaves the saved set alone', async (_, change) => {
    const res = await put(cast.alice, 'default', { ...MINE, ...change });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await rules(cast.alice, 'default')).body.set).toEqual(MINE);
  });

  it("keeps each seller's rules to themselves", async () => {
    expect((await overview(cast.bob)).body.default).toMatchObject({ source: 'builtin', set: DEFAULT_PRICE_RULE_SET });
    expect((await put(cast.bob, 'default', STORE_SET)).status).toBe(200);
    expect((await rules(cast.alice, 'default')).body.set).toEqual(MINE);
    expect((await del(cast.bob, 'default')).status).toBe(200);
    expect((await rules(cast.alice, 'default')).body.set).toEqual(MINE);
    expect(await ruleSetFor(get().ctx, cast.bob.id, null)).toEqual(DEFAULT_PRICE_RULE_SET);
  });

  it('answers only signed-in callers', async () => {
    expect((await get().call('GET', '/api/pricing-rules')).status).toBe(401);
    expect((await get().call('PUT', '/api/pricing-rules/default', { json: MINE })).status).toBe(401);
    expect((await get().call('DELETE', '/api/pricing-rules/default')).status).toBe(401);
  });

  it('refuses a store that is not one of the seller’s, writing nothing', async () => {
    for (const res of [
      await rules(cast.alice, 'st_nobody'),
      await put(cast.alice, 'st_nobody', STORE_SET),
      await del(cast.alice, 'st_nobody'),
    ]) {
      expect([res.status, res.body.code, res.body.params]).toEqual([404, 'STORE_NOT_FOUND', { id: 'st_nobody' }]);
    }
    expect(await storedRows(cast.alice)).toHaveLength(1);
  });

  describe('store scopes', () => {
    let aliceStore: string;
    let bobStore: string;
    beforeAll(async () => {
      aliceStore = await linkStore(get(), cast.alice);
      bobStore = await linkStore(get(), cast.bob);
    });

    it("prices a store without its own set with the seller's default set", async () => {
      expect((await rules(cast.alice, aliceStore)).body).toMatchObject({
        scope: aliceStore,
        storeId: aliceStore,
        source: 'default',
        set: MINE,
      });
      expect((await rules(cast.bob, bobStore)).body).toMatchObject({
        storeId: bobStore,
        source: 'builtin',
        set: DEFAULT_PRICE_RULE_SET,
      });
      expect(await ruleSetFor(get().ctx, cast.alice.id, aliceStore)).toEqual(MINE);
      expect((await overview(cast.alice)).body.stores).toEqual([]);
    });

    it('saves a set of its own, lists it, prices with it, and deleting it falls back to the default set', async () => {
      const saved = await put(cast.alice, aliceStore, STORE_SET);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ scope: aliceStore, storeId: aliceStore, source: 'store', set: STORE_SET });
      expect((await overview(cast.alice)).body).toMatchObject({ default: { set: MINE }, stores: [saved.body] });
      expect(await ruleSetFor(get().ctx, cast.alice.id, aliceStore)).toEqual(STORE_SET);
      expect(await ruleSetFor(get().ctx, cast.alice.id, null)).toEqual(MINE);

      const invalid = await put(cast.alice, aliceStore, { ...STORE_SET, rules: [rule(0, 100, 'fixed', 0)] });
      expect([invalid.status, invalid.body.code]).toEqual([422, 'PRICE_RULES_OPEN_END']);
      expect((await rules(cast.alice, aliceStore)).body.set).toEqual(STORE_SET);

      const dropped = await del(cast.alice, aliceStore);
      expect(dropped.status).toBe(200);
      expect(dropped.body).toMatchObject({ storeId: aliceStore, source: 'default', set: MINE });
      expect((await overview(cast.alice)).body.stores).toEqual([]);
      expect(await ruleSetFor(get().ctx, cast.alice.id, aliceStore)).toEqual(MINE);
      // Deleting what is not there is no error: the store already uses the default set.
      expect((await del(cast.alice, aliceStore)).status).toBe(200);
    });

    it("refuses another seller's store, writing nothing", async () => {
      const before = await storedRows(cast.bob);
      for (const res of [
        await rules(cast.alice, bobStore),
        await put(cast.alice, bobStore, STORE_SET),
        await del(cast.alice, bobStore),
      ]) {
        expect([res.status, res.body.code]).toEqual([404, 'STORE_NOT_FOUND']);
      }
      expect(await storedRows(cast.alice)).toEqual([{ store_id: '', rule_set: JSON.stringify(MINE) }]);
      expect(await storedRows(cast.bob)).toEqual(before);
    });

    it('refuses a store the seller unlinked, and leaves its set out of the overview until it is linked again', async () => {
      const store = await linkStore(get(), cast.alice);
      expect((await put(cast.alice, store, STORE_SET)).status).toBe(200);
      const setStatus = (status: string) => sql`update stores set status = ${status} where id = ${store}`.execute(get().ctx.db);
      await setStatus('unlinked');
      expect((await rules(cast.alice, store)).body.code).toBe('STORE_NOT_FOUND');
      expect((await put(cast.alice, store, MINE)).status).toBe(404);
      expect((await overview(cast.alice)).body.stores.map((s) => s.storeId)).not.toContain(store);
      await setStatus('active');
      expect((await overview(cast.alice)).body.stores).toEqual([expect.objectContaining({ storeId: store, set: STORE_SET })]);
      await del(cast.alice, store);
    });

    it('deleting the default set puts the built-in one back for the default scope and for stores without their own', async () => {
      await put(cast.alice, aliceStore, STORE_SET);
      const res = await del(cast.alice, 'default');
      expect(res.body).toMatchObject({ scope: 'default', source: 'builtin', set: DEFAULT_PRICE_RULE_SET, updatedAt: null });
      expect((await rules(cast.alice, aliceStore)).body.set).toEqual(STORE_SET);
      expect(await ruleSetFor(get().ctx, cast.alice.id, null)).toEqual(DEFAULT_PRICE_RULE_SET);
      await del(cast.alice, aliceStore);
      expect((await rules(cast.alice, aliceStore)).body).toMatchObject({ source: 'builtin', set: DEFAULT_PRICE_RULE_SET });
    });
  });
});

describeEachEngine(
  'pricing rules with configured exchange rates',
  (get) => {
    it('answers the configured rates, the others at their defaults', async () => {
      const seller = await get().seller();
      const res = await get().call<PricingRulesOverview>('GET', '/api/pricing-rules', { as: seller });
      expect(res.body.exchangeRates).toEqual({
        USD: 1_000_000,
        EUR: 900_000,
        GBP: 790_000,
        CAD: 1_360_000,
        AUD: 1_520_000,
        BRL: 5_123_456,
        MXN: 18_000_000,
      });
      expect(rateMicrosFor(get().ctx, 'BRL')).toBe(5_123_456);
      expect(rateMicrosFor(get().ctx, 'USD')).toBe(1_000_000);
    });
  },
  { EXCHANGE_RATES: ' eur=0.9, BRL=5.123456,MXN=18 ' },
);

describe('EXCHANGE_RATES', () => {
  const problem = (value: string) => {
    try {
      parseConfig({ EXCHANGE_RATES: value });
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
    throw new Error(`accepted ${value}`);
  };

  it('defaults every store currency, USD at 1', () => {
    expect(parseConfig({}).EXCHANGE_RATES).toEqual({
      USD: 1_000_000,
      EUR: 920_000,
      GBP: 790_000,
      CAD: 1_360_000,
      AUD: 1_520_000,
      BRL: 5_400_000,
      MXN: 17_100_000,
    });
    expect(parseConfig({ EXCHANGE_RATES: 'USD=1.000000,GBP=0.000001' }).EXCHANGE_RATES).toMatchObject({ USD: 1_000_000, GBP: 1 });
  });

  it.each([
    ['JPY=150', 'EXCHANGE_RATES: JPY: not a store currency'],
    ['EUR=0.9,EUR=0.91', 'EXCHANGE_RATES: EUR: given twice'],
    ['EUR=0', 'EXCHANGE_RATES: EUR=0: the rate must be a positive number'],
    ['EUR=-0.9', 'EXCHANGE_RATES: EUR=-0.9: the rate must be a positive number'],
    ['EUR=0,92', 'EXCHANGE_RATES: 92: not a store currency'],
    ['EUR=0.1234567', 'EXCHANGE_RATES: EUR=0.1234567: the rate must be a positive number'],
    ['EUR', 'EXCHANGE_RATES: EUR=: the rate must be a positive number'],
    ['USD=1.1', 'EXCHANGE_RATES: USD=1.1: USD is the base currency, its rate is 1'],
  ])('refuses %s at start, naming the variable', (value, message) => {
    expect(problem(value)).toContain(message);
  });
});
