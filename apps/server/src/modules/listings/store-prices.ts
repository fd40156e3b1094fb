import { convertUsdCents, priceFor, roundToEnding, type PriceRuleSet, type StoreCurrency } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { defaultShipTo } from '../market/market.service.js';
import { cheapestFor } from '../market/shipping-quote.service.js';
import { rateMicrosFor, ruleSetFor } from '../pricing/pricing.service.js';

/** What prices a variant for one store: the store's rule set and currency rate, the variant's shipping when included. */
export interface StorePricing {
  rules: PriceRuleSet;
  rateMicros: number;
}

/** The compare-at the rules give a price in the store currency (priceFor's own step, for a price the seller chose). */
export function ruleCompareAt(p: StorePricing, priceCents: number): number | null {
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
 * A variant's store price. With a seller's USD price from the import list, that price converted at the store's rate
 * and rounded up to the set's cents ending; else the rules' price for the cost. The compare-at is the seller's (when
 * still above the price) or the rules'.
 */
export function storePrice(
  p: StorePricing,
  v: { costCents: number; shippingCents: number | null; overrideUsdCents: number | null; compareAtUsdCents: number | null },
): { priceCents: number; compareAtCents: number | null; override: boolean } {
  if (v.overrideUsdCents === null) {
    const r = priceFor(p.rules, { costCents: v.costCents, shippingCents: v.shippingCents, rateMicros: p.rateMicros });
    const own =
      v.compareAtUsdCents === null
        ? null
        : roundToEnding(convertUsdCents(v.compareAtUsdCents, p.rateMicros), p.rules.centsEnding);
    return {
      priceCents: r.priceCents,
      compareAtCents: own !== null && own > r.priceCents ? own : r.compareAtCents,
      override: false,
    };
  }
  const priceCents = Math.max(1, roundToEnding(convertUsdCents(v.overrideUsdCents, p.rateMicros), p.rules.centsEnding));
  const own =
    v.compareAtUsdCents === null ? null : roundToEnding(convertUsdCents(v.compareAtUsdCents, p.rateMicros), p.rules.centsEnding);
  return { priceCents, compareAtCents: own !== null && own > priceCents ? own : ruleCompareAt(p, priceCents), override: true };
}

/** The rules' price for a cost (sync re-prices variants the seller did not price). */
export function rulePrice(p: StorePricing, costCents: number, shippingCents: number | null) {
  const r = priceFor(p.rules, { costCents, shippingCents, rateMicros: p.rateMicros });
  return { priceCents: r.priceCents, compareAtCents: r.compareAtCents };
}

/** The store's rule set and rate, with the seller's default country for "include shipping". */
export async function loadStorePricing(
  ctx: Ctx,
  userId: string,
  store: { id: string; currency: string },
): Promise<StorePricing & { shipTo: string }> {
  const [rules, shipTo] = await Promise.all([ruleSetFor(ctx, userId, store.id), defaultShipTo(ctx, userId)]);
  return { rules, rateMicros: rateMicrosFor(ctx, store.currency as StoreCurrency), shipTo };
}

/** Each variant's cheapest shipping to `country` (only looked up when the rules include shipping). */
export async function shippingOf(
  db: Db,
  p: { rules: PriceRuleSet; shipTo: string },
  templateId: number,
  variants: { id: number; weightG: number }[],
): Promise<Map<number, number | null>> {
  if (!p.rules.includeShipping || variants.length === 0) return new Map();
  const found = await cheapestFor(
    db,
    variants.map((v) => ({ id: v.id, templateId, weightG: v.weightG })),
    p.shipTo,
  );
  return new Map([...found].map(([id, e]) => [id, e ? e.costCents : null]));
}
