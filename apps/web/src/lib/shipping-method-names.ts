import { useQuery } from '@tanstack/react-query';
import type { ShippingMethodList } from '@dropport/contracts';
import { get } from './http';

/** GET /v1/shipping/methods: the platform's methods, to show an order's method by name rather than by code. */
export const fetchShippingMethods = async () => (await get<ShippingMethodList>('/v1/shipping/methods', { silent: true })).items;

export const shippingMethodsKey = ['shipping-methods', 'names'] as const;

/** A method's name by its code ("USPS_DP_LINE" → "USPS Ground"); the code itself while the names load or if unknown. */
export function useShippingMethodNames() {
  const q = useQuery({ queryKey: shippingMethodsKey, queryFn: fetchShippingMethods, staleTime: Infinity });
  const names = new Map((q.data ?? []).map((m) => [m.code, m.name]));
  return (code: string | null) => (code ? (names.get(code) ?? code) : null);
}
