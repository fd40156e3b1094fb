import type { LineSource, LineSourceReason, WhenShort } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { lockStockRows, moveStock, stockArrived } from './stock.js';
import { noteLowStock } from './low-stock.js';
import { serves, stockingWarehouses } from './warehouses.service.js';

/**
 * How the orders module uses the seller's warehouse stock. Pricing asks `planStock` where each line ships from; a
 * line the seller's own available units cover in a warehouse that ships to the order's country ships from there
 * (the order then charges the warehouse's fulfilment fee and shipping from it, not the product's cost), any other
 * line from the supplier. Paying calls `allocateStock`, which holds the planned units in the order's transaction;
 * cancelling or refunding calls `releaseStock`, shipping `shipStock`. Each is a stock movement.
 */

/** Where one line ships from, as stored on the order line (JSON). */
export interface StockPlan {
  from: 'stock' | 'supplier';
  reason: LineSourceReason;
  skuId: string | null;
  warehouseCode: string | null;
  warehouseName: string | null;
  /** The warehouse's shipping template (stock lines). */
  templateId: number | null;
  available: number | null;
  feeCents: number;
  /** The line is the seller's own product (no supplier can ship it). */
  own?: boolean;
}

const SUPPLIER: StockPlan = {
  from: 'supplier',
  reason: 'no_own_stock',
  skuId: null,
  warehouseCode: null,
  warehouseName: null,
  templateId: null,
  available: null,
  feeCents: 0,
};

/** The seller's choice for a line their stock cannot cover: the supplier ships it (default), or the order waits. */
export async function whenShortOf(db: Db, userId: string): Promise<WhenShort> {
  const row = await db.selectFrom('cloud_settings').select('when_short').where('user_id', '=', userId).executeTakeFirst();
  return row?.when_short ?? 'dropship';
}

/** A line as pricing asks about it: a catalogue variant, or one of the seller's own products (its SKU id). */
export type PlanLine = { variantId: number; quantity: number } | { skuId: string; quantity: number };

/**
 * Where each line ships from (null for a line without a variant or own SKU). The first warehouse in the warehouses'
 * order that ships to `country` and has the line's whole quantity available takes it; two lines of one SKU share what
 * is there. A catalogue line the stock does not cover ships from the supplier; the seller's own product has no
 * supplier, so its order waits. `hold` is true when a line must wait: an own product not covered, or a catalogue
 * line short of the seller's stock when the seller chose to wait for it.
 */
export async function planStock(
  db: Db,
  userId: string,
  country: string | null,
  lines: (PlanLine | null)[],
): Promise<{ plans: (StockPlan | null)[]; hold: boolean }> {
  const variantIds = [...new Set(lines.flatMap((l) => (l && 'variantId' in l ? [l.variantId] : [])))];
  const ownIds = [...new Set(lines.flatMap((l) => (l && 'skuId' in l ? [l.skuId] : [])))];
  if (variantIds.length === 0 && ownIds.length === 0) return { plans: lines.map(() => null), hold: false };
  const skus = variantIds.length
    ? await db
        .selectFrom('seller_skus')
        .select(['id', 'variant_id'])
        .where('user_id', '=', userId)
        .where('variant_id', 'in', variantIds)
        .execute()
    : [];
  if (skus.length === 0 && ownIds.length === 0) return { plans: lines.map((l) => (l ? SUPPLIER : null)), hold: false };
  const skuOf = new Map(skus.map((s) => [Number(s.variant_id), s.id]));
  const stock = await db
    .selectFrom('seller_stock')
    .select(['sku_id', 'warehouse_code', 'on_hand', 'reserved'])
    .where('sku_id', 'in', [...skus.map((s) => s.id), ...ownIds])
    .where('user_id', '=', userId)
    .execute();
  const warehouses = await stockingWarehouses(db);
  const left = new Map(stock.map((s) => [`${s.sku_id}|${s.warehouse_code}`, Number(s.on_hand) - Number(s.reserved)]));
  const held = new Set(stock.map((s) => s.sku_id));
  let shortHold = false;
  let ownHold = false;
  const plans = lines.map((l): StockPlan | null => {
    if (!l) return null;
    const own = 'skuId' in l;
    const skuId = own ? l.skuId : skuOf.get(l.variantId);
    if (!skuId || !held.has(skuId)) {
      if (own) ownHold = true;
      return own ? { ...SUPPLIER, skuId: l.skuId, own: true } : SUPPLIER;
    }
    const candidates = warehouses.filter((w) => left.has(`${skuId}|${w.row.code}`));
    const reaching = country ? candidates.filter((w) => serves(w.served, country)) : [];
    const base = { ...SUPPLIER, skuId, ...(own ? { own: true } : {}) };
    if (reaching.length === 0) {
      if (own) ownHold = true;
      return { ...base, reason: 'not_served' };
    }
    const chosen = reaching.find((w) => (left.get(`${skuId}|${w.row.code}`) ?? 0) >= l.quantity);
    if (!chosen) {
      const best = reaching.reduce((a, b) =>
        (left.get(`${skuId}|${b.row.code}`) ?? 0) > (left.get(`${skuId}|${a.row.code}`) ?? 0) ? b : a,
      );
      if (own) ownHold = true;
      else shortHold = true;
      return {
        ...base,
        reason: 'short',
        warehouseCode: best.row.code,
        warehouseName: best.row.name,
        available: Math.max(left.get(`${skuId}|${best.row.code}`) ?? 0, 0),
      };
    }
    const key = `${skuId}|${chosen.row.code}`;
    const available = left.get(key) ?? 0;
    left.set(key, available - l.quantity);
    return {
      from: 'stock',
      reason: 'own_stock',
      skuId,
      warehouseCode: chosen.row.code,
      warehouseName: chosen.row.name,
      templateId: Number(chosen.row.template_id),
      available,
      feeCents: chosen.row.fulfilment_fee_cents * l.quantity,
      ...(own ? { own: true } : {}),
    };
  });
  return { plans, hold: ownHold || (shortHold && (await whenShortOf(db, userId)) === 'hold') };
}

/** The seller's own product by SKU id, for mapping an order line to it (another seller's reads as missing). */
export async function ownProductSku(db: Db, userId: string, skuId: string) {
  const row = await db
    .selectFrom('seller_skus')
    .select(['id', 'variant_id', 'code', 'name', 'weight_g', 'image'])
    .where('id', '=', skuId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The seller's own products (not catalogue variants) among `codes`, by code: a store line's SKU maps to them. */
export async function ownProductsByCode(db: Db, userId: string, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('seller_skus')
    .select(['id', 'code'])
    .where('user_id', '=', userId)
    .where('variant_id', 'is', null)
    .where('code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Weights of the seller's own products by SKU id (pricing a parcel of them). */
export async function ownProductWeights(
  db: Db,
  skuIds: string[],
): Promise<Map<string, { weightG: number; name: string; image: string | null }>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('seller_skus')
    .select(['id', 'weight_g', 'name', 'image'])
    .where('id', 'in', [...new Set(skuIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { weightG: r.weight_g, name: r.name, image: r.image }]));
}

export const parsePlan = (json: string | null): StockPlan | null => (json ? (JSON.parse(json) as StockPlan) : null);

/** A stored plan as the order drawer shows it. */
export function lineSourceOf(json: string | null): LineSource | null {
  const p = parsePlan(json);
  if (!p) return null;
  return {
    // The seller's own product ships from their stock or waits for it: never from a supplier.
    from: p.own ? 'stock' : p.from,
    warehouseCode: p.warehouseCode,
    warehouseName: p.warehouseName,
    reason: p.reason,
    available: p.available,
    feeCents: p.feeCents,
  };
}

/**
 * Holds the units a paid order's stock lines planned, in the order's transaction. The stock rows are locked first
 * (in one order, so two payers take turns) and checked together: when any is short now (another order took the
 * units since pricing) nothing is written and the answer is false, for the caller to price the order again.
 */
export async function allocateStock(
  trx: Db,
  o: { id: string; user_id: string; order_no: string },
  lines: { source: string | null; quantity: number }[],
  actorId: string | null,
  now: number,
): Promise<boolean> {
  const need = new Map<string, { skuId: string; warehouseCode: string; quantity: number }>();
  for (const l of lines) {
    const p = parsePlan(l.source);
    if (p?.from !== 'stock' || !p.skuId || !p.warehouseCode) continue;
    const key = `${p.skuId}|${p.warehouseCode}`;
    const n = need.get(key) ?? { skuId: p.skuId, warehouseCode: p.warehouseCode, quantity: 0 };
    n.quantity += l.quantity;
    need.set(key, n);
  }
  if (need.size === 0) return true;
  const rows = await lockStockRows(trx, [...need.values()]);
  const byKey = new Map(rows.map((r) => [`${r.sku_id}|${r.warehouse_code}`, r]));
  for (const [key, n] of need) {
    const r = byKey.get(key);
    if (!r || Number(r.on_hand) - Number(r.reserved) < n.quantity) return false;
  }
  for (const [key, n] of [...need].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const r = byKey.get(key);
    const moved = await moveStock(
      trx,
      {
        userId: o.user_id,
        skuId: n.skuId,
        code: r?.code ?? '',
        warehouseCode: n.warehouseCode,
        kind: 'reserved',
        onHand: 0,
        reserved: n.quantity,
        orderId: o.id,
        reference: o.order_no,
        actorId,
      },
      now,
    );
    if (!moved) throw new Error(`stock ${key} was checked under lock but could not be reserved`);
    await trx
      .insertInto('order_stock_allocations')
      .values({
        order_id: o.id,
        sku_id: n.skuId,
        warehouse_code: n.warehouseCode,
        quantity: n.quantity,
        state: 'reserved',
        reserved_at: now,
        settled_at: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['order_id', 'sku_id', 'warehouse_code'])
          .doUpdateSet({ quantity: n.quantity, state: 'reserved', reserved_at: now, settled_at: null }),
      )
      .execute();
    await noteLowStock(trx, { userId: o.user_id, skuId: n.skuId, warehouseCode: n.warehouseCode }, now);
  }
  return true;
}

/** Settles what an order holds: released (cancelled, refunded) back to available, or shipped off the shelf; true when it held any. */
async function settle(
  trx: Db,
  o: { id: string; user_id: string; order_no: string },
  to: 'released' | 'shipped',
  actorId: string | null,
  now: number,
): Promise<boolean> {
  const held = await trx
    .selectFrom('order_stock_allocations as a')
    .innerJoin('seller_skus as s', 's.id', 'a.sku_id')
    .select(['a.sku_id', 'a.warehouse_code', 'a.quantity', 's.code'])
    .where('a.order_id', '=', o.id)
    .where('a.state', '=', 'reserved')
    .orderBy('a.sku_id')
    .orderBy('a.warehouse_code')
    .execute();
  for (const a of held) {
    const q = Number(a.quantity);
    const moved = await moveStock(
      trx,
      {
        userId: o.user_id,
        skuId: a.sku_id,
        code: a.code,
        warehouseCode: a.warehouse_code,
        kind: to,
        onHand: to === 'shipped' ? -q : 0,
        reserved: -q,
        orderId: o.id,
        reference: o.order_no,
        actorId,
      },
      now,
    );
    if (!moved) throw new Error(`order ${o.order_no} held ${q} of ${a.code} that the stock row does not hold`);
    await trx
      .updateTable('order_stock_allocations')
      .set({ state: to, settled_at: now })
      .where('order_id', '=', o.id)
      .where('sku_id', '=', a.sku_id)
      .where('warehouse_code', '=', a.warehouse_code)
      .execute();
  }
  return held.length > 0;
}

/** A cancelled or refunded order gives its held units back (and orders waiting for stock get a look, when it held any). */
export async function releaseStock(
  trx: Db,
  o: { id: string; user_id: string; order_no: string },
  actorId: string | null,
  now: number,
): Promise<void> {
  if (await settle(trx, o, 'released', actorId, now)) await stockArrived(trx, o.user_id);
}

/** A shipped order's units leave the warehouse. */
export async function shipStock(
  trx: Db,
  o: { id: string; user_id: string; order_no: string },
  actorId: string | null,
  now: number,
) {
  await settle(trx, o, 'shipped', actorId, now);
}

export { STOCK_ARRIVED_JOB } from './stock.js';
