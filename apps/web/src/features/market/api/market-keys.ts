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
  details: () => [...marketKeys.all, 'detail'] as const,
  detail: (id: number) => [...marketKeys.details(), id] as const,
  categories: (locale: Locale) => [...marketKeys.all, 'categories', locale] as const,
  warehouses: () => [...marketKeys.all, 'warehouses'] as const,
  quote: (q: QuoteKey) => [...marketKeys.all, 'quote', q] as const,
  shipToDefault: (userId: string) => [...marketKeys.all, 'ship-to-default', userId] as const,
};
