import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboundInput, InboundPage, InboundShipInput, InboundShipment, InboundStatus } from '@dropport/contracts';
import { get, http, postJson, putJson } from '@/lib/http';
import { cloudKeys, invalidateCloudWarehouse } from './cloud-keys';
import { PAGE } from './inventory';

const BASE = '/api/cloud-warehouse/inbound';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** One page of the seller's inbound shipments, newest first, of one status or all. */
export const fetchInbound = (status: InboundStatus | null, cursor: string | null) =>
  get<InboundPage>('/api/cloud-warehouse/inbound', {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useInbound(status: InboundStatus | null) {
  return useInfiniteQuery({
    queryKey: cloudKeys.inbound(status),
    queryFn: ({ pageParam }) => fetchInbound(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The warehouse receives and closes shipments where this console does not see it.
    staleTime: 0,
  });
}

/** GET /api/cloud-warehouse/inbound/:id: one shipment, its lines, counts and discrepancies. */
export const fetchShipment = (id: string) =>
  get<InboundShipment>(`/api/cloud-warehouse/inbound/${encodeURIComponent(id)}`, { silent: true });

export function useShipment(id: string | null) {
  return useQuery({
    queryKey: cloudKeys.shipment(id ?? ''),
    queryFn: () => fetchShipment(id ?? ''),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A draft saved: new (no id) or changed (only while a draft). */
export const saveShipment = ({ id, body }: { id: string | null; body: InboundInput }) =>
  id === null
    ? postJson<InboundShipment>(BASE, body, { silent: true })
    : putJson<InboundShipment>(one(id), body, { silent: true });

export const shipShipment = ({ id, body }: { id: string; body: InboundShipInput }) =>
  postJson<InboundShipment>(`${one(id)}/ship`, body, { silent: true });

export const deleteShipment = async (id: string): Promise<void> => {
  await http.delete(one(id), { silent: true });
};

/** Every change of a shipment: its list, its own entry and (once shipped) the inbound units of the inventory. */
function useShipmentMutation<V>(fn: (v: V) => Promise<InboundShipment>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (saved) => {
      qc.setQueryData(cloudKeys.shipment(saved.id), saved);
      await invalidateCloudWarehouse(qc);
    },
  });
}

export const useSaveShipment = () => useShipmentMutation(saveShipment);
export const useShipShipment = () => useShipmentMutation(shipShipment);

/** A draft deleted: its own entry goes (not read again), and the lists are. */
export function useDeleteShipment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteShipment,
    onSuccess: async (_none, id) => {
      qc.removeQueries({ queryKey: cloudKeys.shipment(id) });
      await invalidateCloudWarehouse(qc);
    },
  });
}
