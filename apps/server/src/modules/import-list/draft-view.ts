import {
  profitUsdCents,
  type ImportDraft,
  type ImportVariant,
  type OptionAxis,
  type PriceRuleSet,
  type ProductAvailability,
} from '@dropport/contracts';
import { iso } from '../../lib/time.js';
import { typedFromUsd, variantPrice } from '../pricing/variant-price.js';
import type { ChoiceRow, ItemRow, VariantRow } from './import-list.repo.js';

/** Import-list prices are USD: the rate of USD to itself. */
const USD = 1_000_000;

const parse = <T>(json: string): T => JSON.parse(json) as T;

/** What an item is priced with: the seller's rule set and each variant's cheapest shipping to the default country. */
export interface PricingContext {
  rules: PriceRuleSet;
  shipTo: string;
  /** By variant id; null when nothing ships there. */
  shipping: Map<number, number | null>;
}

/** The price and compare-at a variant carries in the import list (USD): the one store-price rule, at USD's rate. */
export function variantPrices(
  rules: PriceRuleSet,
  costCents: number,
  shippingCents: number | null,
  choice: { priceCents: number | null; compareAtCents: number | null } | undefined,
) {
  const typed = typedFromUsd(USD, { priceCents: choice?.priceCents ?? null, compareAtCents: choice?.compareAtCents ?? null });
  return variantPrice({ rules, rateMicros: USD }, { costCents, shippingCents }, typed);
}

function availability(row: ItemRow, isPrivate: boolean): ProductAvailability {
  if (row.p_status === 'inactive') return 'inactive';
  return Number(row.p_listed) === 1 || isPrivate ? 'available' : 'hidden';
}

/** One item as the API shows it, from its rows and the seller's pricing. */
export function toDraft(
  row: ItemRow,
  variants: VariantRow[],
  choices: ChoiceRow[],
  isPrivate: boolean,
  pricing: PricingContext,
): ImportDraft {
  const productImages = parse<string[]>(row.p_images);
  const known = new Set(productImages);
  // Images the catalogue has since dropped are left out; with none left, the product's own.
  const chosen = parse<string[]>(row.images).filter((u) => known.has(u));
  const byVariant = new Map(choices.map((c) => [Number(c.variant_id), c]));
  return {
    id: row.id,
    productId: Number(row.product_id),
    addedAt: iso(Number(row.created_at)),
    updatedAt: iso(Number(row.updated_at)),
    product: {
      title: row.p_title,
      images: productImages,
      options: parse<OptionAxis[]>(row.p_options),
      costMin: Number(row.p_cost_min),
      costMax: Number(row.p_cost_max),
      availability: availability(row, isPrivate),
    },
    title: row.title,
    description: row.description,
    tags: parse<string[]>(row.tags),
    images: chosen.length > 0 ? chosen : productImages,
    shipTo: pricing.shipTo,
    currency: 'USD',
    variants: variants.map((v): ImportVariant => {
      const id = Number(v.id);
      const costCents = v.cost_cents;
      const stock = Number(v.stock);
      const shippingCents = pricing.shipping.get(id) ?? null;
      const c = byVariant.get(id);
      const choice = c ? { priceCents: nullable(c.price_cents), compareAtCents: nullable(c.compare_at_cents) } : undefined;
      const prices = variantPrices(pricing.rules, costCents, shippingCents, choice);
      return {
        id,
        sku: v.sku,
        options: parse<Record<string, string>>(v.options),
        image: v.image,
        costCents,
        stock,
        outOfStock: stock <= 0,
        selected: c ? Number(c.selected) === 1 : true,
        shippingCents,
        rulePriceCents: prices.rulePriceCents,
        priceOverrideCents: choice?.priceCents ?? null,
        priceCents: prices.priceCents,
        compareAtOverrideCents: choice?.compareAtCents ?? null,
        compareAtCents: prices.compareAtCents,
        profitCents: shippingCents === null ? null : profitUsdCents(prices.priceCents, USD, costCents, shippingCents),
        belowCost: prices.priceCents < costCents + (shippingCents ?? 0),
      };
    }),
  };
}

const nullable = (v: number | null) => (v === null ? null : Number(v));
