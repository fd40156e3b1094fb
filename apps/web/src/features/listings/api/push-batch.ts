import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PushBatch } from '@dropport/contracts';
import { get } from '@/lib/http';
import { invalidateImportList } from '@/features/import-list';
import { listingKeys } from './listing-keys';

export const BATCH_POLL_MS = 1000;

/** GET /api/listings/push/:batchId: the push's counts and each product's result. */
export const fetchPushBatch = (id: string) => get<PushBatch>(`/api/listings/push/${encodeURIComponent(id)}`, { silent: true });

/** Follows a push until it finishes; then the import list and My Products are read again. */
export function usePushBatch(id: string | null, initial?: PushBatch) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: listingKeys.batch(id ?? ''),
    queryFn: () => fetchPushBatch(id ?? ''),
    enabled: !!id,
    initialData: initial && initial.id === id ? initial : undefined,
    refetchInterval: (query) => (query.state.data?.status === 'finished' ? false : BATCH_POLL_MS),
  });
  const finished = q.data?.status === 'finished';
  useEffect(() => {
    if (!finished) return;
    // A finished push takes its items out of the import list.
    void invalidateImportList(qc);
    void qc.invalidateQueries({ queryKey: listingKeys.lists() });
  }, [finished, qc]);
  return q;
}
