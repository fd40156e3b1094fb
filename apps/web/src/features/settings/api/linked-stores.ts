import { useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { myStoresQueryOptions } from '@/features/stores';

const linked = (stores: StoreList) => stores.items.filter((s) => s.status !== 'unlinked');

/**
 * The seller's linked stores that can have rules of their own (all but unlinked ones), from the stores feature's
 * query. Without an answer, a server without store linking (404) included, there are none: the page then offers the
 * default rules only.
 */
export function useLinkedStores() {
  return useQuery({ ...myStoresQueryOptions(), select: linked });
}
