import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PraiseCard, PraiseCardUpdate, UserParams } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import * as svc from './praise-card.service.js';
import { settingChange } from '../audit/setting-change.js';

const tags = ['settings'];
const security = [{ basic: [] }];

/** Setting → Praise card: the thank-you card put in each parcel. */
export const praiseCardRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/praiseCard',
    {
      schema: {
        tags,
        security,
        summary: "The seller's praise card and its fee per parcel",
        params: UserParams,
        response: { 200: PraiseCard },
      },
    },
    (req) => svc.getCard(ctx, req.params.userId),
  );
  app.post(
    '/v1/users/:userId/praiseCard',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the praise card (JSON: enabled, designUploadId of a `praiseCard` upload, message)',
        params: UserParams,
        body: PraiseCardUpdate,
        response: { 200: PraiseCard },
      },
    },
    (req) =>
      settingChange(
        ctx,
        req,
        'praiseCard',
        (id) => svc.getCard(ctx, id),
        (id) => svc.saveCard(ctx, id, req.body),
      ),
  );
};
