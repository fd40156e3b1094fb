import { HOLD_REASONS, SELLER_ORDER_TABS, SHIPPED_ORDER_STATUSES } from '@dropport/contracts';
import type { OrderFilters } from './api/order-keys';

/** A tab of /orders (and of /manualOrders): one status each. */
export type OrderTab = (typeof SELLER_ORDER_TABS)[number];
/** The shipped pages show both; the seller may narrow to one. */
export type ShippedStatus = (typeof SHIPPED_ORDER_STATUSES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly (string | null)[]).includes(v) ? (v as T) : undefined;

/**
 * The filters the address holds: `?q=&store=&country=&from=&to=&hold=&paidFrom=&paidTo=&product=` (ill-formed values
 * are ignored).
 */
export function readFilters(params: URLSearchParams): OrderFilters {
  const day = (k: string) => (DAY.test(params.get(k) ?? '') ? params.get(k)! : undefined);
  const country = params.get('country')?.toUpperCase() ?? '';
  return {
    q: params.get('q')?.trim() || undefined,
    storeId: params.get('store') || undefined,
    country: COUNTRY.test(country) ? country : undefined,
    from: day('from'),
    to: day('to'),
    holdReason: oneOf(HOLD_REASONS, params.get('hold')),
    paidFrom: day('paidFrom'),
    paidTo: day('paidTo'),
    productId: /^[1-9]\d{0,14}$/.test(params.get('product') ?? '') ? Number(params.get('product')) : undefined,
  };
}

/** Filters back into the address, keeping what else it holds (the tab). */
export function writeFilters(prev: URLSearchParams, f: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(prev);
  const set = (k: string, v: string | undefined) => (v ? next.set(k, v) : next.delete(k));
  set('q', f.q);
  set('store', f.storeId);
  set('country', f.country);
  set('from', f.from);
  set('to', f.to);
  set('hold', f.holdReason);
  set('paidFrom', f.paidFrom);
  set('paidTo', f.paidTo);
  set('product', f.productId === undefined ? undefined : String(f.productId));
  return next;
}

/** Whether any filter narrows the list. */
export const narrows = (f: OrderFilters) => Object.values(f).some((v) => v !== undefined && v !== '');

/** The tab the address asks for (`?status=`), if any. */
export const readTab = (params: URLSearchParams): OrderTab | undefined => oneOf(SELLER_ORDER_TABS, params.get('status'));

/** Tabs whose orders wait for the seller (fix, then pay), in the order they are worked through. */
const NEEDS_SELLER: readonly OrderTab[] = ['on_hold', 'awaiting_payment'];

/**
 * The tab a list opens on when the address names none: the first that holds orders waiting for the seller, else the
 * first that holds any, else the first tab.
 */
export function openingTab(counts: Partial<Record<OrderTab, number>>): OrderTab {
  const has = (t: OrderTab) => (counts[t] ?? 0) > 0;
  return NEEDS_SELLER.find(has) ?? SELLER_ORDER_TABS.find(has) ?? SELLER_ORDER_TABS[0];
}

/** The shipped page's narrowing to shipped or delivered, when the address asks for one. */
export const readShippedStatus = (params: URLSearchParams): ShippedStatus | undefined =>
  oneOf(SHIPPED_ORDER_STATUSES, params.get('status'));
