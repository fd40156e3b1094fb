import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreView } from '@dropport/contracts';
import { http } from '@/lib/http';
import { storeKeys } from './store-keys';

/** Unlinks a store: it stays listed as unlinked and Dropport forgets its access. */
export const unlinkStore = async (id: string) =>
  (await http.delete(`/api/stores/${encodeURIComponent(id)}`, { silent: true })) as unknown as StoreView;

/** Checks a store's connection (its name and currency are read again from Shopify). */
export const checkStore = async (id: string) =>
  (await http.post(`/api/stores/${encodeURIComponent(id)}/check`, undefined, { silent: true })) as unknown as StoreView;

export function useUnlinkStore() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: unlinkStore, onSettled: () => qc.invalidateQueries({ queryKey: storeKeys.mine() }) });
}

export function useCheckStore() {
  const qc = useQueryClient();
  // A failed check may have changed the store too (Shopify refused the token: now revoked).
  return useMutation({ mutationFn: checkStore, onSettled: () => qc.invalidateQueries({ queryKey: storeKeys.mine() }) });
}
