import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryTree,
  MarketPage,
  MarketQuery,
  ProductDetail,
  ProductParams,
  ShippingQuote,
  ShippingQuoteQuery,
  WarehouseList,
  formNumber,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { embeddableAnywhere } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import { localeOf } from '../../plugins/errors.js';
import { drawArt } from './art.js';
import { categoryTree } from './categories.service.js';
import { listProducts } from './market.service.js';
import { getProduct } from './product.service.js';
import { quote } from './shipping-quote.service.js';

const tags = ['market'];
const security = [{ basic: [] }];

/** The seller's market: collections, product pages, categories, warehouses and shipping quotes. */
export const marketRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/market/products',
    {
      schema: {
        tags,
        security,
        summary: 'One page of a market collection: search, filters, sort, keyset cursor; cards priced for the ship-to country',
        querystring: MarketQuery,
        response: { 200: MarketPage },
      },
    },
    (req) => listProducts(ctx, principalOf(req), req.query),
  );
  app.get(
    '/api/market/products/:id',
    {
      schema: { tags, security, summary: "A product's page", params: ProductParams, response: { 200: ProductDetail } },
    },
    (req) => getProduct(ctx, principalOf(req), req.params.id, localeOf(req)),
  );
  app.get(
    '/api/market/categories',
    {
      schema: { tags, security, summary: 'The category tree, named in the Accept-Language', response: { 200: CategoryTree } },
    },
    async (req, reply) => {
      void reply.header('vary', 'Accept-Language');
      return { items: await categoryTree(ctx, localeOf(req)) };
    },
  );
  app.get(
    '/api/market/warehouses',
    {
      schema: { tags, security, summary: 'The warehouses products ship from', response: { 200: WarehouseList } },
    },
    async () => {
      const rows = await ctx.db.selectFrom('warehouses').selectAll().orderBy('sort').execute();
      return { items: rows.map((w) => ({ code: w.code, name: w.name, countryCode: w.country_code, region: w.region })) };
    },
  );
  app.get(
    '/v1/shipping/template',
    {
      schema: {
        tags: ['shipping'],
        security,
        summary: 'Every method shipping a product (or variant) to a country, with cost and days',
        querystring: ShippingQuoteQuery,
        response: { 200: ShippingQuote },
      },
    },
    (req) => quote(ctx, principalOf(req), req.query),
  );
};

/** The placeholder art of demo products, drawn from the path: anyone may load it, as an <img> does. */
export const artRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/art/:shape/:hue/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          shape: formNumber(z.number().int().min(0).max(99)),
          hue: formNumber(z.number().int().min(0).max(359)),
          file: z.string().max(64),
        }),
      },
    },
    (req, reply) => {
      const m = /^([a-z0-9-]{1,60})\.svg$/.exec(req.params.file);
      if (!m?.[1]) return fail('NOT_FOUND');
      return embeddableAnywhere(reply)
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(drawArt(req.params.shape, req.params.hue, m[1]));
    },
  );
};
