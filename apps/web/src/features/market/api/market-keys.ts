import type { QueryClient } from '@tanstack/react-query';
import type { MarketCollection } from '@dropport/contracts';
import type { Locale } from '@/lib/locales';
import type { MarketFilters } from '../filters';

export interface QuoteKey {
  productId: number;
  variantId: number | null;
  country: string;
  quantity: number;
}

export const marketKeys = {
  all: ['market'] as const,
  lists: () => [...marketKeys.all, 'list'] as const,
  list: (collection: MarketCollection, filters: MarketFilters) => [...marketKeys.lists(), collection, filters] as const,
  search: (collection: MarketCollection, q: string, limit: number) =>
    [...marketKeys.lists(), 'search', collection, q, limit] as const,
  details: () => [...marketKeys.all, 'detail'] as const,
  detail: (id: number) => [...marketKeys.details(), id] as const,
  categories: (locale: Locale) => [...marketKeys.all, 'categories', locale] as const,
  warehouses: () => [...marketKeys.all, 'warehouses'] as const,
  quote: (q: QuoteKey) => [...marketKeys.all, 'quote', q] as const,
};

/**
 * After a change to what the market shows (an item into or out of the import list, an admin's categories or
 * shipping templates): every market query, cards, product pages, category names and shipping prices, is read again.
 */
export function invalidateMarket(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: marketKeys.all });
}
