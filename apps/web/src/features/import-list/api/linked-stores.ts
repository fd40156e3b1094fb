import { useQuery } from '@tanstack/react-query';
import type { StoreList } from '@dropport/contracts';
import { get } from '@/lib/http';
import { importListKeys } from './import-list-keys';

/**
 * Whether the seller has a store to push to (GET /api/stores, an active one). Any failure, including a server
 * without store linking yet (404), counts as none: pushing then waits for a linked store.
 */
export async function hasLinkedStore(): Promise<boolean> {
  try {
    const { items } = await get<StoreList>('/api/stores', { silent: true });
    return items.some((s) => s.status === 'active');
  } catch {
    return false;
  }
}

export function useHasLinkedStore() {
  return useQuery({ queryKey: importListKeys.stores(), queryFn: hasLinkedStore });
}
