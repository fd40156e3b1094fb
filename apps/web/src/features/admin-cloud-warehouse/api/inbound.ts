import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInboundPage, AdminInboundShipment, InboundStatus, ReceiveInput } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { PAGE, adminCloudKeys, afterAction } from './admin-cloud-keys';

const URL = '/api/admin/cloud-warehouse/inbound';

/** Admin: sellers' shipments of their own goods (drafts aside), oldest first, of one status or all. */
export const fetchAdminInbound = (status: InboundStatus | null, cursor: string | null) =>
  get<AdminInboundPage>(URL, {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useAdminInbound(status: InboundStatus | null) {
  return useInfiniteQuery({
    queryKey: adminCloudKeys.inbound(status),
    queryFn: ({ pageParam }) => fetchAdminInbound(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** The admin's count of what arrived, every line: shipped → received, with its discrepancy report. */
export const receiveInbound = (id: string, body: ReceiveInput) =>
  postJson<AdminInboundShipment>(`${URL}/${encodeURIComponent(id)}/receive`, body, { silent: true });

export function useReceiveInbound() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceiveInput }) => receiveInbound(id, body),
    onSuccess: () => afterAction(qc, ['inbound', 'warehouses', 'inventory']),
  });
}

/** A received shipment is done with: received → closed. */
export const closeInbound = (id: string) =>
  postJson<AdminInboundShipment>(`${URL}/${encodeURIComponent(id)}/close`, {}, { silent: true });

export function useCloseInbound() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: closeInbound, onSuccess: () => afterAction(qc, ['inbound']) });
}
