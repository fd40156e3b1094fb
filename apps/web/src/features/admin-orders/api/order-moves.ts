import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCheckpoint, OrderDetail, ShipOrder } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './admin-order-keys';

// The admin's moves share one shape (POST /api/admin/orders/:id/<move>, answered by the order), so they live
// together. Silent: each dialog shows its own refusal.
const move = (id: string, path: string, body?: unknown) =>
  postJson<OrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/${path}`, body, { silent: true });

/** paid → processing: the supply side started on it. */
export const processOrder = (id: string) => move(id, 'process');
/** paid|processing → shipped; the server pushes the fulfillment to the store. */
export const shipOrder = (id: string, body: ShipOrder) => move(id, 'ship', body);
/** shipped → delivered. */
export const deliverOrder = (id: string) => move(id, 'deliver');
/** Puts an order on hold with the reason its seller reads. */
export const holdOrder = (id: string, reason: string) => move(id, 'hold', { reason });
/** Takes an order off hold. */
export const releaseOrder = (id: string) => move(id, 'release');
/** Cancels an order; a paid one is refunded to the seller's balance. */
export const cancelOrder = (id: string, reason: string) => move(id, 'cancel', { reason });
/** Adds a tracking checkpoint (processing and shipped orders). */
export const addCheckpoint = (id: string, body: AddCheckpoint) => move(id, 'checkpoints', body);

/** What each move of ADMIN_ACTIONS sends besides the order. */
export type MoveInput =
  | { action: 'process' | 'deliver' | 'release'; id: string }
  | { action: 'ship'; id: string; body: ShipOrder }
  | { action: 'hold' | 'cancel'; id: string; reason: string }
  | { action: 'checkpoint'; id: string; body: AddCheckpoint };

export function runMove(input: MoveInput): Promise<OrderDetail> {
  switch (input.action) {
    case 'process':
      return processOrder(input.id);
    case 'deliver':
      return deliverOrder(input.id);
    case 'release':
      return releaseOrder(input.id);
    case 'ship':
      return shipOrder(input.id, input.body);
    case 'hold':
      return holdOrder(input.id, input.reason);
    case 'cancel':
      return cancelOrder(input.id, input.reason);
    case 'checkpoint':
      return addCheckpoint(input.id, input.body);
  }
}

/** One move on one order; the drawer and the queue show the result. */
export function useOrderMove() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: runMove, onSuccess: (saved) => afterMove(qc, saved) });
}

export interface ProcessManyReport {
  done: number;
  refused: { orderNo: string; message: string }[];
}

/**
 * Marks many paid orders as processing, one call each (the API has no batch call), reporting progress; an order
 * refused (another admin moved it, say) does not stop the others.
 */
export function useProcessMany(onProgress: (done: number, total: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (orders: { id: string; orderNo: string }[]): Promise<ProcessManyReport> => {
      const report: ProcessManyReport = { done: 0, refused: [] };
      for (const [i, o] of orders.entries()) {
        try {
          await processOrder(o.id);
          report.done += 1;
        } catch (error) {
          report.refused.push({ orderNo: o.orderNo, message: error instanceof Error ? error.message : String(error) });
        }
        onProgress(i + 1, orders.length);
      }
      return report;
    },
    onSettled: () => afterMove(qc),
  });
}
