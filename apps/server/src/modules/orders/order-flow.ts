import { canMoveOrder, type OrderStatus } from '@dropport/contracts';
import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { invoiceLine, issueInvoice } from '../invoices/invoice-issuer.js';
import { pay, refund } from '../ledger/ledger.js';
import { notify } from '../notifications/notifications.service.js';
import type { OrderEventRow, OrderRow } from './orders.repo.js';
import * as repo from './orders.repo.js';
import * as catalogue from '../catalogue/product-changes.js';
import { parsePlan, releaseStock as releaseOwnStock, shipStock } from '../cloud-warehouse/stock-allocation.js';
import { syncOrderCommission } from '../referral/commissions.js';
import { applyOrderChange } from '../dashboard/order-figures.js';
import { paidFacts } from './paid-facts.js';

/** The statuses that change a referral commission: paid earns it, delivered dates it, refunded reverses it. */
const COMMISSION_EVENTS: ReadonlySet<OrderStatus> = new Set(['paid', 'delivered', 'refunded', 'cancelled']);

export type Actor = { kind: OrderEventRow['actor']; id: string | null };

/** Runs `work` in one transaction (on SQLite inside a group commit) with the order locked; a missing order is refused. */
export function withOrder<T>(ctx: Ctx, id: string, work: (trx: Db, o: OrderRow) => Promise<T>, db: Db = ctx.db): Promise<T> {
  const run = async (trx: Db) => {
    const o = await repo.lockOrder(trx, id);
    if (!o) fail('ORDER_NOT_FOUND', { id });
    return work(trx, o);
  };
  return db.isTransaction ? run(db) : inTransaction(db as Kysely<Database>, run);
}

/**
 * Moves an order to `to` through the transition table (an illegal move is ORDER_STATUS_INVALID, nothing written)
 * with the other changes in `set`, and records who did it.
 */
export async function transition(
  trx: Db,
  o: OrderRow,
  to: OrderStatus,
  e: { action: string; actor: Actor; note?: string | null; set?: Partial<OrderRow> },
  now: number,
): Promise<OrderRow> {
  const from = o.status;
  if (from !== to && !canMoveOrder(from, to))
    fail('ORDER_STATUS_INVALID', { orderNo: o.order_no, status: from, action: e.action });
  const set = { ...e.set, status: to, updated_at: now };
  await repo.updateOrder(trx, o.id, set);
  await repo.addEvent(
    trx,
    { orderId: o.id, from, to, action: e.action, actor: e.actor.kind, actorId: e.actor.id, note: e.note ?? null },
    now,
  );
  const next = { ...o, ...set };
  if (to === 'on_hold' && from !== 'on_hold') await notifyOnHold(trx, o, now);
  // The seller's own warehouse units an order holds leave the shelf when it ships and go back when it is cancelled or
  // refunded before that, in the same transaction.
  if (from !== to && to === 'shipped') await shipStock(trx, next, e.actor.id, now);
  if (from !== to && (to === 'refunded' || to === 'cancelled')) await releaseOwnStock(trx, next, e.actor.id, now);
  // A referee's order earns, dates, or reverses their referrer's commission in the same transaction.
  if (COMMISSION_EVENTS.has(to) && from !== to) await syncOrderCommission(trx, next, now);
  // The seller's daily figures follow every change of a paid order, in the same transaction.
  await applyOrderChange(trx, o, next);
  return next;
}

/** Tells the seller an order waits on hold (a move onto hold, or a new order that starts there). */
export function notifyOnHold(db: Db, o: Pick<OrderRow, 'id' | 'user_id' | 'order_no' | 'source'>, now: number) {
  return notify(
    db,
    {
      userId: o.user_id,
      type: 'order.on_hold',
      params: { orderId: o.id, orderNo: o.order_no, source: o.source },
      dedupeKey: `order.on_hold:${o.id}:${now}`,
    },
    now,
  );
}

/**
 * Takes the supplier stock a paid order needs (lines from the seller's own warehouse stock were held by
 * allocateStock); a variant short of stock stops the payment (OUT_OF_STOCK).
 */
async function reserveStock(trx: Db, o: OrderRow, now: number): Promise<void> {
  const items = await repo.itemsOf(trx, o.id);
  const need = new Map<number, { qty: number; sku: string }>();
  for (const i of items) {
    if (parsePlan(i.source)?.from === 'stock') continue;
    if (i.variant_id === null) fail('ORDER_ITEMS_UNMAPPED', { orderNo: o.order_no, count: 1 });
    const v = need.get(Number(i.variant_id)) ?? { qty: 0, sku: i.sku ?? String(i.variant_id) };
    v.qty += Number(i.quantity);
    need.set(Number(i.variant_id), v);
  }
  for (const [variantId, { qty, sku }] of [...need].sort((a, b) => a[0] - b[0])) {
    if (!(await catalogue.takeStock(trx, variantId, qty))) {
      const v = await catalogue.variantStock(trx, variantId);
      fail('OUT_OF_STOCK', { orderNo: o.order_no, sku: v?.sku ?? sku, available: Number(v?.stock ?? 0), needed: qty });
    }
    await repo.addReservation(trx, { order_id: o.id, variant_id: variantId, quantity: qty, reserved_at: now, released_at: null });
  }
}

/** Gives back the supplier stock a cancelled order held (transition() gives back the seller's own units). */
async function releaseStock(trx: Db, orderId: string, now: number): Promise<void> {
  const held = await repo.heldReservations(trx, orderId);
  for (const r of held) {
    await catalogue.returnStock(trx, r.variant_id, Number(r.quantity));
    await repo.releaseReservation(trx, orderId, r.variant_id, now);
  }
}

export const payKey = (orderId: string) => `order-pay:${orderId}`;
export const refundKey = (orderId: string) => `order-refund:${orderId}`;

/**
 * Pays one order awaiting payment from the seller's balance, in the caller's transaction: stock reserved, the wallet
 * debited once through the ledger (idempotency key per order), the invoice issued, the order paid. Any refusal
 * (insufficient balance, out of stock) rolls all of it back.
 */
export async function payOrder(ctx: Ctx, trx: Db, o: OrderRow, actor: Actor, now: number, action = 'paid'): Promise<OrderRow> {
  if (o.paid_at !== null) fail('ORDER_ALREADY_PAID', { orderNo: o.order_no });
  if (o.status !== 'awaiting_payment') fail('ORDER_NOT_PAYABLE', { orderNo: o.order_no, status: o.status });
  const total = o.total_cents;
  await reserveStock(trx, o, now);
  const posted = await pay(
    trx,
    {
      userId: o.user_id,
      amountCents: total,
      currency: 'USD',
      key: payKey(o.id),
      reference: o.order_no,
      memo: `order ${o.order_no}`,
      memoText: { kind: 'order_payment', params: { orderNo: o.order_no } },
      actorId: actor.id,
    },
    now,
  );
  const params = { orderNumber: o.order_no };
  // An order all from the seller's own stock has no products line: it pays fulfilment and shipping only.
  const lines = [
    ...(o.products_cents > 0 || o.other_fees_cents === 0 ? [invoiceLine('order_products', params, o.products_cents)] : []),
    invoiceLine('order_shipping', params, o.shipping_cents),
    ...(o.praise_card_cents > 0 ? [invoiceLine('order_praise_card', params, o.praise_card_cents)] : []),
    ...(o.other_fees_cents > 0 ? [invoiceLine('order_fulfilment', params, o.other_fees_cents)] : []),
  ];
  const invoice = await issueInvoice(trx, {
    userId: o.user_id,
    kind: 'order',
    sourceId: o.id,
    ledgerTransactionId: posted.transactionId,
    currency: 'USD',
    lines,
    now,
  });
  return transition(
    trx,
    o,
    'paid',
    {
      action,
      actor,
      set: {
        ...(await paidFacts(trx, o, now, ctx.config.EXCHANGE_RATES)),
        paid_at: now,
        paid_cents: total,
        ledger_tx_id: posted.transactionId,
        invoice_id: invoice.id,
        hold_reason: null,
        hold_note: null,
      },
    },
    now,
  );
}

/**
 * Marks an order that costs nothing (an after-sales resend) paid, in the caller's transaction: the supplier stock it
 * needs is taken as for any paid order (OUT_OF_STOCK refuses it), no money moves and no invoice is issued.
 */
export async function payAtNoCost(trx: Db, o: OrderRow, actor: Actor, now: number): Promise<OrderRow> {
  if (o.total_cents !== 0) fail('ORDER_NOT_PAYABLE', { orderNo: o.order_no, status: o.status });
  await reserveStock(trx, o, now);
  return transition(
    trx,
    o,
    'paid',
    { action: 'paid', actor, set: { ...(await paidFacts(trx, o, now)), paid_at: now, paid_cents: 0 } },
    now,
  );
}

/**
 * Cancels an order: an unpaid one becomes cancelled; a paid one is refunded in full to the balance (what was paid and
 * not yet refunded), its stock released, and it becomes refunded.
 */
export async function cancelOrder(trx: Db, o: OrderRow, actor: Actor, reason: string | null, now: number): Promise<OrderRow> {
  if (o.paid_at === null) {
    return transition(trx, o, 'cancelled', { action: 'cancelled', actor, note: reason, set: { cancelled_at: now } }, now);
  }
  const owed = o.paid_cents - o.refunded_cents;
  const to: OrderStatus = 'refunded';
  if (!canMoveOrder(o.status, to)) fail('ORDER_STATUS_INVALID', { orderNo: o.order_no, status: o.status, action: 'cancel' });
  if (owed > 0) {
    await refund(
      trx,
      {
        userId: o.user_id,
        amountCents: owed,
        currency: 'USD',
        key: refundKey(o.id),
        reference: o.order_no,
        memo: `order ${o.order_no} cancelled`,
        memoText: { kind: 'order_refund', params: { orderNo: o.order_no } },
        actorId: actor.id,
      },
      now,
    );
  }
  await releaseStock(trx, o.id, now);
  const next = await transition(
    trx,
    o,
    to,
    { action: 'refunded', actor, note: reason, set: { cancelled_at: now, refunded_cents: o.paid_cents } },
    now,
  );
  await notify(
    trx,
    {
      userId: o.user_id,
      type: 'order.refunded',
      params: { orderId: o.id, orderNo: o.order_no, amountCents: owed, source: o.source },
      dedupeKey: `order.refunded:${o.id}`,
    },
    now,
  );
  return next;
}
