import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { marketKeys } from './market-keys';

/** The warehouses products ship from; they change with the platform's set-up only, so kept for the visit. */
export function warehousesQuery() {
  return queryOptions({
    queryKey: marketKeys.warehouses(),
    queryFn: async () => (await get<WarehouseList>('/api/market/warehouses')).items,
    staleTime: Infinity,
  });
}

export function useWarehouses() {
  return useQuery(warehousesQuery());
}
