import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { notReady } from './readiness.js';

/**
 * Liveness (the process answers) and readiness: not shutting down, the database answers with every migration this
 * build needs, the job worker is not stuck. A 503 names the reason in `params.reason`.
 */
export const systemRoutes: FastifyPluginAsyncZod<{ ctx: Ctx; isClosing: () => boolean }> = async (app, { ctx, isClosing }) => {
  app.get('/healthz', { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } }, () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['sqlite', 'postgres']) }) },
      },
    },
    async () => {
      const reason = await notReady(ctx, isClosing);
      if (reason) fail('NOT_READY', { reason });
      return { status: 'ready' as const, database: ctx.engine };
    },
  );
};

const AdvanceClock = z.object({ days: z.number().int().min(1).max(400) });

/**
 * With TEST_CLOCK only: an admin moves the server's clock forward by whole days (a referral hold passing in a browser
 * journey); scheduled jobs then run for the new time. Sessions idle longer than their limit end, as they would.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  const clock = ctx.testClock;
  if (!clock) return;
  app.post(
    '/api/admin/test-clock',
    {
      schema: {
        tags: ['admin', 'system'],
        security: [{ basic: [] }],
        summary: "Admin, with TEST_CLOCK only: move the server's clock forward",
        body: AdvanceClock,
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    (req) => {
      clock.advance(req.body.days * 24 * 60 * 60 * 1000);
      return { now: new Date(ctx.now()).toISOString() };
    },
  );
};
