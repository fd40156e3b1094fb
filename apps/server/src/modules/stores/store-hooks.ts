import type { Db } from '../../db/database.js';

/**
 * What other features do when a store's data changes in Shopify. The listings feature (push to store) fills these;
 * until it does, nothing refers to a store's products. Each hook runs inside the webhook's job transaction.
 */
export interface StoreHooks {
  /** products/delete: the merchant deleted a product in the store; mark its listing removed. Returns listings touched. */
  productDeleted(db: Db, e: { storeIds: string[]; productId: string }): Promise<number>;
  /** shop/redact: the shop's data is about to be erased; remove what points at these stores first. */
  shopErased(db: Db, e: { storeIds: string[] }): Promise<void>;
  /** orders/create, orders/updated, orders/cancelled for the shop's active store; answers what was done. */
  orderChanged(db: Db, e: { storeId: string; topic: string; payload: string }): Promise<string>;
  /** customers/redact: erase the customer's personal data from these store orders; answers how many were redacted. */
  customerRedacted(db: Db, e: { storeIds: string[]; orderIds: string[]; email: string | null }): Promise<number>;
}

const registry = new WeakMap<object, Partial<StoreHooks>[]>();

/** Adds hooks for the server `owner` (its Ctx): called in the order they were registered. */
export function registerStoreHooks(owner: object, hooks: Partial<StoreHooks>): void {
  registry.set(owner, [...(registry.get(owner) ?? []), hooks]);
}

/** Marks the listings of a deleted store product removed, through every registered hook; answers how many. */
export async function runProductDeleted(owner: object, db: Db, e: { storeIds: string[]; productId: string }): Promise<number> {
  let n = 0;
  for (const h of registry.get(owner) ?? []) if (h.productDeleted) n += await h.productDeleted(db, e);
  return n;
}

export async function runShopErased(owner: object, db: Db, e: { storeIds: string[] }): Promise<void> {
  for (const h of registry.get(owner) ?? []) if (h.shopErased) await h.shopErased(db, e);
}

/** Hands an order webhook to the feature that keeps orders; null when none is registered. */
export async function runOrderChanged(
  owner: object,
  db: Db,
  e: { storeId: string; topic: string; payload: string },
): Promise<string | null> {
  for (const h of registry.get(owner) ?? []) if (h.orderChanged) return h.orderChanged(db, e);
  return null;
}

export async function runCustomerRedacted(
  owner: object,
  db: Db,
  e: { storeIds: string[]; orderIds: string[]; email: string | null },
): Promise<number> {
  let n = 0;
  for (const h of registry.get(owner) ?? []) if (h.customerRedacted) n += await h.customerRedacted(db, e);
  return n;
}
