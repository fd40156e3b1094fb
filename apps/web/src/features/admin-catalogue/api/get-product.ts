import { useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@dropport/contracts';
import { get } from '@/lib/http';
import { catalogueKeys } from './catalogue-keys';

export const fetchProduct = (id: number) => get<AdminProduct>(`/api/admin/catalogue/products/${id}`, { silent: true });

/** Admin: one product as the editor edits it (disabled for a new product). */
export function useProduct(id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.product(id ?? 0),
    queryFn: () => fetchProduct(id ?? 0),
    enabled: id !== null,
    // The editor starts from what is saved now, not from a copy of a minute ago.
    staleTime: 0,
  });
}
