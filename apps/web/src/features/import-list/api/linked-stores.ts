import { useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { myStoresQueryOptions } from '@/features/stores';

const hasActive = (stores: StoreList) => stores.items.some((s) => s.status === 'active');

/**
 * Whether the seller has a store to push to (an active one), from the stores feature's query of the seller's
 * stores. A failure to read them, a server without store linking yet (404) included, counts as none: pushing then
 * waits for a linked store; `isSuccess` means the answer is known either way.
 */
export function useHasLinkedStore() {
  const stores = useQuery({ ...myStoresQueryOptions(), select: hasActive });
  return { isSuccess: stores.isSuccess || stores.isError, data: stores.isError ? false : stores.data };
}
