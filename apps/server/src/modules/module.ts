import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../context.js';
import { guardRoutes, type Access, type Need } from '../plugins/auth.js';

/** What every route plugin is given. */
export interface RouteOptions {
  ctx: Ctx;
  /** True once the server has begun to close: readiness then answers 503. */
  isClosing: () => boolean;
}

/**
 * A route plugin, who may call its routes, and for routes that act for an account (`user`, `owner`) what a team
 * member needs to (a route with another rule names it in its `config.access` or `config.need`).
 */
export interface Routes {
  access: Access;
  need?: Need;
  plugin: FastifyPluginAsyncZod<RouteOptions>;
}

/** A business module as the server wires it: its route plugins and its background jobs. */
export interface AppModule {
  name: string;
  /** Registered in this order, which is also the order of their paths in /openapi.json. */
  routes: readonly Routes[];
  /** Registers the module's job handlers and schedules on `ctx.jobs`. */
  jobs?: (ctx: Ctx) => void;
}

/** Registers every route plugin of `modules` in list order, each in a scope of its own that checks its access rule. */
export async function registerRoutes(app: FastifyInstance, modules: readonly AppModule[], opts: RouteOptions): Promise<void> {
  for (const m of modules) {
    for (const r of m.routes) {
      await app.register(async (scope) => {
        guardRoutes(scope, r.access, r.need);
        await scope.register(r.plugin, opts);
      });
    }
  }
}
