import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderStatus } from '@dropport/contracts';

/** What narrows the queue besides the status tab: the same filters feed the list and the tabs' counts. */
export interface AdminOrderSearch {
  q?: string;
  country?: string;
  /** First day, YYYY-MM-DD. */
  from?: string;
  /** Last day, YYYY-MM-DD. */
  to?: string;
}

export interface AdminOrderFilter extends AdminOrderSearch {
  status: OrderStatus;
}

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (filter: AdminOrderFilter) => [...adminOrderKeys.lists(), filter] as const,
  allCounts: () => [...adminOrderKeys.all, 'counts'] as const,
  counts: (search: AdminOrderSearch) => [...adminOrderKeys.allCounts(), search] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
};

/** The API's query of a search: only the filters that are set. */
export function searchParams(search: AdminOrderSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.q) out.q = search.q;
  if (search.country) out.country = search.country;
  if (search.from) out.from = search.from;
  if (search.to) out.to = search.to;
  return out;
}

/** After an order moved on: its drawer shows the new state at once; the queue and the tabs' counts load again. */
export async function afterMove(qc: QueryClient, saved?: OrderDetail): Promise<void> {
  if (saved) qc.setQueryData(adminOrderKeys.detail(saved.id), saved);
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminOrderKeys.lists() }),
    qc.invalidateQueries({ queryKey: adminOrderKeys.allCounts() }),
  ]);
}
