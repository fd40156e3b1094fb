import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestTiming, timeRequest } from '../lib/request-timing.js';

/**
 * Every response says where its time went in a `Server-Timing` header (browsers show it beside the request):
 * `db` is the time spent in database queries and how many ran, `app` the whole time from the request's arrival to
 * its answer. A slow screen then tells at once whether the server, the database or the console is to blame.
 */
export const serverTimingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_req, _reply, done) => timeRequest(done));
  app.addHook('onSend', async (_req, reply, payload) => {
    const timing = requestTiming();
    if (timing) {
      const total = Number(process.hrtime.bigint() - timing.start) / 1e6;
      void reply.header(
        'server-timing',
        `db;dur=${timing.dbMs.toFixed(1)};desc="${timing.queries} queries", app;dur=${total.toFixed(1)}`,
      );
    }
    return payload;
  });
});
