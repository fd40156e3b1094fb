import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingMethodList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { setupKeys } from './setup-keys';

/** The shipping methods on offer, for the rules' method select; they change with a release at most. */
export const methodsQuery = () =>
  queryOptions({
    queryKey: setupKeys.methods(),
    queryFn: async () => (await get<ShippingMethodList>('/v1/shipping/methods')).items,
    staleTime: Infinity,
  });

export function useMethods() {
  return useQuery(methodsQuery());
}
