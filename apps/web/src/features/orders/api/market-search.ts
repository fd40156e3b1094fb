import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { MarketCollection, MarketPage, MarketQuery } from '@dropport/contracts';
import { get } from '@/lib/http';
import { orderKeys } from './order-keys';

export const MARKET_SEARCH_PAGE = 8;

/** Where a manual order's products come from: the public market, or the products sourced privately for the seller. */
export type ProductSource = Extract<MarketCollection, 'all' | 'private'>;

/** GET /api/market/products: products by search, a page per cursor (to add to a manual order). */
export const searchMarket = (collection: ProductSource, q: string, cursor?: string) => {
  const params: MarketQuery = {
    collection,
    limit: MARKET_SEARCH_PAGE,
    ...(q ? { q } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return get<MarketPage>('/api/market/products', { params, silent: true });
};

export function useMarketSearch(collection: ProductSource, q: string) {
  return useInfiniteQuery({
    queryKey: orderKeys.marketSearch(collection, q),
    queryFn: ({ pageParam }) => searchMarket(collection, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The last results stay while the next search loads: the list does not flash at each word typed.
    placeholderData: keepPreviousData,
  });
}
