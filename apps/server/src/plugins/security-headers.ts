import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would write for these options, worked out once. The options never change while the server
 * runs, so every response can take the same headers; building helmet's middleware per request (as its Fastify
 * wrapper does) parsed the policy anew each time and was the largest cost of a small API answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => (failure = err));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.fromEntries(headers);
}

/** Puts helmet's headers on every response; a route may still replace one (a frameable page, a shared image). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
});
