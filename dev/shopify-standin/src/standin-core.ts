import { StandinOrders } from './orders.js';
import { encodeHost, signedQuery, unixNow } from './signing.js';
import { shopDomain, type ProductRec, type ShopRec, type ShopStore, type StandinApp } from './shops.js';
import type { WebhookDelivery, WebhookSender } from './webhooks.js';

/** The privacy topics every public Shopify app must answer (GDPR / mandatory compliance webhooks). */
export const PRIVACY_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;
export type PrivacyTopic = (typeof PRIVACY_TOPICS)[number];

/** The shop in Shopify's REST shape (the body of app/uninstalled). */
function shopPayload(shop: ShopRec) {
  return {
    id: shop.id,
    name: shop.title,
    email: shop.email,
    domain: shopDomain(shop.name),
    myshopify_domain: shopDomain(shop.name),
    currency: shop.currency,
    country_code: 'US',
    plan_name: 'partner_test',
  };
}

/** What the stand-in's routes and its test hooks share: the shops, the registered apps and the webhook sender. */
export class StandinCore {
  readonly apps = new Map<string, StandinApp>();
  readonly orders: StandinOrders;

  constructor(
    readonly shops: ShopStore,
    readonly sender: WebhookSender,
    readonly apiVersion: string,
  ) {
    this.orders = new StandinOrders(this);
  }

  registerApp(app: StandinApp) {
    this.apps.set(app.apiKey, app);
  }

  /** Sends a topic to an app's webhook address (nothing when it has none). */
  webhook(app: StandinApp, shop: ShopRec, topic: string, payload: unknown): WebhookDelivery | null {
    if (!app.webhookUrl) return null;
    return this.sender.send({
      url: app.webhookUrl,
      secret: app.secret,
      topic,
      shop: shopDomain(shop.name),
      apiVersion: this.apiVersion,
      payload,
    });
  }

  /** A product was deleted (in the admin or through the API): products/delete to every app installed in the shop. */
  productDeleted(shop: ShopRec, product: ProductRec) {
    for (const install of shop.installs) {
      const app = this.apps.get(install.apiKey);
      if (app) this.webhook(app, shop, 'products/delete', { id: product.id });
    }
  }

  /** The merchant (or a test) revokes the app's token: the Admin API answers 401 to it from now on. */
  revoke(shop: ShopRec, apiKey: string): boolean {
    const install = shop.installs.find((i) => i.apiKey === apiKey);
    if (!install || install.revokedAt) return false;
    install.revokedAt = new Date().toISOString();
    this.shops.changed();
    return true;
  }

  /** Removes the app from the shop (its token dies) and sends app/uninstalled. */
  uninstall(shop: ShopRec, apiKey: string): WebhookDelivery | null {
    const app = this.apps.get(apiKey);
    if (!shop.installs.some((i) => i.apiKey === apiKey)) return null;
    shop.installs = shop.installs.filter((i) => i.apiKey !== apiKey);
    this.shops.changed();
    return app ? this.webhook(app, shop, 'app/uninstalled', shopPayload(shop)) : null;
  }

  /**
   * Sends a privacy request with the body Shopify uses for that topic. With a customer of the shop, the request names
   * that customer and their real orders; without one, Shopify's sample customer and order ids. Shopify asks for a
   * shop's data to be erased only after the app was uninstalled (48 hours later), so shop/redact to an app still
   * installed uninstalls it first (app/uninstalled), then asks at once.
   */
  privacy(shop: ShopRec, app: StandinApp, topic: PrivacyTopic, customerId?: number): WebhookDelivery | null {
    if (topic === 'shop/redact') this.uninstall(shop, app.apiKey);
    const base = { shop_id: shop.id, shop_domain: shopDomain(shop.name) };
    const buyer = customerId === undefined ? undefined : shop.customers.find((c) => c.id === customerId);
    const customer = buyer
      ? { id: buyer.id, email: buyer.email, phone: buyer.phone }
      : { id: 191167, email: 'john@example.com', phone: '555-625-1199' };
    const orders = buyer ? shop.orders.filter((o) => o.customer?.id === buyer.id).map((o) => o.id) : [299938, 280263, 220458];
    const payload =
      topic === 'shop/redact'
        ? base
        : topic === 'customers/redact'
          ? { ...base, customer, orders_to_redact: orders }
          : { ...base, customer, orders_requested: orders, data_request: { id: this.shops.id() } };
    return this.webhook(app, shop, topic, payload);
  }

  /** Where "open the app" goes: the App URL with shop, host and timestamp signed with the app secret. */
  appLaunchUrl(shop: ShopRec, app: StandinApp): string {
    const installed = shop.installs.some((i) => i.apiKey === app.apiKey && !i.revokedAt);
    const params: Record<string, string> = { host: encodeHost(shop.name), shop: shopDomain(shop.name), timestamp: unixNow() };
    if (installed) params.embedded = '1';
    const url = new URL(app.appUrl);
    for (const [k, v] of signedQuery(app.secret, params)) url.searchParams.set(k, v);
    return url.toString();
  }
}
