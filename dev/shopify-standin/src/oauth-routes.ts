import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorPage, renderAuthorize } from './pages.js';
import { encodeHost, sameText, signedQuery, unixNow } from './signing.js';
import { SHOP_NAME, shopDomain, type ShopRec, type StandinApp } from './shops.js';
import type { StandinCore } from './standin-core.js';

type Query = Record<string, string | undefined>;
const SCOPE = /^(unauthenticated_)?(read|write)_[a-z_]+$/;

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('text/html; charset=utf-8').send(body);
}

/** The OAuth authorization-code flow as Shopify runs it, per shop under /store/{name}/admin/oauth/… */
export function oauthRoutes(app: FastifyInstance, core: StandinCore) {
  /** Checks an authorize request; answers the shop, app and scopes, or the error text Shopify would show. */
  function check(name: string, q: Query): { shop: ShopRec; app: StandinApp; scopes: string[] } | string {
    if (!SHOP_NAME.test(name)) return 'There is no shop at this address.';
    const client = core.apps.get(q.client_id ?? '');
    if (!client) return 'Invalid API key: the app with this client_id does not exist.';
    if (!q.redirect_uri || !client.redirectUrls.includes(q.redirect_uri)) {
      return 'invalid_request: The redirect_uri is not whitelisted.';
    }
    if (!q.state) return 'invalid_request: The state parameter is missing.';
    const scopes = (q.scope ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (scopes.some((s) => !SCOPE.test(s))) return 'invalid_scope: A requested scope is not a Shopify access scope.';
    return { shop: core.shops.get(name), app: client, scopes };
  }

  app.get<{ Params: { shop: string }; Querystring: Query }>('/store/:shop/admin/oauth/authorize', async (req, reply) => {
    const c = check(req.params.shop, req.query);
    if (typeof c === 'string') return html(reply, 400, errorPage(c));
    const fields: Record<string, string> = {
      client_id: c.app.apiKey,
      scope: c.scopes.join(','),
      redirect_uri: req.query.redirect_uri ?? '',
      state: req.query.state ?? '',
    };
    return html(reply, 200, renderAuthorize({ shop: c.shop, app: c.app, scopes: c.scopes, fields }));
  });

  // The Install button: a one-time code, then back to the app with code, host, shop, state and timestamp, signed.
  app.post<{ Params: { shop: string }; Body: Query }>('/store/:shop/admin/oauth/authorize', async (req, reply) => {
    const q = req.body ?? {};
    const c = check(req.params.shop, q);
    if (typeof c === 'string') return html(reply, 400, errorPage(c));
    const code = core.shops.issueCode(c.shop.name, c.app.apiKey, c.scopes);
    const params = {
      code: code.code,
      host: encodeHost(c.shop.name),
      shop: shopDomain(c.shop.name),
      state: q.state ?? '',
      timestamp: unixNow(),
    };
    const to = new URL(q.redirect_uri!);
    for (const [k, v] of signedQuery(c.app.secret, params)) to.searchParams.set(k, v);
    return reply.redirect(to.toString(), 302);
  });

  // The token exchange: JSON or form body with client_id, client_secret, code.
  app.post<{ Params: { shop: string }; Body: Query }>('/store/:shop/admin/oauth/access_token', async (req, reply) => {
    const b = req.body ?? {};
    const refuse = (status: number, error: string, description: string) =>
      reply.status(status).send({ error, error_description: description });
    const client = core.apps.get(b.client_id ?? '');
    if (!client || !sameText(client.secret, b.client_secret ?? '')) {
      return refuse(401, 'invalid_client', 'The client_id or client_secret is wrong.');
    }
    const code = core.shops.code(b.code ?? '');
    if (!code || code.used || code.expiresAt < Date.now() || code.shop !== req.params.shop || code.apiKey !== client.apiKey) {
      return refuse(400, 'invalid_request', 'The authorization code was not found or was already used');
    }
    code.used = true;
    const install = core.shops.install(core.shops.get(code.shop), client.apiKey, code.scopes);
    return { access_token: install.token, scope: install.scopes.join(',') };
  });

  // An install or launch begun in the shop admin: the App URL with shop, host and timestamp, signed.
  app.get<{ Params: { shop: string }; Querystring: Query }>('/store/:shop/admin/oauth/install', async (req, reply) => {
    const client = core.apps.get(req.query.client_id ?? '');
    if (!SHOP_NAME.test(req.params.shop) || !client) return html(reply, 404, errorPage('There is no such app or shop.'));
    return reply.redirect(core.appLaunchUrl(core.shops.get(req.params.shop), client), 302);
  });
}
