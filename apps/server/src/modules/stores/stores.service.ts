import { STORE_CURRENCIES, type StoreCurrency, type StoreView } from '@dropport/contracts';
import { inStoreScope, storeScopeOf, type Principal, type StoreScope } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import { adminClient, ShopifyAuthError, ShopifyUnavailableError, type ShopifyAdminClient } from './shopify-client.js';
import { shopifyApp } from './shopify-app.js';
import { tokenCipher } from './token-crypto.js';
import * as repo from './stores.repo.js';
import { runShopErased } from './store-hooks.js';
import type { Db } from '../../db/database.js';

export const storeAad = (id: string) => `store:${id}`;

export function toView(r: repo.StoreRow): StoreView {
  return {
    id: r.id,
    platform: r.platform,
    shopDomain: r.shop_domain,
    name: r.name,
    currency: r.currency as StoreCurrency,
    status: r.status,
    linkedAt: iso(Number(r.linked_at)),
    scopes: r.scopes ? r.scopes.split(',') : [],
    updatedAt: iso(Number(r.updated_at)),
  };
}

export const isStoreCurrency = (c: string): c is StoreCurrency => (STORE_CURRENCIES as readonly string[]).includes(c);

/**
 * Whether `storeId` is one of the seller's stores, in any status but unlinked: an uninstalled or revoked store keeps
 * what was set for it (its pricing rules) for when it is connected again.
 */
export async function isOwnStore(ctx: Pick<Ctx, 'db'>, userId: string, storeId: string): Promise<boolean> {
  return (await repo.ownedNotUnlinked(ctx.db, userId, storeId)) !== undefined;
}
/** A seller's own stores, newest link first, within the caller's stores. */
export async function list(ctx: Ctx, userId: string, scope: StoreScope = null): Promise<{ items: StoreView[] }> {
  return { items: (await repo.listByUser(ctx.db, userId)).filter((r) => inStoreScope(scope, r.id)).map(toView) };
}

/** Admin: another seller's stores (read-only). */
export async function listForAdmin(ctx: Ctx, userId: string): Promise<{ items: StoreView[] }> {
  if (!(await repo.userExists(ctx.db, userId))) fail('USER_NOT_FOUND', { id: userId });
  return list(ctx, userId);
}

async function own(ctx: Ctx, userId: string, id: string, scope: StoreScope = null): Promise<repo.StoreRow> {
  const row = await repo.byId(ctx.db, id);
  // Another seller's store, or one outside the caller's stores, is as unknown as one that does not exist.
  if (!row || row.user_id !== userId || !inStoreScope(scope, id)) fail('STORE_NOT_FOUND', { id });
  return row;
}

/** Unlinks a store: it stays listed as unlinked, its token is forgotten. Repeating it changes nothing. */
export async function unlink(ctx: Ctx, caller: Principal, id: string): Promise<StoreView> {
  const row = await own(ctx, caller.userId, id, storeScopeOf(caller));
  if (row.status !== 'unlinked') {
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      await repo.updateStore(trx, id, { status: 'unlinked', access_token_enc: null, updated_at: now });
      await recordAudit(
        trx,
        {
          actorId: caller.personId,
          accountId: caller.userId,
          action: 'store.unlink',
          target: { type: 'store', id },
          before: { shop: row.shop_domain },
        },
        now,
      );
    });
  }
  return toView((await repo.byId(ctx.db, id))!);
}

/**
 * Runs `fn` with the Admin API client of an active store (the seller's own when `userId` is given). Shopify refusing
 * the token marks the store revoked and answers STORE_ACCESS_REVOKED; Shopify out of reach answers SHOPIFY_UNAVAILABLE.
 * This is the one door the listing features use to reach a store.
 */
export async function withStore<T>(
  ctx: Ctx,
  target: { storeId: string; userId?: string },
  fn: (client: ShopifyAdminClient, store: repo.StoreRow) => Promise<T>,
): Promise<T> {
  const row = target.userId ? await own(ctx, target.userId, target.storeId) : await repo.byId(ctx.db, target.storeId);
  if (!row) fail('STORE_NOT_FOUND', { id: target.storeId });
  if (row.status !== 'active' || !row.access_token_enc) fail('STORE_NOT_ACTIVE', { shop: row.shop_domain, status: row.status });
  const token = tokenCipher(ctx.config).decrypt(row.access_token_enc, storeAad(row.id));
  try {
    return await fn(adminClient(shopifyApp(ctx), row.shop_domain, token), row);
  } catch (err) {
    if (err instanceof ShopifyAuthError) {
      if (await repo.markRevoked(ctx.db, row.id, ctx.now())) {
        ctx.log.warn({ storeId: row.id, shop: row.shop_domain }, 'Shopify refused the store token: store marked revoked');
      }
      fail('STORE_ACCESS_REVOKED', { shop: row.shop_domain });
    }
    if (err instanceof ShopifyUnavailableError) {
      ctx.log.warn({ err, shop: row.shop_domain }, 'Shopify unavailable');
      fail('SHOPIFY_UNAVAILABLE');
    }
    throw err;
  }
}

/** Checks the connection: reads the shop's name and currency again through the Admin API and keeps them. */
export async function check(ctx: Ctx, caller: Principal, id: string): Promise<StoreView> {
  const userId = caller.userId;
  const row = await own(ctx, userId, id, storeScopeOf(caller));
  const info = await withStore(ctx, { storeId: id, userId }, (client) => client.shop());
  if (!isStoreCurrency(info.currencyCode)) {
    fail('STORE_CURRENCY_UNSUPPORTED', {
      shop: row.shop_domain,
      currency: info.currencyCode,
      supported: STORE_CURRENCIES.join(', '),
    });
  }
  await repo.updateStore(ctx.db, id, { name: info.name, currency: info.currencyCode, updated_at: ctx.now() });
  return toView((await repo.byId(ctx.db, id))!);
}

/**
 * A closed account's erasure: its stores go as a shop/redact takes them (listings deleted, the customers' data off
 * their orders, the orders no longer pointing at them), access tokens with them. Answers how many.
 */
export async function eraseStoresOf(ctx: Ctx, db: Db, userId: string): Promise<number> {
  const storeIds = (await repo.listByUser(db, userId)).map((r) => r.id);
  if (!storeIds.length) return 0;
  await runShopErased(ctx, db, { storeIds });
  await repo.deleteStores(db, storeIds);
  return storeIds.length;
}
