import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notify } from '../notifications/notifications.service.js';

/**
 * Tells the seller once when a SKU's available units in a warehouse fall to the threshold they set for it, and
 * re-arms when stock comes back above it. Called after any change that lowers or raises what is available.
 */
export async function noteLowStock(
  db: Db,
  k: { userId: string; skuId: string; warehouseCode: string },
  now: number,
): Promise<void> {
  const row = await db
    .selectFrom('seller_stock as st')
    .innerJoin('seller_skus as s', 's.id', 'st.sku_id')
    .select(['st.on_hand', 'st.reserved', 'st.low_notified', 's.low_stock_threshold', 's.code'])
    .where('st.sku_id', '=', k.skuId)
    .where('st.warehouse_code', '=', k.warehouseCode)
    .executeTakeFirst();
  if (!row || row.low_stock_threshold === null) return;
  const available = Number(row.on_hand) - Number(row.reserved);
  const low = available <= row.low_stock_threshold;
  if (low === (row.low_notified === 1)) return;
  await db
    .updateTable('seller_stock')
    .set({ low_notified: low ? 1 : 0 })
    .where('sku_id', '=', k.skuId)
    .where('warehouse_code', '=', k.warehouseCode)
    .execute();
  if (low)
    await notify(
      db,
      {
        userId: k.userId,
        type: 'stock.low',
        params: { skuId: k.skuId, sku: row.code, warehouseCode: k.warehouseCode, available, threshold: row.low_stock_threshold },
        dedupeKey: `stock.low:${k.skuId}:${k.warehouseCode}:${now}`,
      },
      now,
    );
}

/** How many of a seller's stock rows are at or below their low-stock threshold (the Workplace's to-dos). */
export async function lowStockCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('seller_stock as st')
    .select(sql<number>`count(*)`.as('n'))
    .where('st.user_id', '=', userId)
    .where('st.threshold', 'is not', null)
    .where(sql<boolean>`st.on_hand - st.reserved <= st.threshold`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
