import type { MovementKind } from '@dropport/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { insertJob } from '../jobs/job-queue.js';

/**
 * The one writer of seller stock. Every change of a SKU's units in a warehouse goes through `moveStock`: the
 * stock row changes and an append-only movement records the change with the counts after it, in the caller's
 * transaction, so on hand is always the sum of the movements. The row's checks (on hand ≥ 0, reserved ≥ 0,
 * reserved ≤ on hand) hold under concurrency because the change is one conditional UPDATE: a change that would break
 * them moves nothing and answers null.
 */

export interface StockMove {
  userId: string;
  skuId: string;
  code: string;
  warehouseCode: string;
  kind: MovementKind;
  /** Units into (+) or out of (−) the building. */
  onHand: number;
  /** Units held for orders: + reserved, − released or shipped. */
  reserved: number;
  /** Units expected (paid or shipped in) that this move puts away (−) or announces (+); no movement of its own. */
  inbound?: number;
  /** What each unit put away cost, for the average cost of the units on hand. */
  unitCostCents?: number;
  orderId?: string | null;
  purchaseId?: string | null;
  inboundId?: string | null;
  reference?: string | null;
  reason?: string | null;
  actorId?: string | null;
}

export interface StockCounts {
  onHand: number;
  reserved: number;
  inbound: number;
}

/** Makes sure the SKU has a row in the warehouse (all zero), so a change can be one UPDATE. */
export async function ensureStockRow(
  db: Db,
  r: { userId: string; skuId: string; code: string; warehouseCode: string },
  now: number,
) {
  await db
    .insertInto('seller_stock')
    .values({
      sku_id: r.skuId,
      warehouse_code: r.warehouseCode,
      user_id: r.userId,
      code: r.code,
      name: db.selectFrom('seller_skus').select('name').where('id', '=', r.skuId),
      on_hand: 0,
      reserved: 0,
      inbound: 0,
      avg_cost_cents: 0,
      threshold: db.selectFrom('seller_skus').select('low_stock_threshold').where('id', '=', r.skuId),
      low_notified: 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['sku_id', 'warehouse_code']).doNothing())
    .execute();
}

/**
 * Applies one change and records it; null when it would leave on hand or reserved below zero, more reserved than on
 * hand, or fewer inbound than none (nothing is written then).
 */
export async function moveStock(db: Db, m: StockMove, now: number): Promise<StockCounts | null> {
  await ensureStockRow(db, m, now);
  const d = m.onHand;
  const r = m.reserved;
  const i = m.inbound ?? 0;
  const unit = m.unitCostCents;
  const row = await db
    .updateTable('seller_stock')
    .set({
      on_hand: sql`on_hand + ${d}`,
      reserved: sql`reserved + ${r}`,
      inbound: sql`inbound + ${i}`,
      // Units put away at a cost move the average (rounded down to the cent); units leaving keep it.
      ...(unit !== undefined && d > 0
        ? { avg_cost_cents: sql`cast((on_hand * avg_cost_cents + ${d * unit}) / (on_hand + ${d}) as integer)` }
        : {}),
      updated_at: now,
    })
    .where('sku_id', '=', m.skuId)
    .where('warehouse_code', '=', m.warehouseCode)
    .where(sql<boolean>`on_hand + ${d} >= 0`)
    .where(sql<boolean>`reserved + ${r} >= 0`)
    .where(sql<boolean>`reserved + ${r} <= on_hand + ${d}`)
    .where(sql<boolean>`inbound + ${i} >= 0`)
    .returning(['on_hand', 'reserved', 'inbound'])
    .executeTakeFirst();
  if (!row) return null;
  const after = { onHand: Number(row.on_hand), reserved: Number(row.reserved), inbound: Number(row.inbound) };
  if (d !== 0 || r !== 0) {
    await db
      .insertInto('stock_movements')
      .values({
        user_id: m.userId,
        sku_id: m.skuId,
        warehouse_code: m.warehouseCode,
        kind: m.kind,
        on_hand_delta: d,
        reserved_delta: r,
        on_hand_after: after.onHand,
        reserved_after: after.reserved,
        order_id: m.orderId ?? null,
        purchase_id: m.purchaseId ?? null,
        inbound_id: m.inboundId ?? null,
        reference: m.reference ?? null,
        reason: m.reason ?? null,
        actor_id: m.actorId ?? null,
        created_at: now,
      })
      .execute();
  }
  return after;
}

/** Changes only the inbound count (a purchase paid, an inbound shipment on its way): not a movement of stock. */
export async function moveInbound(
  db: Db,
  r: { userId: string; skuId: string; code: string; warehouseCode: string; units: number },
  now: number,
): Promise<void> {
  await ensureStockRow(db, r, now);
  await db
    .updateTable('seller_stock')
    .set({ inbound: sql`case when inbound + ${r.units} < 0 then 0 else inbound + ${r.units} end`, updated_at: now })
    .where('sku_id', '=', r.skuId)
    .where('warehouse_code', '=', r.warehouseCode)
    .execute();
}

/** The stock rows of `keys`, locked until the transaction ends (PostgreSQL), in one fixed order so lockers take turns. */
export function lockStockRows(db: Db, keys: { skuId: string; warehouseCode: string }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return lockRows(
    db,
    db
      .selectFrom('seller_stock')
      .select(['sku_id', 'warehouse_code', 'code', 'on_hand', 'reserved'])
      .where((eb) => eb.or(keys.map((k) => eb.and([eb('sku_id', '=', k.skuId), eb('warehouse_code', '=', k.warehouseCode)]))))
      .orderBy('sku_id')
      .orderBy('warehouse_code'),
  ).execute();
}

/** The next number of a series (SP-2026-000001 for purchases, IN-… for inbound shipments), one writer at a time. */
export async function nextNumber(db: Db, prefix: 'SP' | 'IN', now: number): Promise<string> {
  const year = new Date(now).getUTCFullYear();
  const name = `${prefix}-${year}`;
  await db
    .insertInto('cloud_counters')
    .values({ name, last_seq: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .updateTable('cloud_counters')
    .set({ last_seq: sql`last_seq + 1` })
    .where('name', '=', name)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return `${name}-${String(row.last_seq).padStart(6, '0')}`;
}

/**
 * The job a seller's stock coming in (put away, received, adjusted up, released) leaves for the orders module: it
 * prices again the seller's orders waiting on hold for their stock, which then ship from it.
 */
export const STOCK_ARRIVED_JOB = 'cloud.stock-arrived';

export async function stockArrived(db: Db, userId: string): Promise<void> {
  await insertJob(db, STOCK_ARRIVED_JOB, { userId });
}
