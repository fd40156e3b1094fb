import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingDefaults, ShippingDefaultsUpdate } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { shippingKeys } from './shipping-keys';

const path = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/shipping`;

/**
 * The one query of the seller's shipping defaults: Setting → Shipping edits them, and the market's product page
 * ships to their default country. Silent: each reader shows a failure its own way.
 */
export function shippingDefaultsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: shippingKeys.defaults(userId),
    queryFn: () => get<ShippingDefaults>(path(userId), { silent: true }),
  });
}

export function useShippingDefaults(userId: string) {
  return useQuery(shippingDefaultsQueryOptions(userId));
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
