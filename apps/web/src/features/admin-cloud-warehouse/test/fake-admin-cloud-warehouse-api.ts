import type {
  AdminInboundShipment,
  AdminStockPurchase,
  AdminWarehouse,
  CatalogueLookups,
  InventoryRow,
  PriceTier,
  WarehouseAuditEntry,
} from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';

const BASE = '/api/admin/cloud-warehouse';
const fail = (status: number, code: string, message: string): Reply => ({ status, data: { code, message, params: {} } });
const ok = (data: unknown): Reply => ({ status: 200, data: structuredClone(data) });

/** A warehouse as the admin's list shows it. */
export function aWarehouse(overrides: Partial<AdminWarehouse> = {}): AdminWarehouse {
  return {
    code: 'MAD',
    name: 'Madrid',
    countryCode: 'ES',
    region: 'EU',
    active: true,
    templateId: 1,
    templateName: 'Standard EU',
    countries: [],
    servesCountries: ['ES', 'FR', 'PT'],
    fulfilmentFeeCents: 150,
    storageFeeCents: 20,
    leadDays: 7,
    unitsOnHand: 340,
    ...overrides,
  };
}

/** A stock purchase paid and waiting to be put away. */
export function aPurchase(overrides: Partial<AdminStockPurchase> = {}): AdminStockPurchase {
  return {
    id: 'sp1',
    number: 'SP-2026-000001',
    status: 'paid',
    warehouseCode: 'MAD',
    warehouseName: 'Madrid',
    sellerId: 'u-ana',
    sellerEmail: 'ana@shop.example',
    lines: [
      {
        variantId: 11,
        skuId: 'sku-11',
        sku: 'MUG-RED',
        title: 'Mug, red',
        image: null,
        quantity: 10,
        putAwayQuantity: 4,
        unitCents: 300,
        lineCents: 3_000,
      },
      {
        variantId: 12,
        skuId: 'sku-12',
        sku: 'MUG-BLUE',
        title: 'Mug, blue',
        image: null,
        quantity: 5,
        putAwayQuantity: 0,
        unitCents: 300,
        lineCents: 1_500,
      },
    ],
    units: 15,
    totalCents: 4_500,
    invoiceId: null,
    createdAt: '2026-11-02T09:00:00.000Z',
    putAwayAt: null,
    ...overrides,
  };
}

/** A seller's shipment of their own goods, on its way. */
export function anInbound(overrides: Partial<AdminInboundShipment> = {}): AdminInboundShipment {
  return {
    id: 'ib1',
    number: 'IB-2026-000001',
    status: 'shipped',
    warehouseCode: 'MAD',
    warehouseName: 'Madrid',
    carrier: 'DHL',
    trackingNumber: 'JD0123456789',
    expectedAt: '2026-11-20',
    note: null,
    lines: [
      { skuId: 'own-1', sku: 'TEE-S', name: 'T-shirt S', own: true, quantity: 20, receivedQuantity: null },
      { skuId: 'own-2', sku: 'TEE-M', name: 'T-shirt M', own: true, quantity: 12, receivedQuantity: null },
    ],
    units: 32,
    discrepancies: [],
    createdAt: '2026-11-10T09:00:00.000Z',
    shippedAt: '2026-11-12T09:00:00.000Z',
    receivedAt: null,
    closedAt: null,
    sellerId: 'u-bo',
    sellerEmail: 'bo@store.example',
    ...overrides,
  };
}

/** A row of a seller's inventory. */
export function aStockRow(overrides: Partial<InventoryRow> = {}): InventoryRow {
  return {
    skuId: 'sku-11',
    sku: 'MUG-RED',
    name: 'Mug, red',
    image: null,
    variantId: 11,
    productId: 7,
    own: false,
    weightG: 300,
    warehouseCode: 'MAD',
    warehouseName: 'Madrid',
    onHand: 30,
    reserved: 8,
    available: 22,
    inbound: 6,
    unitCostCents: 300,
    valueCents: 9_000,
    sold30d: 41,
    daysOfCover: 16,
    lowStockThreshold: null,
    low: false,
    suggestedReorder: 0,
    ...overrides,
  };
}

/** One recorded admin action. */
export function anAuditEntry(overrides: Partial<WarehouseAuditEntry> = {}): WarehouseAuditEntry {
  return {
    id: 'a1',
    at: '2026-11-15T10:00:00.000Z',
    actorEmail: 'boss@dropport.example',
    action: 'warehouse.update',
    target: 'MAD',
    before: { name: 'Madrid', fulfilmentFeeCents: 100, active: true },
    after: { name: 'Madrid', fulfilmentFeeCents: 150, active: true },
    ...overrides,
  };
}

export const LOOKUPS: CatalogueLookups = {
  suppliers: [],
  warehouses: [],
  templates: [
    { id: 1, name: 'Standard EU' },
    { id: 2, name: 'US Express' },
  ],
  categories: [],
};

interface Options {
  warehouses?: AdminWarehouse[];
  purchases?: AdminStockPurchase[];
  inbound?: AdminInboundShipment[];
  /** Each seller's inventory, by user id. */
  inventory?: Record<string, InventoryRow[]>;
  tiers?: Record<number, PriceTier[]>;
  audit?: WarehouseAuditEntry[];
  /** Extra answers, tried first (a Promise answers once it settles). */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

/**
 * The admin's cloud warehouse API as the server answers it, over in-memory state: warehouses (created, edited; one
 * holding units cannot stop taking stock), the purchase and inbound queues (oldest first, by status), put-away
 * (idempotent by key), receipts with their discrepancy report, sellers' inventories and their adjustments (never under
 * what orders hold), price tiers and the audit list; plus the calls every console page makes, for an admin.
 */
export function fakeAdminCloudWarehouseApi(o: Options = {}) {
  const admin = aUser({ id: 'u-admin', role: 'admin', email: 'admin@dropport.example' });
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: admin.id, token: 't' }));
  const state = {
    warehouses: [...(o.warehouses ?? [aWarehouse()])],
    purchases: [...(o.purchases ?? [])],
    inbound: [...(o.inbound ?? [])],
    inventory: structuredClone(o.inventory ?? {}),
    tiers: structuredClone(o.tiers ?? {}),
    audit: [...(o.audit ?? [])],
    putAwayKeys: new Map<string, AdminStockPurchase>(),
    next: 1,
  };
  const record = (action: string, target: string, before: unknown, after: unknown) => {
    state.audit.unshift({
      id: `a-new-${state.next++}`,
      at: '2026-11-22T09:00:00.000Z',
      actorEmail: admin.email,
      action,
      target,
      before,
      after,
    });
  };
  const page = <T>(items: T[]) => ok({ items, nextCursor: null });

  const saveWarehouse = (code: string | null, body: Record<string, unknown>): Reply => {
    const templateId = body.templateId as number | null;
    const template = LOOKUPS.templates.find((x) => x.id === templateId);
    const fields = {
      name: String(body.name),
      countryCode: String(body.countryCode),
      templateId,
      templateName: template?.name ?? null,
      countries: body.countries as string[],
      servesCountries: templateId === null ? [] : (body.countries as string[]).length ? (body.countries as string[]) : ['*'],
      fulfilmentFeeCents: body.fulfilmentFeeCents as number,
      storageFeeCents: body.storageFeeCents as number,
      leadDays: body.leadDays as number,
      active: body.active as boolean,
    };
    if (code === null) {
      const newCode = String(body.code);
      if (state.warehouses.some((w) => w.code === newCode))
        return fail(409, 'WAREHOUSE_CODE_TAKEN', `There is already a warehouse ${newCode}.`);
      const created: AdminWarehouse = {
        code: newCode,
        region: typeof body.region === 'string' ? body.region : fields.countryCode,
        unitsOnHand: 0,
        ...fields,
      };
      state.warehouses.push(created);
      record('warehouse.create', newCode, null, created);
      return ok(created);
    }
    const before = state.warehouses.find((w) => w.code === code);
    if (!before) return fail(404, 'WAREHOUSE_NOT_FOUND', `There is no warehouse ${code}.`);
    if (before.unitsOnHand > 0 && (!fields.active || fields.templateId === null))
      return fail(
        409,
        'WAREHOUSE_HAS_STOCK',
        `Warehouse ${code} still holds ${before.unitsOnHand} units of seller stock: it cannot stop holding stock until they are shipped or returned.`,
      );
    const after: AdminWarehouse = {
      ...before,
      ...fields,
      region: typeof body.region === 'string' ? body.region : before.region,
    };
    state.warehouses = state.warehouses.map((w) => (w.code === code ? after : w));
    record('warehouse.update', code, before, after);
    return ok(after);
  };

  const putAway = (id: string, body: Record<string, unknown>): Reply => {
    const key = `${id}:${String(body.idempotencyKey)}`;
    const seen = state.putAwayKeys.get(key);
    if (seen) return ok(seen);
    const p = state.purchases.find((x) => x.id === id);
    if (!p) return fail(404, 'NOT_FOUND', 'There is no such purchase.');
    const asked = body.lines as { variantId: number; quantity: number }[];
    const lines = p.lines.map((l) => {
      const q = asked.find((a) => a.variantId === l.variantId)?.quantity ?? 0;
      return { ...l, putAwayQuantity: l.putAwayQuantity + q };
    });
    const done = lines.every((l) => l.putAwayQuantity >= l.quantity);
    const after: AdminStockPurchase = { ...p, lines, status: done ? 'put_away' : 'partially_put_away' };
    state.purchases = state.purchases.map((x) => (x.id === id ? after : x));
    state.putAwayKeys.set(key, after);
    record('purchase.put_away', p.number, null, asked);
    return ok(after);
  };

  const receive = (id: string, body: Record<string, unknown>): Reply => {
    const s = state.inbound.find((x) => x.id === id);
    if (!s) return fail(404, 'NOT_FOUND', 'There is no such shipment.');
    if (s.status !== 'shipped') return fail(409, 'INBOUND_NOT_SHIPPED', `Shipment ${s.number} is not on its way.`);
    const counts = body.lines as { skuId: string; receivedQuantity: number }[];
    const lines = s.lines.map((l) => ({
      ...l,
      receivedQuantity: counts.find((c) => c.skuId === l.skuId)?.receivedQuantity ?? 0,
    }));
    const after: AdminInboundShipment = {
      ...s,
      status: 'received',
      lines,
      receivedAt: '2026-11-22T09:00:00.000Z',
      discrepancies: lines
        .filter((l) => l.receivedQuantity !== l.quantity)
        .map((l) => ({
          skuId: l.skuId,
          sku: l.sku,
          expected: l.quantity,
          received: l.receivedQuantity,
          difference: l.receivedQuantity - l.quantity,
        })),
    };
    state.inbound = state.inbound.map((x) => (x.id === id ? after : x));
    record('inbound.receive', s.number, null, counts);
    return ok(after);
  };

  const adjust = (body: Record<string, unknown>): Reply => {
    const rows = state.inventory[String(body.userId)] ?? [];
    const row = rows.find((r) => r.skuId === body.skuId && r.warehouseCode === body.warehouseCode);
    if (!row) return fail(404, 'NOT_FOUND', 'There is no such stock.');
    const delta = body.delta as number;
    if (row.onHand + delta < row.reserved)
      return fail(
        409,
        'STOCK_ADJUSTMENT_INVALID',
        `${row.sku} has ${row.onHand} units on hand, ${row.reserved} of them reserved for orders: a change of ${delta} would leave fewer on hand than reserved.`,
      );
    const after = { ...row, onHand: row.onHand + delta, available: row.available + delta };
    state.inventory[String(body.userId)] = rows.map((r) => (r === row ? after : r));
    record(`stock.${String(body.kind)}`, String(body.userId), { onHand: row.onHand }, { onHand: after.onHand });
    return ok(after);
  };

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === '/api/admin/catalogue/lookups') return ok(LOOKUPS);
    if (r.url === `${BASE}/warehouses`) {
      if (r.method === 'POST') return saveWarehouse(null, r.body);
      return ok({ items: state.warehouses });
    }
    const wh = new RegExp(`^${BASE}/warehouses/([^/]+)$`).exec(r.url);
    if (wh && r.method === 'PUT') return saveWarehouse(decodeURIComponent(wh[1]!), r.body);
    if (r.url === `${BASE}/purchases`)
      return page(state.purchases.filter((p) => !r.params.status || p.status === r.params.status));
    const pa = new RegExp(`^${BASE}/purchases/([^/]+)/put-away$`).exec(r.url);
    if (pa && r.method === 'POST') return putAway(decodeURIComponent(pa[1]!), r.body);
    if (r.url === `${BASE}/inbound`) return page(state.inbound.filter((s) => !r.params.status || s.status === r.params.status));
    const rc = new RegExp(`^${BASE}/inbound/([^/]+)/(receive|close)$`).exec(r.url);
    if (rc && r.method === 'POST') {
      const id = decodeURIComponent(rc[1]!);
      if (rc[2] === 'receive') return receive(id, r.body);
      const s = state.inbound.find((x) => x.id === id);
      if (!s) return fail(404, 'NOT_FOUND', 'There is no such shipment.');
      const after: AdminInboundShipment = { ...s, status: 'closed', closedAt: '2026-11-22T10:00:00.000Z' };
      state.inbound = state.inbound.map((x) => (x.id === id ? after : x));
      record('inbound.close', s.number, null, null);
      return ok(after);
    }
    if (r.url === `${BASE}/inventory`) {
      const rows = (state.inventory[String(r.params.userId)] ?? []).filter(
        (x) =>
          (!r.params.warehouse || x.warehouseCode === r.params.warehouse) &&
          (!r.params.q || `${x.sku} ${x.name}`.toLowerCase().includes(String(r.params.q).toLowerCase())) &&
          (r.params.low !== 'true' || x.low),
      );
      const all = state.inventory[String(r.params.userId)] ?? [];
      const sum = (f: (x: InventoryRow) => number) => all.reduce((n, x) => n + f(x), 0);
      return ok({
        items: rows,
        nextCursor: null,
        totals: {
          skus: all.length,
          onHand: sum((x) => x.onHand),
          reserved: sum((x) => x.reserved),
          inbound: sum((x) => x.inbound),
          valueCents: sum((x) => x.valueCents),
          lowCount: all.filter((x) => x.low).length,
        },
      });
    }
    if (r.url === `${BASE}/adjustments` && r.method === 'POST') return adjust(r.body);
    const tr = new RegExp(`^${BASE}/tiers/(\\d+)$`).exec(r.url);
    if (tr) {
      const id = Number(tr[1]);
      if (r.method === 'PUT') {
        const tiers = [...(r.body.tiers as PriceTier[])].sort((a, b) => a.minQuantity - b.minQuantity);
        record('tiers.save', `product:${id}`, state.tiers[id] ?? [], tiers);
        state.tiers[id] = tiers;
      }
      return ok({ tiers: state.tiers[id] ?? [] });
    }
    if (r.url === `${BASE}/audit`) return page(state.audit);
    return consoleReplies(admin)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
