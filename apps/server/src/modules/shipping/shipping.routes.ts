import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ShippingDefaults,
  ShippingDefaultsUpdate,
  ShippingMethodList,
  TrackSetting,
  TrackSettingParams,
  TrackSettingUpdate,
  UserParams,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { principalOf } from '../../plugins/auth.js';
import * as shipping from './shipping.service.js';
import * as track from './track.service.js';
import { settingChange } from '../audit/setting-change.js';

const tags = ['shipping'];
const security = [{ basic: [] }];

/** The seller named outside the path (`{id}`, or `userId` in the body) is the caller, or an admin reading. */
function requireOwner(req: FastifyRequest, userId: string, mode: 'read' | 'write'): void {
  const p = principalOf(req);
  if (userId === p.userId || (mode === 'read' && p.role === 'admin')) return;
  fail('FORBIDDEN');
}

/** The shipping method catalogue. */
export const shippingRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/shipping/methods',
    {
      schema: { tags, security, summary: 'The shipping methods on offer', response: { 200: ShippingMethodList } },
    },
    async () => ({ items: await shipping.listMethods(ctx.db) }),
  );
};

/** The seller's shipping defaults: ship-to country and per-country method rules. */
export const shippingDefaultsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/shipping',
    {
      schema: {
        tags,
        security,
        summary: "The seller's default ship-to country and per-country method rules",
        params: UserParams,
        response: { 200: ShippingDefaults },
      },
    },
    (req) => shipping.getDefaults(ctx, req.params.userId),
  );
  app.post(
    '/v1/users/:userId/shipping',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the shipping defaults (JSON body)',
        params: UserParams,
        body: ShippingDefaultsUpdate,
        response: { 200: ShippingDefaults },
      },
    },
    (req) =>
      settingChange(
        ctx,
        req,
        'shipping',
        (id) => shipping.getDefaults(ctx, id),
        (id) => shipping.saveDefaults(ctx, id, req.body),
      ),
  );
};

/** How tracking reaches the seller's stores. The seller is named outside `:userId`, so each route checks its owner. */
export const trackSettingRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/userTrackSetting/:id',
    {
      schema: {
        tags,
        security,
        summary: "How tracking reaches the seller's stores ({id} is the seller's user id)",
        params: TrackSettingParams,
        response: { 200: TrackSetting },
      },
      preParsing: async (req) => requireOwner(req, (req.params as { id: string }).id, 'read'),
    },
    (req) => track.getTrack(ctx, req.params.id),
  );
  app.post(
    '/v1/userTrackSetting',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the tracking setting (JSON body; userId names the seller)',
        body: TrackSettingUpdate,
        response: { 200: TrackSetting },
      },
      // The seller is named in the body, read once it is parsed; a caller who is not signed in was refused before that.
      preHandler: async (req) => requireOwner(req, (req.body as { userId: string }).userId, 'write'),
    },
    (req) => track.saveTrack(ctx, req.body),
  );
};
