import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserAction, AdminUserDetail, AdminUserPage, AdminUserQuery } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { metaOf } from '../../lib/request-meta.js';
import { principalOf } from '../../plugins/auth.js';
import { auditSourceOf } from '../audit/audit-log.js';
import * as svc from './admin-users.service.js';

const tags = ['admin', 'users'];
const security = [{ basic: [] }];
const UserParams = z.object({ userId: z.string().min(1).max(64) });

/** The admin's console for users: find one, see everything about them, act on their account. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users by email, id, account id, invite code or store domain; newest first',
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage },
      },
    },
    (req) => svc.search(ctx, req.query),
  );
  app.get(
    '/api/admin/users/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'One user, with what an admin looks at',
        params: UserParams,
        response: { 200: AdminUserDetail },
      },
    },
    (req) => svc.detail(ctx, req.params.userId),
  );
  app.post(
    '/api/admin/users/:userId/actions',
    {
      schema: {
        tags,
        security,
        summary: 'Disable, enable, end sessions, reset two-factor, resend verification, promote, demote or change email',
        params: UserParams,
        body: AdminUserAction,
        response: { 200: AdminUserDetail },
      },
    },
    (req) => svc.act(ctx, principalOf(req), req.params.userId, req.body, metaOf(req), auditSourceOf(req)),
  );
};
