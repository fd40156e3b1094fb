import { fromMoney, ShopifyUserErrors, type ShopifyUserError } from './shopify-client.js';
import { ORDER_QUERIES, RestOrderBody, type FulfillmentStateNode, type OrderNode } from './shopify-order-queries.js';

export interface StoreOrderAddress {
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCode: string | null;
  phone: string | null;
}

export interface StoreOrderLine {
  /** gid://shopify/LineItem/N */
  id: string;
  /** gid://shopify/Product/N; null once the product is gone from the store. */
  productId: string | null;
  /** gid://shopify/ProductVariant/N; null once the variant is gone from the store. */
  variantId: string | null;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  unitPriceMinor: number;
}

/**
 * A store's order in Dropport's terms, the same whether read through the Admin API or from an order webhook: ids are
 * global ids, times ISO UTC with ms, money in minor units of `currency` (the shop currency), statuses in the GraphQL
 * enum spelling (financialStatus PAID…, fulfillmentStatus UNFULFILLED | PARTIALLY_FULFILLED | FULFILLED…,
 * cancelReason CUSTOMER…), empty strings as null.
 */
export interface StoreOrder {
  /** gid://shopify/Order/N */
  id: string;
  /** "#1001" */
  name: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  currency: string;
  totalMinor: number;
  email: string | null;
  phone: string | null;
  customer: { id: string | null; firstName: string | null; lastName: string | null; email: string | null } | null;
  shippingAddress: StoreOrderAddress | null;
  lines: StoreOrderLine[];
  financialStatus: string | null;
  fulfillmentStatus: string | null;
}

export interface NewFulfillment {
  /** gid://shopify/Order/N */
  orderId: string;
  trackingCompany: string;
  trackingNumber: string;
  trackingUrl: string | null;
  notifyCustomer: boolean;
}

/** The order calls of ShopifyAdminClient. */
export interface ShopifyOrderClient {
  /** Orders by updatedAt ascending (then id), from `updatedAtMin` on (inclusive); nextCursor is null on the last page. */
  listOrders(o?: {
    updatedAtMin?: string;
    after?: string | null;
    first?: number;
  }): Promise<{ orders: StoreOrder[]; nextCursor: string | null }>;
  getOrder(id: string): Promise<StoreOrder | null>;
  /**
   * Ships every open fulfillment order of the order (all remaining items) with this tracking. Safe to retry: when
   * nothing is left open and a fulfillment with the same tracking number exists, answers it with alreadyFulfilled.
   */
  createFulfillment(f: NewFulfillment): Promise<{ fulfillmentId: string; alreadyFulfilled: boolean }>;
}

/** How the client runs one GraphQL document (errors already mapped to the Shopify*Error classes). */
export type GraphqlRun = <T>(operation: string, query: string, variables?: Record<string, unknown>) => Promise<T>;

const blank = (v: string | null | undefined): string | null => (v === null || v === undefined || v.trim() === '' ? null : v);
const iso = (v: string) => new Date(v).toISOString();
const isoOrNull = (v: string | null | undefined) => (blank(v) === null ? null : iso(v!));
const upper = (v: string | null | undefined) => blank(v)?.toUpperCase() ?? null;

function orderOf(n: OrderNode): StoreOrder {
  const a = n.shippingAddress;
  return {
    id: n.id,
    name: n.name,
    createdAt: iso(n.createdAt),
    updatedAt: iso(n.updatedAt),
    cancelledAt: isoOrNull(n.cancelledAt),
    cancelReason: n.cancelReason,
    currency: n.currencyCode,
    totalMinor: fromMoney(n.totalPriceSet.shopMoney.amount),
    email: blank(n.email),
    phone: blank(n.phone),
    customer: n.customer && {
      id: n.customer.id,
      firstName: blank(n.customer.firstName),
      lastName: blank(n.customer.lastName),
      email: blank(n.customer.defaultEmailAddress?.emailAddress),
    },
    shippingAddress: a && {
      firstName: blank(a.firstName),
      lastName: blank(a.lastName),
      name: blank(a.name),
      company: blank(a.company),
      address1: blank(a.address1),
      address2: blank(a.address2),
      city: blank(a.city),
      province: blank(a.province),
      provinceCode: blank(a.provinceCode),
      zip: blank(a.zip),
      countryCode: blank(a.countryCodeV2),
      phone: blank(a.phone),
    },
    lines: n.lineItems.nodes.map((l) => ({
      id: l.id,
      productId: l.product?.id ?? null,
      variantId: l.variant?.id ?? null,
      sku: blank(l.sku),
      title: l.title,
      variantTitle: blank(l.variantTitle),
      quantity: l.quantity,
      unitPriceMinor: fromMoney(l.originalUnitPriceSet.shopMoney.amount),
    })),
    financialStatus: n.displayFinancialStatus,
    fulfillmentStatus: n.displayFulfillmentStatus,
  };
}

// ---- The REST body of orders/create, orders/updated, orders/cancelled (and orders/paid, orders/fulfilled…) ----

const gidOf = (type: string, id: string | null | undefined) => (id ? `gid://shopify/${type}/${id}` : null);
// REST writes fulfillment_status as null | "partial" | "fulfilled" | "restocked"; GraphQL's enum is the common spelling.
const REST_FULFILLMENT: Record<string, string> = {
  partial: 'PARTIALLY_FULFILLED',
  fulfilled: 'FULFILLED',
  restocked: 'RESTOCKED',
};

/** An order webhook's REST JSON body as a StoreOrder (numeric ids become global ids); throws on a malformed body. */
export function parseOrderWebhook(payload: unknown): StoreOrder {
  const parsed = RestOrderBody.safeParse(payload);
  if (!parsed.success) {
    const why = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
      .join('; ');
    throw new Error(`Not a Shopify order webhook body: ${why}`);
  }
  const o = parsed.data;
  const a = o.shipping_address;
  return {
    id: o.admin_graphql_api_id || gidOf('Order', o.id)!,
    name: o.name,
    createdAt: iso(o.created_at),
    updatedAt: iso(o.updated_at),
    cancelledAt: isoOrNull(o.cancelled_at),
    cancelReason: upper(o.cancel_reason),
    currency: o.currency,
    totalMinor: fromMoney(o.total_price),
    email: blank(o.email),
    phone: blank(o.phone),
    customer: o.customer
      ? {
          id: gidOf('Customer', o.customer.id),
          firstName: blank(o.customer.first_name),
          lastName: blank(o.customer.last_name),
          email: blank(o.customer.email),
        }
      : null,
    shippingAddress: a
      ? {
          firstName: blank(a.first_name),
          lastName: blank(a.last_name),
          name: blank(a.name),
          company: blank(a.company),
          address1: blank(a.address1),
          address2: blank(a.address2),
          city: blank(a.city),
          province: blank(a.province),
          provinceCode: blank(a.province_code),
          zip: blank(a.zip),
          countryCode: blank(a.country_code),
          phone: blank(a.phone),
        }
      : null,
    lines: o.line_items.map((l) => ({
      id: l.admin_graphql_api_id || gidOf('LineItem', l.id)!,
      productId: gidOf('Product', l.product_id),
      variantId: gidOf('ProductVariant', l.variant_id),
      sku: blank(l.sku),
      title: l.title,
      variantTitle: blank(l.variant_title),
      quantity: l.quantity,
      unitPriceMinor: fromMoney(l.price),
    })),
    financialStatus: upper(o.financial_status),
    fulfillmentStatus: blank(o.fulfillment_status)
      ? (REST_FULFILLMENT[o.fulfillment_status!] ?? upper(o.fulfillment_status))
      : 'UNFULFILLED',
  };
}

// ---- The client calls ----

const FULFILLABLE = new Set(['OPEN', 'IN_PROGRESS']);

/** The order calls over one store's GraphQL runner (adminClient spreads them into ShopifyAdminClient). */
export function orderMethods(run: GraphqlRun): ShopifyOrderClient {
  const state = async (orderId: string) =>
    (await run<{ order: FulfillmentStateNode | null }>('order', ORDER_QUERIES.fulfillmentState, { id: orderId })).order;
  const sameShipment = (s: FulfillmentStateNode, number: string) =>
    s.fulfillments.find((f) => f.status === 'SUCCESS' && f.trackingInfo.some((t) => t.number === number));
  const openOf = (s: FulfillmentStateNode) =>
    s.fulfillmentOrders.nodes.filter(
      (fo) => FULFILLABLE.has(fo.status) && fo.lineItems.nodes.some((l) => l.remainingQuantity > 0),
    );

  return {
    listOrders: async (o = {}) => {
      const first = Math.min(250, Math.max(1, Math.trunc(o.first ?? 50)));
      let query: string | null = null;
      if (o.updatedAtMin !== undefined) {
        if (Number.isNaN(Date.parse(o.updatedAtMin))) throw new RangeError(`not a date-time: ${o.updatedAtMin}`);
        query = `updated_at:>='${iso(o.updatedAtMin)}'`;
      }
      const d = await run<{ orders: { nodes: OrderNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(
        'orders',
        ORDER_QUERIES.orders,
        { first, after: o.after ?? null, query },
      );
      return {
        orders: d.orders.nodes.map(orderOf),
        nextCursor: d.orders.pageInfo.hasNextPage ? d.orders.pageInfo.endCursor : null,
      };
    },
    getOrder: async (id) => {
      const d = await run<{ order: OrderNode | null }>('order', ORDER_QUERIES.order, { id });
      return d.order ? orderOf(d.order) : null;
    },
    createFulfillment: async (f) => {
      const before = await state(f.orderId);
      if (!before) throw new ShopifyUserErrors('fulfillmentCreate', [{ field: ['orderId'], message: 'Order does not exist' }]);
      const open = openOf(before);
      if (open.length === 0) {
        const done = sameShipment(before, f.trackingNumber);
        if (done) return { fulfillmentId: done.id, alreadyFulfilled: true };
        throw new ShopifyUserErrors('fulfillmentCreate', [
          { field: ['orderId'], message: `Order ${before.name} has nothing left to fulfill` },
        ]);
      }
      // One fulfillment covers fulfillment orders of one location only (Shopify's rule), so ship per location.
      const byLocation = new Map<string, string[]>();
      for (const fo of open) {
        const key = fo.assignedLocation.location?.id ?? '';
        byLocation.set(key, [...(byLocation.get(key) ?? []), fo.id]);
      }
      const made: string[] = [];
      for (const ids of byLocation.values()) {
        const d = await run<{ fulfillmentCreate: { fulfillment: { id: string } | null; userErrors: ShopifyUserError[] } }>(
          'fulfillmentCreate',
          ORDER_QUERIES.fulfillmentCreate,
          {
            fulfillment: {
              lineItemsByFulfillmentOrder: ids.map((fulfillmentOrderId) => ({ fulfillmentOrderId })),
              trackingInfo: {
                company: f.trackingCompany,
                number: f.trackingNumber,
                ...(f.trackingUrl ? { url: f.trackingUrl } : {}),
              },
              notifyCustomer: f.notifyCustomer,
            },
          },
        );
        const errors = d.fulfillmentCreate.userErrors;
        if (errors.length || !d.fulfillmentCreate.fulfillment) {
          // A concurrent attempt may have shipped it in the meantime: that is success, not an error.
          const after = await state(f.orderId);
          const done = after && openOf(after).length === 0 ? sameShipment(after, f.trackingNumber) : undefined;
          if (done) return { fulfillmentId: done.id, alreadyFulfilled: made.length === 0 };
          throw new ShopifyUserErrors(
            'fulfillmentCreate',
            errors.length ? errors : [{ field: null, message: 'no fulfillment in the answer' }],
          );
        }
        made.push(d.fulfillmentCreate.fulfillment.id);
      }
      return { fulfillmentId: made[0]!, alreadyFulfilled: false };
    },
  };
}
