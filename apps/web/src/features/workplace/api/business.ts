import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFigures, SellerFigures } from '@dropport/contracts';
import { get } from '@/lib/http';
import { workplaceKeys } from './dashboard';

/** A range of the seller's days (YYYY-MM-DD, both included) and, optionally, one store (`manual`: manual orders). */
export interface BusinessRange {
  from: string;
  to: string;
  storeId?: string;
}

const params = (r: BusinessRange) => ({ from: r.from, to: r.to, ...(r.storeId ? { storeId: r.storeId } : {}) });

export const businessKeys = {
  figures: (userId: string, r: BusinessRange) => [...workplaceKeys.all, 'business', userId, params(r)] as const,
  products: (userId: string, r: BusinessRange) => [...workplaceKeys.all, 'business-products', userId, params(r)] as const,
};

/**
 * GET /api/dashboard/figures: the range's totals against the days before, per day, store and status. A new range shows
 * the last answer until its own comes, so the cards do not jump back to skeletons.
 */
export function businessFiguresQuery(userId: string, r: BusinessRange) {
  return queryOptions({
    queryKey: businessKeys.figures(userId, r),
    queryFn: () => get<SellerFigures>('/api/dashboard/figures', { params: params(r), silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dashboard/figures/products: the range per product, most profitable first. */
export function productFiguresQuery(userId: string, r: BusinessRange) {
  return queryOptions({
    queryKey: businessKeys.products(userId, r),
    queryFn: () => get<ProductFigures>('/api/dashboard/figures/products', { params: params(r), silent: true }),
    placeholderData: keepPreviousData,
  });
}

export const useBusinessFigures = (userId: string, r: BusinessRange) => useQuery(businessFiguresQuery(userId, r));
export const useProductFigures = (userId: string, r: BusinessRange) => useQuery(productFiguresQuery(userId, r));
