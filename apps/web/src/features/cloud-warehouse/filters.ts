import {
  INBOUND_STATUSES,
  MOVEMENT_KINDS,
  PURCHASE_STATUSES,
  type InboundStatus,
  type MovementKind,
  type PurchaseStatus,
} from '@dropport/contracts';
import { readDay } from '@/lib/kind-day-filters';

/** The page's tabs, in order; the address holds the one shown (`?tab=`), the first one without it. */
export const TABS = ['inventory', 'purchases', 'inbound', 'movements', 'settings'] as const;
export type Tab = (typeof TABS)[number];
export const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/** The inventory's filters as the address holds them (`?warehouse=US1&q=mat&low=1`). */
export interface InventoryFilters {
  warehouse?: string;
  q?: string;
  low?: boolean;
}

/** The movements' filters as the address holds them (`?warehouse=US1&kind=shipped&from=2026-11-01&to=2026-11-30`). */
export interface MovementFilters {
  warehouse?: string;
  kind?: MovementKind;
  from?: string;
  to?: string;
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string | null): v is T =>
    v !== null && (values as readonly string[]).includes(v);
export const isPurchaseStatus = isOneOf<PurchaseStatus>(PURCHASE_STATUSES);
export const isInboundStatus = isOneOf<InboundStatus>(INBOUND_STATUSES);
export const isMovementKind = isOneOf<MovementKind>(MOVEMENT_KINDS);

const text = (v: string | null) => v?.trim() || undefined;
const flag = (v: string | null) => v === '1' || v === 'true';

/** Only the keys that narrow: equal filters make equal cache keys and addresses. */
function prune<T extends object>(f: T): T {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && v !== false)) as T;
}

export function readInventoryFilters(p: URLSearchParams): InventoryFilters {
  return prune({ warehouse: text(p.get('warehouse')), q: text(p.get('q')), low: flag(p.get('low')) || undefined });
}

export function readMovementFilters(p: URLSearchParams): MovementFilters {
  const kind = p.get('kind');
  let from = readDay(p.get('from'));
  let to = readDay(p.get('to'));
  // Days written YYYY-MM-DD compare as text.
  if (from && to && from > to) [from, to] = [to, from];
  return prune({ warehouse: text(p.get('warehouse')), kind: isMovementKind(kind) ? kind : undefined, from, to });
}

/** The address of a tab with its filters (the inventory's `low` as `1`, as notifications write it). */
export function tabParams(tab: Tab, filters: object = {}): Record<string, string> {
  const out: Record<string, string> = tab === 'inventory' ? {} : { tab };
  for (const [key, value] of Object.entries(prune(filters))) out[key] = value === true ? '1' : String(value);
  return out;
}

export const narrows = (f: object) => Object.keys(prune(f)).length > 0;
export { prune as pruneFilters };
