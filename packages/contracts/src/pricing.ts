import { z } from 'zod';

/**
 * Pricing rules: how a supplier cost (USD cents) becomes a retail price in a store's currency. One rule set per
 * linked store, or the seller's default set for stores without their own. The server prices with `priceFor` and the
 * pricing-rule page previews with the same function, so what the seller sees is what gets pushed.
 *
 * All amounts are integer minor units. Multipliers are integers in thousandths (2500 = x2.5) so no float reaches
 * money. Exchange rates are integers in millionths of the store currency per USD (EUR 0.92 -> 920000).
 */

/** Store currencies the console can price in (all with two decimals). */
export const STORE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BRL', 'MXN'] as const;
export const StoreCurrency = z.enum(STORE_CURRENCIES);
export type StoreCurrency = z.infer<typeof StoreCurrency>;

export const MARKUP_KINDS = ['multiplier', 'fixed'] as const;
export const MarkupKind = z.enum(MARKUP_KINDS);
export type MarkupKind = z.infer<typeof MarkupKind>;

/** The biggest multiplier a rule may use (x100) and the biggest fixed markup (USD 10,000.00). */
export const MAX_MULTIPLIER_MILLI = 100_000;
export const MAX_FIXED_MARKUP_CENTS = 1_000_000;
/** The highest range bound a rule may name (USD 1,000,000.00); costs above the last bound fall in the open last range. */
export const MAX_RANGE_BOUND_CENTS = 100_000_000;

/** One cost range [minCostCents, maxCostCents) with its markup; maxCostCents null = no upper bound. */
export const PriceRule = z.object({
  minCostCents: z.number().int().min(0).max(MAX_RANGE_BOUND_CENTS),
  maxCostCents: z.number().int().positive().max(MAX_RANGE_BOUND_CENTS).nullable(),
  kind: MarkupKind,
  /** multiplier: thousandths of the cost (must be >= 1000: never below cost); fixed: USD cents added to the cost. */
  value: z.number().int().min(0),
});
export type PriceRule = z.infer<typeof PriceRule>;

export const COMPARE_AT_KINDS = ['none', 'multiplier', 'fixed'] as const;
export const CompareAtKind = z.enum(COMPARE_AT_KINDS);
export type CompareAtKind = z.infer<typeof CompareAtKind>;

export const PriceRuleSet = z.object({
  /** Contiguous ranges from 0 up, sorted, the last one open-ended (validatePriceRules says what is wrong). */
  rules: z.array(PriceRule).min(1).max(20),
  /**
   * The compare-at ("was") price, from the price: x multiplier (thousandths, above 1000), or + a fixed amount in USD
   * cents (above 0) converted at the store's rate like the markup, so one default set means the same in every store.
   */
  compareAt: z.object({ kind: CompareAtKind, value: z.number().int().min(0) }),
  /** Round prices up to this many cents (0-99, e.g. 99 -> x.99); null keeps the computed cents. */
  centsEnding: z.number().int().min(0).max(99).nullable(),
  /** Add the cheapest shipping to the seller's default country (Setting -> Shipping) to the cost before the markup. */
  includeShipping: z.boolean(),
});
export type PriceRuleSet = z.infer<typeof PriceRuleSet>;

/** A sensible first rule set: x2 under $10, x1.8 under $30, x1.5 above; compare-at x1.5; prices end in .99. */
export const DEFAULT_PRICE_RULE_SET: PriceRuleSet = {
  rules: [
    { minCostCents: 0, maxCostCents: 1000, kind: 'multiplier', value: 2000 },
    { minCostCents: 1000, maxCostCents: 3000, kind: 'multiplier', value: 1800 },
    { minCostCents: 3000, maxCostCents: null, kind: 'multiplier', value: 1500 },
  ],
  compareAt: { kind: 'multiplier', value: 1500 },
  centsEnding: 99,
  includeShipping: false,
};

/** What is wrong with a rule set: an error code, with the index of the offending rule for the rule problems. */
export type PriceRuleProblem =
  | { code: 'PRICE_RULES_GAP'; index: number }
  | { code: 'PRICE_RULES_OPEN_END'; index: number }
  | { code: 'PRICE_RULE_RANGE_INVALID'; index: number }
  | { code: 'PRICE_RULE_MARKUP_INVALID'; index: number }
  | { code: 'PRICE_RULE_COMPARE_AT_INVALID' };

/**
 * The first thing that makes a rule set unusable, in rule order, or null when it prices every cost: ranges start at
 * 0 and each starts where the one before ends (GAP), each ends above its start and only the last is open
 * (RANGE_INVALID), the last is open (OPEN_END), multipliers are x1 to x100 and fixed markups at most US$10,000
 * (MARKUP_INVALID), and a compare-at rule raises the price (COMPARE_AT_INVALID).
 */
export function validatePriceRules(set: Pick<PriceRuleSet, 'rules' | 'compareAt'>): PriceRuleProblem | null {
  let expectedMin = 0;
  for (const [index, r] of set.rules.entries()) {
    if (r.minCostCents !== expectedMin) return { code: 'PRICE_RULES_GAP', index };
    if (r.maxCostCents !== null && r.maxCostCents <= r.minCostCents) return { code: 'PRICE_RULE_RANGE_INVALID', index };
    if (r.maxCostCents === null && index !== set.rules.length - 1) return { code: 'PRICE_RULE_RANGE_INVALID', index };
    if (!markupInRange(r.kind, r.value)) return { code: 'PRICE_RULE_MARKUP_INVALID', index };
    expectedMin = r.maxCostCents ?? expectedMin;
  }
  const last = set.rules.length - 1;
  if (last >= 0 && set.rules[last]?.maxCostCents !== null) return { code: 'PRICE_RULES_OPEN_END', index: last };
  const c = set.compareAt;
  // x1 or +0 would make the "was" price the price itself, which priceFor drops: the seller meant something else.
  if (c.kind !== 'none' && (c.value <= (c.kind === 'multiplier' ? 1000 : 0) || !markupInRange(c.kind, c.value)))
    return { code: 'PRICE_RULE_COMPARE_AT_INVALID' };
  return null;
}

function markupInRange(kind: MarkupKind, value: number): boolean {
  return kind === 'multiplier' ? value >= 1000 && value <= MAX_MULTIPLIER_MILLI : value >= 0 && value <= MAX_FIXED_MARKUP_CENTS;
}

/** The params of a problem's error message: the rule's number as the seller counts (from 1). */
export function priceRuleProblemParams(problem: PriceRuleProblem): { rule?: number } {
  return 'index' in problem ? { rule: problem.index + 1 } : {};
}

/** round(a / b), halves away from zero, for non-negative a and positive b; exact for any size (no float involved). */
function divRound(a: bigint, b: bigint): number {
  return Number((a * 2n + b) / (b * 2n));
}

const MICROS = 1_000_000n;

/** Up to the next amount whose cents are `ending` (1234 with 99 -> 1299; 1299 stays; 1300 -> 1399). */
export function roundToEnding(cents: number, ending: number | null): number {
  if (ending === null) return cents;
  const candidate = Math.floor(cents / 100) * 100 + ending;
  return candidate >= cents ? candidate : candidate + 100;
}

/** USD cents in a store currency's cents at `rateMicros`, rounded to the nearest cent. */
export function convertUsdCents(usdCents: number, rateMicros: number): number {
  return divRound(BigInt(usdCents) * BigInt(rateMicros), MICROS);
}

export interface PriceInput {
  /** The variant's supplier cost, USD cents. */
  costCents: number;
  /** The cheapest shipping to the seller's default country, USD cents (used when the set includes shipping). */
  shippingCents?: number | null;
  /** Millionths of the store currency per USD; 1_000_000 for USD. */
  rateMicros: number;
}

export interface PriceResult {
  /** Retail price in the store currency's cents. */
  priceCents: number;
  /** Compare-at price in the store currency's cents, or null when the set has none. */
  compareAtCents: number | null;
  /** The index of the rule that priced it. */
  ruleIndex: number;
}

/** The index of the rule whose range holds `baseCents` (the last one when none does, as in an unchecked set). */
export function ruleIndexFor(set: Pick<PriceRuleSet, 'rules'>, baseCents: number): number {
  const i = set.rules.findIndex((r) => baseCents >= r.minCostCents && (r.maxCostCents === null || baseCents < r.maxCostCents));
  return i < 0 ? set.rules.length - 1 : i;
}

/**
 * The retail price of one variant: pick the rule by cost (plus shipping when included), mark up in USD, convert at
 * the store's rate (one rounding, at the end), round up to the cents ending. Compare-at is derived from the price
 * and rounded the same way; it is null unless it ends up above the price.
 */
export function priceFor(set: PriceRuleSet, input: PriceInput): PriceResult {
  const base = input.costCents + (set.includeShipping ? (input.shippingCents ?? 0) : 0);
  const ruleIndex = ruleIndexFor(set, base);
  const rule = set.rules[ruleIndex]!;
  const rate = BigInt(input.rateMicros);
  const exact =
    rule.kind === 'multiplier'
      ? divRound(BigInt(base) * BigInt(rule.value) * rate, 1000n * MICROS)
      : divRound(BigInt(base + rule.value) * rate, MICROS);
  const priceCents = roundToEnding(exact, set.centsEnding);
  const c = set.compareAt;
  const compareAtCents =
    c.kind === 'none'
      ? null
      : roundToEnding(
          c.kind === 'multiplier'
            ? divRound(BigInt(priceCents) * BigInt(c.value), 1000n)
            : priceCents + convertUsdCents(c.value, input.rateMicros),
          set.centsEnding,
        );
  return {
    priceCents,
    compareAtCents: compareAtCents !== null && compareAtCents > priceCents ? compareAtCents : null,
    ruleIndex,
  };
}

/** Profit of a sale at `priceCents` (store currency), in USD cents: price back in USD minus cost and shipping. */
export function profitUsdCents(priceCents: number, rateMicros: number, costCents: number, shippingCents: number): number {
  return divRound(BigInt(priceCents) * MICROS, BigInt(rateMicros)) - costCents - shippingCents;
}

// ---- The API: GET /api/pricing-rules, GET|PUT|DELETE /api/pricing-rules/:scope ----

/** The scope of the seller's default set in addresses (`/api/pricing-rules/default`); any other scope is a store id. */
export const DEFAULT_PRICING_SCOPE = 'default';

export const PricingScopeParams = z.object({ scope: z.string().trim().min(1).max(64) });
export type PricingScopeParams = z.infer<typeof PricingScopeParams>;

/** Millionths of each store currency per USD (USD is always 1_000_000), from the server's configuration. */
export const ExchangeRates = z.record(StoreCurrency, z.number().int().positive());
export type ExchangeRates = z.infer<typeof ExchangeRates>;

/**
 * Where a scope's rules come from: its own saved set (`store` for a store, `default` for the default scope), the
 * seller's default set (a store without its own), or the built-in DEFAULT_PRICE_RULE_SET (nothing saved).
 */
export const PRICING_SOURCES = ['store', 'default', 'builtin'] as const;
export const PricingSource = z.enum(PRICING_SOURCES);
export type PricingSource = z.infer<typeof PricingSource>;

/** The rules that price one scope, and where they come from. */
export const PricingRules = z.object({
  /** `default`, or the store's id. */
  scope: z.string(),
  storeId: z.string().nullable(),
  set: PriceRuleSet,
  source: PricingSource,
  /** When the set in `source` was saved; null for the built-in set. */
  updatedAt: z.string().nullable(),
});
export type PricingRules = z.infer<typeof PricingRules>;

export const PricingRulesOverview = z.object({
  /** The default set: the seller's saved one, or the built-in one. */
  default: PricingRules,
  /** Every linked store of the seller that has a set of its own. */
  stores: z.array(PricingRules),
  exchangeRates: ExchangeRates,
  /** The seller's default ship-to country (Setting -> Shipping), or null when none is chosen. */
  defaultShippingCountry: z.string().nullable(),
});
export type PricingRulesOverview = z.infer<typeof PricingRulesOverview>;
