import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { inStoreScope, type StoreScope } from '../../plugins/auth.js';
import { DAY, MINUTE } from '../../lib/time.js';
import { parseOrderWebhook } from '../stores/shopify-orders.js';
import { withStore } from '../stores/stores.service.js';
import * as inputs from './order-inputs.repo.js';
import { applyStoreOrder } from './order-intake.js';
import * as repo from './orders.repo.js';

/** How far back the first pull of a newly linked store looks. */
const FIRST_PULL_DAYS = 30;
/** The pull starts a little before the newest version it has, so an order updated in the same instant is not missed. */
const OVERLAP_MS = 5 * MINUTE;
const MAX_PAGES = 20;

export const storeHasOrders = (scopes: string) =>
  scopes
    .split(',')
    .map((s) => s.trim())
    .includes('read_orders');

/** An order webhook, in the delivery's job transaction. */
export async function orderWebhook(ctx: Ctx, db: Db, e: { storeId: string; topic: string; payload: string }): Promise<string> {
  const store = await inputs.intakeStore(db, e.storeId);
  if (!store) return 'ignored: store gone';
  let order;
  try {
    order = parseOrderWebhook(JSON.parse(e.payload));
  } catch (err) {
    return `ignored: unreadable order (${(err as Error).message})`;
  }
  // Shopify signs the body only and an order body names no shop, but an order id is one shop's: one held under another
  // shop's store (or left by a shop's erasure) is not taken into this store on the word of a header.
  if (await repo.heldElsewhere(db, order.id, store.shop_domain)) return `ignored: order ${order.name} belongs to another shop`;
  const outcome = await applyStoreOrder(ctx, db, store, order);
  return `order ${order.name} ${outcome}`;
}

/**
 * The reconciliation pull: asks the store for every order updated since the newest version Dropport has (the last
 * 30 days for a new store) and applies each, so whatever a webhook missed arrives. Answers how many came and changed.
 */
export async function pullStore(ctx: Ctx, storeId: string): Promise<{ received: number; changed: number }> {
  const store = await inputs.intakeStore(ctx.db, storeId);
  if (!store || store.status !== 'active' || !storeHasOrders(store.scopes)) return { received: 0, changed: 0 };
  const newest = await repo.newestStoreVersion(ctx.db, storeId);
  const since = newest ? newest - OVERLAP_MS : ctx.now() - FIRST_PULL_DAYS * DAY;
  let received = 0;
  let changed = 0;
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await withStore(ctx, { storeId }, (client) =>
      client.listOrders({ updatedAtMin: new Date(since).toISOString(), after, first: 50 }),
    );
    for (const order of res.orders) {
      received++;
      const outcome = await ctx.db.transaction().execute((trx) => applyStoreOrder(ctx, trx, store, order));
      if (outcome !== 'stale') changed++;
    }
    after = res.nextCursor;
    if (!after) break;
  }
  return { received, changed };
}

/** "Sync orders now": pulls the seller's active stores (or the one named) within the caller's stores. */
export async function pullSeller(ctx: Ctx, userId: string, storeId?: string, scope: StoreScope = null) {
  const stores = (await inputs.activeStores(ctx.db, { userId, storeId })).filter(
    (s) => storeHasOrders(s.scopes) && inStoreScope(scope, s.id),
  );
  if (storeId && stores.length === 0) {
    fail('STORE_NOT_FOUND', { id: storeId });
  }
  let received = 0;
  let changed = 0;
  for (const s of stores) {
    const r = await pullStore(ctx, s.id);
    received += r.received;
    changed += r.changed;
  }
  return { stores: stores.length, received, changed };
}
