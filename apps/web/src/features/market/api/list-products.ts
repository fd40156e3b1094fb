import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MarketCollection, MarketPage, MarketQuery } from '@dropport/contracts';
import { get } from '@/lib/http';
import { toMarketQuery, type MarketFilters } from '../filters';
import { marketKeys } from './market-keys';

/** One page of a collection; the page shows a failure itself (an address edited by hand can hold a refused filter). */
export function listProducts(collection: MarketCollection, filters: MarketFilters, cursor?: string): Promise<MarketPage> {
  return get<MarketPage>('/api/market/products', { params: toMarketQuery(collection, filters, cursor), silent: true });
}

export function marketProductsQuery(collection: MarketCollection, filters: MarketFilters) {
  return infiniteQueryOptions({
    queryKey: marketKeys.list(collection, filters),
    queryFn: ({ pageParam }) => listProducts(collection, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A collection with its filters, a page at a time by keyset cursor ("Load more"). */
export function useMarketProducts(collection: MarketCollection, filters: MarketFilters) {
  return useInfiniteQuery(marketProductsQuery(collection, filters));
}

/** GET /api/market/products by search alone, `limit` to a page (a product picker's results), by keyset cursor. */
export function searchProducts(collection: MarketCollection, q: string, limit: number, cursor?: string): Promise<MarketPage> {
  const params: MarketQuery = { collection, limit, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
  return get<MarketPage>('/api/market/products', { params, silent: true });
}

/** The market searched by words alone, as the manual order form's product picker does; the caller shows a failure. */
export function marketSearchQueryOptions(collection: MarketCollection, q: string, limit: number) {
  return infiniteQueryOptions({
    queryKey: marketKeys.search(collection, q, limit),
    queryFn: ({ pageParam }) => searchProducts(collection, q, limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
