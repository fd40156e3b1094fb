import type { QueryClient } from '@tanstack/react-query';
import type { SourcingDetail, SourcingStatus } from '@dropport/contracts';

export const sourcingKeys = {
  all: ['sourcing'] as const,
  lists: () => [...sourcingKeys.all, 'list'] as const,
  mine: (userId: string, status: SourcingStatus | null) => [...sourcingKeys.lists(), 'mine', userId, status] as const,
  queue: (status: SourcingStatus | null) => [...sourcingKeys.lists(), 'queue', status] as const,
  detail: (userId: string, id: string) => [...sourcingKeys.all, 'detail', userId, id] as const,
};

/** After any move of a request: its history shows the answer at once, and every list is fetched again. */
export async function afterMove(qc: QueryClient, saved: SourcingDetail): Promise<void> {
  qc.setQueryData(sourcingKeys.detail(saved.userId, saved.id), saved);
  await qc.invalidateQueries({ queryKey: sourcingKeys.lists() });
}
