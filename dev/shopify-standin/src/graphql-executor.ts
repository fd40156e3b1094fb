import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { ADMIN_SDL } from './graphql-schema.js';
import { mutationRoot } from './graphql-mutations.js';
import { ORDER_SDL } from './graphql-order-schema.js';
import { orderMutationRoot, orderQueryRoot } from './graphql-orders.js';
import {
  connection,
  findProduct,
  findVariant,
  gid,
  locationView,
  matchesQuery,
  need,
  parseGid,
  productView,
  variantView,
  type GqlContext,
  type PageArgs,
} from './graphql-views.js';
import { shopDomain } from './shops.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- argument shapes are checked by graphql-js against the schema */
type Args = Record<string, any>;

const queryRoot = {
  shop: (_a: Args, ctx: GqlContext) => ({
    id: gid('Shop', ctx.shop.id),
    name: ctx.shop.title,
    email: ctx.shop.email,
    myshopifyDomain: shopDomain(ctx.shop.name),
    currencyCode: ctx.shop.currency,
    url: `https://${shopDomain(ctx.shop.name)}`,
    primaryDomain: { host: shopDomain(ctx.shop.name), url: `https://${shopDomain(ctx.shop.name)}` },
  }),
  product: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_products', 'product');
    const p = findProduct(ctx.shop, parseGid('Product', a.id));
    return p ? productView(ctx, p) : null;
  },
  productByIdentifier: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_products', 'productByIdentifier');
    const i = a.identifier as Args;
    const p = i.id
      ? findProduct(ctx.shop, parseGid('Product', i.id))
      : i.handle
        ? ctx.shop.products.find((x) => x.handle === i.handle)
        : undefined;
    return p ? productView(ctx, p) : null;
  },
  products: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_products', 'products');
    const list = ctx.shop.products.filter((p) => matchesQuery(p, a.query));
    return connection(a.reverse ? [...list].reverse() : list, a as PageArgs, (p) => productView(ctx, p));
  },
  productsCount: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_products', 'productsCount');
    return { count: ctx.shop.products.filter((p) => matchesQuery(p, a.query)).length };
  },
  productVariant: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_products', 'productVariant');
    const found = findVariant(ctx.shop, parseGid('ProductVariant', a.id));
    return found ? variantView(ctx, found.product, found.variant) : null;
  },
  location: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_locations', 'location');
    // Without an id: the shop's primary location.
    return !a.id || parseGid('Location', a.id) === ctx.shop.locationId ? locationView(ctx.shop) : null;
  },
  locations: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_locations', 'locations');
    return connection([{ id: ctx.shop.locationId }], a as PageArgs, () => locationView(ctx.shop));
  },
};

let schema: GraphQLSchema | undefined;

/** Runs one Admin API GraphQL request for an app's install in a shop; the answer is Shopify's JSON shape. */
export async function executeAdminGraphql(
  ctx: GqlContext,
  body: { query?: unknown; variables?: unknown; operationName?: unknown },
): Promise<Record<string, unknown>> {
  if (typeof body.query !== 'string' || !body.query.trim()) {
    return { errors: [{ message: 'Parameter Missing or Invalid', extensions: { code: 'BAD_REQUEST' } }] };
  }
  schema ??= buildSchema(ADMIN_SDL + ORDER_SDL);
  const result = await graphql({
    schema,
    source: body.query,
    rootValue: { ...queryRoot, ...orderQueryRoot, ...mutationRoot, ...orderMutationRoot },
    contextValue: ctx,
    variableValues: body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : null,
    operationName: typeof body.operationName === 'string' ? body.operationName : null,
  });
  const cost = 10;
  return {
    ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
    ...(result.data !== undefined ? { data: result.data } : {}),
    extensions: {
      cost: {
        requestedQueryCost: cost,
        actualQueryCost: cost,
        throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 2000 - cost, restoreRate: 100 },
      },
    },
  };
}
