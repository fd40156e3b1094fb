import type { HoldReason, ManualOrderCreate, OrderSource } from '@dropport/contracts';

/** What narrows an order list besides its status; the tab counts use the same filters. */
export interface OrderFilters {
  /** Order number, store order name, customer or SKU. */
  q?: string;
  storeId?: string;
  country?: string;
  /** Days of creation, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Orders on hold for this reason (sent as `holdReason`; the Workplace's to-dos link here). */
  holdReason?: HoldReason;
  /** Days of payment, YYYY-MM-DD in the seller's time zone, and a product in the order (the Workplace's figures). */
  paidFrom?: string;
  paidTo?: string;
  productId?: number;
}

/** One list: store or manual orders, one status or a comma list (`shipped,delivered`), and the filters. */
export interface OrderListFilter extends OrderFilters {
  source: OrderSource;
  status?: string;
}

/** Drops empty filters, so the request and the query key carry only what is set. */
export const cleanFilters = <T extends object>(f: T): T =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as T;

/**
 * Query keys of the orders feature: lists, tab counts, one order and its claims, a manual order's price, a country's
 * provinces.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (f: OrderListFilter) => [...orderKeys.lists(), cleanFilters(f)] as const,
  counts: () => [...orderKeys.all, 'counts'] as const,
  count: (source: OrderSource, f: OrderFilters) => [...orderKeys.counts(), source, cleanFilters(f)] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  /** An order's claims, under its detail: whatever refreshes the order refreshes them too. */
  claims: (id: string) => [...orderKeys.detail(id), 'claims'] as const,
  /** A manual order's price for exactly this body (items, address, method). */
  manualQuote: (body: ManualOrderCreate | null) => [...orderKeys.all, 'manual-quote', body] as const,
  provinces: (countryCode: string) => [...orderKeys.all, 'provinces', countryCode] as const,
};
