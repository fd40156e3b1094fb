import {
  adminMay,
  OrderListQuery,
  ShipOrder,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderPage,
  type OrderCounts,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Principal } from '../../plugins/auth.js';
import { insertJob } from '../jobs/job-queue.js';
import { notify } from '../notifications/notifications.service.js';
import { cancelOrder, transition, withOrder, type Actor } from './order-flow.js';
import * as inputs from './order-inputs.repo.js';
import type { OrderRow } from './orders.repo.js';
import * as repo from './orders.repo.js';
import { countsOf, detailOf, filterOf, pageOf } from './orders.service.js';

type ListQuery = z.output<typeof OrderListQuery>;
type Ship = z.output<typeof ShipOrder>;

export const FULFIL_JOB = 'orders.fulfil';

export const adminActor = (caller: Principal): Actor => ({ kind: 'admin', id: caller.userId });

/** GET /api/admin/orders: every seller's orders (or one seller's), newest first. */
export async function list(ctx: Ctx, q: ListQuery): Promise<AdminOrderPage> {
  return pageOf(ctx.db, filterOf(q, q.userId), q);
}

export const counts = (ctx: Ctx, q: ListQuery): Promise<OrderCounts> => countsOf(ctx.db, filterOf(q, q.userId));

export async function get(ctx: Ctx, id: string): Promise<AdminOrderDetail> {
  const o = await repo.byId(ctx.db, id);
  if (!o) fail('ORDER_NOT_FOUND', { id });
  const seller = await inputs.sellerEmail(ctx.db, o.user_id);
  return { ...(await detailOf(ctx, ctx.db, o)), sellerId: o.user_id, sellerEmail: seller.email };
}

export function requireAction(o: OrderRow, action: AdminOrderAction) {
  if (!adminMay(action, o.status)) fail('ORDER_STATUS_INVALID', { orderNo: o.order_no, status: o.status, action });
}

/** One admin action on one order, locked; answers the order as it now is. */
async function act(
  ctx: Ctx,
  id: string,
  action: AdminOrderAction,
  work: (trx: Db, o: OrderRow, now: number) => Promise<unknown>,
) {
  await withOrder(ctx, id, async (trx, o) => {
    requireAction(o, action);
    await work(trx, o, ctx.now());
  });
  return get(ctx, id);
}

export const process = (ctx: Ctx, caller: Principal, id: string) =>
  act(ctx, id, 'process', (trx, o, now) =>
    transition(trx, o, 'processing', { action: 'processing', actor: adminActor(caller) }, now),
  );

/** The parcel left: tracking recorded, the seller told, and (for a store order) a job sends the fulfillment to the store. */
export async function shipIn(trx: Db, o: OrderRow, s: Ship, actor: Actor, now: number): Promise<OrderRow> {
  const store = o.source === 'store' && o.store_id !== null;
  const next = await transition(
    trx,
    o,
    'shipped',
    {
      action: 'shipped',
      actor,
      note: `${s.carrier} ${s.trackingNumber}`,
      set: {
        carrier: s.carrier,
        tracking_number: s.trackingNumber,
        tracking_url: s.trackingUrl ?? null,
        shipped_at: now,
        hold_reason: null,
        hold_note: null,
        fulfillment_sync: store ? 'pending' : 'none',
        fulfillment_error: null,
      },
    },
    now,
  );
  if (store) await insertFulfilJob(trx, o.id);
  await notify(
    trx,
    {
      userId: o.user_id,
      type: 'order.shipped',
      params: { orderId: o.id, orderNo: o.order_no, trackingNumber: s.trackingNumber, source: o.source },
      dedupeKey: `order.shipped:${o.id}`,
    },
    now,
  );
  return next;
}

async function insertFulfilJob(trx: Db, orderId: string) {
  await insertJob(trx, FULFIL_JOB, { orderId }, { uniqueKey: `orders.fulfil:${orderId}:${newId()}`, maxAttempts: 6 });
}

export const ship = (ctx: Ctx, caller: Principal, id: string, s: Ship) =>
  act(ctx, id, 'ship', (trx, o, now) => shipIn(trx, o, s, adminActor(caller), now));

export const deliver = (ctx: Ctx, caller: Principal, id: string) =>
  act(ctx, id, 'deliver', (trx, o, now) =>
    transition(trx, o, 'delivered', { action: 'delivered', actor: adminActor(caller), set: { delivered_at: now } }, now),
  );

/** The supply side holds an order with a reason the seller reads. */
export const hold = (ctx: Ctx, caller: Principal, id: string, reason: string) =>
  act(ctx, id, 'hold', (trx, o, now) =>
    transition(
      trx,
      o,
      'on_hold',
      { action: 'held', actor: adminActor(caller), note: reason, set: { hold_reason: 'supplier', hold_note: reason } },
      now,
    ),
  );

/** Back to where it was: paid when it had been paid, else awaiting payment (re-checked from there by the seller's next look). */
export const release = (ctx: Ctx, caller: Principal, id: string) =>
  act(ctx, id, 'release', (trx, o, now) =>
    transition(
      trx,
      o,
      o.paid_at === null ? 'awaiting_payment' : 'paid',
      { action: 'released', actor: adminActor(caller), set: { hold_reason: null, hold_note: null } },
      now,
    ),
  );

export const cancel = (ctx: Ctx, caller: Principal, id: string, reason: string) =>
  act(ctx, id, 'cancel', (trx, o, now) => cancelOrder(trx, o, adminActor(caller), reason, now));

export const addCheckpoint = (
  ctx: Ctx,
  caller: Principal,
  id: string,
  c: { at: string; location: string; description: string },
) =>
  act(ctx, id, 'checkpoint', async (trx, o, now) => {
    await repo.addCheckpoint(trx, {
      id: newId(now),
      order_id: o.id,
      at: Date.parse(c.at),
      location: c.location,
      description: c.description,
      created_by: caller.userId,
      created_at: now,
    });
    await repo.updateOrder(trx, o.id, { updated_at: now });
  });
