import { GraphQLError } from 'graphql';
import type { StandinOrders } from './orders.js';
import {
  shopDomain,
  type InstallRec,
  type MediaRec,
  type ProductRec,
  type ShopRec,
  type ShopStore,
  type VariantRec,
} from './shops.js';

/** What every resolver gets: the shop the token belongs to, the app's install, and the store to change. */
export interface GqlContext {
  store: ShopStore;
  shop: ShopRec;
  install: InstallRec;
  /** Called after a product is deleted (the stand-in sends products/delete). */
  onProductDeleted: (shop: ShopRec, product: ProductRec) => void;
  /** Order writes (fulfillmentCreate) with the webhooks they send. */
  orders: StandinOrders;
}

export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

/** The number of a global id of `type`; -1 for a well-formed id of another type (it then names nothing). */
export function parseGid(type: string, value: string): number {
  const m = /^gid:\/\/shopify\/(\w+)\/(\d+)$/.exec(value);
  if (!m) throw new GraphQLError(`Invalid global id '${value}'`, { extensions: { code: 'argumentLiteralsIncompatible' } });
  return m[1] === type ? Number(m[2]) : -1;
}

/** Whether an install's granted scopes cover `scope` (a write_ scope covers its read_). */
export function hasScope(install: InstallRec, scope: string): boolean {
  if (install.scopes.includes(scope)) return true;
  return scope.startsWith('read_') && install.scopes.includes(`write_${scope.slice('read_'.length)}`);
}

/** Refuses a field the app's granted scopes do not cover, the way Shopify does (a GraphQL error, ACCESS_DENIED). */
export function need(ctx: GqlContext, scope: string, field: string): void {
  if (hasScope(ctx.install, scope)) return;
  throw new GraphQLError(`Access denied for ${field} field. Required access: \`${scope}\` access scope.`, {
    extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes' },
  });
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

const cursorOf = (id: number) => Buffer.from(JSON.stringify({ last_id: id })).toString('base64');
function idOfCursor(cursor: string): number {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    if (typeof v.last_id === 'number') return v.last_id;
  } catch {
    // fall through
  }
  throw new GraphQLError('Invalid cursor for current pagination sort.');
}

/** A Relay connection over `items` (in their order) with Shopify's rules: first or last is required, at most 250. */
export function connection<T extends { id: number }>(items: T[], args: PageArgs, view: (t: T) => unknown) {
  const size = args.first ?? args.last;
  if (size === null || size === undefined) throw new GraphQLError('you must provide one of first or last');
  if (size > 250) throw new GraphQLError(`The ${args.first != null ? 'first' : 'last'} argument cannot exceed 250.`);
  let list = items;
  if (args.after) {
    const at = list.findIndex((t) => t.id === idOfCursor(args.after!));
    list = at >= 0 ? list.slice(at + 1) : [];
  }
  if (args.before) {
    const at = list.findIndex((t) => t.id === idOfCursor(args.before!));
    list = at >= 0 ? list.slice(0, at) : list;
  }
  const page = args.first != null ? list.slice(0, size) : list.slice(Math.max(0, list.length - size));
  const nodes = page.map(view);
  return {
    nodes,
    edges: page.map((t, i) => ({ node: nodes[i], cursor: cursorOf(t.id) })),
    pageInfo: {
      hasNextPage: args.first != null ? list.length > page.length : false,
      hasPreviousPage: args.last != null ? list.length > page.length : !!args.after,
      startCursor: page[0] ? cursorOf(page[0].id) : null,
      endCursor: page.at(-1) ? cursorOf(page.at(-1)!.id) : null,
    },
  };
}

export const variantTitle = (v: VariantRec) => v.optionValues.join(' / ');
const availableAt = (shop: ShopRec, v: VariantRec) => v.available[String(shop.locationId)] ?? 0;

export function locationView(shop: ShopRec) {
  return { id: gid('Location', shop.locationId), name: 'Shop location', isActive: true };
}

function mediaView(m: MediaRec) {
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', m.id),
    alt: m.alt,
    mediaContentType: 'IMAGE',
    status: 'READY',
    image: { id: gid('ProductImage', m.id), url: m.url, altText: m.alt },
  };
}

export function variantView(ctx: GqlContext, p: ProductRec, v: VariantRec): Record<string, unknown> {
  const inventoryItem = {
    id: gid('InventoryItem', v.inventoryItemId),
    sku: v.sku,
    tracked: v.tracked,
    variant: () => variantView(ctx, p, v),
  };
  return {
    id: gid('ProductVariant', v.id),
    title: variantTitle(v),
    displayName: `${p.title} - ${variantTitle(v)}`,
    sku: v.sku,
    barcode: null,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    position: v.position,
    inventoryQuantity: availableAt(ctx.shop, v),
    selectedOptions: p.options.map((o, i) => ({ name: o.name, value: v.optionValues[i] ?? '' })),
    inventoryItem,
    product: () => productView(ctx, p),
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

export function productView(ctx: GqlContext, p: ProductRec): Record<string, unknown> {
  return {
    id: gid('Product', p.id),
    title: p.title,
    handle: p.handle,
    descriptionHtml: p.descriptionHtml,
    vendor: p.vendor,
    productType: p.productType,
    tags: p.tags,
    status: p.status,
    totalInventory: p.variants.reduce((n, v) => n + availableAt(ctx.shop, v), 0),
    onlineStoreUrl: p.status === 'ACTIVE' ? `https://${shopDomain(ctx.shop.name)}/products/${p.handle}` : null,
    options: (args: { first?: number | null }) =>
      p.options.slice(0, args.first ?? undefined).map((o, i) => ({
        id: gid('ProductOption', o.id),
        name: o.name,
        position: i + 1,
        values: o.values.map((v) => v.name),
        optionValues: o.values.map((v) => ({
          id: gid('ProductOptionValue', v.id),
          name: v.name,
          hasVariants: p.variants.some((x) => x.optionValues[i] === v.name),
        })),
      })),
    variants: (args: PageArgs) => connection(p.variants, args, (v) => variantView(ctx, p, v)),
    variantsCount: { count: p.variants.length },
    media: (args: PageArgs) => connection(p.media, args, mediaView),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export function findProduct(shop: ShopRec, id: number): ProductRec | undefined {
  return shop.products.find((p) => p.id === id);
}

export function findVariant(shop: ShopRec, id: number): { product: ProductRec; variant: VariantRec } | undefined {
  for (const product of shop.products) {
    const variant = product.variants.find((v) => v.id === id);
    if (variant) return { product, variant };
  }
  return undefined;
}

export function findInventoryItem(shop: ShopRec, id: number): { product: ProductRec; variant: VariantRec } | undefined {
  for (const product of shop.products) {
    const variant = product.variants.find((v) => v.inventoryItemId === id);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** Shopify's product search, the parts a sales channel uses: `handle:x`, `sku:x`, `status:x`, or words of the title. */
export function matchesQuery(p: ProductRec, query: string | null | undefined): boolean {
  if (!query?.trim()) return true;
  return query
    .trim()
    .split(/\s+(?:AND\s+)?/i)
    .every((term) => {
      const m = /^(\w+):(.+)$/.exec(term);
      const value = (m ? m[2]! : term).replace(/^['"]|['"]$/g, '').toLowerCase();
      switch (m?.[1]?.toLowerCase()) {
        case 'handle':
          return p.handle === value;
        case 'sku':
          return p.variants.some((v) => v.sku?.toLowerCase() === value);
        case 'status':
          return p.status.toLowerCase() === value;
        case 'title':
          return p.title.toLowerCase().includes(value);
        default:
          return p.title.toLowerCase().includes(value);
      }
    });
}
