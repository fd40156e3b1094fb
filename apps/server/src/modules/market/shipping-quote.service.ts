import {
  shippingCost,
  type ShippingEstimate,
  type ShippingQuote,
  type ShippingQuoteOption,
  type ShippingQuoteQuery,
} from '@dropport/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { ShippingMethodsTable, ShippingTemplateRulesTable } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { requireCountry } from '../regions/regions.service.js';
import type { Principal } from '../../plugins/auth.js';
import * as repo from './market.repo.js';
import { canSee } from './visibility.js';

/** A template's rule for one method, with the method's name and carrier. */
export type RuleRow = Selectable<ShippingTemplateRulesTable> & Pick<Selectable<ShippingMethodsTable>, 'name' | 'carrier'>;

/** Each template's rules for one destination, the country's own row winning over `*`, methods on offer only. */
export async function rulesFor(db: Db, templateIds: number[], country: string): Promise<Map<number, RuleRow[]>> {
  const out = new Map<number, RuleRow[]>();
  if (templateIds.length === 0) return out;
  const rows = await repo.templateRules(db, templateIds, country);
  for (const id of templateIds) {
    const mine = rows.filter((r) => Number(r.template_id) === id);
    const own = new Set(mine.filter((r) => r.country_code === country).map((r) => r.method_code));
    out.set(
      id,
      mine.filter((r) => r.country_code === country || !own.has(r.method_code)),
    );
  }
  return out;
}

export const rule = (r: RuleRow) => ({
  firstWeightG: Number(r.first_weight_g),
  firstPriceCents: r.first_price_cents,
  additionalUnitG: Number(r.additional_unit_g),
  additionalPriceCents: r.additional_price_cents,
});

function options(rules: RuleRow[], weightG: number): ShippingQuoteOption[] {
  return rules
    .map((r) => ({
      methodCode: r.method_code,
      methodName: r.name,
      carrier: r.carrier,
      costCents: shippingCost(rule(r), weightG),
      daysMin: Number(r.days_min),
      daysMax: Number(r.days_max),
    }))
    .sort((a, b) => a.costCents - b.costCents || a.daysMax - b.daysMax);
}

/** The cheapest way to ship one unit of each product to `country` (the market cards' estimate), by product id. */
export async function cheapestFor(
  db: Db,
  products: { id: number; templateId: number; weightG: number }[],
  country: string,
): Promise<Map<number, ShippingEstimate | null>> {
  const byTemplate = await rulesFor(db, [...new Set(products.map((p) => p.templateId))], country);
  const out = new Map<number, ShippingEstimate | null>();
  for (const p of products) {
    const best = options(byTemplate.get(p.templateId) ?? [], p.weightG)[0];
    out.set(
      p.id,
      best
        ? {
            methodCode: best.methodCode,
            methodName: best.methodName,
            costCents: best.costCents,
            daysMin: best.daysMin,
            daysMax: best.daysMax,
          }
        : null,
    );
  }
  return out;
}

/**
 * GET /v1/shipping/template: every method that ships the product (or one variant) to the country, for a quantity,
 * cheapest first, with the stock to say when the quantity is more than can be ordered. An unknown or hidden product is
 * PRODUCT_NOT_FOUND; a country no method serves, SHIPPING_NOT_AVAILABLE.
 */
export async function quote(ctx: Ctx, viewer: Principal, q: z.output<typeof ShippingQuoteQuery>): Promise<ShippingQuote> {
  requireCountry(q.country);
  let productId = q.productId;
  let variantWeight: number | undefined;
  let variantStock: number | undefined;
  if (q.variantId !== undefined) {
    const v = await repo.variantForQuote(ctx.db, q.variantId);
    if (!v || (productId !== undefined && productId !== Number(v.product_id))) fail('VARIANT_NOT_FOUND', { id: q.variantId });
    productId = Number(v.product_id);
    variantWeight = Number(v.weight_g);
    variantStock = Number(v.stock);
  }
  const id = productId ?? 0;
  const p = await repo.productForQuote(ctx.db, id);
  if (!p || !(await canSee(ctx.db, viewer, p))) {
    // Asked by variant, a hidden product's variant is as unknown as one that does not exist (its product unnamed).
    if (q.variantId !== undefined && productId !== q.productId) fail('VARIANT_NOT_FOUND', { id: q.variantId });
    fail('PRODUCT_NOT_FOUND', { id });
  }
  const weightG = (variantWeight ?? Number(p.weight_g)) * q.quantity;
  const stock = variantStock ?? Number(p.stock);
  const rules = (await rulesFor(ctx.db, [Number(p.template_id)], q.country)).get(Number(p.template_id)) ?? [];
  if (rules.length === 0) fail('SHIPPING_NOT_AVAILABLE', { country: q.country });
  return {
    productId: id,
    variantId: q.variantId ?? null,
    countryCode: q.country,
    quantity: q.quantity,
    weightG,
    stock,
    inStock: q.quantity <= stock,
    currency: 'USD',
    items: options(rules, weightG),
  };
}
