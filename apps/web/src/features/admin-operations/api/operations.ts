import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Operations } from '@dropport/contracts';
import { get } from '@/lib/http';

export const operationsKeys = {
  all: ['admin-operations'] as const,
  period: (from: string, to: string) => [...operationsKeys.all, from, to] as const,
};

/** GET /api/admin/operations: sales of today and the period (UTC days), queues, ledger, jobs, webhooks. */
export function useOperations(from: string, to: string) {
  return useQuery({
    queryKey: operationsKeys.period(from, to),
    queryFn: () => get<Operations>('/api/admin/operations', { params: { from, to }, silent: true }),
    placeholderData: keepPreviousData,
    // What waits changes by the minute: read again while the page is open.
    refetchInterval: 60_000,
  });
}
