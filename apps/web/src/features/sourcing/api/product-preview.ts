import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { sourcingKeys } from './sourcing-keys';

/** The catalogue product an admin is about to link, to confirm it by its title and picture. */
export const fetchProduct = (id: number) => get<ProductDetail>(`/api/market/products/${id}`, { silent: true });

export function useProductPreview(id: number | null) {
  return useQuery({
    queryKey: sourcingKeys.product(id ?? 0),
    queryFn: () => fetchProduct(id ?? 0),
    enabled: id !== null && id > 0,
    retry: false,
  });
}
