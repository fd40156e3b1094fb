import { describe, expect, it } from 'vitest';
import type { PricingRules, PricingRulesOverview } from '@dropport/contracts';
import { withScope } from './pricing-rules';

const set = { rules: [], compareAt: null, centsEnding: null, includeShipping: false } as unknown as PricingRules['set'];
const rules = (storeId: string | null, source: PricingRules['source'], updatedAt: string | null): PricingRules => ({
  scope: storeId ?? 'default',
  storeId,
  set,
  source,
  updatedAt,
});
const overview: PricingRulesOverview = {
  default: rules(null, 'builtin', null),
  stores: [rules('s1', 'store', '2026-01-01T00:00:00.000Z')],
  exchangeRates: {} as PricingRulesOverview['exchangeRates'],
  defaultShippingCountry: null,
};

describe('the rules a save or reset answers, put into the overview', () => {
  it('replace the default set', () => {
    const saved = rules(null, 'default', '2026-02-01T00:00:00.000Z');
    expect(withScope(overview, saved)).toEqual({ ...overview, default: saved });
  });

  it("add or replace a store's own set, and drop it when the store falls back to the default", () => {
    const own = rules('s2', 'store', '2026-02-01T00:00:00.000Z');
    expect(withScope(overview, own).stores).toEqual([overview.stores[0], own]);
    const changed = rules('s1', 'store', '2026-03-01T00:00:00.000Z');
    expect(withScope(overview, changed).stores).toEqual([changed]);
    expect(withScope(overview, rules('s1', 'default', null)).stores).toEqual([]);
  });
});
