import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Dashboard, DashboardQuery, UserParams } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import * as svc from './dashboard.service.js';

/** The Workplace's figures (Home / Workplace). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ basic: [] }],
        summary: "The seller's key figures for the Workplace",
        params: UserParams,
        querystring: DashboardQuery,
        response: { 200: Dashboard },
      },
    },
    (req) => svc.summary(ctx, req.params.userId, req.query.tz),
  );
};
