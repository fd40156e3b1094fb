import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingMethodList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { shippingKeys } from './shipping-keys';

/** GET /v1/shipping/methods: the platform's shipping methods on offer. */
export const fetchShippingMethods = async () => (await get<ShippingMethodList>('/v1/shipping/methods', { silent: true })).items;

/**
 * The one query of the shipping methods: Setting → Shipping, the admin's shipping templates and the order lists
 * (methods by name) read it. They change with a release at most, so it is kept for the visit. Silent: each reader
 * shows a failure its own way (the pages inline, the order lists by showing the method's code).
 */
export function shippingMethodsQueryOptions() {
  return queryOptions({ queryKey: shippingKeys.methods(), queryFn: fetchShippingMethods, staleTime: Infinity });
}

export function useShippingMethods() {
  return useQuery(shippingMethodsQueryOptions());
}

/** A method's name by its code ("USPS_DP_LINE" → "USPS Ground"); the code itself while the names load or if unknown. */
export function useShippingMethodNames() {
  const q = useQuery(shippingMethodsQueryOptions());
  const names = new Map((q.data ?? []).map((m) => [m.code, m.name]));
  return (code: string | null) => (code ? (names.get(code) ?? code) : null);
}
