import type { ListingQuery } from '@dropport/contracts';

export type ListingFilter = Pick<ListingQuery, 'storeId' | 'status' | 'q'>;

/** Query keys of listings: My Products pages, one listing, a push batch, a push's prices, an admin's view. */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (f: ListingFilter) => [...listingKeys.lists(), f] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  batch: (id: string) => [...listingKeys.all, 'batch', id] as const,
  preview: (itemIds: string[], storeIds: string[]) => [...listingKeys.all, 'preview', itemIds, storeIds] as const,
  ofUser: (userId: string, f: ListingFilter) => [...listingKeys.all, 'user', userId, f] as const,
};
