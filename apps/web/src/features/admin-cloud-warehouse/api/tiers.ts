import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceTiers } from '@dropport/contracts';
import { get, putJson } from '@/lib/http';
import { adminCloudKeys, afterAction } from './admin-cloud-keys';

const url = (productId: number) => `/api/admin/cloud-warehouse/tiers/${productId}`;

/** Admin: a product's quantity price tiers for buying stock ahead. */
export const fetchTiers = (productId: number) => get<PriceTiers>(url(productId), { silent: true });

export function useTiers(productId: number | null) {
  return useQuery({
    queryKey: adminCloudKeys.tiers(productId ?? 0),
    queryFn: () => fetchTiers(productId!),
    enabled: productId !== null,
    staleTime: 0,
  });
}

/** Replaces a product's tiers (none: no quantity discount). */
export const saveTiers = (productId: number, body: PriceTiers) => putJson<PriceTiers>(url(productId), body, { silent: true });

export function useSaveTiers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: PriceTiers }) => saveTiers(productId, body),
    onSuccess: async (saved, { productId }) => {
      qc.setQueryData(adminCloudKeys.tiers(productId), saved);
      await afterAction(qc, []);
    },
  });
}
