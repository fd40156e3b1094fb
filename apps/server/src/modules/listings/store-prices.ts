import type { PriceRuleSet, StoreCurrency } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { defaultShipTo } from '../market/market.service.js';
import { cheapestFor } from '../market/shipping-quote.service.js';
import { rateMicrosFor, ruleSetFor } from '../pricing/pricing.service.js';
import { typedFromUsd, variantPrice } from '../pricing/variant-price.js';

/** What prices a variant for one store: the store's rule set and currency rate, the variant's shipping when included. */
export interface StorePricing {
  rules: PriceRuleSet;
  rateMicros: number;
}

/**
 * A variant's store price from what the seller typed in the import list (USD): the typed price converted at the
 * store's rate and nothing more, else the rules' price for the cost; the compare-at the seller's or the rules'.
 */
export function storePrice(
  p: StorePricing,
  v: { costCents: number; shippingCents: number | null; overrideUsdCents: number | null; compareAtUsdCents: number | null },
): { priceCents: number; compareAtCents: number | null; override: boolean } {
  const typed = typedFromUsd(p.rateMicros, { priceCents: v.overrideUsdCents, compareAtCents: v.compareAtUsdCents });
  const r = variantPrice(p, v, typed);
  return { priceCents: r.priceCents, compareAtCents: r.compareAtCents, override: r.typed };
}

/** The rules' price for a cost (sync re-prices variants the seller did not price). */
export function rulePrice(p: StorePricing, costCents: number, shippingCents: number | null) {
  const r = variantPrice(p, { costCents, shippingCents }, { priceCents: null });
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
