import {
  normalizeShopDomain,
  SHOP_DOMAIN_PATTERN,
  STORE_CURRENCIES,
  type ShopifyCallbackAnswer,
  type ShopifyConnectAnswer,
  type ShopifyEmbedConfig,
  type StoreView,
} from '@dropport/contracts';
import { recordAudit } from '../audit/audit-log.js';
import { storeScopeOf, type Principal } from '../../plugins/auth.js';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { HOUR, iso, MINUTE } from '../../lib/time.js';
import { adminClient, ShopifyAuthError, ShopifyUnavailableError } from './shopify-client.js';
import { ShopifyCodeRejectedError, shopifyApp } from './shopify-app.js';
import { isStoreCurrency, storeAad, toView } from './stores.service.js';
import { tokenCipher } from './token-crypto.js';
import * as repo from './stores.repo.js';
import { embedToken } from './embedded.js';

/** How long an authorization may take from Dropport to Shopify and back, and how long a parked install waits. */
export const STATE_TTL_MS = 10 * MINUTE;
export const PARKED_TTL_MS = 1 * HOUR;

function shopOrFail(input: string): string {
  const shop = normalizeShopDomain(input);
  if (!shop) fail('STORE_DOMAIN_INVALID', { shop: input.slice(0, 100) });
  return shop;
}

async function newState(ctx: Ctx, userId: string | null, shop: string): Promise<string> {
  const state = newToken();
  const now = ctx.now();
  await repo.insertState(ctx.db, {
    id: newId(now),
    state_hash: sha256(state),
    user_id: userId,
    platform: 'shopify',
    shop_domain: shop,
    created_at: now,
    expires_at: now + STATE_TTL_MS,
    used_at: null,
  });
  return state;
}

/** Starts linking a store for a seller: a one-time state naming the seller, and Shopify's authorize URL. */
export async function connect(ctx: Ctx, caller: Principal, input: string): Promise<ShopifyConnectAnswer> {
  refuseStoreLimited(caller);
  const shop = shopOrFail(input);
  const state = await newState(ctx, caller.userId, shop);
  return { authorizeUrl: shopifyApp(ctx).authorizeUrl(shop, state), shop };
}

/** A query string as one value per name; a repeated name makes it unusable (it could hide a second value). */
function parseQuery(raw: string): Record<string, string> | null {
  const params = new URLSearchParams(raw.trim().replace(/^\?/, ''));
  const out: Record<string, string> = {};
  for (const [k, v] of params) {
    if (k in out) return null;
    out[k] = v;
  }
  return out;
}

/** Checks a query Shopify signed; answers its parameters and shop, or fails with the reason. */
async function verified(ctx: Ctx, raw: string): Promise<{ params: Record<string, string>; shop: string }> {
  const params = parseQuery(raw);
  if (!params) fail('STORE_OAUTH_SIGNATURE_INVALID');
  const check = await shopifyApp(ctx).verifyQuery(params);
  if (check === 'stale') fail('STORE_OAUTH_STALE');
  if (check !== 'ok') fail('STORE_OAUTH_SIGNATURE_INVALID');
  const shop = params.shop ?? '';
  // Signed by Shopify, so this holds; checked anyway before the shop is used as an address.
  if (!SHOP_DOMAIN_PATTERN.test(shop)) fail('STORE_OAUTH_SIGNATURE_INVALID');
  return { params, shop };
}

interface Grant {
  shop: string;
  name: string;
  currency: string;
  accessToken: string;
  scopes: string[];
}

/** Trades the code for a token and reads the shop's name and currency with it. */
async function redeem(ctx: Ctx, shop: string, code: string): Promise<Grant> {
  const app = shopifyApp(ctx);
  try {
    const { accessToken, scopes } = await app.exchangeCode(shop, code);
    const info = await adminClient(app, shop, accessToken).shop();
    if (!isStoreCurrency(info.currencyCode)) {
      fail('STORE_CURRENCY_UNSUPPORTED', { shop, currency: info.currencyCode, supported: STORE_CURRENCIES.join(', ') });
    }
    return { shop, name: info.name, currency: info.currencyCode, accessToken, scopes: scopes.length ? scopes : app.scopes };
  } catch (err) {
    if (err instanceof ShopifyCodeRejectedError || err instanceof ShopifyAuthError) {
      ctx.log.warn({ err, shop }, 'Shopify refused the authorization code');
      fail('STORE_OAUTH_CODE_INVALID', { shop });
    }
    if (err instanceof ShopifyUnavailableError) {
      ctx.log.warn({ err, shop }, 'Shopify unavailable during linking');
      fail('SHOPIFY_UNAVAILABLE');
    }
    throw err;
  }
}

/** Saves the store for the seller (a new row, or their earlier row for this shop made active again). */
/** A new store would be outside the stores of a team member limited to some, so such a member cannot link one (403). */
function refuseStoreLimited(caller: Principal) {
  if (storeScopeOf(caller) !== null) fail('TEAM_STORES_LIMITED');
}

/** Links a granted store to the account `userId`; `actorId` is the person who did it (the account's own by default). */
async function link(ctx: Ctx, userId: string, g: Grant, actorId: string = userId): Promise<StoreView> {
  const cipher = tokenCipher(ctx.config);
  const save = () =>
    ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const holders = (await repo.byShop(trx, g.shop)).filter((r) => r.status === 'active' && r.user_id !== userId);
      if (holders.length > 0) fail('STORE_LINKED_ELSEWHERE', { shop: g.shop });
      const mine = await repo.ownRow(trx, userId, g.shop);
      const id = mine?.id ?? newId(now);
      const fields = {
        name: g.name,
        currency: g.currency,
        access_token_enc: cipher.encrypt(g.accessToken, storeAad(id)),
        scopes: g.scopes.join(','),
        status: 'active' as const,
        linked_at: now,
        updated_at: now,
      };
      if (mine) await repo.updateStore(trx, id, fields);
      else await repo.insertStore(trx, { id, user_id: userId, platform: 'shopify', shop_domain: g.shop, ...fields });
      await repo.dropParkedForShop(trx, g.shop);
      await recordAudit(
        trx,
        {
          actorId,
          accountId: userId,
          action: 'store.link',
          target: { type: 'store', id },
          after: { shop: g.shop, name: g.name },
        },
        now,
      );
      return id;
    });
  let id: string;
  try {
    id = await save();
  } catch (err) {
    // Two links of one shop at once: the partial unique index let one through; the other says why.
    if (!isUniqueViolation(err)) throw err;
    const active = (await repo.byShop(ctx.db, g.shop)).find((r) => r.status === 'active');
    if (active && active.user_id !== userId) fail('STORE_LINKED_ELSEWHERE', { shop: g.shop });
    id = await save();
  }
  return toView((await repo.byId(ctx.db, id))!);
}

/**
 * The OAuth callback, handed over by the console's /oauth2/authorize screen: the query's HMAC and timestamp, then
 * the one-time state (known, unexpired, unused, for this shop, and this seller's), then the code is redeemed. A state
 * begun from Shopify's side (no seller) links to the signed-in caller, or is parked until the seller signs in.
 */
export async function callback(ctx: Ctx, caller: Principal | null, raw: string): Promise<ShopifyCallbackAnswer> {
  const callerId = caller?.userId ?? null;
  const { params, shop } = await verified(ctx, raw);
  const state = await repo.stateByHash(ctx.db, sha256(params.state ?? ''));
  const now = ctx.now();
  if (!state || !params.state) fail('STORE_OAUTH_STATE_UNKNOWN');
  if (state.used_at !== null) fail('STORE_OAUTH_STATE_USED');
  if (Number(state.expires_at) <= now) fail('STORE_OAUTH_STATE_UNKNOWN');
  if (state.shop_domain !== shop) fail('STORE_OAUTH_SHOP_MISMATCH', { shop, expected: state.shop_domain });
  if (state.user_id !== null && callerId !== null && state.user_id !== callerId) fail('STORE_OAUTH_STATE_OTHER_SELLER');
  if (!params.code) fail('STORE_OAUTH_SIGNATURE_INVALID');
  if (!(await repo.useState(ctx.db, state.id, now))) fail('STORE_OAUTH_STATE_USED');

  const grant = await redeem(ctx, shop, params.code);
  const owner = state.user_id ?? callerId;
  if (owner) {
    const actorId = caller !== null && caller.userId === owner ? caller.personId : owner;
    return { outcome: 'linked', store: await link(ctx, owner, grant, actorId) };
  }

  // Installed from Shopify by someone not signed in to Dropport: keep the grant until a seller claims it.
  const claimToken = newToken();
  const id = newId(now);
  await repo.insertParked(ctx.db, {
    id,
    claim_hash: sha256(claimToken),
    platform: 'shopify',
    shop_domain: shop,
    name: grant.name,
    currency: grant.currency,
    access_token_enc: tokenCipher(ctx.config).encrypt(grant.accessToken, `parked:${id}`),
    scopes: grant.scopes.join(','),
    created_at: now,
    expires_at: now + PARKED_TTL_MS,
  });
  return { outcome: 'parked', shop, claimToken, expiresAt: iso(now + PARKED_TTL_MS) };
}

/** Binds a parked install to the signed-in seller who claims it (once). */
export async function claim(ctx: Ctx, caller: Principal, claimToken: string): Promise<StoreView> {
  refuseStoreLimited(caller);
  const parked = await repo.parkedByClaim(ctx.db, sha256(claimToken));
  if (!parked || Number(parked.expires_at) <= ctx.now()) fail('STORE_CLAIM_INVALID');
  const accessToken = tokenCipher(ctx.config).decrypt(parked.access_token_enc, `parked:${parked.id}`);
  if (!(await repo.takeParked(ctx.db, parked.id))) fail('STORE_CLAIM_INVALID');
  const grant = {
    shop: parked.shop_domain,
    name: parked.name,
    currency: parked.currency,
    accessToken,
    scopes: parked.scopes ? parked.scopes.split(',') : [],
  };
  return link(ctx, caller.userId, grant, caller.personId);
}

/**
 * The App URL (a merchant opens Dropport from Shopify): a verified launch of a shop Dropport holds goes to the
 * console with the embedded parameters and the mark that lets that shop's admin frame it; otherwise it is an
 * install, and the authorization starts with no seller.
 */
export async function launch(ctx: Ctx, rawQuery: string): Promise<string> {
  const { params, shop } = await verified(ctx, rawQuery);
  const held = (await repo.byShop(ctx.db, shop)).some((r) => r.status === 'active');
  if (held) {
    const q = new URLSearchParams({
      shop,
      host: params.host ?? '',
      embedded: params.embedded ?? '0',
      embed: embedToken(ctx, shop),
    });
    return `${ctx.config.APP_URL}/addMyStore?${q.toString()}`;
  }
  return shopifyApp(ctx).authorizeUrl(shop, await newState(ctx, null, shop));
}

/** The embedded app's settings (the console's shopifyConfig setting): the public api key and the shop's host. */
export function embedConfig(ctx: Ctx, q: { shop: string; host: string }): ShopifyEmbedConfig {
  const shop = shopOrFail(q.shop);
  const host = shopifyApp(ctx).sanitizeHost(q.host);
  if (!host) fail('VALIDATION_FAILED', { field: 'host', reason: 'format' });
  return { apiKey: ctx.config.SHOPIFY_API_KEY, host, shop };
}
