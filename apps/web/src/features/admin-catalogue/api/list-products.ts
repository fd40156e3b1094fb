import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminProductPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { catalogueKeys, type ProductListFilter } from './catalogue-keys';

const PAGE = 20;

export function fetchProducts(f: ProductListFilter, cursor: string | null) {
  return get<AdminProductPage>('/api/admin/catalogue/products', {
    params: {
      q: f.q || undefined,
      status: f.status ?? undefined,
      category: f.category ?? undefined,
      cursor: cursor ?? undefined,
      limit: PAGE,
    },
    silent: true,
  });
}

/** Admin: catalogue products, newest first, searched and filtered; more pages on demand. */
export function useProductList(f: ProductListFilter) {
  return useInfiniteQuery({
    queryKey: catalogueKeys.list(f),
    queryFn: ({ pageParam }) => fetchProducts(f, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
