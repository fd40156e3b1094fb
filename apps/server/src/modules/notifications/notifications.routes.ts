import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarkReadBody, MarkReadResult, NotificationListQuery, NotificationPage, UnreadCount } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './notifications.service.js';

const tags = ['notifications'];
const security = [{ basic: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/notifications',
    {
      schema: { tags, security, querystring: NotificationListQuery, response: { 200: NotificationPage } },
    },
    (req) => svc.list(ctx.db, principalOf(req).userId, req.query),
  );
  app.get('/api/notifications/unread-count', { schema: { tags, security, response: { 200: UnreadCount } } }, (req) =>
    svc.unreadCount(ctx.db, principalOf(req).userId),
  );
  app.post(
    '/api/notifications/read',
    { schema: { tags, security, body: MarkReadBody, response: { 200: MarkReadResult } } },
    (req) => svc.markRead(ctx.db, principalOf(req).userId, req.body, ctx.now()),
  );
};
