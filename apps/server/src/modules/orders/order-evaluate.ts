import type { HoldReason, OrderStatus } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { ownProductWeights, planStock } from '../cloud-warehouse/stock-allocation.js';
import { orderableVariants } from '../market/visibility.js';
import { addressProblems } from './address-check.js';
import * as inputs from './order-inputs.repo.js';
import {
  costsOf,
  iossFor,
  pickMethod,
  shippingOptions,
  variantFacts,
  type CostLine,
  type ShippingOption,
} from './order-costs.js';
import { addressOf } from './order-view.js';
import type { OrderItemRow, OrderRow } from './orders.repo.js';
import * as repo from './orders.repo.js';

/** Holds the system puts on and takes off by itself; a supplier hold waits for the supply side. */
const SYSTEM_HOLDS = new Set<HoldReason>([
  'unmapped_items',
  'address_invalid',
  'shipping_unavailable',
  'out_of_stock',
  'stock_short',
]);

/** An order before payment whose status the system decides (awaiting payment, or on a hold it put on itself). */
export const isOpenForPricing = (o: Pick<OrderRow, 'status' | 'hold_reason' | 'paid_at'>) =>
  o.paid_at === null &&
  (o.status === 'awaiting_payment' || (o.status === 'on_hold' && SYSTEM_HOLDS.has(o.hold_reason as HoldReason)));

/** What the search box matches: numbers, customer, SKUs and titles, lower-cased. */
export function searchTextOf(
  o: Pick<OrderRow, 'order_no' | 'store_order_name' | 'customer_name' | 'customer_email'>,
  items: Pick<OrderItemRow, 'sku' | 'title'>[],
) {
  return [o.order_no, o.store_order_name, o.customer_name, o.customer_email, ...items.flatMap((i) => [i.sku, i.title])]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(' ')
    .toLowerCase()
    .slice(0, 2000);
}

/**
 * The Dropport variant of each store variant id of a store (through the store's listings), or of a SKU; null where
 * none is found or the store's seller may not order it (another seller's private product, one off the market).
 */
export async function mapStoreLines(
  db: Db,
  store: { id: string; user_id: string },
  lines: { storeVariantId: string | null; sku: string | null }[],
): Promise<(number | null)[]> {
  const storeId = store.id;
  const ids = [...new Set(lines.map((l) => l.storeVariantId).filter((v): v is string => v !== null))];
  const byStoreVariant = new Map<string, number>();
  if (storeId && ids.length) {
    const rows = await inputs.listedStoreVariants(db, storeId, ids);
    for (const r of rows) if (r.store_variant_id) byStoreVariant.set(r.store_variant_id, Number(r.variant_id));
  }
  const skus = [
    ...new Set(
      lines.filter((l) => !(l.storeVariantId && byStoreVariant.has(l.storeVariantId))).flatMap((l) => (l.sku ? [l.sku] : [])),
    ),
  ];
  const bySku = new Map<string, number>();
  if (skus.length) {
    const rows = await inputs.variantsBySku(db, skus);
    for (const r of rows) bySku.set(r.sku, Number(r.id));
  }
  const found = lines.map(
    (l) =>
      (l.storeVariantId ? byStoreVariant.get(l.storeVariantId) : undefined) ?? (l.sku ? bySku.get(l.sku) : undefined) ?? null,
  );
  // A store order is mapped as its seller sees the market.
  const orderable = await orderableVariants(
    db,
    { userId: store.user_id, role: 'user' },
    found.filter((v) => v !== null),
  );
  return found.map((v) => (v !== null && orderable.has(v) ? v : null));
}

export interface Evaluation {
  order: Partial<OrderRow>;
  items: OrderItemRow[];
  options: ShippingOption[];
}

/**
 * Prices an order from the catalogue as it is now: where each line ships from (the seller's warehouse stock or the
 * supplier), item costs and weights, the shipping methods that carry all items to the address, the method, the
 * fulfilment fees, the praise card, IOSS, and the total. For an order open for pricing it also decides
 * the status: on hold (unmapped items, a bad address, nothing ships there) or awaiting payment.
 */
export async function evaluate(ctx: Ctx, db: Db, o: OrderRow, rows: OrderItemRow[]): Promise<Evaluation> {
  const facts = await variantFacts(
    db,
    rows.flatMap((r) => (r.variant_id === null ? [] : [Number(r.variant_id)])),
  );
  const known = rows.map((r) => (r.variant_id === null ? undefined : facts.get(Number(r.variant_id))));
  // A line mapped to the seller's own product (not a catalogue variant) ships only from their stock.
  const ownSkus = await ownProductWeights(
    db,
    rows.flatMap((r) => (r.variant_id === null && r.seller_sku_id ? [r.seller_sku_id] : [])),
  );
  const ownOf = (r: OrderItemRow) => (r.variant_id === null && r.seller_sku_id ? ownSkus.get(r.seller_sku_id) : undefined);
  const country = o.ship_country;
  // Where each line ships from: the seller's own warehouse stock when it covers the line, else the supplier.
  const stock = await planStock(
    db,
    o.user_id,
    country,
    rows.map((r, i) => {
      const f = known[i];
      if (f) return { variantId: f.variantId, quantity: Number(r.quantity) };
      return ownOf(r) && r.seller_sku_id ? { skuId: r.seller_sku_id, quantity: Number(r.quantity) } : null;
    }),
  );
  const items = rows.map((r, i) => {
    const f = known[i];
    const own = ownOf(r);
    const plan = stock.plans[i] ?? null;
    if (f)
      return {
        ...r,
        seller_sku_id: null,
        product_id: f.productId,
        unit_cost_cents: f.costCents,
        weight_g: f.weightG,
        image: r.image ?? f.image,
        source: plan ? JSON.stringify(plan) : null,
      };
    if (own)
      return {
        ...r,
        product_id: null,
        unit_cost_cents: 0,
        weight_g: own.weightG,
        image: r.image ?? own.image,
        source: plan ? JSON.stringify(plan) : null,
      };
    return { ...r, variant_id: null, seller_sku_id: null, product_id: null, unit_cost_cents: null, weight_g: null, source: null };
  });
  const lines: CostLine[] = items.flatMap((i, n) => {
    const f = known[n];
    const plan = stock.plans[n];
    const fromStock = plan?.from === 'stock' && plan.templateId !== null;
    const own = ownOf(rows[n]!);
    if (own) {
      // Priced only once it can ship from the seller's stock; until then the order waits (stock.hold).
      return fromStock
        ? [
            {
              variantId: 0,
              quantity: Number(i.quantity),
              unitCostCents: 0,
              weightG: own.weightG,
              templateId: Number(plan.templateId),
              feeCents: plan.feeCents,
            },
          ]
        : [];
    }
    if (!f || i.variant_id === null) return [];
    return [
      {
        variantId: f.variantId,
        quantity: Number(i.quantity),
        // A line from the seller's own stock costs its fulfilment fee, not the product again, and ships from there.
        unitCostCents: fromStock ? 0 : f.costCents,
        weightG: f.weightG,
        templateId: fromStock ? Number(plan.templateId) : f.templateId,
        feeCents: fromStock ? plan.feeCents : 0,
      },
    ];
  });
  const unmapped = items.filter((i) => i.variant_id === null && !i.seller_sku_id).length;
  const problems = addressProblems(o.redacted_at ? null : addressOf(o));
  const options = unmapped === 0 && problems.length === 0 ? await shippingOptions(db, lines, country) : [];
  const method = options.length
    ? await pickMethod(db, o.user_id, country, options, o.shipping_method_chosen ? o.shipping_method_code : null)
    : null;
  const costs = await costsOf(ctx, db, o.user_id, lines, method?.costCents ?? 0);
  const ioss = await iossFor(ctx, db, {
    userId: o.user_id,
    country,
    storeCurrency: o.store_currency,
    storeTotalMinor: o.store_total_minor === null ? null : Number(o.store_total_minor),
    productsCents: costs.productsCents,
  });
  const order: Partial<OrderRow> = {
    address_problems: JSON.stringify(problems),
    shipping_method_code: method?.methodCode ?? (o.shipping_method_chosen ? o.shipping_method_code : null),
    products_cents: costs.productsCents,
    shipping_cents: costs.shippingCents,
    praise_card_cents: costs.praiseCardCents,
    other_fees_cents: costs.otherFeesCents,
    total_cents: costs.totalCents,
    ioss_number: ioss,
    item_count: items.length,
    first_item_title: items[0]?.title ?? null,
    first_item_image: items[0]?.image ?? null,
    search_text: searchTextOf(o, items),
  };
  if (isOpenForPricing(o)) {
    const hold: HoldReason | null =
      unmapped > 0
        ? 'unmapped_items'
        : problems.length > 0
          ? 'address_invalid'
          : stock.hold
            ? 'stock_short'
            : method === null
              ? 'shipping_unavailable'
              : null;
    order.status = (hold ? 'on_hold' : 'awaiting_payment') satisfies OrderStatus;
    order.hold_reason = hold;
    order.hold_note = null;
  }
  return { order, items, options };
}

/**
 * Re-prices an order with `changed` applied and writes it all (the changes, the priced columns, the items); answers
 * the order as written, the status evaluate() chose (the current one when it leaves the status alone) and the methods
 * on offer. The caller moves the order to that status through the transition table.
 */
export async function reprice(ctx: Ctx, db: Db, o: OrderRow, items: OrderItemRow[], changed: Partial<OrderRow>, now: number) {
  const next: OrderRow = { ...o, ...changed };
  const ev = await evaluate(ctx, db, next, items);
  const { status, ...priced } = ev.order;
  await repo.updateOrder(db, o.id, { ...changed, ...priced, updated_at: now });
  await repo.replaceItems(db, o.id, ev.items);
  return { row: { ...next, ...priced, updated_at: now }, status: status ?? o.status, options: ev.options };
}
