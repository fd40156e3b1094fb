import type { Ctx } from '../../context.js';
import { adminClient, ShopifyAuthError, ShopifyRequestError } from './shopify-client.js';
import { shopifyApp } from './shopify-app.js';
import { storeAad } from './stores.service.js';
import { tokenCipher } from './token-crypto.js';
import * as repo from './stores.repo.js';

export interface ShopPresence {
  /** Stores whose token Shopify still honours: on these links the app is installed. */
  live: repo.StoreAtCheck[];
  /** The shop's other stores (token refused, or none held), as they were when checked. */
  ended: repo.StoreAtCheck[];
}

/**
 * Asks Shopify, with each active store's own token, whether the app is still installed in the shop. Shopify revokes
 * the token when the app is uninstalled, so a token it honours proves that an app/uninstalled or shop/redact for this
 * link is stale or replayed, whatever the unsigned headers say. Throws ShopifyUnavailableError when Shopify does not
 * answer (the job tries again).
 */
export async function shopPresence(ctx: Ctx, shop: string): Promise<ShopPresence> {
  const app = shopifyApp(ctx);
  const cipher = tokenCipher(ctx.config);
  const out: ShopPresence = { live: [], ended: [] };
  for (const row of await repo.byShop(ctx.db, shop)) {
    const at = { id: row.id, linkedAt: Number(row.linked_at) };
    if (row.status !== 'active' || !row.access_token_enc) {
      out.ended.push(at);
      continue;
    }
    try {
      await adminClient(app, shop, cipher.decrypt(row.access_token_enc, storeAad(row.id))).shop();
      out.live.push(at);
    } catch (err) {
      // A GraphQL-level refusal still means Shopify accepted the token.
      if (err instanceof ShopifyRequestError) out.live.push(at);
      else if (err instanceof ShopifyAuthError) out.ended.push(at);
      else throw err;
    }
  }
  return out;
}
