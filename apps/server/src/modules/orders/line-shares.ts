import { parsePlan } from '../cloud-warehouse/stock-allocation.js';
import type { OrderItemRow } from './orders.repo.js';

type Line = Pick<OrderItemRow, 'id' | 'quantity' | 'unit_cost_cents' | 'source' | 'store_unit_price_minor'>;

/**
 * `total` cents split in proportion to `weights` (by count when no weight is positive), the cents left by rounding
 * going to the largest remainders (the first on a tie), so the parts add up to the total exactly.
 */
export function splitCents(total: number, weights: number[]): number[] {
  let w = weights.map((x) => Math.max(0, x));
  if (w.every((x) => x === 0)) w = weights.map(() => 1);
  const sum = w.reduce((a, b) => a + b, 0);
  const exact = w.map((x) => (sum > 0 ? (total * x) / sum : 0));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, k) => ({ k, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.k - b.k);
  for (const { k } of byRemainder) {
    if (left <= 0) break;
    parts[k] = (parts[k] ?? 0) + 1;
    left--;
  }
  return parts;
}

/** A line's own cost: a supplier line's units at their cost, a line from the seller's warehouse stock its fee. */
function costWeight(i: Line): number {
  const plan = parsePlan(i.source);
  return plan?.from === 'stock' ? plan.feeCents : Number(i.unit_cost_cents ?? 0) * Number(i.quantity);
}

/**
 * What each line of a paid order was paid, USD cents: the order's paid total (products, shipping, fees) split by the
 * lines' own cost (by units when none has a cost), adding up to the total exactly.
 */
export function linePaidShares(paidCents: number, items: Line[]): Map<string, number> {
  const weights = items.map(costWeight);
  const parts = splitCents(paidCents, weights.every((w) => w <= 0) ? items.map((i) => Number(i.quantity)) : weights);
  return new Map(items.map((i, k) => [i.id, parts[k] ?? 0]));
}

/**
 * What each line brought from the buyer, USD cents: the order's revenue split by the store's line prices times units
 * (as its cost when the store gave no prices), adding up to the revenue exactly.
 */
export function lineRevenueShares(revenueCents: number, items: Line[]): Map<string, number> {
  const prices = items.map((i) => Number(i.store_unit_price_minor ?? 0) * Number(i.quantity));
  const weights = prices.some((p) => p > 0) ? prices : items.map(costWeight);
  const parts = splitCents(revenueCents, weights.every((w) => w <= 0) ? items.map((i) => Number(i.quantity)) : weights);
  return new Map(items.map((i, k) => [i.id, parts[k] ?? 0]));
}
