import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';

const Headers = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

/** GET /api/events: the caller's live events as Server-Sent Events (contracts live.ts). */
export const liveRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['live'],
        security: [{ basic: [] }],
        summary: "The caller's live events (text/event-stream); Last-Event-ID resumes after a reconnect",
        headers: Headers,
      },
    },
    async (req, reply) => {
      const { userId } = principalOf(req);
      const last = req.headers['last-event-id'];
      await ctx.live.ready();
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
        'x-content-type-options': 'nosniff',
      });
      // Tells EventSource-like clients how long to wait before reconnecting.
      res.write('retry: 2000\n\n');
      let closed = false;
      let remove: (() => void) | null = null;
      res.on('close', () => {
        closed = true;
        remove?.();
      });
      try {
        const done = await ctx.live.open(
          userId,
          { write: (s) => res.write(s), end: () => res.end() },
          last ? Number(last) : null,
        );
        if (closed) done();
        else remove = done;
      } catch (err) {
        req.log.warn({ err }, 'live events: could not open the stream');
        res.end();
      }
    },
  );
};
