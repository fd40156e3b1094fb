import {
  connection,
  gid,
  locationView,
  need,
  parseGid,
  productView,
  variantView,
  type GqlContext,
  type PageArgs,
} from './graphql-views.js';
import { countryName, fullName, lineRefs } from './order-payloads.js';
import {
  displayFulfillmentStatus,
  shippedOf,
  sumMoney,
  type FulfillmentOrderRec,
  type FulfillmentRec,
  type OrderLineRec,
  type OrderRec,
  type TrackingRec,
} from './order-records.js';
import { orderConnection, type OrderSortKey } from './order-search.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- argument shapes are checked by graphql-js against the schema */
type Args = Record<string, any>;

const FO_READ = 'read_merchant_managed_fulfillment_orders';
const FO_WRITE = 'write_merchant_managed_fulfillment_orders';

const moneyBag = (amount: string, currencyCode: string) => {
  const m = { amount, currencyCode };
  return { shopMoney: m, presentmentMoney: m };
};

function lineItemView(ctx: GqlContext, o: OrderRec, line: OrderLineRec) {
  const refs = lineRefs(ctx.shop, line);
  const product = ctx.shop.products.find((p) => p.id === refs.productId);
  const variant = product?.variants.find((v) => v.id === refs.variantId);
  return {
    id: gid('LineItem', line.id),
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    title: line.title,
    variantTitle: line.variantTitle,
    sku: line.sku,
    quantity: line.quantity,
    currentQuantity: o.cancelledAt ? 0 : line.quantity,
    unfulfilledQuantity: o.cancelledAt ? 0 : line.quantity - shippedOf(o, line.id),
    variant: () => (product && variant ? variantView(ctx, product, variant) : null),
    product: () => (product ? productView(ctx, product) : null),
    originalUnitPriceSet: moneyBag(line.price, o.currency),
  };
}

const trackingView = (t: TrackingRec) => ({ company: t.company, number: t.number, url: t.url });

function fulfillmentView(ctx: GqlContext, o: OrderRec, f: FulfillmentRec) {
  const lineOf = (id: number) => o.lineItems.find((l) => l.id === id)!;
  return {
    id: gid('Fulfillment', f.id),
    legacyResourceId: String(f.id),
    name: f.name,
    status: f.status,
    totalQuantity: f.lineItems.reduce((n, l) => n + l.quantity, 0),
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    trackingInfo: (a: Args) => f.trackingInfo.slice(0, a.first ?? undefined).map(trackingView),
    fulfillmentLineItems: (a: PageArgs) =>
      connection(
        f.lineItems.map((l) => ({ ...l, id: l.lineItemId })),
        a,
        (l) => ({
          id: gid('FulfillmentLineItem', l.id),
          quantity: l.quantity,
          lineItem: lineItemView(ctx, o, lineOf(l.lineItemId)),
        }),
      ),
    location: () => (f.locationId === ctx.shop.locationId ? locationView(ctx.shop) : null),
    order: () => {
      need(ctx, 'read_orders', 'order');
      return orderView(ctx, o);
    },
  };
}

function fulfillmentOrderView(ctx: GqlContext, o: OrderRec, fo: FulfillmentOrderRec) {
  return {
    id: gid('FulfillmentOrder', fo.id),
    orderId: gid('Order', o.id),
    status: fo.status,
    assignedLocation: { name: locationView(ctx.shop).name, location: locationView(ctx.shop) },
    createdAt: fo.createdAt,
    updatedAt: fo.updatedAt,
    lineItems: (a: PageArgs & { reverse?: boolean }) =>
      connection(a.reverse ? [...fo.lineItems].reverse() : fo.lineItems, a, (l) => ({
        id: gid('FulfillmentOrderLineItem', l.id),
        totalQuantity: l.totalQuantity,
        remainingQuantity: l.remainingQuantity,
        lineItem: lineItemView(
          ctx,
          o,
          o.lineItems.find((x) => x.id === l.lineItemId)!,
        ),
      })),
    order: () => {
      need(ctx, 'read_orders', 'order');
      return orderView(ctx, o);
    },
  };
}

/** An order in Shopify's GraphQL shape; fulfillment orders need a fulfillment-order scope of their own. */
export function orderView(ctx: GqlContext, o: OrderRec): Record<string, unknown> {
  const a = o.shippingAddress;
  const c = o.customer;
  const shipping = sumMoney(o.shippingLines.map((l) => l.price));
  return {
    id: gid('Order', o.id),
    legacyResourceId: String(o.id),
    name: o.name,
    email: o.email,
    phone: o.phone,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    processedAt: o.createdAt,
    cancelledAt: o.cancelledAt,
    cancelReason: o.cancelReason,
    closed: false,
    test: false,
    currencyCode: o.currency,
    subtotalPriceSet: moneyBag(o.subtotalPrice, o.currency),
    totalShippingPriceSet: moneyBag(shipping, o.currency),
    totalPriceSet: moneyBag(o.totalPrice, o.currency),
    displayFinancialStatus: o.financialStatus,
    displayFulfillmentStatus: displayFulfillmentStatus(o),
    fullyPaid: true,
    customer: c && {
      id: gid('Customer', c.id),
      legacyResourceId: String(c.id),
      firstName: c.firstName,
      lastName: c.lastName,
      displayName: fullName(c.firstName, c.lastName) ?? c.email ?? '',
      email: c.email,
      phone: c.phone,
      defaultEmailAddress: c.email ? { emailAddress: c.email } : null,
      defaultPhoneNumber: c.phone ? { phoneNumber: c.phone } : null,
    },
    shippingAddress: a && {
      id: gid('MailingAddress', o.id),
      ...a,
      name: fullName(a.firstName, a.lastName),
      country: countryName(a.countryCode),
      countryCodeV2: a.countryCode,
      formattedArea: [a.city, a.provinceCode, countryName(a.countryCode)].filter(Boolean).join(', ') || null,
    },
    lineItems: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...o.lineItems].reverse() : o.lineItems, args, (l) => lineItemView(ctx, o, l)),
    shippingLines: (args: PageArgs & { reverse?: boolean }) =>
      connection(args.reverse ? [...o.shippingLines].reverse() : o.shippingLines, args, (l) => ({
        id: gid('ShippingLine', l.id),
        title: l.title,
        originalPriceSet: moneyBag(l.price, o.currency),
      })),
    fulfillmentOrders: (args: PageArgs & { reverse?: boolean }) => {
      need(ctx, FO_READ, 'fulfillmentOrders');
      const list = args.reverse ? [...o.fulfillmentOrders].reverse() : o.fulfillmentOrders;
      return connection(list, args, (fo) => fulfillmentOrderView(ctx, o, fo));
    },
    fulfillments: (args: { first?: number | null }) =>
      o.fulfillments.slice(0, args.first ?? undefined).map((f) => fulfillmentView(ctx, o, f)),
  };
}

const orderOf = (ctx: GqlContext, id: number) => ctx.shop.orders.find((o) => o.id === id);

export const orderQueryRoot = {
  order: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_orders', 'order');
    const o = orderOf(ctx, parseGid('Order', a.id));
    return o ? orderView(ctx, o) : null;
  },
  orders: (a: Args, ctx: GqlContext) => {
    need(ctx, 'read_orders', 'orders');
    return orderConnection(ctx.shop.orders, { ...a, sortKey: a.sortKey as OrderSortKey }, (o) => orderView(ctx, o));
  },
  fulfillmentOrder: (a: Args, ctx: GqlContext) => {
    need(ctx, FO_READ, 'fulfillmentOrder');
    const id = parseGid('FulfillmentOrder', a.id);
    const o = ctx.shop.orders.find((x) => x.fulfillmentOrders.some((fo) => fo.id === id));
    const fo = o?.fulfillmentOrders.find((x) => x.id === id);
    return o && fo ? fulfillmentOrderView(ctx, o, fo) : null;
  },
};

/** fulfillmentCreate: ships fulfillment orders (all remaining items, or the listed ones) with tracking. */
function fulfillmentCreate(ctx: GqlContext, args: Args) {
  need(ctx, FO_WRITE, 'fulfillmentCreate');
  const input = args.fulfillment as Args;
  const t = (input.trackingInfo ?? {}) as Args;
  const numbers: string[] = t.numbers?.length ? t.numbers : t.number ? [t.number] : [];
  const urls: string[] = t.urls?.length ? t.urls : t.url ? [t.url] : [];
  const tracking: TrackingRec[] = (numbers.length ? numbers : urls.length || t.company ? [null] : []).map((n, i) => ({
    company: t.company ?? null,
    number: n,
    url: urls[i] ?? null,
  }));
  const done = ctx.orders.fulfil(ctx.shop, {
    items: (input.lineItemsByFulfillmentOrder as Args[]).map((i) => ({
      fulfillmentOrderId: parseGid('FulfillmentOrder', i.fulfillmentOrderId),
      lines: (i.fulfillmentOrderLineItems as Args[] | null | undefined)?.map((l) => ({
        id: parseGid('FulfillmentOrderLineItem', l.id),
        quantity: l.quantity,
      })),
    })),
    tracking,
    notifyCustomer: input.notifyCustomer === true,
  });
  if ('userErrors' in done) return { fulfillment: null, userErrors: done.userErrors };
  return { fulfillment: fulfillmentView(ctx, done.order, done.fulfillment), userErrors: [] };
}

export const orderMutationRoot = {
  fulfillmentCreate: (a: Args, c: GqlContext) => fulfillmentCreate(c, a),
};
