import {
  adminMay,
  ORDER_STATUSES,
  type AdminOrderAction,
  type Country,
  type OrderStatus,
  type ShippingMethod,
} from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import type { StoredOrder } from './fake-orders';

const COUNTRIES: Country[] = [
  { code: 'ES', name: 'Spain', phoneCode: '34', currency: 'EUR', eu: true, flag: '🇪🇸' },
  { code: 'BR', name: 'Brazil', phoneCode: '55', currency: 'BRL', eu: false, flag: '🇧🇷' },
];

const METHODS: ShippingMethod[] = [
  { code: 'YUN-STD', name: 'YunExpress Standard', carrier: 'YunExpress', daysMin: 7, daysMax: 12 },
];

/** Where each move takes an order (the server's rule for these tests). */
const NEXT: Record<Exclude<AdminOrderAction, 'checkpoint'>, (o: StoredOrder) => OrderStatus> = {
  process: () => 'processing',
  ship: () => 'shipped',
  deliver: () => 'delivered',
  hold: () => 'on_hold',
  release: (o) => (o.paidAt ? 'paid' : 'awaiting_payment'),
  cancel: (o) => (o.paidAt ? 'refunded' : 'cancelled'),
};
const ROUTE_ACTION: Record<string, AdminOrderAction> = {
  process: 'process',
  ship: 'ship',
  deliver: 'deliver',
  hold: 'hold',
  release: 'release',
  cancel: 'cancel',
  checkpoints: 'checkpoint',
};

interface Options {
  orders?: StoredOrder[];
  /** Extra answers, tried first. */
  over?: (r: SentRequest) => Reply | undefined;
}

/**
 * The admin orders API over in-memory orders: the queue by status and search, the counts, the detail (without the
 * seller, as the contract says), every move checked against adminMay(), and the calls every console page makes.
 */
export function fakeAdminOrdersApi(o: Options = {}) {
  const admin = aUser({ id: 'u-admin', role: 'admin', email: 'ops@dropport.example' });
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: admin.id, token: 't' }));
  const state = { orders: [...(o.orders ?? [])], events: 0 };

  const matches = (x: StoredOrder, p: Record<string, unknown>) => {
    const q = typeof p.q === 'string' ? p.q.toLowerCase() : '';
    return (
      (!q || [x.orderNo, x.customerName, x.sellerEmail].some((v) => v.toLowerCase().includes(q))) &&
      (!p.country || x.countryCode === p.country)
    );
  };
  const detail = ({ sellerId: _i, sellerEmail: _e, ...rest }: StoredOrder) => rest;

  const moveOrder = (x: StoredOrder, action: AdminOrderAction, body: Record<string, unknown>): Reply => {
    if (!adminMay(action, x.status))
      return {
        status: 409,
        data: { code: 'ORDER_STATUS_INVALID', message: `Order ${x.orderNo} has moved on.`, params: { orderNo: x.orderNo } },
      };
    const at = '2026-11-22T08:00:00.000Z';
    const next: StoredOrder = { ...x, updatedAt: at };
    if (action === 'checkpoint') {
      next.checkpoints = [
        ...x.checkpoints,
        {
          id: `C${x.checkpoints.length + 1}`,
          at: String(body.at),
          location: String(body.location),
          description: String(body.description),
        },
      ];
    } else {
      next.status = NEXT[action](x);
      if (action === 'ship') {
        next.carrier = String(body.carrier);
        next.trackingNumber = String(body.trackingNumber);
        next.trackingUrl = typeof body.trackingUrl === 'string' ? body.trackingUrl : null;
        next.shippedAt = at;
        next.fulfillmentSync = 'pending';
      }
      if (action === 'hold') next.holdNote = String(body.reason);
      state.events += 1;
      next.events = [
        ...x.events,
        {
          id: `EV${state.events}`,
          from: x.status,
          to: next.status,
          action,
          actor: 'admin',
          actorEmail: admin.email,
          note: typeof body.reason === 'string' ? body.reason : null,
          createdAt: at,
        },
      ];
    }
    state.orders = state.orders.map((y) => (y.id === x.id ? next : y));
    return { status: 200, data: detail(next) };
  };

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: COUNTRIES } };
    if (r.url === '/v1/shipping/methods') return { status: 200, data: { items: METHODS } };
    if (r.url === '/api/admin/orders/counts') {
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const x of state.orders) if (matches(x, r.params)) counts[x.status] += 1;
      return { status: 200, data: { counts } };
    }
    if (r.url === '/api/admin/orders') {
      const items = state.orders.filter((x) => x.status === r.params.status && matches(x, r.params));
      return { status: 200, data: { items, nextCursor: null } };
    }
    const m = /^\/api\/admin\/orders\/([^/]+)(?:\/([a-z]+))?$/.exec(r.url);
    if (m) {
      const found = state.orders.find((x) => x.id === m[1]);
      if (!found) return { status: 404, data: { code: 'ORDER_NOT_FOUND', message: 'There is no such order.', params: {} } };
      if (r.method === 'GET' && !m[2]) return { status: 200, data: detail(found) };
      const action = m[2] ? ROUTE_ACTION[m[2]] : undefined;
      if (r.method === 'POST' && action) return moveOrder(found, action, r.body);
    }
    return consoleReplies(admin)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { ...api, state, calls };
}
