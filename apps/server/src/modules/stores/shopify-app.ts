import '@shopify/shopify-api/adapters/node';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { InvalidHmacError, LogSeverity, shopifyApi, type ApiVersion, type Shopify } from '@shopify/shopify-api';
import { SHOP_DOMAIN_PATTERN } from '@dropport/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { shopifyFetch, ShopifyUnavailableError, type ShopifyFetch } from './shopify-http.js';

/** Shopify refused an authorization code (unknown, used, expired, or for another app). */
export class ShopifyCodeRejectedError extends Error {}

export type QueryCheck = 'ok' | 'bad' | 'stale';

export interface VerifiedWebhook {
  topic: string;
  shop: string;
  webhookId: string;
  apiVersion: string;
}

/** Dropport as a Shopify app: its credentials and the protocol pieces, built on @shopify/shopify-api. */
export interface ShopifyApp {
  readonly apiKey: string;
  readonly scopes: string[];
  readonly apiVersion: string;
  /** The transport for Admin API calls (addresses shops through SHOPIFY_HOST, trusts SHOPIFY_CA_FILE). */
  readonly fetch: ShopifyFetch;
  /** Where a shop's admin is: https://name.myshopify.com, or its place on the stand-in. */
  adminBase(shop: string): string;
  /** Shopify's authorize page for this shop, with our client id, scopes, redirect URI and one-time state. */
  authorizeUrl(shop: string, state: string): string;
  /** The HMAC and timestamp of a query Shopify signed (the OAuth callback, an app launch). */
  verifyQuery(params: Record<string, string>): Promise<QueryCheck>;
  /** The HMAC and headers of a webhook delivery (the library's own validation); null when it fails. */
  verifyWebhook(rawBody: string, rawRequest: IncomingMessage): Promise<VerifiedWebhook | null>;
  /** Trades an authorization code for an offline access token. */
  exchangeCode(shop: string, code: string): Promise<{ accessToken: string; scopes: string[] }>;
  /** A valid `host` parameter (base64 of a Shopify admin address), or null. */
  sanitizeHost(host: string): string | null;
  /** Who may frame the embedded app for this shop (CSP frame-ancestors). */
  frameAncestors(shop: string): string[];
}

/** The CA Dropport trusts for Shopify calls: SHOPIFY_CA_FILE, else the stand-in's own when SHOPIFY_HOST is set. */
export function shopifyCaFile(config: Config): string | undefined {
  if (config.SHOPIFY_CA_FILE) return config.SHOPIFY_CA_FILE;
  return config.SHOPIFY_HOST ? path.join(config.DATA_DIR, 'shopify-standin', 'ca.pem') : undefined;
}

/** The library's domain transformation that puts every shop on the stand-in: name.myshopify.com → HOST/store/name. */
export function standinTransformation(host: string) {
  return { match: /^([a-z0-9][a-z0-9-]*)\.myshopify\.com$/, transform: `${host}/store/$1` };
}

function build(config: Config, log: FastifyBaseLogger): ShopifyApp {
  const appUrl = new URL(config.APP_URL);
  const scopes = config.SHOPIFY_SCOPES.split(',');
  const shopify: Shopify = shopifyApi({
    apiKey: config.SHOPIFY_API_KEY,
    apiSecretKey: config.SHOPIFY_API_SECRET,
    scopes,
    hostName: appUrl.host,
    hostScheme: appUrl.protocol === 'http:' ? 'http' : 'https',
    apiVersion: config.SHOPIFY_API_VERSION as ApiVersion,
    isEmbeddedApp: true,
    domainTransformations: config.SHOPIFY_HOST ? [standinTransformation(config.SHOPIFY_HOST)] : [],
    logger: {
      level: LogSeverity.Warning,
      httpRequests: false,
      timestamps: false,
      log: async (severity, message) => {
        if (severity <= LogSeverity.Error) log.error({ source: 'shopify-api' }, message);
        else log.warn({ source: 'shopify-api' }, message);
      },
    },
  });
  const adminBase = (shop: string) => {
    const address = shopify.utils.sanitizeShop(shop, false);
    if (!address) throw new Error(`not a shop domain: ${shop}`);
    return `https://${address}`;
  };
  const fetch = shopifyFetch({
    address: (url) =>
      SHOP_DOMAIN_PATTERN.test(url.hostname) ? `${adminBase(url.hostname)}${url.pathname}${url.search}` : url.toString(),
    caFile: () => shopifyCaFile(config),
  });
  return {
    apiKey: config.SHOPIFY_API_KEY,
    scopes,
    apiVersion: config.SHOPIFY_API_VERSION,
    fetch,
    adminBase,
    authorizeUrl: (shop, state) => {
      const q = new URLSearchParams({
        client_id: config.SHOPIFY_API_KEY,
        scope: scopes.join(','),
        redirect_uri: `${config.APP_URL}/oauth2/authorize`,
        state,
        'grant_options[]': '',
      });
      return `${adminBase(shop)}/admin/oauth/authorize?${q.toString()}`;
    },
    verifyQuery: async (params) => {
      if (!params.hmac || !params.timestamp) return 'bad';
      try {
        return (await shopify.utils.validateHmac(params)) ? 'ok' : 'bad';
      } catch (err) {
        if (err instanceof InvalidHmacError && /timestamp/i.test(err.message)) return 'stale';
        return 'bad';
      }
    },
    verifyWebhook: async (rawBody, rawRequest) => {
      const check = await shopify.webhooks.validate({ rawBody, rawRequest });
      if (!check.valid || !('webhookId' in check)) return null;
      // The library names topics in its storage form (APP_UNINSTALLED); Dropport keeps Shopify's own (app/uninstalled).
      const header = rawRequest.headers['x-shopify-topic'];
      const topic = typeof header === 'string' ? header.trim().toLowerCase() : check.topic;
      return { topic, shop: check.domain, webhookId: check.webhookId, apiVersion: check.apiVersion };
    },
    exchangeCode: async (shop, code) => {
      const res = await fetch(`https://${shop}/admin/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: config.SHOPIFY_API_KEY, client_secret: config.SHOPIFY_API_SECRET, code }),
      });
      const text = await res.text();
      if (res.status === 400 || res.status === 401 || res.status === 403) {
        throw new ShopifyCodeRejectedError(`token exchange for ${shop} refused (${res.status}): ${text.slice(0, 200)}`);
      }
      let body: { access_token?: unknown; scope?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // judged below
      }
      if (!res.ok || typeof body.access_token !== 'string' || !body.access_token) {
        throw new ShopifyUnavailableError(`token exchange for ${shop} answered ${res.status}: ${text.slice(0, 200)}`);
      }
      const granted = typeof body.scope === 'string' ? body.scope.split(',').filter(Boolean) : [];
      return { accessToken: body.access_token, scopes: granted };
    },
    sanitizeHost: (host) => {
      try {
        return shopify.utils.sanitizeHost(host, false);
      } catch {
        // The library throws on a host that is not base64 of an address (e.g. `Infinity`): not a valid host either.
        return null;
      }
    },
    frameAncestors: (shop) => [
      `https://${shop}`,
      'https://admin.shopify.com',
      ...(config.SHOPIFY_HOST ? [`https://${config.SHOPIFY_HOST}`] : []),
    ],
  };
}

const apps = new WeakMap<Config, ShopifyApp>();

/** The Shopify app of a running server (built once per configuration). */
export function shopifyApp(ctx: { config: Config; log: FastifyBaseLogger }): ShopifyApp {
  let a = apps.get(ctx.config);
  if (!a) {
    a = build(ctx.config, ctx.log);
    apps.set(ctx.config, a);
  }
  return a;
}
