import { useMutation } from '@tanstack/react-query';
import type { OrderDetail, OrderItemMapping } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { orderPath } from './order-detail';
import { useRefreshOrders } from './refresh-orders';

/**
 * POST /api/orders/:id/map: a store line becomes a Dropport variant (`variantId`) or one of the seller's own products in
 * the cloud warehouse (`sellerSkuId`); the order leaves hold once every line maps.
 */
export const mapOrderItem = (id: string, mapping: OrderItemMapping) =>
  postJson<OrderDetail>(orderPath(id, 'map'), mapping, { silent: true });

export function useMapOrderItem() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: OrderItemMapping }) => mapOrderItem(id, mapping),
    onSuccess: (detail) => refresh({ detail }),
  });
}
