import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Done, SessionList, SessionParams, UserParams } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './sessions.service.js';

const tags = ['users'];
const security = [{ basic: [] }];

/** The signed-in sessions of a user: list, and sign out one or all the others. Only the owner may end them. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/sessions',
    {
      schema: { tags, security, summary: 'Signed-in sessions', params: UserParams, response: { 200: SessionList } },
    },
    (req) => svc.listSessions(ctx, req.params.userId, principalOf(req).sessionId),
  );

  app.post(
    '/v1/users/:userId/sessions/endOthers',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out every other session',
        params: UserParams,
        response: { 200: z.object({ ended: z.number().int() }) },
      },
    },
    (req) => svc.endOtherSessions(ctx, req.params.userId, principalOf(req).sessionId),
  );

  app.post(
    '/v1/users/:userId/sessions/:sessionId/end',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out one session (404 when the user has no such live session)',
        params: SessionParams,
        response: { 200: Done },
      },
    },
    (req) => svc.endSession(ctx, req.params.userId, req.params.sessionId),
  );
};
