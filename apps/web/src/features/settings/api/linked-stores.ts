import { useQuery } from '@tanstack/react-query';
import type { StoreSummary } from '@dropport/contracts';
import { get } from '@/lib/http';
import { pricingKeys } from './pricing-rules';

/**
 * The seller's linked stores that can have rules of their own (GET /api/stores, all but unlinked ones). Any failure,
 * a server without store linking (404) included, means no stores: the page then offers the default rules only.
 */
export async function linkedStores(): Promise<StoreSummary[]> {
  try {
    const data = await get<StoreSummary[] | { items: StoreSummary[] }>('/api/stores', { silent: true });
    const stores = Array.isArray(data) ? data : (data.items ?? []);
    return stores.filter((s) => s.status !== 'unlinked');
  } catch {
    return [];
  }
}

export function useLinkedStores() {
  return useQuery({ queryKey: [...pricingKeys.all, 'stores'], queryFn: linkedStores });
}
