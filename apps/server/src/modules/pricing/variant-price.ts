import { convertUsdCents, priceFor, roundToEnding, type PriceRuleSet } from '@dropport/contracts';

/** What prices a variant for one store: the rule set and the store currency's rate (USD itself is 1_000_000). */
export interface VariantPricing {
  rules: PriceRuleSet;
  rateMicros: number;
}

/**
 * The prices a seller typed, in the store currency. A price typed is null when the rules decide; a compare-at typed
 * is undefined when the rules decide and null when the seller chose to show none.
 */
export interface TypedPrices {
  priceCents: number | null;
  compareAtCents?: number | null;
}

/** The store price and compare-at of one variant, and the price the rules alone would give. */
export interface VariantPrice {
  rulePriceCents: number;
  priceCents: number;
  compareAtCents: number | null;
  /** Whether the price is the seller's (sync then keeps it). */
  typed: boolean;
}

/** The compare-at the rules give a price in the store currency (priceFor's own step, for a price the seller chose). */
export function ruleCompareAt(p: VariantPricing, priceCents: number): number | null {
  const c = p.rules.compareAt;
  if (c.kind === 'none') return null;
  const raw =
    c.kind === 'multiplier'
      ? Math.floor((priceCents * c.value * 2 + 1000) / 2000)
      : priceCents + convertUsdCents(c.value, p.rateMicros);
  const cents = roundToEnding(raw, p.rules.centsEnding);
  return cents > priceCents ? cents : null;
}

/**
 * The one rule for a variant's store price, used by the import list's preview, the push and My Products' edit. A
 * typed price is the seller's decision and goes to the store as typed: the rules (markup and cents ending) price only
 * what was not typed. A typed compare-at stands while it is above the price; otherwise the rules derive one from the
 * price actually charged, so the "was" price shown is the one the store gets.
 */
export function variantPrice(
  p: VariantPricing,
  v: { costCents: number; shippingCents: number | null },
  typed: TypedPrices,
): VariantPrice {
  const rule = priceFor(p.rules, { costCents: v.costCents, shippingCents: v.shippingCents, rateMicros: p.rateMicros });
  const priceCents = typed.priceCents ?? rule.priceCents;
  const fromRules = typed.priceCents === null ? rule.compareAtCents : ruleCompareAt(p, priceCents);
  const own = typed.compareAtCents;
  // A compare-at a later price overtook (a rule or cost change) is no longer a "was" price: the rules' stands.
  const compareAtCents = own === undefined ? fromRules : own === null ? null : own > priceCents ? own : fromRules;
  return { rulePriceCents: rule.priceCents, priceCents, compareAtCents, typed: typed.priceCents !== null };
}

/**
 * Prices the seller typed in USD (the import list), in a store currency: converted at the rate and nothing more, so a
 * USD store gets exactly what was typed. A compare-at not typed is left to the rules.
 */
export function typedFromUsd(rateMicros: number, usd: { priceCents: number | null; compareAtCents: number | null }): TypedPrices {
  const convert = (cents: number) => Math.max(1, convertUsdCents(cents, rateMicros));
  return {
    priceCents: usd.priceCents === null ? null : convert(usd.priceCents),
    compareAtCents: usd.compareAtCents === null ? undefined : convert(usd.compareAtCents),
  };
}
