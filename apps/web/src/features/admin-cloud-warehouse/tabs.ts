import { INBOUND_STATUSES, PURCHASE_STATUSES, type InboundStatus, type PurchaseStatus } from '@dropport/contracts';

/** The page's tabs, in order; the address keeps the open one (`?tab=`). */
export const TABS = ['warehouses', 'purchases', 'inbound', 'inventory', 'tiers', 'audit'] as const;
export type Tab = (typeof TABS)[number];
export const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/** "Every status" in a status filter (`?status=all`). */
export const ALL = 'all';

/** The purchases queue opens on those paid and not yet on the shelf; `?status=all` lists every one. */
export const PURCHASE_QUEUE: PurchaseStatus = 'paid';
export function readPurchaseStatus(raw: string | null): PurchaseStatus | null {
  if (raw === null) return PURCHASE_QUEUE;
  return (PURCHASE_STATUSES as readonly string[]).includes(raw) ? (raw as PurchaseStatus) : null;
}

/** The admin sees shipments once the seller sent them: drafts are the seller's own. */
export const ADMIN_INBOUND_STATUSES = INBOUND_STATUSES.filter((s) => s !== 'draft');
/** The inbound queue opens on the shipments on their way; `?status=all` lists every one. */
export const INBOUND_QUEUE: InboundStatus = 'shipped';
export function readInboundStatus(raw: string | null): InboundStatus | null {
  if (raw === null) return INBOUND_QUEUE;
  return (ADMIN_INBOUND_STATUSES as readonly string[]).includes(raw) ? (raw as InboundStatus) : null;
}

/** The address of a tab with its own parameters (those left empty are dropped). */
export function tabParams(tab: Tab, extra: Record<string, string | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = { tab };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
