import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MenuLayout, MenuLayoutUpdate } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import { auditSourceOf } from '../audit/audit-log.js';
import * as svc from './menu.service.js';

const security = [{ basic: [] }];
const MenuNodeSchema = z.object({ name: z.string(), children: z.array(z.object({ name: z.string() })).optional() });

/** The menu a signed-in user's role sees (the console's "menu from server" setting reads it). */
export const menuRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.post(
    '/api/user/menu',
    {
      schema: {
        tags: ['users'],
        security,
        summary: "The menu the user's role sees, in the order admins arranged",
        response: { 200: z.array(MenuNodeSchema) },
      },
    },
    (req) => svc.menuFor(ctx, principalOf(req).role),
  );
};

/** Admins arrange the server menu: order, and which roles see each entry. */
export const menuAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  const tags = ['admin', 'menu'];
  app.get(
    '/api/admin/menu',
    { schema: { tags, security, summary: 'The server menu in force, for every role', response: { 200: MenuLayout } } },
    () => svc.layout(ctx),
  );
  app.put(
    '/api/admin/menu',
    {
      schema: {
        tags,
        security,
        summary: 'Arrange the server menu: every entry once in its own group, in order, with the roles shown it (audited)',
        body: MenuLayoutUpdate,
        response: { 200: MenuLayout },
      },
    },
    (req) => svc.save(ctx, principalOf(req), req.body, auditSourceOf(req)),
  );
  app.delete(
    '/api/admin/menu',
    {
      schema: { tags, security, summary: 'Back to the default server menu (audited)', response: { 200: MenuLayout } },
    },
    (req) => svc.reset(ctx, principalOf(req), auditSourceOf(req)),
  );
};
