import type {
  CloudSettings,
  InboundShipment,
  InventoryRow,
  StockMovement,
  StockOffer,
  StockPurchase,
  User,
} from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { COUNTRIES, WAREHOUSES, anOffer } from './fake-cloud-warehouse';

const fail = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

interface Options {
  rows?: InventoryRow[];
  offer?: StockOffer;
  purchases?: StockPurchase[];
  shipments?: InboundShipment[];
  movements?: StockMovement[];
  settings?: CloudSettings;
  /** The seller's available balance, cents ($500 unless given). */
  balanceCents?: number;
  user?: User;
  /** Extra answers, tried first (a Promise answers once it settles). */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

/** Pages of `limit` by an offset cursor, as the server pages by its own. */
function paged<T>(rows: T[], p: Record<string, unknown>, extra: Record<string, unknown> = {}): Reply {
  const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
  const limit = Number(p.limit ?? 20);
  const items = structuredClone(rows.slice(from, from + limit));
  return { status: 200, data: { items, nextCursor: from + limit < rows.length ? String(from + limit) : null, ...extra } };
}

const flag = (v: unknown) => v === true || v === 'true' || v === '1';

/**
 * The seller's cloud warehouse API as the server answers it, over in-memory state: warehouses, the inventory (filters,
 * totals, pages), thresholds, settings, the offer and its quote (tiers per product), purchases (paid from the balance,
 * once per idempotency key), inbound shipments (drafts made, changed, shipped, deleted) and movements (and their CSV);
 * plus the countries, the invoice PDF and the calls every console page makes.
 */
export function fakeCloudWarehouseApi(o: Options = {}) {
  const user = o.user ?? aUser();
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: user.id, token: 't' }));
  const state = {
    rows: [...(o.rows ?? [])],
    offer: o.offer ?? anOffer(),
    purchases: [...(o.purchases ?? [])],
    shipments: [...(o.shipments ?? [])],
    movements: o.movements ?? [],
    settings: o.settings ?? ({ whenShort: 'dropship' } as CloudSettings),
    balanceCents: o.balanceCents ?? 50_000,
    keys: new Map<string, StockPurchase>(),
    next: 1,
  };

  const inventory = (p: Record<string, unknown>): Reply => {
    const q = typeof p.q === 'string' ? p.q.toLowerCase() : '';
    const rows = state.rows.filter(
      (r) =>
        (!p.warehouse || r.warehouseCode === p.warehouse) &&
        (!q || r.sku.toLowerCase().includes(q) || r.name.toLowerCase().includes(q)) &&
        (!flag(p.low) || r.low),
    );
    const totals = {
      skus: new Set(rows.map((r) => r.skuId)).size,
      onHand: rows.reduce((n, r) => n + r.onHand, 0),
      reserved: rows.reduce((n, r) => n + r.reserved, 0),
      inbound: rows.reduce((n, r) => n + r.inbound, 0),
      valueCents: rows.reduce((n, r) => n + r.valueCents, 0),
      lowCount: rows.filter((r) => r.low).length,
    };
    return paged(rows, p, { totals });
  };

  const price = (b: Record<string, unknown>) => {
    const lines = (b.lines as { variantId: number; quantity: number }[]).map((l) => {
      const v = state.offer.variants.find((x) => x.variantId === l.variantId)!;
      return { v, quantity: l.quantity };
    });
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    const tier = [...state.offer.tiers].sort((a, b) => b.minQuantity - a.minQuantity).find((t) => units >= t.minQuantity);
    const bp = tier?.discountBp ?? 0;
    const quoted = lines.map(({ v, quantity }) => {
      const unitCents = Math.round((v.costCents * (10_000 - bp)) / 10_000);
      return {
        variantId: v.variantId,
        productId: state.offer.productId,
        sku: v.sku,
        title: state.offer.title,
        quantity,
        costCents: v.costCents,
        discountBp: bp,
        unitCents,
        lineCents: unitCents * quantity,
      };
    });
    const totalCents = quoted.reduce((n, l) => n + l.lineCents, 0);
    const warehouse = WAREHOUSES.find((w) => w.code === b.warehouseCode)!;
    return {
      warehouseCode: warehouse.code,
      warehouse,
      lines: quoted,
      units,
      totalCents,
      savedCents: quoted.reduce((n, l) => n + l.costCents * l.quantity, 0) - totalCents,
      storagePerMonthCents: units * warehouse.storageFeeCents,
      balanceCents: state.balanceCents,
    };
  };

  const purchase = (b: Record<string, unknown>): Reply => {
    const seen = state.keys.get(String(b.idempotencyKey));
    if (seen) return { status: 200, data: seen };
    const p = price(b);
    if (p.totalCents > state.balanceCents)
      return fail(422, 'WALLET_INSUFFICIENT', 'Your balance is too low for this payment.', {
        availableCents: state.balanceCents,
      });
    const n = state.next++;
    const made: StockPurchase = {
      id: `sp-new-${n}`,
      number: `SP-2026-00010${n}`,
      status: 'paid',
      warehouseCode: p.warehouse.code,
      warehouseName: p.warehouse.name,
      lines: p.lines.map((l) => ({
        variantId: l.variantId,
        skuId: `sku-${l.variantId}`,
        sku: l.sku,
        title: l.title,
        image: null,
        quantity: l.quantity,
        putAwayQuantity: 0,
        unitCents: l.unitCents,
        lineCents: l.lineCents,
      })),
      units: p.units,
      totalCents: p.totalCents,
      invoiceId: `inv-new-${n}`,
      createdAt: '2026-11-21T12:00:00.000Z',
      putAwayAt: null,
    };
    state.balanceCents -= p.totalCents;
    state.purchases = [made, ...state.purchases];
    state.keys.set(String(b.idempotencyKey), made);
    return { status: 200, data: made };
  };

  const saveShipment = (id: string | null, b: Record<string, unknown>): Reply => {
    const existing = id ? state.shipments.find((s) => s.id === id) : undefined;
    if (id && !existing) return fail(404, 'INBOUND_NOT_FOUND', 'There is no such shipment.');
    if (existing && existing.status !== 'draft')
      return fail(409, 'INBOUND_TRANSITION_INVALID', `Shipment ${existing.number} cannot be changed now.`);
    const warehouse = WAREHOUSES.find((w) => w.code === b.warehouseCode)!;
    const lines = (b.lines as { skuId?: string; own?: { code: string; name: string }; quantity: number }[]).map((l) => {
      if (l.own)
        return {
          skuId: `sku-${l.own.code}`,
          sku: l.own.code,
          name: l.own.name,
          own: true,
          quantity: l.quantity,
          receivedQuantity: null,
        };
      const row = state.rows.find((r) => r.skuId === l.skuId) ?? existing?.lines.find((x) => x.skuId === l.skuId);
      return {
        skuId: String(l.skuId),
        sku: row?.sku ?? String(l.skuId),
        name: row?.name ?? '',
        own: row?.own ?? false,
        quantity: l.quantity,
        receivedQuantity: null,
      };
    });
    const n = state.next++;
    const saved: InboundShipment = {
      id: existing?.id ?? `in-new-${n}`,
      number: existing?.number ?? `IN-2026-00010${n}`,
      status: 'draft',
      warehouseCode: warehouse.code,
      warehouseName: warehouse.name,
      carrier: (b.carrier as string | null) ?? null,
      trackingNumber: (b.trackingNumber as string | null) ?? null,
      expectedAt: (b.expectedAt as string | null) ?? null,
      note: (b.note as string | null) ?? null,
      lines,
      units: lines.reduce((s, l) => s + l.quantity, 0),
      discrepancies: [],
      createdAt: existing?.createdAt ?? '2026-11-21T12:00:00.000Z',
      shippedAt: null,
      receivedAt: null,
      closedAt: null,
    };
    state.shipments = existing ? state.shipments.map((s) => (s.id === id ? saved : s)) : [saved, ...state.shipments];
    return { status: 200, data: structuredClone(saved) };
  };

  const ship = (id: string, b: Record<string, unknown>): Reply => {
    const s = state.shipments.find((x) => x.id === id);
    if (!s) return fail(404, 'INBOUND_NOT_FOUND', 'There is no such shipment.');
    if (s.status !== 'draft') return fail(409, 'INBOUND_TRANSITION_INVALID', `Shipment ${s.number} cannot be shipped now.`);
    const done: InboundShipment = {
      ...s,
      status: 'shipped',
      carrier: String(b.carrier),
      trackingNumber: String(b.trackingNumber),
      expectedAt: (b.expectedAt as string | null) ?? s.expectedAt,
      shippedAt: '2026-11-21T13:00:00.000Z',
    };
    state.shipments = state.shipments.map((x) => (x.id === id ? done : x));
    return { status: 200, data: structuredClone(done) };
  };

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    const base = '/api/cloud-warehouse';
    if (r.url === `${base}/warehouses`) return { status: 200, data: { items: WAREHOUSES } };
    if (r.url === `${base}/inventory`) return inventory(r.params);
    const sku = new RegExp(`^${base}/skus/([^/]+)$`).exec(r.url);
    if (sku && r.method === 'PUT') {
      const id = decodeURIComponent(sku[1]!);
      const threshold = r.body.lowStockThreshold as number | null;
      state.rows = state.rows.map((row) =>
        row.skuId === id ? { ...row, lowStockThreshold: threshold, low: threshold !== null && row.available <= threshold } : row,
      );
      const row = state.rows.find((x) => x.skuId === id)!;
      return { status: 200, data: { skuId: id, sku: row.sku, name: row.name, lowStockThreshold: threshold } };
    }
    if (r.url === `${base}/settings` && r.method === 'PUT') {
      state.settings = { whenShort: r.body.whenShort as CloudSettings['whenShort'] };
      return { status: 200, data: { ...state.settings } };
    }
    if (r.url === `${base}/settings`) return { status: 200, data: { ...state.settings } };
    if (r.url === `${base}/offer/${state.offer.productId}`) return { status: 200, data: structuredClone(state.offer) };
    if (r.url === `${base}/purchases/quote` && r.method === 'POST') {
      const { warehouse: _w, ...quote } = price(r.body);
      return { status: 200, data: quote };
    }
    if (r.url === `${base}/purchases` && r.method === 'POST') return purchase(r.body);
    if (r.url === `${base}/purchases`)
      return paged(
        state.purchases.filter((p) => !r.params.status || p.status === r.params.status),
        r.params,
      );
    if (r.url === `${base}/movements`)
      return paged(
        state.movements.filter(
          (m) =>
            (!r.params.warehouse || m.warehouseCode === r.params.warehouse) &&
            (!r.params.kind || m.kind === r.params.kind) &&
            (!r.params.from || m.at.slice(0, 10) >= String(r.params.from)) &&
            (!r.params.to || m.at.slice(0, 10) <= String(r.params.to)),
        ),
        r.params,
      );
    if (r.url === `${base}/movements.csv`) return { status: 200, data: new Blob(['date,kind,description\n']) };
    if (r.url === `${base}/inbound` && r.method === 'POST') return saveShipment(null, r.body);
    if (r.url === `${base}/inbound`)
      return paged(
        state.shipments.filter((s) => !r.params.status || s.status === r.params.status),
        r.params,
      );
    const shipPath = new RegExp(`^${base}/inbound/([^/]+)/ship$`).exec(r.url);
    if (shipPath && r.method === 'POST') return ship(decodeURIComponent(shipPath[1]!), r.body);
    const one = new RegExp(`^${base}/inbound/([^/]+)$`).exec(r.url);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      const s = state.shipments.find((x) => x.id === id);
      if (r.method === 'PUT') return saveShipment(id, r.body);
      if (!s) return fail(404, 'INBOUND_NOT_FOUND', 'There is no such shipment.');
      if (r.method === 'DELETE') {
        if (s.status !== 'draft') return fail(409, 'INBOUND_TRANSITION_INVALID', `Shipment ${s.number} cannot be deleted now.`);
        state.shipments = state.shipments.filter((x) => x.id !== id);
        return { status: 204, data: '' };
      }
      return { status: 200, data: structuredClone(s) };
    }
    if (/^\/api\/invoices\/[^/]+\/pdf$/.test(r.url)) return { status: 200, data: new Blob(['%PDF-1.4']) };
    if (r.url === '/v1/dataRegion/country') return { status: 200, data: { items: COUNTRIES } };
    return consoleReplies(user)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
