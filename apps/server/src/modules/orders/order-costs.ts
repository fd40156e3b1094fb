import { EU_COUNTRY_CODES, shippingCost, type OrderCosts, type OrderDetail, type StoreCurrency } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import * as inputs from './order-inputs.repo.js';
import { rule, rulesFor } from '../market/shipping-quote.service.js';
import { praiseCardFeeFor } from '../praise-card/praise-card.service.js';
import { rateMicrosFor } from '../pricing/pricing.service.js';

export type ShippingOption = OrderDetail['shippingOptions'][number];

/** A mapped line as pricing sees it: what it weighs and which template ships it. */
export interface CostLine {
  variantId: number;
  quantity: number;
  unitCostCents: number;
  weightG: number;
  templateId: number;
  /** The fulfilment fee of a line shipped from the seller's own warehouse stock (0 from the supplier). */
  feeCents?: number;
}

/** IOSS covers consignments of goods worth up to €150. */
export const IOSS_THRESHOLD_EUR_CENTS = 15_000;
const EU = new Set<string>(EU_COUNTRY_CODES);

/** The catalogue facts of variants: cost, weight, template, product, stock. */
export async function variantFacts(db: Db, variantIds: number[]) {
  if (variantIds.length === 0) return new Map<number, VariantFact>();
  const rows = await inputs.variantsWithProducts(db, variantIds);
  return new Map<number, VariantFact>(
    rows.map((r) => [
      Number(r.id),
      {
        variantId: Number(r.id),
        productId: Number(r.product_id),
        sku: r.sku,
        costCents: r.cost_cents,
        weightG: Number(r.weight_g),
        stock: Number(r.stock),
        templateId: Number(r.template_id),
        image: r.image ?? (JSON.parse(r.images) as string[])[0] ?? null,
        title: r.title,
      },
    ]),
  );
}
export interface VariantFact {
  variantId: number;
  productId: number;
  sku: string;
  costCents: number;
  weightG: number;
  stock: number;
  templateId: number;
  image: string | null;
  title: string;
}

/**
 * The methods that carry every line to `country`, cheapest first. Lines sharing a template travel as one parcel
 * of their summed weight; a method is on offer only when every template has a rule for it.
 */
export async function shippingOptions(db: Db, lines: CostLine[], country: string | null): Promise<ShippingOption[]> {
  if (!country || lines.length === 0) return [];
  const weights = new Map<number, number>();
  for (const l of lines) weights.set(l.templateId, (weights.get(l.templateId) ?? 0) + l.weightG * l.quantity);
  const byTemplate = await rulesFor(db, [...weights.keys()], country);
  let offered: Map<string, ShippingOption> | null = null;
  for (const [templateId, weightG] of weights) {
    const next = new Map<string, ShippingOption>();
    for (const r of byTemplate.get(templateId) ?? []) {
      const prev: ShippingOption | undefined = offered?.get(r.method_code);
      if (offered && !prev) continue;
      const cost = shippingCost(rule(r), weightG);
      next.set(r.method_code, {
        methodCode: r.method_code,
        methodName: r.name,
        costCents: (prev?.costCents ?? 0) + cost,
        daysMin: Math.max(prev?.daysMin ?? 0, Number(r.days_min)),
        daysMax: Math.max(prev?.daysMax ?? 0, Number(r.days_max)),
      });
    }
    offered = next;
  }
  return [...(offered?.values() ?? [])].sort((a, b) => a.costCents - b.costCents || a.daysMax - b.daysMax);
}

/**
 * The method an order ships with: the seller's own pick while it is still on offer, else the seller's rule for the
 * country (preferred, then fallback), else the cheapest. Null when nothing ships there.
 */
export async function pickMethod(
  db: Db,
  userId: string,
  country: string | null,
  options: ShippingOption[],
  chosen: string | null,
): Promise<ShippingOption | null> {
  const find = (code: string | null | undefined) => (code ? options.find((o) => o.methodCode === code) : undefined);
  const own = find(chosen);
  if (own) return own;
  if (country) {
    const r = await inputs.shippingRule(db, userId, country);
    const ruled = find(r?.preferred_method) ?? find(r?.fallback_method);
    if (ruled) return ruled;
  }
  return options[0] ?? null;
}

/** Products, shipping, praise card and fees of a parcel, and what the seller pays. */
export async function costsOf(
  ctx: Pick<Ctx, 'config' | 'db'>,
  db: Db,
  userId: string,
  lines: CostLine[],
  shippingCents: number,
): Promise<OrderCosts> {
  const productsCents = lines.reduce((s, l) => s + l.unitCostCents * l.quantity, 0);
  const praiseCardCents = lines.length > 0 ? await praiseCardFeeFor(ctx, userId, db) : 0;
  // Other fees: the fulfilment fees of lines shipped from the seller's own warehouse stock.
  const otherFeesCents = lines.reduce((s, l) => s + (l.feeCents ?? 0), 0);
  return {
    productsCents,
    shippingCents,
    praiseCardCents,
    otherFeesCents,
    totalCents: productsCents + shippingCents + praiseCardCents + otherFeesCents,
  };
}

/**
 * The seller's IOSS number when the parcel goes to the EU, the seller declares IOSS, and the goods are worth at most
 * €150: the buyer's total in the store currency when known, else the products' cost.
 */
export async function iossFor(
  ctx: Ctx,
  db: Db,
  o: {
    userId: string;
    country: string | null;
    storeCurrency: string | null;
    storeTotalMinor: number | null;
    productsCents: number;
  },
): Promise<string | null> {
  if (!o.country || !EU.has(o.country)) return null;
  const s = await inputs.iossSettings(db, o.userId);
  if (!s || s.ioss_enabled !== 1 || !s.ioss_number) return null;
  let usdCents = o.productsCents;
  if (o.storeCurrency && o.storeTotalMinor !== null) {
    const rate = rateMicrosFor(ctx, o.storeCurrency as StoreCurrency);
    usdCents = Math.round((o.storeTotalMinor * 1_000_000) / rate);
  }
  const eurCents = Math.round((usdCents * rateMicrosFor(ctx, 'EUR')) / 1_000_000);
  return eurCents <= IOSS_THRESHOLD_EUR_CENTS ? s.ioss_number : null;
}
