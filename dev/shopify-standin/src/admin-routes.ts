import type { FastifyInstance, FastifyReply } from 'fastify';
import { executeAdminGraphql } from './graphql-executor.js';
import { errorPage, renderHome, renderShopAdmin, STANDIN_CURRENCIES } from './pages.js';
import { SHOP_NAME, type ShopRec } from './shops.js';
import { PRIVACY_TOPICS, type PrivacyTopic, type StandinCore } from './standin-core.js';

type Params = { shop: string };
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

/** The Admin GraphQL API (token in X-Shopify-Access-Token) and the shop admin pages a person clicks through. */
export function adminRoutes(app: FastifyInstance, core: StandinCore) {
  app.post<{ Params: Params & { version: string }; Body: Record<string, unknown> }>(
    '/store/:shop/admin/api/:version/graphql.json',
    async (req, reply) => {
      if (!/^(\d{4}-(01|04|07|10)|unstable)$/.test(req.params.version)) return reply.status(404).send({ errors: 'Not Found' });
      const token = req.headers['x-shopify-access-token'];
      const found = typeof token === 'string' ? core.shops.byToken(token) : undefined;
      // Shopify's answer to a missing, unknown or revoked token, word for word.
      if (!found || found.shop.name !== req.params.shop || found.install.revokedAt) {
        return reply.status(401).send({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      }
      return executeAdminGraphql(
        {
          store: core.shops,
          shop: found.shop,
          install: found.install,
          onProductDeleted: (shop, product) => core.productDeleted(shop, product),
          orders: core.orders,
        },
        req.body ?? {},
      );
    },
  );

  const shopOf = (name: string): ShopRec | undefined => (SHOP_NAME.test(name) ? core.shops.get(name) : undefined);
  const back = (reply: FastifyReply, shop: ShopRec) => reply.redirect(`/store/${shop.name}/admin`, 303);

  app.get('/', async (_req, reply) => html(reply, 200, renderHome(core.shops.list())));
  app.get<{ Querystring: { shop?: string } }>('/open', async (req, reply) => {
    const name = (req.query.shop ?? '')
      .trim()
      .toLowerCase()
      .replace(/\.myshopify\.com$/, '');
    return SHOP_NAME.test(name) ? reply.redirect(`/store/${name}/admin`, 303) : html(reply, 400, errorPage('Enter a shop name.'));
  });
  app.get<{ Params: Params }>('/store/:shop/admin', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    return html(reply, 200, renderShopAdmin(shop, [...core.apps.values()], core.sender.list()));
  });
  // A product's page in the admin (the address Dropport links to): the stand-in shows it in the shop's product list.
  app.get<{ Params: Params & { id: string } }>('/store/:shop/admin/products/:id', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    const product = shop.products.find((p) => String(p.id) === req.params.id);
    return reply.redirect(`/store/${shop.name}/admin${product ? `#product-${product.id}` : ''}`, 303);
  });
  app.post<{ Params: Params; Body: { title?: string; currency?: string } }>('/store/:shop/admin/settings', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    const title = req.body?.title?.trim();
    if (title) shop.title = title.slice(0, 100);
    const currency = req.body?.currency;
    if (currency && (STANDIN_CURRENCIES as readonly string[]).includes(currency)) shop.currency = currency;
    core.shops.changed();
    return back(reply, shop);
  });
  app.post<{ Params: Params & { apiKey: string } }>('/store/:shop/admin/apps/:apiKey/revoke', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    core.revoke(shop, req.params.apiKey);
    return back(reply, shop);
  });
  app.post<{ Params: Params & { apiKey: string } }>('/store/:shop/admin/apps/:apiKey/uninstall', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    core.uninstall(shop, req.params.apiKey);
    return back(reply, shop);
  });
  app.post<{ Params: Params; Body: { topic?: string; customer_id?: string } }>(
    '/store/:shop/admin/privacy',
    async (req, reply) => {
      const shop = shopOf(req.params.shop);
      const topic = req.body?.topic as PrivacyTopic | undefined;
      if (!shop || !topic || !PRIVACY_TOPICS.includes(topic)) return html(reply, 400, errorPage('Unknown shop or topic.'));
      const customerId = req.body?.customer_id ? Number(req.body.customer_id) : undefined;
      // Privacy requests go to every app that was ever installed; the stand-in sends them to every registered app.
      for (const a of core.apps.values()) core.privacy(shop, a, topic, customerId);
      return back(reply, shop);
    },
  );
  app.post<{ Params: Params & { id: string } }>('/store/:shop/admin/products/:id/delete', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    const product = shop.products.find((p) => String(p.id) === req.params.id);
    if (product) {
      shop.products = shop.products.filter((p) => p !== product);
      core.shops.changed();
      core.productDeleted(shop, product);
    }
    return back(reply, shop);
  });
  app.post<{ Params: Params & { webhookId: string } }>('/store/:shop/admin/webhooks/:webhookId/redeliver', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    core.sender.redeliver(req.params.webhookId);
    return back(reply, shop);
  });
}
