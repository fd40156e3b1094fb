import { useMutation } from '@tanstack/react-query';
import type { OrderDetail, OrderEdit } from '@dropport/contracts';
import { patchJson } from '@/lib/http';
import { orderPath } from './order-detail';
import { useRefreshOrders } from './refresh-orders';

/** PATCH /api/orders/:id: the address and/or the shipping method, while the order is not paid yet. */
export const editOrder = (id: string, edit: OrderEdit) => patchJson<OrderDetail>(orderPath(id), edit, { silent: true });

export function useEditOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: OrderEdit }) => editOrder(id, edit),
    onSuccess: (detail) => refresh({ detail }),
  });
}
