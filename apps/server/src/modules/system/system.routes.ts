import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';

/** Liveness (the process answers) and readiness (the database answers and we are not shutting down). */
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
      if (isClosing()) fail('NOT_READY');
      try {
        await sql`select 1`.execute(ctx.db);
      } catch {
        fail('NOT_READY');
      }
      return { status: 'ready' as const, database: ctx.engine };
    },
  );
};
