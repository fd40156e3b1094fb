import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingDefaults, ShippingDefaultsUpdate } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { shippingKeys } from './shipping-keys';

const path = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/shipping`;

export function shippingDefaultsQuery(userId: string) {
  return queryOptions({ queryKey: shippingKeys.defaults(userId), queryFn: () => get<ShippingDefaults>(path(userId)) });
}

export function useShippingDefaults(userId: string) {
  return useQuery(shippingDefaultsQuery(userId));
}

/** Replaces the seller's shipping defaults (JSON body); the form shows a refusal itself. */
export function saveShippingDefaults(userId: string, change: ShippingDefaultsUpdate): Promise<ShippingDefaults> {
  return postJson<ShippingDefaults>(path(userId), change, { silent: true });
}

export function useSaveShippingDefaults(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: ShippingDefaultsUpdate) => saveShippingDefaults(userId, change),
    onSuccess: (saved) => qc.setQueryData(shippingKeys.defaults(userId), saved),
  });
}
