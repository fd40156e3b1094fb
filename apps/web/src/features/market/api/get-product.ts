import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { marketKeys } from './market-keys';

/** A product's page; PRODUCT_NOT_FOUND (also for a product the seller may not see) is shown by the page. */
export function getProduct(id: number): Promise<ProductDetail> {
  return get<ProductDetail>(`/api/market/products/${id}`, { silent: true });
}

/**
 * The one query of a market product: its page, the manual order form (its variants) and the admin's sourcing quote
 * (to confirm the product linked) read it; importing it changes it (`inImportList`).
 */
export function marketProductQueryOptions(id: number) {
  return queryOptions({ queryKey: marketKeys.detail(id), queryFn: () => getProduct(id) });
}

export function useProduct(id: number) {
  return useQuery({ ...marketProductQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
