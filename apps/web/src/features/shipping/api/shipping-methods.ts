import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingMethodList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { shippingKeys } from './shipping-keys';

/** The platform's shipping methods on offer; they change with a release at most, so kept for the visit. */
export function shippingMethodsQuery() {
  return queryOptions({
    queryKey: shippingKeys.methods(),
    queryFn: async () => (await get<ShippingMethodList>('/v1/shipping/methods')).items,
    staleTime: Infinity,
  });
}

export function useShippingMethods() {
  return useQuery(shippingMethodsQuery());
}
