import { useQuery } from '@tanstack/react-query';
import type { CloudWarehouseList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { cloudKeys } from './cloud-keys';

/** GET /api/cloud-warehouse/warehouses: the warehouses that take seller stock (the filters' choices). */
export const fetchCloudWarehouses = () => get<CloudWarehouseList>('/api/cloud-warehouse/warehouses', { silent: true });

export function useCloudWarehouses() {
  return useQuery({
    queryKey: cloudKeys.warehouses(),
    queryFn: fetchCloudWarehouses,
    select: (list) => list.items,
    // The admin opens and closes warehouses seldom: a few minutes is fresh enough.
    staleTime: 5 * 60_000,
  });
}
