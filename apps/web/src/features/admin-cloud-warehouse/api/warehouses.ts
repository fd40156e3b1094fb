import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWarehouse, AdminWarehouseList, WarehouseInput } from '@dropport/contracts';
import { get, postJson, putJson } from '@/lib/http';
import { adminCloudKeys, afterAction } from './admin-cloud-keys';

const URL = '/api/admin/cloud-warehouse/warehouses';

/** Admin: every warehouse, active or not, with its fees, template and the seller units it holds. */
export const fetchAdminWarehouses = () => get<AdminWarehouseList>(URL, { silent: true });

export function useAdminWarehouses() {
  return useQuery({
    queryKey: adminCloudKeys.warehouses(),
    queryFn: fetchAdminWarehouses,
    select: (list) => list.items,
    staleTime: 0,
  });
}

/** Creates a warehouse (no `code` given: a new one) or edits the one of that code; the form shows a refusal. */
export const saveWarehouse = ({ code, body }: { code: string | null; body: WarehouseInput }) =>
  code === null
    ? postJson<AdminWarehouse>(URL, body, { silent: true })
    : putJson<AdminWarehouse>(`${URL}/${encodeURIComponent(code)}`, body, { silent: true });

export function useSaveWarehouse() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveWarehouse, onSuccess: () => afterAction(qc, ['warehouses']) });
}
