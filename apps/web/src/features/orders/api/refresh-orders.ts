import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@dropport/contracts';
import { invalidateCloudWarehouse } from '@/features/cloud-warehouse';
import { invalidateMyWallet } from '@/features/wallet';
import { orderKeys } from './order-keys';

/**
 * After a change: the changed order as the server answered it, then lists and tab counts again (an order may move
 * tab); `money` (an order paid or cancelled) also has the wallet feature read the balance and statement again (a
 * payment or a refund moved it) and the cloud warehouse feature its inventory (paying reserves the seller's own
 * units, cancelling releases them).
 */
export function useRefreshOrders() {
  const qc = useQueryClient();
  return (opts: { detail?: OrderDetail; money?: boolean; allDetails?: boolean } = {}) => {
    if (opts.detail) qc.setQueryData(orderKeys.detail(opts.detail.id), opts.detail);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    void qc.invalidateQueries({ queryKey: orderKeys.counts() });
    if (opts.allDetails) void qc.invalidateQueries({ queryKey: orderKeys.details() });
    if (opts.money) {
      void invalidateMyWallet(qc);
      void invalidateCloudWarehouse(qc);
    }
  };
}
