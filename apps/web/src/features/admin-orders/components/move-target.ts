import { ADMIN_ACTIONS, adminMay, type AdminOrderAction, type OrderStatus, type OrderSummary } from '@dropport/contracts';

/** What a move needs to know of an order: a queue row and a detail both serve. */
export type MoveTarget = Pick<OrderSummary, 'id' | 'orderNo' | 'status' | 'paidAt' | 'costs'> & { sellerEmail?: string };

/** Every admin action, in the order the buttons show them. */
export const ACTIONS = Object.keys(ADMIN_ACTIONS) as AdminOrderAction[];

/** The action a row offers as its one button: the next step of the work. */
export function mainAction(status: OrderStatus): AdminOrderAction | null {
  return (['ship', 'deliver', 'release'] as const).find((a) => adminMay(a, status)) ?? null;
}

/** A cancelled order that was paid goes back to the seller's balance (the server refunds it). */
export const refundsOnCancel = (o: Pick<MoveTarget, 'paidAt' | 'status'>) =>
  o.paidAt !== null || o.status === 'paid' || o.status === 'processing';
