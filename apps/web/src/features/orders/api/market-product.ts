import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail } from '@dropport/contracts';
import { get } from '@/lib/http';
import { orderKeys } from './order-keys';

/** GET /api/market/products/:id: a product with its option axes and variants (cost and stock each). */
export const fetchMarketProduct = (id: number) => get<ProductDetail>(`/api/market/products/${id}`, { silent: true });

export const marketProductQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.marketProduct(id), queryFn: () => fetchMarketProduct(id) });
