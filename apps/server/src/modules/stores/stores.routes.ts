import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ShopifyCallback,
  ShopifyCallbackAnswer,
  ShopifyClaim,
  ShopifyConnect,
  ShopifyConnectAnswer,
  ShopifyEmbedConfig,
  ShopifyEmbedQuery,
  StoreList,
  StoreView,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf, storeScopeOf } from '../../plugins/auth.js';
import * as oauth from './oauth.service.js';
import * as stores from './stores.service.js';
import { receiveWebhook } from './webhooks.service.js';

const tags = ['stores'];
const security = [{ basic: [] }];
const Params = z.object({ id: z.string().trim().min(1).max(40) });
const UserParams = z.object({ userId: z.string().trim().min(1).max(64) });
const WebhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Linked stores: Shopify's OAuth (connect, callback, claim, the App URL), the seller's list, check, unlink. */
export const storesRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/stores',
    {
      schema: { tags, security, summary: "The seller's linked stores, newest first", response: { 200: StoreList } },
    },
    (req) => stores.list(ctx, principalOf(req).userId, storeScopeOf(principalOf(req))),
  );
  app.post(
    '/api/stores/shopify/connect',
    {
      schema: {
        tags,
        security,
        summary:
          "Start linking a Shopify store: answers Shopify's authorize URL with a one-time state (STORE_DOMAIN_INVALID for a bad domain)",
        body: ShopifyConnect,
        response: { 200: ShopifyConnectAnswer },
      },
    },
    (req) => oauth.connect(ctx, principalOf(req), req.body.shop),
  );
  app.post(
    '/api/stores/shopify/callback',
    {
      schema: {
        tags,
        security,
        summary:
          'Finish an authorization: the raw query Shopify sent to /oauth2/authorize (HMAC, timestamp, one-time state, code). Links the store, or parks an install begun from Shopify until a seller signs in',
        body: ShopifyCallback,
        response: { 200: ShopifyCallbackAnswer },
      },
      // The console sends its public credential at least (before sign-in): a bare request is refused unread.
      config: { access: 'client' },
    },
    // The state names the seller; a caller whose session lapsed meanwhile is treated as not signed in, not refused.
    (req) => oauth.callback(ctx, req.auth.kind === 'user' ? req.auth.principal : null, req.body.query),
  );
  app.post(
    '/api/stores/shopify/claim',
    {
      schema: {
        tags,
        security,
        summary: 'Bind a parked install (begun from Shopify with no Dropport session) to the signed-in seller',
        body: ShopifyClaim,
        response: { 200: StoreView },
      },
    },
    (req) => oauth.claim(ctx, principalOf(req), req.body.claimToken),
  );
  app.get(
    '/api/stores/shopify/launch',
    {
      schema: {
        tags,
        summary:
          "The app's App URL: Shopify opens it with shop, host, timestamp and hmac. Redirects to the install or the console",
      },
      // Shopify's admin opens it, with no Dropport credential: the HMAC is checked by the service.
      config: { access: 'public' },
    },
    async (req, reply) => reply.redirect(await oauth.launch(ctx, req.raw.url?.split('?')[1] ?? ''), 302),
  );
  app.get(
    '/api/stores/shopify/config',
    {
      schema: {
        tags,
        summary: 'The embedded app settings for a shop (shopifyConfig: the api key and the host)',
        querystring: ShopifyEmbedQuery,
        response: { 200: ShopifyEmbedConfig },
      },
      // The embedded page asks before anyone signs in; the app's api key is public by design (App Bridge loads with it).
      config: { access: 'public' },
    },
    (req) => oauth.embedConfig(ctx, req.query),
  );
  app.post(
    '/api/stores/:id/check',
    {
      schema: {
        tags,
        security,
        summary:
          "Check a store's connection: reads its name and currency again (STORE_ACCESS_REVOKED when Shopify refuses the token)",
        params: Params,
        response: { 200: StoreView },
      },
    },
    (req) => stores.check(ctx, principalOf(req), req.params.id),
  );
  app.delete(
    '/api/stores/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Unlink a store: it stays listed as unlinked and its access token is forgotten',
        params: Params,
        response: { 200: StoreView },
      },
    },
    (req) => stores.unlink(ctx, principalOf(req), req.params.id),
  );
};

/** The admin's read-only view of a seller's linked stores. */
export const storesAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users/:userId/stores',
    {
      schema: {
        tags: ['admin', ...tags],
        security,
        summary: "Admin: a seller's linked stores (read-only)",
        params: UserParams,
        response: { 200: StoreList },
      },
    },
    (req) => stores.listForAdmin(ctx, req.params.userId),
  );
};

/** Shopify's webhooks: the HMAC covers the exact bytes, so JSON is read as raw text here, and only here. */
export const shopifyWebhookRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/webhooks/shopify',
    {
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_PER_MINUTE * 10, timeWindow: 60_000 } },
      schema: {
        tags: ['webhooks'],
        summary:
          "Shopify → Dropport: a webhook (X-Shopify-Hmac-Sha256 over the raw body, which must be a JSON object naming the header's shop where its topic names one: VALIDATION_FAILED otherwise). Answers at once; handled on the job queue",
        response: { 200: WebhookAck },
      },
    },
    (req) => receiveWebhook(ctx, typeof req.body === 'string' ? req.body : '', req.raw),
  );
};
