import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketCategory, type TicketStatus } from '@dropport/contracts';
import type { QueueFilters } from './api/admin-support-keys';

/** The page's tabs, in order; the address keeps the open one (`?tab=`). */
export const TABS = ['queue', 'canned', 'settings'] as const;
export type Tab = (typeof TABS)[number];
export const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/** The "waiting longer than" choices, in hours. */
export const OLDER_THAN_HOURS = [1, 4, 12, 24, 48, 72, 168] as const;

const oneOf = <T extends string>(all: readonly T[], raw: string | null): T | undefined =>
  (all as readonly (string | null)[]).includes(raw) ? (raw as T) : undefined;

/** The queue's filters as the address holds them (`?status&category&assignee&older&q`); unknown values are dropped. */
export function readFilters(params: URLSearchParams): QueueFilters {
  const older = Number(params.get('older'));
  return {
    status: oneOf<TicketStatus>(TICKET_STATUSES, params.get('status')),
    category: oneOf<TicketCategory>(TICKET_CATEGORIES, params.get('category')),
    assignee: oneOf(['me', 'none'] as const, params.get('assignee')),
    olderThanHours: Number.isInteger(older) && older >= 1 ? older : undefined,
    q: params.get('q')?.trim() || undefined,
  };
}

/** The filters as address parameters. */
export const filterParams = (f: QueueFilters): Record<string, string | undefined> => ({
  status: f.status,
  category: f.category,
  assignee: f.assignee,
  older: f.olderThanHours === undefined ? undefined : String(f.olderThanHours),
  q: f.q,
});

/** The address of a tab with its own parameters (those left empty are dropped). */
export function tabParams(tab: Tab, extra: Record<string, string | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = { tab };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
