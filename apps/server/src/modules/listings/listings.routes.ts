import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ListingDetail,
  ListingPage,
  ListingParams,
  ListingPricesPatch,
  ListingQuery,
  PushBatch,
  PushBatchParams,
  PushPreview,
  PushPreviewRequest,
  PushRequest,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { inStoreScope, principalOf, storeScopeOf } from '../../plugins/auth.js';
import { fail } from '../../lib/app-error.js';
import { localeOf } from '../../plugins/errors.js';
import * as listings from './listings.service.js';
import * as push from './push.service.js';

const tags = ['listings'];
const security = [{ basic: [] }];
const UserParams = z.object({ userId: z.string().trim().min(1).max(64) });

/**
 * Push to store and My Products (prices, unlist, sync, retry). Every listing is its seller's; a team member limited to
 * some stores sees and pushes to those alone.
 */
export const listingsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  /** The account a push acts for, once every store it names is within the caller's stores (else STORE_NOT_FOUND). */
  const pushOwner = (req: FastifyRequest<{ Body: { storeIds: string[] } }>) => {
    const caller = principalOf(req);
    const outside = req.body.storeIds.find((id) => !inStoreScope(storeScopeOf(caller), id));
    if (outside !== undefined) fail('STORE_NOT_FOUND', { id: outside });
    return caller.userId;
  };
  app.post(
    '/api/listings/push',
    {
      schema: {
        tags,
        security,
        summary: 'Push import-list items to linked stores: one job per item and store; answers the batch to follow',
        body: PushRequest,
        response: { 202: PushBatch },
      },
    },
    async (req, reply) => reply.status(202).send(await push.startPush(ctx, pushOwner(req), req.body, localeOf(req))),
  );
  app.post(
    '/api/listings/push/preview',
    {
      schema: {
        tags,
        security,
        summary: "Each variant's price and compare-at as each chosen store would get them, before pushing",
        body: PushPreviewRequest,
        response: { 200: PushPreview },
      },
    },
    (req) => push.previewPush(ctx, pushOwner(req), req.body),
  );
  app.get(
    '/api/listings/push/:batchId',
    {
      schema: {
        tags,
        security,
        summary: "A push's progress and each product's result",
        params: PushBatchParams,
        response: { 200: PushBatch },
      },
    },
    (req) => push.batchView(ctx, principalOf(req).userId, req.params.batchId, localeOf(req)),
  );
  app.get(
    '/api/listings',
    {
      schema: {
        tags,
        security,
        summary: 'My Products: pushed products with store, status, price range and sync state, newest first',
        querystring: ListingQuery,
        response: { 200: ListingPage },
      },
    },
    (req) => listings.list(ctx, principalOf(req).userId, req.query, localeOf(req), storeScopeOf(principalOf(req))),
  );
  app.get(
    '/api/listings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One listing with its variants, costs and store prices',
        params: ListingParams,
        response: { 200: ListingDetail },
      },
    },
    (req) => listings.detail(ctx, principalOf(req).userId, req.params.id, localeOf(req), storeScopeOf(principalOf(req))),
  );
  app.patch(
    '/api/listings/:id/prices',
    {
      schema: {
        tags,
        security,
        summary: 'Set variant prices in the store (store currency); a set price is kept by sync',
        params: ListingParams,
        body: ListingPricesPatch,
        response: { 200: ListingDetail },
      },
    },
    (req) =>
      listings.setPrices(ctx, principalOf(req).userId, req.params.id, req.body, localeOf(req), storeScopeOf(principalOf(req))),
  );
  app.post(
    '/api/listings/:id/unlist',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the product in the store; the listing stays, unlisted',
        params: ListingParams,
        response: { 200: ListingDetail },
      },
    },
    (req) => listings.unlist(ctx, principalOf(req).userId, req.params.id, localeOf(req), storeScopeOf(principalOf(req))),
  );
  app.post(
    '/api/listings/:id/sync',
    {
      schema: {
        tags,
        security,
        summary: 'Sync now: stock and rule prices from the catalogue to the store',
        params: ListingParams,
        response: { 200: ListingDetail },
      },
    },
    (req) => listings.syncNow(ctx, principalOf(req).userId, req.params.id, localeOf(req), storeScopeOf(principalOf(req))),
  );
  app.post(
    '/api/listings/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Push a failed listing again (same store product, never a duplicate)',
        params: ListingParams,
        response: { 200: ListingDetail },
      },
    },
    async (req) => {
      const caller = principalOf(req);
      await push.retry(ctx, caller.userId, req.params.id, storeScopeOf(caller));
      return listings.detail(ctx, caller.userId, req.params.id, localeOf(req));
    },
  );
};

/** The admin's read-only view of a seller's listings. */
export const listingsAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users/:userId/listings',
    {
      schema: {
        tags: ['admin', ...tags],
        security,
        summary: "Admin: a seller's listings (read-only)",
        params: UserParams,
        querystring: ListingQuery,
        response: { 200: ListingPage },
      },
    },
    (req) => listings.listForAdmin(ctx, req.params.userId, req.query, localeOf(req)),
  );
};
