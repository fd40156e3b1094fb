import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Ctx } from '../../context.js';
import { registerImportJob } from './import-job.js';
import { importsRoutes } from './imports.routes.js';
import { productsRoutes } from './products.routes.js';

/** The admin's catalogue: products and CSV imports, admins only; registers the import job on the queue. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  // Before the body is read: a seller is refused as such (403), whatever the body says, and learns nothing of its shape.
  app.addHook('preParsing', app.requireRole('admin'));
  registerImportJob(ctx);
  await app.register(productsRoutes, { ctx });
  await app.register(importsRoutes, { ctx });
};
