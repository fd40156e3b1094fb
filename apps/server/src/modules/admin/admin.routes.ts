import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxPage, OutboxQuery } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { iso } from '../../lib/time.js';

/** Admin: the email/SMS outbox (what was sent, or kept when no SMTP server is configured). */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: { tags: ['admin'], security: [{ basic: [] }], querystring: OutboxQuery, response: { 200: OutboxPage } },
    },
    async (req) => {
      const { to, cursor, limit } = req.query;
      let q = ctx.db.selectFrom('outbox').selectAll();
      if (to) q = q.where('recipient', '=', to.trim().toLowerCase());
      if (cursor) q = q.where('id', '<', cursor);
      const rows = await q
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      return {
        items: page.map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.recipient,
          subject: r.subject,
          body: r.body,
          status: r.status,
          createdAt: iso(r.created_at),
        })),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );
};
