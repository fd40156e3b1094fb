import type { OrderStatus } from '@dropport/contracts';
import { readDay } from '@/lib/kind-day-filters';
import type { AdminOrderFilter, AdminOrderSearch } from '../api/admin-order-keys';

/** The queue's tabs: the work to do first, then the orders on their way, then the ones that need nothing. */
export const QUEUE_TABS = [
  'paid',
  'processing',
  'shipped',
  'on_hold',
  'awaiting_payment',
  'delivered',
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];

/** Paid orders are the work to do: the bare page opens on them. */
export const DEFAULT_TAB: OrderStatus = 'paid';

const isTab = (v: string | null): v is OrderStatus => (QUEUE_TABS as readonly (string | null)[]).includes(v);
const COUNTRY = /^[A-Z]{2}$/;

/** The queue as the address holds it (`?status=shipped&q=ana&country=ES&from=…&to=…`); bad values are left out. */
export function readFilter(params: URLSearchParams): AdminOrderFilter {
  const status = params.get('status');
  const q = params.get('q')?.trim().slice(0, 100);
  const country = params.get('country')?.trim().toUpperCase();
  let from = readDay(params.get('from'));
  let to = readDay(params.get('to'));
  // Days written YYYY-MM-DD compare as text.
  if (from && to && from > to) [from, to] = [to, from];
  const f: AdminOrderFilter = { status: isTab(status) ? status : DEFAULT_TAB };
  if (q) f.q = q;
  if (country && COUNTRY.test(country)) f.country = country;
  if (from) f.from = from;
  if (to) f.to = to;
  return f;
}

/** The address of a queue view: the default tab is left out, as are unset filters. */
export function writeFilter(f: AdminOrderFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.status !== DEFAULT_TAB) out.status = f.status;
  if (f.q) out.q = f.q;
  if (f.country) out.country = f.country;
  if (f.from) out.from = f.from;
  if (f.to) out.to = f.to;
  return out;
}

/** The search part of a view, which the tabs' counts share. */
export function searchOf({ status: _status, ...search }: AdminOrderFilter): AdminOrderSearch {
  return search;
}

export const narrows = (f: AdminOrderSearch) => !!(f.q || f.country || f.from || f.to);
