import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingDetail, ListingPricesPatch } from '@dropport/contracts';
import { patchJson, postJson } from '@/lib/http';
import { listingKeys } from './listing-keys';

const path = (id: string, what: string) => `/api/listings/${encodeURIComponent(id)}/${what}`;

/** POST /api/listings/:id/retry: a failed push again (the same store product, never a second one). */
export const retryListing = (id: string) => postJson<ListingDetail>(path(id, 'retry'), undefined, { silent: true });
/** POST /api/listings/:id/unlist: deletes the product in the store. */
export const unlistListing = (id: string) => postJson<ListingDetail>(path(id, 'unlist'), undefined, { silent: true });
/** POST /api/listings/:id/sync: stock and rule prices from the catalogue now. */
export const syncListing = (id: string) => postJson<ListingDetail>(path(id, 'sync'), undefined, { silent: true });
/** PATCH /api/listings/:id/prices: the seller's prices in the store currency. */
export const setListingPrices = (id: string, patch: ListingPricesPatch) =>
  patchJson<ListingDetail>(path(id, 'prices'), patch, { silent: true });

/** One mutation per action; each refreshes My Products, the listing and (for a retry) its push batch. */
function useListingMutation<V>(run: (v: V) => Promise<ListingDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (detail) => {
      qc.setQueryData(listingKeys.detail(detail.id), detail);
      void qc.invalidateQueries({ queryKey: listingKeys.lists() });
      void qc.invalidateQueries({ queryKey: [...listingKeys.all, 'batch'] });
    },
  });
}

export const useRetryListing = () => useListingMutation(retryListing);
export const useUnlistListing = () => useListingMutation(unlistListing);
export const useSyncListing = () => useListingMutation(syncListing);
export const useSetListingPrices = () =>
  useListingMutation(({ id, patch }: { id: string; patch: ListingPricesPatch }) => setListingPrices(id, patch));
