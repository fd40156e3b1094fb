import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFigures, SellerFigures } from '@dropport/contracts';
import { get } from '@/lib/http';
import { workplaceKeys } from './dashboard';

/** A range of the seller's days (YYYY-MM-DD, both included) and, optionally, one store (`manual`: manual orders). */
export interface FiguresRange {
  from: string;
  to: string;
  storeId?: string;
}

const params = (r: FiguresRange) => ({ from: r.from, to: r.to, ...(r.storeId ? { storeId: r.storeId } : {}) });

/** Under the Workplace's key, so `invalidateDashboards` (live events, notifications) reads the figures again too. */
export const figuresKeys = {
  figures: (userId: string, r: FiguresRange) => [...workplaceKeys.all, 'figures', userId, params(r)] as const,
  products: (userId: string, r: FiguresRange) => [...workplaceKeys.all, 'figures-products', userId, params(r)] as const,
};

/**
 * GET /api/dashboard/figures: the range's totals against the days before, per day, store and status. A new range shows
 * the last answer until its own comes, so the cards do not jump back to skeletons.
 */
export function sellerFiguresQuery(userId: string, r: FiguresRange) {
  return queryOptions({
    queryKey: figuresKeys.figures(userId, r),
    queryFn: () => get<SellerFigures>('/api/dashboard/figures', { params: params(r), silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dashboard/figures/products: the range per product, most profitable first. */
export function productFiguresQuery(userId: string, r: FiguresRange) {
  return queryOptions({
    queryKey: figuresKeys.products(userId, r),
    queryFn: () => get<ProductFigures>('/api/dashboard/figures/products', { params: params(r), silent: true }),
    placeholderData: keepPreviousData,
  });
}

export const useSellerFigures = (userId: string, r: FiguresRange) => useQuery(sellerFiguresQuery(userId, r));
export const useProductFigures = (userId: string, r: FiguresRange) => useQuery(productFiguresQuery(userId, r));
