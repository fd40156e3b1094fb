import { ownProductsByCode } from '../cloud-warehouse/stock-allocation.js';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { insertJob } from '../jobs/job-queue.js';
import type { StoreOrder } from '../stores/shopify-orders.js';
import { provinceColumns } from './address-check.js';
import { evaluate, isOpenForPricing, mapStoreLines, reprice } from './order-evaluate.js';
import { cancelOrder, notifyOnHold, transition, type Actor } from './order-flow.js';
import type { OrderItemRow, OrderRow } from './orders.repo.js';
import * as inputs from './order-inputs.repo.js';
import * as repo from './orders.repo.js';
import { newOrderRow } from './order-row.js';

const STORE: Actor = { kind: 'store', id: null };

export type IntakeOutcome = 'created' | 'updated' | 'stale';

export interface IntakeStore {
  id: string;
  user_id: string;
  currency: string;
}

const joinName = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((p) => p && p.trim() !== '')
    .join(' ')
    .trim();

/** The order's customer, address and money in Dropport's columns. */
function orderColumns(so: StoreOrder) {
  const a = so.shippingAddress;
  const customer = so.customer ? joinName(so.customer.firstName, so.customer.lastName) : '';
  const shipName = a ? a.name?.trim() || joinName(a.firstName, a.lastName) : '';
  const country = a?.countryCode?.toUpperCase() ?? null;
  return {
    customer_name: customer || shipName || so.email || '',
    customer_email: so.customer?.email ?? so.email,
    ship_name: shipName,
    ship_company: a?.company ?? null,
    ship_address1: a?.address1 ?? '',
    ship_address2: a?.address2 || null,
    ship_city: a?.city ?? '',
    ...provinceColumns(country, a?.province, a?.provinceCode),
    ship_postal_code: a?.zip ?? null,
    ship_country: country,
    ship_phone: a?.phone ?? so.phone,
    store_currency: so.currency,
    store_total_minor: so.totalMinor,
  } satisfies Partial<OrderRow>;
}

/** The store's lines as order items, mapped to Dropport variants; a line the seller mapped by hand keeps its mapping. */
async function itemRows(
  db: Db,
  store: { id: string; user_id: string },
  orderId: string,
  so: StoreOrder,
  before: OrderItemRow[],
): Promise<OrderItemRow[]> {
  const mapped = await mapStoreLines(
    db,
    store,
    so.lines.map((l) => ({ storeVariantId: l.variantId, sku: l.sku })),
  );
  const kept = new Map(
    before.filter((b) => b.store_line_id && (b.variant_id !== null || b.seller_sku_id)).map((b) => [b.store_line_id!, b]),
  );
  // A line whose SKU is one of the seller's own products (held in the cloud warehouse) maps to it.
  const own = await ownProductsByCode(
    db,
    store.user_id,
    so.lines.flatMap((l, i) => (mapped[i] === null && l.sku ? [l.sku] : [])),
  );
  return so.lines.map((l, i) => {
    const old = kept.get(l.id);
    const variantId = mapped[i] ?? (old && old.variant_id !== null ? Number(old.variant_id) : null);
    const ownSku = variantId === null ? ((l.sku ? own.get(l.sku) : undefined) ?? old?.seller_sku_id ?? null) : null;
    return {
      id: old?.id ?? newId(),
      order_id: orderId,
      position: i,
      store_line_id: l.id,
      store_product_id: l.productId,
      store_variant_id: l.variantId,
      title: l.title,
      variant_title: l.variantTitle,
      sku: l.sku,
      quantity: l.quantity,
      image: null,
      product_id: null,
      variant_id: variantId,
      unit_cost_cents: null,
      weight_g: null,
      store_unit_price_minor: l.unitPriceMinor,
      source: null,
      seller_sku_id: ownSku,
    };
  });
}

/**
 * Applies one version of a store order (from a webhook or the reconciliation pull) inside the caller's transaction.
 * Versions are ordered by the store's update time: one not newer than the last applied changes nothing, so replayed
 * and out-of-order deliveries leave the order as the newest version made it. Before payment the store's changes
 * (address, lines) are taken and the order re-priced; a cancellation in the store cancels an unpaid order and
 * refunds one paid but not yet in processing; later ones are recorded for the supply side.
 */
export async function applyStoreOrder(
  ctx: Ctx,
  db: Db,
  store: IntakeStore,
  so: StoreOrder,
  now = ctx.now(),
): Promise<IntakeOutcome> {
  const version = Date.parse(so.updatedAt);
  const existing = await repo.lockByStoreOrder(db, store.id, so.id);
  if (existing) return update(ctx, db, existing, so, version, now);

  const id = newId(now);
  const row = newOrderRow({
    id,
    user_id: store.user_id,
    order_no: await repo.nextOrderNo(db),
    source: 'store',
    store_id: store.id,
    store_order_id: so.id,
    store_order_name: so.name,
    ...orderColumns(so),
    store_created_at: Date.parse(so.createdAt),
    store_updated_at: version,
    created_at: Date.parse(so.createdAt) || now,
    updated_at: now,
  });
  const ev = await evaluate(ctx, db, row, await itemRows(db, store, id, so, []));
  const full: OrderRow = { ...row, ...ev.order };
  if (so.cancelledAt)
    Object.assign(full, { status: 'cancelled', hold_reason: null, cancelled_at: Date.parse(so.cancelledAt) || now });
  if (!(await repo.insertStoreOrder(db, full))) {
    // A webhook and the pull brought the same order at once: the other one made it; apply this version over it.
    const other = await repo.lockByStoreOrder(db, store.id, so.id);
    return other ? update(ctx, db, other, so, version, now) : 'stale';
  }
  await repo.insertItems(db, ev.items);
  await repo.addEvent(db, { orderId: id, from: null, to: full.status, action: 'created', actor: 'store' }, now);
  if (full.status === 'on_hold') await notifyOnHold(db, full, now);
  if (full.status === 'awaiting_payment') await offerAutopay(db, full);
  return 'created';
}

export const AUTOPAY_JOB = 'orders.autopay';

/** A seller with auto-pay on gets new payable orders paid by a job (within the daily limit). */
export async function offerAutopay(db: Db, o: Pick<OrderRow, 'id' | 'user_id'>): Promise<void> {
  const s = await inputs.autoPaySettings(db, o.user_id);
  if (s?.auto_pay === 1) await insertJob(db, AUTOPAY_JOB, { orderId: o.id }, { uniqueKey: `orders.autopay:${o.id}` });
}

async function update(ctx: Ctx, db: Db, o: OrderRow, so: StoreOrder, version: number, now: number): Promise<IntakeOutcome> {
  if (o.store_updated_at !== null && Number(o.store_updated_at) >= version) return 'stale';
  let current: OrderRow = { ...o, store_updated_at: version };
  await repo.updateOrder(db, o.id, { store_updated_at: version, updated_at: now });
  if (isOpenForPricing(o)) {
    const changed = { ...orderColumns(so), store_order_name: so.name };
    const items = await itemRows(db, { id: o.store_id!, user_id: o.user_id }, o.id, so, await repo.itemsOf(db, o.id));
    const { row, status } = await reprice(ctx, db, current, items, changed, now);
    current = row;
    if (status !== o.status) {
      current = await transition(db, current, status, { action: 'store_updated', actor: STORE }, now);
      if (status === 'awaiting_payment') await offerAutopay(db, current);
    }
  }
  if (so.cancelledAt && !['cancelled', 'refunded'].includes(current.status)) {
    if (current.paid_at === null || current.status === 'paid' || current.status === 'on_hold') {
      await cancelOrder(db, current, STORE, so.cancelReason ?? 'cancelled in the store', now);
    } else if (!(await repo.hasEvent(db, o.id, 'store_cancelled'))) {
      // Already with the supply side: the seller and admin decide; the cancellation is on the record.
      await repo.addEvent(
        db,
        {
          orderId: o.id,
          from: current.status,
          to: current.status,
          action: 'store_cancelled',
          actor: 'store',
          note: so.cancelReason,
        },
        now,
      );
    }
  }
  return 'updated';
}
