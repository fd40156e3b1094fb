import {
  errorMessage,
  ORDER_STATUSES,
  OrderStatus,
  sellerMay,
  type ErrorCode,
  type Locale,
  type OrderCounts,
  type OrderDetail,
  OrderEdit,
  OrderListQuery,
  type OrderPage,
  type PayOrderResult,
  type PayOrdersResult,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import * as keyset from '../../db/keyset.js';
import { AppError, fail } from '../../lib/app-error.js';
import { dayRange } from '../../lib/day-range.js';
import { inStoreScope, storeScopeOf, type Principal, type StoreScope } from '../../plugins/auth.js';
import { allocateStock, ownProductSku } from '../cloud-warehouse/stock-allocation.js';
import { answerOnce } from '../idempotency/request-answers.js';
import { walletBalance } from '../ledger/ledger.js';
import { orderableVariants } from '../market/visibility.js';
import { evaluate, reprice } from './order-evaluate.js';
import { cancelOrder, payOrder, transition, withOrder, type Actor } from './order-flow.js';
import * as inputs from './order-inputs.repo.js';
import { pageRowSummary, shipColumnsOf, toDetail } from './order-view.js';
import type { OrderRow } from './orders.repo.js';
import * as repo from './orders.repo.js';

type ListQuery = z.output<typeof OrderListQuery>;

/** `status` as the repo filters it: one status or a comma list; an unknown name is VALIDATION_FAILED. */
function statusFilter(raw: string | undefined): { statuses?: string[] } {
  if (raw === undefined || raw.trim() === '') return {};
  const list = raw.split(',').map((s) => s.trim());
  for (const s of list)
    if (!OrderStatus.safeParse(s).success) fail('VALIDATION_FAILED', { field: 'status', in: 'querystring', reason: 'oneOf' });
  return { statuses: list };
}

/**
 * The list filters of a query, for one seller (or, for an admin, every seller or the one named), within the stores of
 * a team member limited to some.
 */
export function filterOf(
  q: Omit<ListQuery, 'cursor' | 'limit'>,
  userId: string | undefined,
  scope: StoreScope = null,
): repo.ListFilter {
  return {
    ...(userId === undefined ? {} : { userId }),
    ...(scope === null ? {} : { storeIds: scope }),
    ...(q.source ? { source: q.source } : {}),
    ...(q.holdReason ? { holdReason: q.holdReason } : {}),
    ...(q.storeId ? { storeId: q.storeId } : {}),
    ...(q.country ? { country: q.country } : {}),
    ...(q.paidFrom ? { paidFrom: q.paidFrom } : {}),
    ...(q.paidTo ? { paidTo: q.paidTo } : {}),
    ...(q.productId !== undefined ? { productId: q.productId } : {}),
    ...(q.q ? { q: q.q } : {}),
    ...dayRange(q),
    ...statusFilter(q.status),
  };
}

/** A page of orders under a filter, newest first. */
export async function pageOf(db: Db, f: repo.ListFilter, q: Pick<ListQuery, 'cursor' | 'limit'>) {
  const rows = await repo.page(db, f, keyset.decodeCursor(repo.ORDER_CURSOR, q.cursor), q.limit);
  const page = keyset.pageOf(rows, q.limit, repo.ORDER_CURSOR, (r) => ({ id: r.id }));
  return { items: page.items.map(pageRowSummary), nextCursor: page.nextCursor };
}

export async function countsOf(db: Db, f: repo.ListFilter): Promise<OrderCounts> {
  const found = await repo.counts(db, f);
  return { counts: Object.fromEntries(ORDER_STATUSES.map((s) => [s, found.get(s) ?? 0])) as OrderCounts['counts'] };
}

/** A seller's own orders under a query, within the caller's stores. */
const sellerFilter = (q: Omit<ListQuery, 'cursor' | 'limit'>, caller: Principal) =>
  filterOf(q, caller.userId, storeScopeOf(caller));

/** GET /api/orders: the seller's own orders. */
export async function list(ctx: Ctx, caller: Principal, q: ListQuery): Promise<OrderPage> {
  const { items, nextCursor } = await pageOf(ctx.db, sellerFilter(q, caller), q);
  return { items: items.map(({ sellerId: _s, sellerEmail: _e, ...rest }) => rest), nextCursor };
}

export const counts = (ctx: Ctx, caller: Principal, q: ListQuery) => countsOf(ctx.db, sellerFilter(q, caller));

/** One order as the detail drawer shows it, with the shipping methods on offer now. */
export async function detailOf(ctx: Ctx, db: Db, o: OrderRow): Promise<OrderDetail> {
  const store = o.store_id ? await inputs.storeShown(db, o.store_id) : undefined;
  const items = await repo.itemsOf(db, o.id);
  const options =
    o.paid_at === null && !['cancelled', 'refunded'].includes(o.status) ? (await evaluate(ctx, db, o, items)).options : [];
  return toDetail(
    o,
    { name: store?.name ?? null, domain: store?.shop_domain ?? null },
    items,
    await repo.eventsOf(db, o.id),
    await repo.checkpointsOf(db, o.id),
    options,
  );
}

/**
 * The seller's own order; another seller's, or one outside the stores of a member limited to some, reads as missing,
 * so ids cannot be probed.
 */
export async function ownOrder(db: Db, caller: Principal, id: string): Promise<OrderRow> {
  const o = await repo.byId(db, id);
  if (!o || o.user_id !== caller.userId || !inStoreScope(storeScopeOf(caller), o.store_id)) fail('ORDER_NOT_FOUND', { id });
  return o;
}

export async function get(ctx: Ctx, caller: Principal, id: string): Promise<OrderDetail> {
  return detailOf(ctx, ctx.db, await ownOrder(ctx.db, caller, id));
}

const sellerActor = (caller: Principal): Actor => ({ kind: 'seller', id: caller.personId });

/** Runs a seller's change on their own order, locked, then answers the order as it now is. */
async function sellerChange(
  ctx: Ctx,
  caller: Principal,
  id: string,
  work: (trx: Db, o: OrderRow) => Promise<unknown>,
): Promise<OrderDetail> {
  await ownOrder(ctx.db, caller, id);
  await withOrder(ctx, id, work);
  return get(ctx, caller, id);
}

/** PATCH /api/orders/:id: a new address and/or shipping method before payment; the order is re-priced and re-checked. */
export function edit(ctx: Ctx, caller: Principal, id: string, change: z.output<typeof OrderEdit>): Promise<OrderDetail> {
  return sellerChange(ctx, caller, id, async (trx, o) => {
    if (!sellerMay('edit', o.status) || o.paid_at !== null) {
      fail('ORDER_STATUS_INVALID', { orderNo: o.order_no, status: o.status, action: 'edit' });
    }
    const now = ctx.now();
    const method = change.shippingMethodCode;
    const changed: Partial<OrderRow> = {
      ...(change.address ? shipColumnsOf(change.address) : {}),
      ...(method === undefined ? {} : { shipping_method_code: method, shipping_method_chosen: 1 }),
    };
    const { row, status, options } = await reprice(ctx, trx, o, await repo.itemsOf(trx, o.id), changed, now);
    if (method !== undefined && !options.some((m) => m.methodCode === method)) fail('SHIPPING_METHOD_UNKNOWN', { code: method });
    const action = change.address ? 'address_changed' : 'shipping_changed';
    await transition(trx, row, status, { action, actor: sellerActor(caller) }, now);
  });
}

/**
 * POST /api/orders/:id/map: links a store line to a catalogue variant, or to the seller's own product held in the
 * cloud warehouse; the order leaves hold when every line maps.
 */
export function mapItem(
  ctx: Ctx,
  caller: Principal,
  id: string,
  m: { itemId: string; variantId?: number | undefined; sellerSkuId?: string | undefined },
): Promise<OrderDetail> {
  return sellerChange(ctx, caller, id, async (trx, o) => {
    if (!sellerMay('edit', o.status) || o.paid_at !== null) {
      fail('ORDER_STATUS_INVALID', { orderNo: o.order_no, status: o.status, action: 'map' });
    }
    const items = await repo.itemsOf(trx, o.id);
    const item = items.find((i) => i.id === m.itemId);
    if (!item) fail('ORDER_ITEM_NOT_FOUND', { orderNo: o.order_no, itemId: m.itemId });
    let target: { variant_id: number | null; seller_sku_id: string | null };
    if (m.sellerSkuId !== undefined) {
      const sku = await ownProductSku(trx, caller.userId, m.sellerSkuId);
      if (!sku) fail('SELLER_SKU_NOT_FOUND', { id: m.sellerSkuId });
      // The seller's SKU of a catalogue variant maps to the variant itself.
      target =
        sku.variant_id === null
          ? { variant_id: null, seller_sku_id: sku.id }
          : { variant_id: Number(sku.variant_id), seller_sku_id: null };
    } else {
      const variantId = Number(m.variantId);
      // Another seller's private product is as unknown as a variant that does not exist.
      if (!(await orderableVariants(trx, caller, [variantId])).has(variantId)) fail('VARIANT_NOT_FOUND', { id: variantId });
      target = { variant_id: variantId, seller_sku_id: null };
    }
    const now = ctx.now();
    const mapped = items.map((i) => (i.id === m.itemId ? { ...i, ...target } : i));
    const { row, status } = await reprice(ctx, trx, o, mapped, {}, now);
    await transition(trx, row, status, { action: 'item_mapped', actor: sellerActor(caller), note: item.sku ?? item.title }, now);
  });
}

function refusal(err: unknown, locale: Locale): PayOrderResult['error'] {
  if (err instanceof AppError)
    return { code: err.code, params: err.params, message: errorMessage(err.code as ErrorCode, locale, err.params) };
  throw err;
}

/**
 * POST /api/orders/pay: pays each order from the balance in its own transaction (re-priced from the catalogue first),
 * so one refusal (insufficient balance, out of stock, not payable) leaves the others paid. Paying an order twice
 * moves nothing the second time.
 */
export async function payMany(
  ctx: Ctx,
  caller: Principal,
  orderIds: string[],
  locale: Locale,
  actor: Actor = sellerActor(caller),
): Promise<PayOrdersResult> {
  if (!caller.emailVerified) fail('EMAIL_NOT_VERIFIED');
  const results: PayOrderResult[] = [];
  for (const id of [...new Set(orderIds)]) {
    try {
      const o = await ownOrder(ctx.db, caller, id);
      const paid = await payOne(ctx, o.id, actor);
      results.push({
        orderId: id,
        orderNo: paid.order_no,
        paid: true,
        alreadyPaid: false,
        amountCents: paid.paid_cents,
        error: null,
      });
    } catch (err) {
      const already = err instanceof AppError && err.code === 'ORDER_ALREADY_PAID';
      const row = await repo.byId(ctx.db, id);
      results.push({
        orderId: id,
        orderNo: row && row.user_id === caller.userId && inStoreScope(storeScopeOf(caller), row.store_id) ? row.order_no : null,
        paid: false,
        alreadyPaid: already,
        amountCents: 0,
        error: refusal(err, locale),
      });
    }
  }
  const paid = results.filter((r) => r.paid);
  return {
    results,
    paidCount: paid.length,
    paidCents: paid.reduce((s, r) => s + r.amountCents, 0),
    balanceCents: (await walletBalance(ctx.db, caller.userId, 'USD')).availableCents,
  };
}

/**
 * POST /api/orders/pay as the console sends it: with an idempotency key, a repeat of the same attempt (a double
 * click, a retry after a lost answer) gets the first attempt's report instead of "already paid" for every order.
 */
export function payKeyed(
  ctx: Ctx,
  caller: Principal,
  body: { orderIds: string[]; idempotencyKey?: string | undefined },
  locale: Locale,
): Promise<PayOrdersResult> {
  const run = () => payMany(ctx, caller, body.orderIds, locale);
  if (!body.idempotencyKey) return run();
  const request = [...new Set(body.orderIds)].sort();
  return answerOnce(ctx, { userId: caller.userId, scope: 'orders.pay', key: body.idempotencyKey, request }, run);
}

/** How many times paying prices an order again when the seller's stock it planned on was taken meanwhile. */
const STOCK_RETRIES = 3;

/**
 * Re-prices an order awaiting payment and pays it, in one locked transaction. The seller's warehouse units the
 * pricing planned on are held first; when another order took them in between, the order is priced again (its lines
 * then ship from elsewhere, or it waits, as the seller chose) before it is paid.
 */
export async function payOne(
  ctx: Ctx,
  orderId: string,
  actor: Actor,
  action = 'paid',
  guard?: (trx: Db, o: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  const out = await withOrder(ctx, orderId, async (trx, o): Promise<{ paid: OrderRow } | { refused: AppError }> => {
    if (o.paid_at !== null) fail('ORDER_ALREADY_PAID', { orderNo: o.order_no });
    if (o.status !== 'awaiting_payment') fail('ORDER_NOT_PAYABLE', { orderNo: o.order_no, status: o.status });
    const now = ctx.now();
    for (let attempt = 0; ; attempt++) {
      const { row: priced, status } = await reprice(ctx, trx, o, await repo.itemsOf(trx, o.id), {}, now);
      if (status !== 'awaiting_payment') {
        // The catalogue, the address or the seller's stock moved on since the order was priced: it goes back to the
        // seller (kept).
        await transition(trx, priced, status, { action: 'repriced', actor: { kind: 'system', id: null } }, now);
        return { refused: new AppError('ORDER_NOT_PAYABLE', { orderNo: o.order_no, status }) };
      }
      if (!(await allocateStock(trx, priced, await repo.itemsOf(trx, o.id), actor.id, now))) {
        if (attempt < STOCK_RETRIES) continue;
        return { refused: new AppError('ORDER_NOT_PAYABLE', { orderNo: o.order_no, status }) };
      }
      if (guard) await guard(trx, priced);
      return { paid: await payOrder(ctx, trx, priced, actor, now, action) };
    }
  });
  if ('refused' in out) throw out.refused;
  return out.paid;
}

/** POST /api/orders/:id/cancel: an unpaid order is cancelled; a paid one (not yet with the supply side) is refunded. */
export function cancel(ctx: Ctx, caller: Principal, id: string, reason: string | undefined): Promise<OrderDetail> {
  return sellerChange(ctx, caller, id, async (trx, o) => {
    if (!sellerMay('cancel', o.status)) fail('ORDER_STATUS_INVALID', { orderNo: o.order_no, status: o.status, action: 'cancel' });
    await cancelOrder(trx, o, sellerActor(caller), reason ?? null, ctx.now());
  });
}
