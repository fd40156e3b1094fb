import { useInfiniteQuery } from '@tanstack/react-query';
import type { WarehouseAuditPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { PAGE, adminCloudKeys } from './admin-cloud-keys';

/** Admin: every admin action on the warehouse side, newest first. */
export const fetchWarehouseAudit = (cursor: string | null) =>
  get<WarehouseAuditPage>('/api/admin/cloud-warehouse/audit', {
    params: { cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useWarehouseAudit() {
  return useInfiniteQuery({
    queryKey: adminCloudKeys.audit(),
    queryFn: ({ pageParam }) => fetchWarehouseAudit(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
