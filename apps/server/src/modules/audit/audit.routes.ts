import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendCsv } from '../../lib/send-file.js';
import * as svc from './audit.service.js';

const tags = ['admin', 'audit'];
const security = [{ basic: [] }];

/** The admin's view of the audit log. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log, newest first: by actor, account (id or email), action (prefix) and days',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    (req) => svc.list(ctx, req.query),
  );
  app.get(
    '/api/admin/audit.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log as CSV (the same filters)',
        querystring: AuditQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => sendCsv(reply, 'dropport-audit.csv', await svc.csv(ctx, req.query)),
  );
};
