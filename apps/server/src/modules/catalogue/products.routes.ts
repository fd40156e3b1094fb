import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProduct,
  AdminProductPage,
  AdminProductParams,
  AdminProductQuery,
  CatalogueLookups,
  ProductStatusChange,
  ProductWrite,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { localeOf } from '../../plugins/errors.js';
import * as svc from './products.service.js';

const schema = { tags: ['admin', 'catalogue'], security: [{ basic: [] }] };

/** Admin → Products: the catalogue list, one product's editor, create, replace, activate and deactivate. */
export const productsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/catalogue/products',
    {
      schema: {
        ...schema,
        summary: 'Admin: catalogue products, newest first (search by title or SKU, status and category filters, keyset cursor)',
        querystring: AdminProductQuery,
        response: { 200: AdminProductPage },
      },
    },
    (req) => svc.listProducts(ctx, req.query, localeOf(req)),
  );
  app.get(
    '/api/admin/catalogue/products/:id',
    {
      schema: {
        ...schema,
        summary: 'Admin: one product, as the editor edits it',
        params: AdminProductParams,
        response: { 200: AdminProduct },
      },
    },
    (req) => svc.getProduct(ctx.db, req.params.id),
  );
  app.post(
    '/api/admin/catalogue/products',
    {
      schema: {
        ...schema,
        summary: 'Admin: add a product with its variants (every reference checked, SKUs unique in the catalogue)',
        body: ProductWrite,
        response: { 201: AdminProduct },
      },
    },
    async (req, reply) => reply.status(201).send(await svc.createProduct(ctx, req.body)),
  );
  app.put(
    '/api/admin/catalogue/products/:id',
    {
      schema: {
        ...schema,
        summary: 'Admin: replace a product; variants keep their ids by SKU',
        params: AdminProductParams,
        body: ProductWrite,
        response: { 200: AdminProduct },
      },
    },
    (req) => svc.replaceProduct(ctx, req.params.id, req.body),
  );
  app.post(
    '/api/admin/catalogue/products/:id/status',
    {
      schema: {
        ...schema,
        summary: 'Admin: activate or deactivate a product (JSON or form-encoded)',
        params: AdminProductParams,
        body: ProductStatusChange,
        response: { 200: AdminProduct },
      },
    },
    (req) => svc.changeStatus(ctx, req.params.id, req.body.status),
  );
  app.get(
    '/api/admin/catalogue/lookups',
    {
      schema: {
        ...schema,
        summary: "Admin: suppliers, warehouses, shipping templates and categories for the editor's selects",
        response: { 200: CatalogueLookups },
      },
    },
    async (req, reply) => {
      void reply.header('vary', 'Accept-Language');
      return svc.lookups(ctx, localeOf(req));
    },
  );
};
