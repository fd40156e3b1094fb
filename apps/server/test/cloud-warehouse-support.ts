import { expect } from 'vitest';
import type { Db } from '../src/db/database.js';

/** A manual order's address in the United States (the US warehouses ship there). */
export const US_ADDRESS = {
  name: 'Ada Lovelace',
  address1: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  province: 'California',
  provinceCode: 'CA',
  postalCode: '94043',
  countryCode: 'US',
  phone: '+1 650 253 0000',
};

/** A seller's stock rows, by SKU code and warehouse. */
export async function stockOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('seller_stock')
    .select(['sku_id', 'warehouse_code', 'on_hand', 'reserved', 'inbound'])
    .where('user_id', '=', userId)
    .orderBy('code')
    .orderBy('warehouse_code')
    .execute();
  return rows.map((r) => ({
    skuId: r.sku_id,
    warehouseCode: r.warehouse_code,
    onHand: Number(r.on_hand),
    reserved: Number(r.reserved),
    inbound: Number(r.inbound),
  }));
}

/**
 * Every stock row of every seller agrees with its movements: on hand is the sum of the on-hand changes, reserved
 * the sum of the reserved changes, 0 ≤ reserved ≤ on hand; the last movement's counts are the row's; and what orders
 * hold (allocations still reserved) is what the row reserves.
 */
export async function checkStockInvariants(db: Db): Promise<void> {
  const rows = await db.selectFrom('seller_stock').select(['sku_id', 'warehouse_code', 'on_hand', 'reserved']).execute();
  const sums = await db
    .selectFrom('stock_movements')
    .select([
      'sku_id',
      'warehouse_code',
      (eb) => eb.fn.sum<number>('on_hand_delta').as('on_hand'),
      (eb) => eb.fn.sum<number>('reserved_delta').as('reserved'),
      (eb) => eb.fn.max('id').as('last'),
    ])
    .groupBy(['sku_id', 'warehouse_code'])
    .execute();
  const held = await db
    .selectFrom('order_stock_allocations')
    .select(['sku_id', 'warehouse_code', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('state', '=', 'reserved')
    .groupBy(['sku_id', 'warehouse_code'])
    .execute();
  const key = (r: { sku_id: string; warehouse_code: string }) => `${r.sku_id}|${r.warehouse_code}`;
  const bySum = new Map(sums.map((s) => [key(s), s]));
  const byHeld = new Map(held.map((h) => [key(h), Number(h.quantity)]));
  for (const r of rows) {
    const s = bySum.get(key(r));
    const onHand = Number(r.on_hand);
    const reserved = Number(r.reserved);
    expect([key(r), onHand, reserved]).toEqual([key(r), Number(s?.on_hand ?? 0), Number(s?.reserved ?? 0)]);
    expect(reserved).toBeGreaterThanOrEqual(0);
    expect(reserved).toBeLessThanOrEqual(onHand);
    expect(byHeld.get(key(r)) ?? 0).toBe(reserved);
    if (s?.last) {
      const last = await db
        .selectFrom('stock_movements')
        .select(['on_hand_after', 'reserved_after'])
        .where('id', '=', Number(s.last))
        .executeTakeFirstOrThrow();
      expect([last.on_hand_after, last.reserved_after]).toEqual([onHand, reserved]);
    }
  }
}

/** The first `count` variants of listed catalogue products with more than `minStock` units, for manual orders. */
export async function listedVariants(db: Db, count = 1, minStock = 0): Promise<number[]> {
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.id')
    .where('p.listed', '=', 1)
    .where('v.stock', '>', minStock)
    .orderBy('v.id')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((r) => Number(r.id));
}
