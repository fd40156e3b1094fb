import { trackingUrl } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { DAY, MINUTE } from '../../lib/time.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { getTrack } from '../shipping/track.service.js';
import { registerStoreHooks } from '../stores/store-hooks.js';
import { withStore } from '../stores/stores.service.js';
import { FULFIL_JOB } from './fulfilment.service.js';
import { payOne } from './orders.service.js';
import { isOpenForPricing, reprice } from './order-evaluate.js';
import { transition, withOrder } from './order-flow.js';
import { STOCK_ARRIVED_JOB } from '../cloud-warehouse/stock-allocation.js';
import { AUTOPAY_JOB } from './order-intake.js';
import { orderWebhook, pullStore, storeHasOrders } from './order-sync.js';
import * as inputs from './order-inputs.repo.js';
import * as repo from './orders.repo.js';

export const PULL_DUE_JOB = 'orders.pull-due';
export const PULL_STORE_JOB = 'orders.pull-store';
export const PULL_EVERY_MS = 15 * MINUTE;

/**
 * Sends a shipped store order's tracking to the store as a fulfillment, with the carrier name and tracking page the
 * seller's track setting asks for and the customer notified when it says so. Retried by the queue; the last failure
 * is shown on the order.
 */
async function fulfil(ctx: Ctx, orderId: string, isLastAttempt: boolean): Promise<void> {
  const o = await repo.byId(ctx.db, orderId);
  if (!o || !o.store_id || !o.store_order_id || !o.tracking_number || o.fulfillment_sync === 'sent') return;
  const track = await getTrack(ctx, o.user_id);
  const carrierName = (o.shipping_method_code ? track.carrierNames[o.shipping_method_code] : undefined) || o.carrier || '';
  const url = track.trackingUrlTemplate ? trackingUrl(track.trackingUrlTemplate, o.tracking_number) : o.tracking_url;
  try {
    const res = await withStore(ctx, { storeId: o.store_id }, (client) =>
      client.createFulfillment({
        orderId: o.store_order_id!,
        trackingCompany: carrierName,
        trackingNumber: o.tracking_number!,
        trackingUrl: url,
        notifyCustomer: track.notifyCustomer,
      }),
    );
    await repo.updateOrder(ctx.db, o.id, {
      fulfillment_sync: 'sent',
      store_fulfillment_id: res.fulfillmentId,
      fulfillment_error: null,
      updated_at: ctx.now(),
    });
  } catch (err) {
    const message = err instanceof AppError ? err.code : (err as Error).message;
    // A store that is gone or refuses us will not change its mind on a retry.
    const final =
      isLastAttempt ||
      (err instanceof AppError && ['STORE_NOT_ACTIVE', 'STORE_ACCESS_REVOKED', 'STORE_NOT_FOUND'].includes(err.code));
    await repo.updateOrder(ctx.db, o.id, {
      fulfillment_sync: final ? 'failed' : 'pending',
      fulfillment_error: message.slice(0, 500),
      updated_at: ctx.now(),
    });
    if (!final) throw err;
  }
}

/** Auto-pay (the seller's basic setting): pays a new order while today's auto-payments stay within the daily limit. */
async function autopay(ctx: Ctx, orderId: string): Promise<string> {
  const o = await repo.byId(ctx.db, orderId);
  if (!o || o.status !== 'awaiting_payment') return 'not awaiting payment';
  const s = await inputs.autoPaySettings(ctx.db, o.user_id);
  const u = await inputs.emailVerifiedAt(ctx.db, o.user_id);
  if (!s || s.auto_pay !== 1 || !u?.email_verified_at) return 'auto-pay off';
  const dayStart = Math.floor(ctx.now() / DAY) * DAY;
  try {
    await payOne(ctx, orderId, { kind: 'system', id: null }, 'auto_paid', async (trx, priced) => {
      const used = await repo.paidUnderSince(trx, o.user_id, 'auto_paid', dayStart);
      if (used + priced.total_cents > s.auto_pay_daily_limit_cents)
        throw new AppError('AUTO_PAY_LIMIT_REQUIRED', { usedCents: used });
    });
    return 'paid';
  } catch (err) {
    if (err instanceof AppError) return `left for the seller: ${err.code}`;
    throw err;
  }
}

/** customers/redact: the customer's name, email, phone and address leave the orders named (or all of theirs by email). */
async function redact(db: Db, e: { storeIds: string[]; orderIds: string[]; email: string | null }, now: number): Promise<number> {
  if (e.storeIds.length === 0) return 0;
  return repo.redactCustomer(db, e, now);
}

/**
 * The seller's stock came in: their orders waiting on hold for it are priced again (shipping from it now, or still
 * waiting).
 */
async function recheckStockHolds(ctx: Ctx, userId: string): Promise<number> {
  let moved = 0;
  for (const id of await repo.heldForStock(ctx.db, userId)) {
    await withOrder(ctx, id, async (trx, o) => {
      if (!isOpenForPricing(o) || o.hold_reason !== 'stock_short') return;
      const now = ctx.now();
      const { row, status } = await reprice(ctx, trx, o, await repo.itemsOf(trx, o.id), {}, now);
      if (status !== o.status) moved++;
      await transition(trx, row, status, { action: 'repriced', actor: { kind: 'system', id: null } }, now);
    });
  }
  return moved;
}

/** The order jobs (fulfillments, scheduled pulls, auto-pay) and what a store's webhooks do to orders. */
export function registerOrderJobs(ctx: Ctx, jobs: JobQueue) {
  jobs.register<{ orderId: string }>(FULFIL_JOB, (p, job) => fulfil(ctx, p.orderId, job.isLastAttempt), { maxAttempts: 6 });
  jobs.register<{ orderId: string }>(AUTOPAY_JOB, async (p, job) => {
    job.log.info({ orderId: p.orderId, outcome: await autopay(ctx, p.orderId) }, 'auto-pay');
  });
  jobs.register<{ userId: string }>(STOCK_ARRIVED_JOB, async (p, job) => {
    const moved = await recheckStockHolds(ctx, p.userId);
    if (moved) job.log.info({ userId: p.userId, moved }, 'orders waiting for stock priced again');
  });
  jobs.register<{ storeId: string }>(PULL_STORE_JOB, async (p, job) => {
    const r = await pullStore(ctx, p.storeId);
    if (r.received) job.log.info({ storeId: p.storeId, ...r }, 'orders pulled');
  });
  jobs.register(PULL_DUE_JOB, async (_p, job) => {
    const stores = (await inputs.activeStores(job.db)).filter((s) => storeHasOrders(s.scopes));
    for (const s of stores)
      await jobs.enqueue(
        job.db,
        PULL_STORE_JOB,
        { storeId: s.id },
        { uniqueKey: `orders.pull:${s.id}:${Math.floor(Date.now() / PULL_EVERY_MS)}` },
      );
  });
  jobs.every(PULL_DUE_JOB, PULL_EVERY_MS, PULL_DUE_JOB);

  registerStoreHooks(ctx, {
    orderChanged: (db, e) => orderWebhook(ctx, db, e),
    customerRedacted: (db, e) => redact(db, e, Date.now()),
    shopErased: async (db, e) => {
      if (e.storeIds.length === 0) return;
      // Paid orders are money records and stay; the shop's customers' data goes, and the orders no longer point at it.
      const orderIds = await repo.storeOrderIdsOf(db, e.storeIds);
      await redact(db, { storeIds: e.storeIds, orderIds, email: null }, Date.now());
      await repo.detachStores(db, e.storeIds);
    },
  });
}
