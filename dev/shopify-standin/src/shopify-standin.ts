/**
 * A local stand-in for Shopify: a small HTTPS server, with a test certificate authority, that speaks the parts of
 * Shopify's protocol Dropport uses. Dropport reaches it only through configuration (SHOPIFY_HOST, SHOPIFY_CA_FILE).
 *
 * ADDRESSING. Shop `name.myshopify.com` lives under https://HOST/store/name (as the real admin lives under
 * admin.shopify.com/store/name); a request whose Host header is name.myshopify.com is served as that shop too.
 *
 * OAUTH (authorization-code grant, offline tokens)
 *   GET  /store/{name}/admin/oauth/authorize?client_id&scope&redirect_uri&state   the install page (app, scopes,
 *        Install). An unknown client_id or a redirect_uri the app did not register is refused as Shopify does.
 *   POST same path (the Install button)  303/302 to redirect_uri?code&hmac&host&shop&state&timestamp, where hmac is
 *        hex HMAC-SHA256 under the app secret over the other parameters sorted by name as a query string.
 *   POST /store/{name}/admin/oauth/access_token  {client_id, client_secret, code} (JSON or form) →
 *        {access_token, scope}; a used, expired or unknown code is 400 invalid_request.
 *   GET  /store/{name}/admin/oauth/install?client_id   "open the app" from the shop admin: the App URL with
 *        host, shop, timestamp (and embedded=1 once installed), signed the same way.
 *
 * ADMIN API
 *   POST /store/{name}/admin/api/{version}/graphql.json with X-Shopify-Access-Token: Shopify's GraphQL shapes (see
 *        graphql-schema.ts, graphql-order-schema.ts): shop, products, variants, media, locations, productSet,
 *        productCreate, productUpdate, productDelete, productVariantsBulkCreate/Update, inventorySetQuantities, orders
 *        (search `updated_at:>='…'`, sortKey UPDATED_AT…), order, fulfillmentOrder, fulfillmentCreate, with userErrors
 *        and ACCESS_DENIED for a missing scope (read_orders; read_/write_merchant_managed_fulfillment_orders for
 *        fulfillment orders and fulfillmentCreate). A missing, unknown or revoked token is 401 with Shopify's text.
 *
 * ORDERS (orders.ts): paid orders "#1001", "#1002"… per shop, each with one fulfillment order at the shop's location.
 *   Made by a test hook (createOrder), by REST-shaped JSON (POST /store/{name}/admin/orders.json, see order-routes.ts)
 *   or by the admin's "Create order" form; cancelled, re-addressed and fulfilled the same ways. Every change moves
 *   updatedAt strictly forward.
 *
 * WEBHOOKS (to the app's webhook URL): app/uninstalled, products/delete, customers/data_request, customers/redact,
 *   shop/redact; orders/create, orders/updated, orders/cancelled and fulfillments/create (REST JSON bodies) to apps
 *   installed with read_orders. Bodies as Shopify documents them: app/uninstalled is the Shop (id, domain,
 *   myshopify_domain…), the privacy topics carry shop_id and shop_domain, products/delete is {id}, order bodies name no
 *   shop. Headers X-Shopify-Topic, X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the raw body under the app secret; the
 *   headers are not signed), X-Shopify-Shop-Domain, X-Shopify-Webhook-Id, X-Shopify-API-Version,
 *   X-Shopify-Triggered-At (when the event happened). Retried after a non-2xx answer; "send again" repeats a delivery
 *   with the same webhook id, body and trigger time. Uninstalling revokes the app's token at once (the Admin API then
 *   answers 401), and shop/redact to an app still installed uninstalls it first: Shopify asks for a shop's data to be
 *   erased only after an uninstall.
 *
 * ADMIN PAGES (for people and browser tests): / lists shops; /store/{name}/admin shows the shop's currency, apps
 *   (open, revoke token, uninstall), products with prices, orders (create, cancel; tracking per fulfillment), privacy
 *   requests (naming a real customer and their orders) and the webhooks sent; /store/{name}/admin/orders/{id} is one
 *   order (address editable). See order-pages.ts for the ids and data attributes tests use.
 */
import path from 'node:path';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { adminRoutes } from './admin-routes.js';
import { ensureStandinCertificates } from './certificates.js';
import { oauthRoutes } from './oauth-routes.js';
import type { OrderAddressRec, OrderCancelReason, OrderRec } from './order-records.js';
import { orderRoutes } from './order-routes.js';
import type { OrderInput } from './orders.js';
import { SHOP_NAME, ShopStore, type ShopRec, type StandinApp } from './shops.js';
import { PRIVACY_TOPICS, StandinCore, type PrivacyTopic } from './standin-core.js';
import { WebhookSender, type WebhookDelivery } from './webhooks.js';

export type { StandinApp, ShopRec } from './shops.js';
export type { OrderInput } from './orders.js';
export type { OrderRec, OrderAddressRec, OrderCancelReason } from './order-records.js';
export type { WebhookDelivery } from './webhooks.js';
export { PRIVACY_TOPICS, type PrivacyTopic } from './standin-core.js';

export interface ShopifyStandinOptions {
  port: number;
  host?: string;
  /** Where the certificates (and, unless `persist` is false, the shops) are kept. */
  dataDir: string;
  /** Keep shops, products and tokens in dataDir/shops.json across restarts (default true). */
  persist?: boolean;
  apps?: StandinApp[];
  apiVersion?: string;
  /** Waits before each webhook attempt (default 0, 1, 5 seconds). */
  webhookRetryDelaysMs?: readonly number[];
  /** Extra names for the server certificate (a LAN host name, say). */
  certHosts?: string[];
  logLevel?: string;
}

export interface ShopifyStandin {
  /** https://localhost:port */
  url: string;
  /** localhost:port: what SHOPIFY_HOST names. */
  host: string;
  /** The CA to trust (SHOPIFY_CA_FILE or NODE_EXTRA_CA_CERTS). */
  caFile: string;
  caPem: string;
  close(): Promise<void>;
  registerApp(app: StandinApp): void;
  /** The shop of that name (made with these settings when new; an existing shop takes the given currency/title). */
  shop(name: string, seed?: { title?: string; currency?: string }): ShopRec;
  revokeToken(shopName: string, apiKey: string): boolean;
  uninstall(shopName: string, apiKey: string): WebhookDelivery | null;
  /** A privacy request; with a customer id, it names that buyer of the shop and their orders. */
  sendPrivacy(shopName: string, apiKey: string, topic: PrivacyTopic, customerId?: number): WebhookDelivery | null;
  /** Deletes a product as the merchant would in the admin (products/delete follows). */
  deleteProduct(shopName: string, productId: number): boolean;
  redeliver(webhookId: string): WebhookDelivery | undefined;
  /** A buyer's paid order (orders/create follows); throws on an unknown variant or a bad quantity. */
  createOrder(shopName: string, input: OrderInput): OrderRec;
  /** Cancels as the merchant would (orders/cancelled, orders/updated); throws when there is no such order. */
  cancelOrder(shopName: string, orderId: number | string, reason?: OrderCancelReason): OrderRec;
  /** Changes fields of the shipping address (orders/updated); throws when there is no such order. */
  updateOrderAddress(shopName: string, orderId: number | string, address: Partial<OrderAddressRec>): OrderRec;
  /** The order by number or global id, as the stand-in keeps it. */
  order(shopName: string, orderId: number | string): OrderRec | undefined;
  /** The App URL as "open the app" in the shop admin sends it: signed shop, host, timestamp. */
  launchUrl(shopName: string, apiKey: string): string;
  deliveries(): readonly WebhookDelivery[];
  idle(): Promise<void>;
}

/** Starts the stand-in on its own port over HTTPS (its CA and certificate are made under dataDir on first run). */
export async function startShopifyStandin(opts: ShopifyStandinOptions): Promise<ShopifyStandin> {
  const certs = ensureStandinCertificates(opts.dataDir, opts.certHosts);
  const shops = new ShopStore(opts.persist === false ? null : path.join(opts.dataDir, 'shops.json'));
  const sender = new WebhookSender(opts.webhookRetryDelaysMs ?? [0, 1000, 5000]);
  const core = new StandinCore(shops, sender, opts.apiVersion ?? '2026-01');
  for (const a of opts.apps ?? []) core.registerApp(a);

  const app = Fastify({
    logger: opts.logLevel ? { level: opts.logLevel } : false,
    https: { key: certs.keyPem, cert: certs.certPem },
    // A request addressed to name.myshopify.com itself (hosts file, resolver rules) is that shop's.
    rewriteUrl: (req) => {
      const host = (req.headers.host ?? '').split(':')[0]?.toLowerCase() ?? '';
      const m = /^([a-z0-9][a-z0-9-]*)\.myshopify\.com$/.exec(host);
      const url = req.url ?? '/';
      return m && !url.startsWith('/store/') ? `/store/${m[1]}${url}` : url;
    },
  });
  await app.register(formbody);
  oauthRoutes(app, core);
  adminRoutes(app, core);
  orderRoutes(app, core);
  app.get('/healthz', async () => ({ ok: true }));

  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const host = `localhost:${port}`;
  const shopNamed = (name: string) => {
    if (!SHOP_NAME.test(name)) throw new Error(`not a shop name: ${name}`);
    return shops.get(name);
  };
  const orderOf = (shop: ShopRec, id: number | string) => {
    const order = core.orders.find(shop, id);
    if (!order) throw new Error(`no order ${id} in ${shop.name}`);
    return order;
  };
  const appOf = (apiKey: string) => {
    const a = core.apps.get(apiKey);
    if (!a) throw new Error(`no app ${apiKey}`);
    return a;
  };
  return {
    url: `https://${host}`,
    host,
    caFile: certs.caFile,
    caPem: certs.caPem,
    close: async () => {
      sender.close();
      shops.flush();
      await app.close();
    },
    registerApp: (a) => core.registerApp(a),
    shop: (name, seed = {}) => {
      const s = shops.get(name, seed);
      if (seed.currency) s.currency = seed.currency;
      if (seed.title) s.title = seed.title;
      shops.changed();
      return s;
    },
    revokeToken: (name, apiKey) => core.revoke(shopNamed(name), apiKey),
    uninstall: (name, apiKey) => core.uninstall(shopNamed(name), apiKey),
    sendPrivacy: (name, apiKey, topic, customerId) => {
      if (!PRIVACY_TOPICS.includes(topic)) throw new Error(`not a privacy topic: ${topic}`);
      return core.privacy(shopNamed(name), appOf(apiKey), topic, customerId);
    },
    deleteProduct: (name, productId) => {
      const shop = shopNamed(name);
      const product = shop.products.find((p) => p.id === productId);
      if (!product) return false;
      shop.products = shop.products.filter((p) => p !== product);
      shops.changed();
      core.productDeleted(shop, product);
      return true;
    },
    redeliver: (id) => sender.redeliver(id),
    createOrder: (name, input) => {
      const made = core.orders.create(shopNamed(name), input);
      if ('errors' in made) throw new Error(`order refused: ${Object.values(made.errors).flat().join('; ')}`);
      return made.order;
    },
    cancelOrder: (name, orderId, reason) => {
      const shop = shopNamed(name);
      const order = orderOf(shop, orderId);
      core.orders.cancel(shop, order, reason);
      return order;
    },
    updateOrderAddress: (name, orderId, address) => {
      const shop = shopNamed(name);
      return core.orders.updateAddress(shop, orderOf(shop, orderId), address);
    },
    order: (name, orderId) => core.orders.find(shopNamed(name), orderId),
    launchUrl: (name, apiKey) => core.appLaunchUrl(shopNamed(name), appOf(apiKey)),
    deliveries: () => sender.list(),
    idle: () => sender.idle(),
  };
}
