import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_RULE_SET,
  MAX_FIXED_MARKUP_CENTS,
  MAX_MULTIPLIER_MILLI,
  MAX_RANGE_BOUND_CENTS,
  PriceRuleSet,
  convertUsdCents,
  priceFor,
  priceRuleProblemParams,
  profitUsdCents,
  roundToEnding,
  ruleIndexFor,
  validatePriceRules,
  type PriceRule,
} from './pricing.js';

const USD = 1_000_000;
const EUR = 920_000;
const BRL = 5_400_000;

/** A set with the given changes; rules default to the built-in ones. */
const setWith = (change: Partial<PriceRuleSet> = {}): PriceRuleSet => ({ ...DEFAULT_PRICE_RULE_SET, ...change });
const plain = (change: Partial<PriceRuleSet> = {}) =>
  setWith({ compareAt: { kind: 'none', value: 0 }, centsEnding: null, ...change });
const rule = (minCostCents: number, maxCostCents: number | null, kind: PriceRule['kind'], value: number): PriceRule => ({
  minCostCents,
  maxCostCents,
  kind,
  value,
});

describe('the built-in rule set', () => {
  it('is a valid set by the schema and by the rules', () => {
    expect(PriceRuleSet.parse(DEFAULT_PRICE_RULE_SET)).toEqual(DEFAULT_PRICE_RULE_SET);
    expect(validatePriceRules(DEFAULT_PRICE_RULE_SET)).toBeNull();
  });

  it.each([
    // cost, rule, price (x2 / x1.8 / x1.5 then up to .99), compare-at (x1.5 of the price, up to .99)
    [0, 0, 99, 199],
    [150, 0, 399, 599],
    [499, 0, 999, 1499],
    [999, 0, 1999, 2999],
    [1000, 1, 1899, 2899],
    [2990, 1, 5399, 8099],
    [2999, 1, 5399, 8099],
    [3000, 2, 4599, 6899],
    [7500, 2, 11299, 16999],
  ])('prices a cost of %i cents with rule %i at %i, compare-at %s', (costCents, ruleIndex, priceCents, compareAtCents) => {
    expect(priceFor(DEFAULT_PRICE_RULE_SET, { costCents, rateMicros: USD })).toEqual({
      priceCents,
      compareAtCents,
      ruleIndex,
    });
  });
});

describe('cost ranges', () => {
  const set = plain({
    rules: [rule(0, 500, 'fixed', 300), rule(500, 2000, 'multiplier', 2500), rule(2000, null, 'multiplier', 1200)],
  });

  it('are half-open: a range holds its start and not its end', () => {
    expect(ruleIndexFor(set, 0)).toBe(0);
    expect(ruleIndexFor(set, 499)).toBe(0);
    expect(ruleIndexFor(set, 500)).toBe(1);
    expect(ruleIndexFor(set, 1999)).toBe(1);
    expect(ruleIndexFor(set, 2000)).toBe(2);
    expect(ruleIndexFor(set, MAX_RANGE_BOUND_CENTS * 10)).toBe(2);
  });

  it('apply their own markup on each side of a boundary', () => {
    expect(priceFor(set, { costCents: 499, rateMicros: USD })).toMatchObject({ priceCents: 799, ruleIndex: 0 });
    expect(priceFor(set, { costCents: 500, rateMicros: USD })).toMatchObject({ priceCents: 1250, ruleIndex: 1 });
    expect(priceFor(set, { costCents: 1999, rateMicros: USD })).toMatchObject({ priceCents: 4998, ruleIndex: 1 });
    expect(priceFor(set, { costCents: 2000, rateMicros: USD })).toMatchObject({ priceCents: 2400, ruleIndex: 2 });
  });

  it('round a multiplied cost to the nearest cent, halves up', () => {
    const x = plain({ rules: [rule(0, null, 'multiplier', 1500)] });
    expect(priceFor(x, { costCents: 1, rateMicros: USD }).priceCents).toBe(2); // 1.5
    expect(priceFor(x, { costCents: 3, rateMicros: USD }).priceCents).toBe(5); // 4.5
    expect(priceFor(x, { costCents: 333, rateMicros: USD }).priceCents).toBe(500); // 499.5
    const y = plain({ rules: [rule(0, null, 'multiplier', 1333)] });
    expect(priceFor(y, { costCents: 100, rateMicros: USD }).priceCents).toBe(133); // 133.3
  });

  it('fall back to the last rule for a cost no range holds (an unchecked set)', () => {
    const gap = plain({ rules: [rule(100, 200, 'fixed', 0), rule(300, null, 'fixed', 1)] });
    expect(priceFor(gap, { costCents: 50, rateMicros: USD })).toMatchObject({ priceCents: 51, ruleIndex: 1 });
  });
});

describe('cents ending', () => {
  it.each([
    [1234, 99, 1299],
    [1299, 99, 1299],
    [1300, 99, 1399],
    [0, 99, 99],
    [99, 99, 99],
    [100, 99, 199],
    [1296, 95, 1395],
    [1295, 95, 1295],
    [1200, 0, 1200],
    [1201, 0, 1300],
    [1250, 50, 1250],
    [1234, null, 1234],
  ])('%i cents ending in %s -> %i', (cents, ending, expected) => {
    expect(roundToEnding(cents, ending)).toBe(expected);
  });

  it('applies to the price and to the compare-at price, never lowering either', () => {
    const set = setWith({
      rules: [rule(0, null, 'multiplier', 2000)],
      compareAt: { kind: 'multiplier', value: 2000 },
      centsEnding: 95,
    });
    // 7.30 x2 = 14.60 -> 14.95; x2 = 29.90 -> 29.95; 7.50 x2 = 15.00 -> 15.95 (never down to 14.95)
    expect(priceFor(set, { costCents: 730, rateMicros: USD })).toEqual({ priceCents: 1495, compareAtCents: 2995, ruleIndex: 0 });
    expect(priceFor(set, { costCents: 750, rateMicros: USD })).toEqual({ priceCents: 1595, compareAtCents: 3195, ruleIndex: 0 });
  });
});

describe('fixed markup', () => {
  it('adds USD cents to the cost before rounding', () => {
    const set = setWith({ rules: [rule(0, null, 'fixed', 700)], compareAt: { kind: 'none', value: 0 } });
    expect(priceFor(set, { costCents: 500, rateMicros: USD })).toEqual({ priceCents: 1299, compareAtCents: null, ruleIndex: 0 });
    expect(priceFor(plain({ rules: [rule(0, null, 'fixed', 0)] }), { costCents: 500, rateMicros: USD }).priceCents).toBe(500);
  });
});

describe('compare-at price', () => {
  const base = { rules: [rule(0, null, 'multiplier', 2000)], centsEnding: null };

  it('is null when the set has none', () => {
    expect(
      priceFor(setWith({ ...base, compareAt: { kind: 'none', value: 1500 } }), { costCents: 1000, rateMicros: USD }),
    ).toEqual({
      priceCents: 2000,
      compareAtCents: null,
      ruleIndex: 0,
    });
  });

  it('multiplies the price', () => {
    const set = setWith({ ...base, compareAt: { kind: 'multiplier', value: 1300 } });
    expect(priceFor(set, { costCents: 1000, rateMicros: USD }).compareAtCents).toBe(2600);
    // 20.02 x1.3 = 26.026 -> 26.03
    expect(priceFor(set, { costCents: 1001, rateMicros: USD })).toMatchObject({ priceCents: 2002, compareAtCents: 2603 });
  });

  it('adds a USD amount converted at the store rate', () => {
    const set = setWith({ ...base, compareAt: { kind: 'fixed', value: 500 } });
    expect(priceFor(set, { costCents: 1000, rateMicros: USD }).compareAtCents).toBe(2500);
    // 20.00 USD = 18.40 EUR; + 5.00 USD = 4.60 EUR
    expect(priceFor(set, { costCents: 1000, rateMicros: EUR })).toMatchObject({ priceCents: 1840, compareAtCents: 2300 });
  });

  it('is dropped when it would not be above the price', () => {
    const same = setWith({ ...base, compareAt: { kind: 'multiplier', value: 1000 } });
    expect(priceFor(same, { costCents: 1000, rateMicros: USD }).compareAtCents).toBeNull();
    const zero = setWith({ ...base, compareAt: { kind: 'fixed', value: 0 } });
    expect(priceFor(zero, { costCents: 1000, rateMicros: USD }).compareAtCents).toBeNull();
    // x1.001 of 0.99 is 0.99099: rounded, it is the price again.
    const tiny = setWith({
      rules: [rule(0, null, 'fixed', 0)],
      compareAt: { kind: 'multiplier', value: 1001 },
      centsEnding: null,
    });
    expect(priceFor(tiny, { costCents: 99, rateMicros: USD }).compareAtCents).toBeNull();
  });
});

describe('including shipping', () => {
  const set = plain({ rules: [rule(0, 1000, 'multiplier', 2000), rule(1000, null, 'multiplier', 1800)], centsEnding: 99 });

  it('adds the shipping to the cost before choosing the rule and marking up', () => {
    const withShipping = { ...set, includeShipping: true };
    // 8.00 + 3.00 = 11.00 -> second rule, x1.8 = 19.80 -> 19.99
    expect(priceFor(withShipping, { costCents: 800, shippingCents: 300, rateMicros: USD })).toMatchObject({
      priceCents: 1999,
      ruleIndex: 1,
    });
    expect(priceFor(withShipping, { costCents: 800, shippingCents: null, rateMicros: USD })).toMatchObject({
      priceCents: 1699,
      ruleIndex: 0,
    });
    expect(priceFor(withShipping, { costCents: 800, rateMicros: USD }).priceCents).toBe(1699);
  });

  it('ignores the shipping when the set does not include it', () => {
    expect(priceFor(set, { costCents: 800, shippingCents: 300, rateMicros: USD })).toMatchObject({
      priceCents: 1699,
      ruleIndex: 0,
    });
  });
});

describe('store currency', () => {
  it('converts the marked-up USD price at the rate, then rounds to the ending', () => {
    // 10.00 x1.8 = 18.00 USD = 16.56 EUR -> 16.99
    expect(priceFor(DEFAULT_PRICE_RULE_SET, { costCents: 1000, rateMicros: EUR })).toMatchObject({
      priceCents: 1699,
      ruleIndex: 1,
    });
    // 10.00 x1.8 = 18.00 USD = 97.20 BRL -> 97.99
    expect(priceFor(DEFAULT_PRICE_RULE_SET, { costCents: 1000, rateMicros: BRL }).priceCents).toBe(9799);
  });

  it('chooses the rule by the USD cost, whatever the currency', () => {
    expect(priceFor(DEFAULT_PRICE_RULE_SET, { costCents: 999, rateMicros: BRL }).ruleIndex).toBe(0);
  });

  it('rounds once, at the end (no rounding of the USD price first)', () => {
    // 10.01 x1.5 = 15.015 USD; x0.92 = 13.8138 EUR -> 13.81 (rounding 15.015 to 15.02 first would give 13.82)
    const set = plain({ rules: [rule(0, null, 'multiplier', 1500)] });
    expect(priceFor(set, { costCents: 1001, rateMicros: EUR }).priceCents).toBe(1381);
  });

  it('stays exact for the largest amounts the rules allow', () => {
    const set = plain({ rules: [rule(0, null, 'multiplier', MAX_MULTIPLIER_MILLI)] });
    // US$1,000,000 x100 in MXN at 17.123457: cost x value x rate is 1.7e20, far past 2^53, and the result is exact
    expect(priceFor(set, { costCents: MAX_RANGE_BOUND_CENTS, rateMicros: 17_123_457 }).priceCents).toBe(171_234_570_000);
  });

  it('converts single amounts to the nearest cent', () => {
    expect(convertUsdCents(1000, EUR)).toBe(920);
    expect(convertUsdCents(1, 1_500_000)).toBe(2);
    expect(convertUsdCents(1, 1_499_999)).toBe(1);
    expect(convertUsdCents(0, EUR)).toBe(0);
  });
});

describe('profit', () => {
  it('is the price back in USD minus cost and shipping', () => {
    expect(profitUsdCents(1999, USD, 999, 300)).toBe(700);
    // 16.99 EUR / 0.92 = 18.467 USD -> 18.47
    expect(profitUsdCents(1699, EUR, 1000, 0)).toBe(847);
    expect(profitUsdCents(500, USD, 450, 100)).toBe(-50);
  });

  it('matches what a priced variant earns', () => {
    const { priceCents } = priceFor(DEFAULT_PRICE_RULE_SET, { costCents: 1200, rateMicros: USD });
    expect(priceCents).toBe(2199);
    expect(profitUsdCents(priceCents, USD, 1200, 450)).toBe(549);
  });
});

describe('validatePriceRules', () => {
  const valid = DEFAULT_PRICE_RULE_SET;
  const withRules = (rules: PriceRule[]) => ({ ...valid, rules });

  it('accepts one open range from 0', () => {
    expect(validatePriceRules(withRules([rule(0, null, 'fixed', 0)]))).toBeNull();
  });

  it('finds a first range that does not start at 0', () => {
    expect(validatePriceRules(withRules([rule(100, null, 'multiplier', 2000)]))).toEqual({ code: 'PRICE_RULES_GAP', index: 0 });
  });

  it('finds a gap or an overlap between ranges', () => {
    const gap = withRules([rule(0, 1000, 'multiplier', 2000), rule(1100, null, 'multiplier', 1500)]);
    expect(validatePriceRules(gap)).toEqual({ code: 'PRICE_RULES_GAP', index: 1 });
    const overlap = withRules([rule(0, 1000, 'multiplier', 2000), rule(900, null, 'multiplier', 1500)]);
    expect(validatePriceRules(overlap)).toEqual({ code: 'PRICE_RULES_GAP', index: 1 });
  });

  it('finds a last range with an end', () => {
    const closed = withRules([rule(0, 1000, 'multiplier', 2000), rule(1000, 5000, 'multiplier', 1500)]);
    expect(validatePriceRules(closed)).toEqual({ code: 'PRICE_RULES_OPEN_END', index: 1 });
  });

  it('finds a range that ends at or below its start, or an open range before the last', () => {
    expect(
      validatePriceRules(withRules([rule(0, 1000, 'fixed', 0), rule(1000, 1000, 'fixed', 0), rule(1000, null, 'fixed', 0)])),
    ).toEqual({
      code: 'PRICE_RULE_RANGE_INVALID',
      index: 1,
    });
    expect(
      validatePriceRules(withRules([rule(0, 1000, 'fixed', 0), rule(1000, 500, 'fixed', 0), rule(500, null, 'fixed', 0)])),
    ).toEqual({
      code: 'PRICE_RULE_RANGE_INVALID',
      index: 1,
    });
    expect(validatePriceRules(withRules([rule(0, null, 'fixed', 0), rule(0, null, 'fixed', 0)]))).toEqual({
      code: 'PRICE_RULE_RANGE_INVALID',
      index: 0,
    });
  });

  it.each([
    ['a multiplier below x1', 'multiplier', 999],
    ['a multiplier above x100', 'multiplier', MAX_MULTIPLIER_MILLI + 1],
    ['a fixed markup above the limit', 'fixed', MAX_FIXED_MARKUP_CENTS + 1],
  ] as const)('finds %s', (_, kind, value) => {
    expect(validatePriceRules(withRules([rule(0, 1000, 'fixed', 100), rule(1000, null, kind, value)]))).toEqual({
      code: 'PRICE_RULE_MARKUP_INVALID',
      index: 1,
    });
  });

  it.each([
    ['x1', 'multiplier', 1000],
    ['x100', 'multiplier', MAX_MULTIPLIER_MILLI],
    ['+$0', 'fixed', 0],
    ['+$10,000', 'fixed', MAX_FIXED_MARKUP_CENTS],
  ] as const)('accepts a markup of %s', (_, kind, value) => {
    expect(validatePriceRules(withRules([rule(0, null, kind, value)]))).toBeNull();
  });

  it('reports the first problem in rule order', () => {
    const twoProblems = withRules([rule(0, 1000, 'multiplier', 500), rule(1200, null, 'multiplier', 2000)]);
    expect(validatePriceRules(twoProblems)).toEqual({ code: 'PRICE_RULE_MARKUP_INVALID', index: 0 });
  });

  it.each([
    ['x1 (the price itself)', 'multiplier', 1000],
    ['below x1', 'multiplier', 900],
    ['above x100', 'multiplier', MAX_MULTIPLIER_MILLI + 1],
    ['+$0 (the price itself)', 'fixed', 0],
    ['above the fixed limit', 'fixed', MAX_FIXED_MARKUP_CENTS + 1],
  ] as const)('finds a compare-at rule %s', (_, kind, value) => {
    expect(validatePriceRules({ ...valid, compareAt: { kind, value } })).toEqual({ code: 'PRICE_RULE_COMPARE_AT_INVALID' });
  });

  it('accepts any value with no compare-at price, and sensible compare-at rules', () => {
    expect(validatePriceRules({ ...valid, compareAt: { kind: 'none', value: 0 } })).toBeNull();
    expect(validatePriceRules({ ...valid, compareAt: { kind: 'multiplier', value: 1001 } })).toBeNull();
    expect(validatePriceRules({ ...valid, compareAt: { kind: 'fixed', value: 1 } })).toBeNull();
  });

  it('gives the rule number as the seller counts it', () => {
    expect(priceRuleProblemParams({ code: 'PRICE_RULES_GAP', index: 0 })).toEqual({ rule: 1 });
    expect(priceRuleProblemParams({ code: 'PRICE_RULE_MARKUP_INVALID', index: 2 })).toEqual({ rule: 3 });
    expect(priceRuleProblemParams({ code: 'PRICE_RULE_COMPARE_AT_INVALID' })).toEqual({});
  });
});

describe('the PriceRuleSet schema', () => {
  it.each([
    ['no rules', { rules: [] }],
    ['more than 20 rules', { rules: Array.from({ length: 21 }, (_, i) => rule(i, i === 20 ? null : i + 1, 'fixed', 0)) }],
    ['a cents ending above 99', { centsEnding: 100 }],
    ['a negative cents ending', { centsEnding: -1 }],
    ['a fractional multiplier', { rules: [rule(0, null, 'multiplier', 1500.5)] }],
    ['a negative markup', { rules: [rule(0, null, 'fixed', -1)] }],
    [
      'a range bound past the limit',
      { rules: [rule(0, MAX_RANGE_BOUND_CENTS + 1, 'fixed', 0), rule(MAX_RANGE_BOUND_CENTS + 1, null, 'fixed', 0)] },
    ],
    ['an unknown markup kind', { rules: [{ ...rule(0, null, 'fixed', 0), kind: 'percent' }] }],
    ['an unknown compare-at kind', { compareAt: { kind: 'percent', value: 10 } }],
    ['a missing include-shipping flag', { includeShipping: undefined }],
  ])('refuses %s', (_, change) => {
    expect(PriceRuleSet.safeParse({ ...DEFAULT_PRICE_RULE_SET, ...change }).success).toBe(false);
  });
});
