import type { WorkplaceTodo } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { lowStockCount } from '../cloud-warehouse/low-stock.js';
import { walletBalance } from '../ledger/ledger.js';
import { listingProblems } from '../listings/listings.service.js';
import { ordersWaiting } from '../orders/orders-waiting.js';
import { availableCommission } from '../referral/referral.service.js';
import { awaitingSellerCount } from '../support/queue.service.js';
import { getUser } from '../users/users.service.js';

/** GET /api/dashboard/todo: what waits on the seller, each from the module that owns it. */
export async function todo(ctx: Ctx, userId: string): Promise<WorkplaceTodo> {
  const db = ctx.db;
  const [user, orders, balance, listings, lowStock, tickets, commission] = await Promise.all([
    getUser(ctx, userId),
    ordersWaiting(db, userId),
    walletBalance(db, userId, 'USD'),
    listingProblems(db, userId),
    lowStockCount(db, userId),
    awaitingSellerCount(db, userId),
    availableCommission(db, userId),
  ]);
  return {
    onHold: orders.onHold,
    awaitingPayment: {
      ...orders.awaiting,
      balanceCents: balance.availableCents,
      shortCents: Math.max(0, orders.awaiting.totalCents - balance.availableCents),
    },
    ...listings,
    lowStock,
    ticketsAwaitingReply: tickets,
    commissionAvailableCents: Number(commission),
    emailVerified: user.emailVerified,
  };
}
