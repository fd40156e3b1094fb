import {
  OrderSummary,
  ORDER_STATUSES,
  type InventoryRow,
  type OrderClaims,
  type OrderDetail,
  type OrderItem,
  type OrderStatus,
  type PayOrderResult,
  type Province,
  type StoreView,
} from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { claimRoutes } from './fake-claims';
import { aStore, COUNTRIES, METHODS } from './fake-orders';

export { aStockSource, aStore, anOrder } from './fake-orders';
export { aClaim, claimsOf, eligibleFor } from './fake-claims';

const fail = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

interface Options {
  orders?: OrderDetail[];
  stores?: StoreView[];
  balanceCents?: number;
  /** Holds every pay request's answer back until it settles. */
  payHold?: Promise<unknown>;
  /** The seller's cloud warehouse stock (own products and catalogue SKUs), one row per SKU and warehouse. */
  inventory?: InventoryRow[];
  /** Each country's provinces (none where not given). */
  provinces?: Record<string, Province[]>;
  /** Each order's claims answer (by order id); an order not listed has none and no reason eligible. */
  claims?: Record<string, OrderClaims>;
  /** Answers before the fake's own routes (a failure, say). */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

const NOW = '2026-11-22T12:00:00.000Z';

/**
 * The orders API as the server answers it, over in-memory orders: lists by source, status (one or a comma list) and
 * filters (the hold reason too), paged by cursor; tab counts; the detail; edit, map, cancel (a paid order refunded), pay
 * from a balance (refused with the server's message when it runs out) and sync; an order's claims (read and made, with
 * photo uploads); plus the wallet, stores, countries, methods and the cloud warehouse's inventory (searched by code or
 * name, paged).
 */
export function fakeOrdersApi(o: Options = {}) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const state = {
    orders: structuredClone(o.orders ?? []),
    balanceCents: o.balanceCents ?? 0,
    sync: { stores: 1, received: 3, changed: 1 },
  };

  const matches = (x: OrderDetail, p: Record<string, unknown>, withStatus: boolean) => {
    const q = typeof p.q === 'string' ? p.q.toLowerCase() : '';
    const day = x.createdAt.slice(0, 10);
    return (
      (!p.source || x.source === p.source) &&
      (!withStatus || !p.status || String(p.status).split(',').includes(x.status)) &&
      (!p.storeId || x.store?.id === p.storeId) &&
      (!p.country || x.countryCode === p.country) &&
      (!p.holdReason || x.holdReason === p.holdReason) &&
      (typeof p.from !== 'string' || day >= p.from) &&
      (typeof p.to !== 'string' || day <= p.to) &&
      (typeof p.paidFrom !== 'string' || (x.paidAt ?? '').slice(0, 10) >= p.paidFrom) &&
      (typeof p.paidTo !== 'string' || (!!x.paidAt && x.paidAt.slice(0, 10) <= p.paidTo)) &&
      (p.productId === undefined || x.items.some((i) => i.productId === Number(p.productId))) &&
      (!q ||
        [x.orderNo, x.storeOrderName ?? '', x.customerName, ...x.items.map((i) => i.sku ?? '')].some((s) =>
          s.toLowerCase().includes(q),
        ))
    );
  };

  const update = (id: string, change: (x: OrderDetail) => OrderDetail | Reply): Reply => {
    const at = state.orders.findIndex((x) => x.id === id);
    if (at < 0) return fail(404, 'ORDER_NOT_FOUND', 'There is no such order.');
    const next = change(state.orders[at]!);
    if ('status' in next && typeof next.status === 'number') return next as Reply;
    state.orders[at] = next as OrderDetail;
    return { status: 200, data: next };
  };

  const event = (x: OrderDetail, to: OrderStatus, action: string, note: string | null = null) => [
    ...x.events,
    {
      id: `${x.id}-e${x.events.length + 1}`,
      from: x.status,
      to,
      action,
      actor: 'seller' as const,
      actorEmail: 'sam@shop.example',
      note,
      createdAt: NOW,
    },
  ];

  const pay = (id: string): PayOrderResult => {
    const x = state.orders.find((y) => y.id === id);
    const base = { orderId: id, orderNo: x?.orderNo ?? null, amountCents: x?.costs.totalCents ?? 0 };
    if (!x)
      return {
        ...base,
        paid: false,
        alreadyPaid: false,
        error: { code: 'ORDER_NOT_FOUND', params: {}, message: 'There is no such order.' },
      };
    if (x.status === 'paid') return { ...base, paid: false, alreadyPaid: true, error: null };
    if (x.status !== 'awaiting_payment')
      return {
        ...base,
        paid: false,
        alreadyPaid: false,
        error: { code: 'ORDER_NOT_PAYABLE', params: {}, message: 'This order cannot be paid now.' },
      };
    if (state.balanceCents < x.costs.totalCents) {
      const message = `Your balance is too low: ${x.costs.totalCents} is needed and ${state.balanceCents} is available.`;
      return { ...base, paid: false, alreadyPaid: false, error: { code: 'INSUFFICIENT_BALANCE', params: {}, message } };
    }
    state.balanceCents -= x.costs.totalCents;
    Object.assign(x, { status: 'paid', paidAt: NOW, events: event(x, 'paid', 'paid') });
    return { ...base, paid: true, alreadyPaid: false, error: null };
  };

  const payAnswers = new Map<string, Reply>();
  const claims = claimRoutes(structuredClone(o.claims ?? {}), () => state.orders);
  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    const claimed = claims(r);
    if (claimed) return claimed;
    const p = r.params;
    if (r.url === '/api/stores') return { status: 200, data: { items: o.stores ?? [aStore()] } };
    if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: COUNTRIES } };
    if (r.url === '/v1/dataRegion/province')
      return { status: 200, data: { items: o.provinces?.[String(r.params.country)] ?? [] } };
    if (r.url === '/v1/shipping/methods') return { status: 200, data: { items: METHODS } };
    if (r.url === '/api/wallet')
      return { status: 200, data: { currency: 'USD', availableCents: state.balanceCents, heldCents: 0, updatedAt: null } };
    if (r.url === '/api/cloud-warehouse/inventory') {
      const q = typeof p.q === 'string' ? p.q.toLowerCase() : '';
      const rows = (o.inventory ?? []).filter((x) => !q || x.sku.toLowerCase().includes(q) || x.name.toLowerCase().includes(q));
      const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
      const limit = Number(p.limit ?? 20);
      const items = rows.slice(from, from + limit);
      const totals = { skus: 0, onHand: 0, reserved: 0, inbound: 0, valueCents: 0, lowCount: 0 };
      return { status: 200, data: { items, nextCursor: from + limit < rows.length ? String(from + limit) : null, totals } };
    }
    if (r.url === '/api/orders' && r.method === 'GET') {
      const rows = state.orders.filter((x) => matches(x, p, true));
      const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
      const limit = Number(p.limit ?? 20);
      const items = rows.slice(from, from + limit).map((x) => OrderSummary.parse(x));
      return { status: 200, data: { items, nextCursor: from + limit < rows.length ? String(from + limit) : null } };
    }
    if (r.url === '/api/orders/counts') {
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const x of state.orders) if (matches(x, p, false)) counts[x.status] += 1;
      return { status: 200, data: { counts } };
    }
    if (r.url === '/api/orders/pay' && r.method === 'POST') {
      // As the server does: a repeated key is answered with the first attempt's report.
      const key = typeof r.body.idempotencyKey === 'string' ? r.body.idempotencyKey : null;
      const kept = key ? payAnswers.get(key) : undefined;
      if (kept) return { ...kept, ...(o.payHold ? { after: o.payHold } : {}) };
      const results = (r.body.orderIds as string[]).map(pay);
      const paid = results.filter((x) => x.paid);
      const reply = {
        status: 200,
        data: {
          results,
          paidCount: paid.length,
          paidCents: paid.reduce((s, x) => s + x.amountCents, 0),
          balanceCents: state.balanceCents,
        },
      };
      if (key) payAnswers.set(key, reply);
      return { ...reply, ...(o.payHold ? { after: o.payHold } : {}) };
    }
    if (r.url === '/api/orders/sync' && r.method === 'POST') return { status: 200, data: state.sync };
    const one = /^\/api\/orders\/([^/]+)(?:\/(map|cancel))?$/.exec(r.url);
    if (one) {
      const [, id, action] = one as unknown as [string, string, string | undefined];
      if (!action && r.method === 'GET') {
        const x = state.orders.find((y) => y.id === id);
        return x ? { status: 200, data: x } : fail(404, 'ORDER_NOT_FOUND', 'There is no such order.');
      }
      if (!action && r.method === 'PATCH')
        return update(id, (x) => {
          const b = r.body as { address?: OrderDetail['address']; shippingMethodCode?: string };
          const address = b.address ?? x.address;
          const method = b.shippingMethodCode ?? x.shippingMethodCode;
          const fixed = b.address ? [] : x.addressProblems;
          const leavesHold = x.status === 'on_hold' && fixed.length === 0 && x.holdReason === 'address_invalid';
          return {
            ...x,
            address,
            countryCode: address?.countryCode ?? null,
            shippingMethodCode: method,
            addressProblems: fixed,
            status: leavesHold ? 'awaiting_payment' : x.status,
            holdReason: leavesHold ? null : x.holdReason,
            events: event(x, leavesHold ? 'awaiting_payment' : x.status, b.address ? 'address_changed' : 'shipping_changed'),
          };
        });
      if (action === 'map')
        return update(id, (x) => {
          const item = x.items.find((i) => i.id === r.body.itemId);
          if (!item) return fail(404, 'ORDER_ITEM_NOT_FOUND', 'This order has no such line.');
          const own = typeof r.body.sellerSkuId === 'string' ? r.body.sellerSkuId : null;
          const stock = own ? (o.inventory ?? []).find((s) => s.skuId === own && s.own) : undefined;
          if (own && !stock) return fail(404, 'SKU_NOT_FOUND', 'You have no such product in the cloud warehouse.');
          const mapped: Partial<OrderItem> = stock
            ? {
                variantId: null,
                productId: null,
                sellerSkuId: stock.skuId,
                unitCostCents: null,
                source: {
                  from: 'stock',
                  warehouseCode: stock.warehouseCode,
                  warehouseName: stock.warehouseName,
                  reason: 'own_stock',
                  available: stock.available,
                  feeCents: 120,
                },
              }
            : {
                variantId: Number(r.body.variantId),
                productId: 9,
                unitCostCents: 800,
                source: {
                  from: 'supplier',
                  warehouseCode: null,
                  warehouseName: null,
                  reason: 'no_own_stock',
                  available: null,
                  feeCents: 0,
                },
              };
          const items = x.items.map((i) => (i === item ? { ...i, ...mapped } : i));
          const done = items.every((i) => i.variantId !== null || i.sellerSkuId !== null);
          return {
            ...x,
            items,
            status: done ? 'awaiting_payment' : x.status,
            holdReason: done ? null : x.holdReason,
            events: event(x, done ? 'awaiting_payment' : x.status, 'item_mapped'),
          };
        });
      if (action === 'cancel')
        return update(id, (x) => {
          const refund = x.paidAt !== null;
          if (refund) state.balanceCents += x.costs.totalCents;
          const to = refund ? 'refunded' : 'cancelled';
          return {
            ...x,
            status: to,
            refundedCents: refund ? x.costs.totalCents : 0,
            events: event(x, to, to, (r.body.reason as string | undefined) ?? null),
          };
        });
    }
    return consoleReplies(aUser())(r);
  });
  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
