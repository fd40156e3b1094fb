import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** Where in a value the first NUL character sits (a dotted path), or undefined when there is none. */
export function findNul(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const here = at ? `${at}.${k}` : k;
    if (k.includes('\u0000')) return here;
    const found = findNul(v, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses a NUL character anywhere in a request's path parameters, query or parsed body with 400, before any route
 * runs: PostgreSQL text cannot hold it (a query would fail with a 500) and SQLite would keep it, so both engines
 * answer the same refusal. Buffers (uploads) are bytes, not text, and pass.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const field = findNul(value);
      if (field !== undefined)
        throw new AppError('VALIDATION_FAILED', { field: field || where, in: where, reason: 'controlChar' });
    }
  });
});
