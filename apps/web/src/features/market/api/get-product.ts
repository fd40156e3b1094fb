import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { marketKeys } from './market-keys';

/** A product's page; PRODUCT_NOT_FOUND (also for a product the seller may not see) is shown by the page. */
export function getProduct(id: number): Promise<ProductDetail> {
  return get<ProductDetail>(`/api/market/products/${id}`, { silent: true });
}

export function productQuery(id: number) {
  return queryOptions({ queryKey: marketKeys.detail(id), queryFn: () => getProduct(id) });
}

export function useProduct(id: number) {
  return useQuery({ ...productQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
