import { hasScope } from './graphql-views.js';
import { restFulfillment, restOrder } from './order-payloads.js';
import {
  stamp,
  sumMoney,
  timesMoney,
  type CustomerRec,
  type FulfillmentRec,
  type OrderAddressRec,
  type OrderCancelReason,
  type OrderRec,
  type TrackingRec,
} from './order-records.js';
import { parseMoney } from './product-writes.js';
import type { ShopRec } from './shops.js';
import type { StandinCore } from './standin-core.js';

/** A new order, as a test, a script or the admin form gives it (a variant may be named by number or global id). */
export interface OrderInput {
  lineItems: { variantId: number | string; quantity: number; price?: string | null }[];
  email?: string | null;
  phone?: string | null;
  customer?: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null } | null;
  shippingAddress?: Partial<OrderAddressRec> | null;
  shippingLines?: { title: string; price: string }[];
}

/** What to ship: fulfillment orders (all their remaining items, or the given ones) with tracking. */
export interface FulfilSpec {
  items: { fulfillmentOrderId: number; lines?: { id: number; quantity: number }[] | null }[];
  tracking: TrackingRec[];
  notifyCustomer: boolean;
}

export interface OrderUserError {
  field: string[];
  message: string;
}

/** Order webhooks go to installed, non-revoked apps holding one of these scopes (write_ covers read_). */
const ORDER_SCOPES = ['read_orders'];
const FULFILLMENT_SCOPES = ['read_orders', 'read_fulfillments', 'read_merchant_managed_fulfillment_orders'];

/** A number from 42, "42" or "gid://shopify/Type/42"; NaN otherwise. */
export const numericId = (v: number | string) =>
  typeof v === 'number' ? v : Number(/^(?:gid:\/\/shopify\/\w+\/)?(\d+)$/.exec(v.trim())?.[1] ?? NaN);

const text = (v: unknown): string | null => {
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return s ? s.slice(0, 255) : null;
};

function address(a: Partial<OrderAddressRec>): OrderAddressRec {
  return {
    firstName: text(a.firstName),
    lastName: text(a.lastName),
    company: text(a.company),
    address1: text(a.address1),
    address2: text(a.address2),
    city: text(a.city),
    province: text(a.province),
    provinceCode: text(a.provinceCode)?.toUpperCase() ?? null,
    zip: text(a.zip),
    countryCode: text(a.countryCode)?.toUpperCase() ?? null,
    phone: text(a.phone),
  };
}

/**
 * The orders of the stand-in's shops: creating, cancelling, re-addressing and fulfilling them, each change moving
 * updatedAt and sending the webhooks Shopify sends (orders/create, orders/updated, orders/cancelled,
 * fulfillments/create) to every installed app whose scopes cover orders.
 */
export class StandinOrders {
  constructor(private readonly core: StandinCore) {}

  private notify(shop: ShopRec, topic: string, payload: unknown, scopes: string[]) {
    for (const install of shop.installs) {
      if (install.revokedAt || !scopes.some((s) => hasScope(install, s))) continue;
      const app = this.core.apps.get(install.apiKey);
      if (app) this.core.webhook(app, shop, topic, payload);
    }
  }

  private changed(shop: ShopRec, order: OrderRec, topics: string[]) {
    this.core.shops.changed();
    for (const topic of topics) this.notify(shop, topic, restOrder(shop, order), ORDER_SCOPES);
  }

  find(shop: ShopRec, id: number | string): OrderRec | undefined {
    const n = numericId(id);
    return shop.orders.find((o) => o.id === n);
  }

  /** The shop's buyer with this email (made when new); null without any contact. */
  private customerFor(shop: ShopRec, input: OrderInput, at: string): CustomerRec | null {
    const c = input.customer ?? {};
    const email = text(c.email ?? input.email)?.toLowerCase() ?? null;
    const firstName = text(c.firstName ?? input.shippingAddress?.firstName);
    const lastName = text(c.lastName ?? input.shippingAddress?.lastName);
    if (!email && !firstName && !lastName) return null;
    let rec = email ? shop.customers.find((x) => x.email === email) : undefined;
    if (!rec) {
      rec = { id: this.core.shops.id(), firstName, lastName, email, phone: text(c.phone ?? input.phone), createdAt: at };
      shop.customers.push(rec);
    }
    rec.firstName = firstName ?? rec.firstName;
    rec.lastName = lastName ?? rec.lastName;
    rec.phone = text(c.phone) ?? rec.phone;
    return rec;
  }

  /** A paid order with one open fulfillment order at the shop's location; errors are REST's `errors` by field. */
  create(shop: ShopRec, input: OrderInput): { order: OrderRec } | { errors: Record<string, string[]> } {
    const errors: string[] = [];
    if (!input.lineItems?.length) errors.push('must have at least one line item');
    const lines = (input.lineItems ?? []).map((l, i) => {
      const id = numericId(l.variantId);
      const product = shop.products.find((p) => p.variants.some((v) => v.id === id));
      const variant = product?.variants.find((v) => v.id === id);
      if (!product || !variant) errors.push(`line_items[${i}]: variant ${String(l.variantId)} does not exist`);
      if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > 10_000) {
        errors.push(`line_items[${i}]: quantity must be a whole number from 1`);
      }
      const price = l.price == null ? variant?.price : parseMoney(l.price);
      if (!price) errors.push(`line_items[${i}]: price is not an amount`);
      return { product, variant, quantity: l.quantity, price: price ?? '0.00' };
    });
    const shippingLines = (input.shippingLines ?? [{ title: 'Standard Shipping', price: '0.00' }]).map((l) => ({
      title: text(l.title) ?? 'Shipping',
      price: parseMoney(l.price),
    }));
    if (shippingLines.some((l) => !l.price)) errors.push('shipping_lines: price is not an amount');
    if (errors.length) return { errors: { line_items: errors } };

    const at = stamp();
    const customer = this.customerFor(shop, input, at);
    const orderLines = lines.map((l) => ({
      id: this.core.shops.id(),
      productId: l.product!.id,
      variantId: l.variant!.id,
      sku: l.variant!.sku || null,
      title: l.product!.title,
      variantTitle: l.variant!.optionValues.join(' / ') === 'Default Title' ? null : l.variant!.optionValues.join(' / '),
      quantity: l.quantity,
      price: l.price,
    }));
    const subtotal = sumMoney(orderLines.map((l) => timesMoney(l.price, l.quantity)));
    const shipping = shippingLines.map((l) => ({ id: this.core.shops.id(), title: l.title, price: l.price! }));
    const number = shop.nextOrderNumber++;
    const order: OrderRec = {
      id: this.core.shops.id(),
      number,
      name: `#${number}`,
      email: text(input.email ?? customer?.email)?.toLowerCase() ?? null,
      phone: text(input.phone),
      createdAt: at,
      updatedAt: at,
      cancelledAt: null,
      cancelReason: null,
      currency: shop.currency,
      customer: customer
        ? {
            id: customer.id,
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
            phone: customer.phone,
          }
        : null,
      shippingAddress: input.shippingAddress ? address(input.shippingAddress) : null,
      lineItems: orderLines,
      shippingLines: shipping,
      subtotalPrice: subtotal,
      totalPrice: sumMoney([subtotal, ...shipping.map((l) => l.price)]),
      financialStatus: 'PAID',
      fulfillmentOrders: [
        {
          id: this.core.shops.id(),
          status: 'OPEN',
          locationId: shop.locationId,
          lineItems: orderLines.map((l) => ({
            id: this.core.shops.id(),
            lineItemId: l.id,
            totalQuantity: l.quantity,
            remainingQuantity: l.quantity,
          })),
          createdAt: at,
          updatedAt: at,
        },
      ],
      fulfillments: [],
    };
    shop.orders.push(order);
    this.changed(shop, order, ['orders/create']);
    return { order };
  }

  /** Cancels the order (its fulfillment orders close): orders/cancelled and orders/updated. False when it already was. */
  cancel(shop: ShopRec, order: OrderRec, reason: OrderCancelReason = 'CUSTOMER'): boolean {
    if (order.cancelledAt) return false;
    const at = stamp(order.updatedAt);
    order.cancelledAt = at;
    order.cancelReason = reason;
    order.updatedAt = at;
    for (const fo of order.fulfillmentOrders) {
      if (fo.status !== 'CLOSED') Object.assign(fo, { status: 'CLOSED', updatedAt: at });
    }
    this.changed(shop, order, ['orders/cancelled', 'orders/updated']);
    return true;
  }

  /** Replaces the given fields of the shipping address: orders/updated. */
  updateAddress(shop: ShopRec, order: OrderRec, changes: Partial<OrderAddressRec>): OrderRec {
    const merged: Partial<OrderAddressRec> = { ...(order.shippingAddress ?? {}) };
    for (const [k, v] of Object.entries(changes)) if (v !== undefined) merged[k as keyof OrderAddressRec] = v;
    order.shippingAddress = address(merged);
    order.updatedAt = stamp(order.updatedAt);
    this.changed(shop, order, ['orders/updated']);
    return order;
  }

  /** fulfillmentCreate: checks every fulfillment order and line first (Shopify's userErrors), then ships at once. */
  fulfil(shop: ShopRec, spec: FulfilSpec): { order: OrderRec; fulfillment: FulfillmentRec } | { userErrors: OrderUserError[] } {
    const base = ['fulfillment', 'lineItemsByFulfillmentOrder'];
    if (spec.items.length === 0)
      return { userErrors: [{ field: base, message: 'Line items by fulfillment order must not be empty.' }] };
    let order: OrderRec | undefined;
    const picks: { foIndex: number; lineId: number; quantity: number }[] = [];
    for (const [i, item] of spec.items.entries()) {
      const field = [...base, String(i), 'fulfillmentOrderId'];
      const owner = shop.orders.find((o) => o.fulfillmentOrders.some((fo) => fo.id === item.fulfillmentOrderId));
      const fo = owner?.fulfillmentOrders.find((x) => x.id === item.fulfillmentOrderId);
      if (!owner || !fo) return { userErrors: [{ field, message: 'Fulfillment order does not exist.' }] };
      if (order && owner !== order) {
        return { userErrors: [{ field, message: 'All fulfillment orders must belong to the same order.' }] };
      }
      order = owner;
      if (fo.status === 'CLOSED') {
        return {
          userErrors: [{ field: ['fulfillment'], message: `Fulfillment order ${fo.id} has an unfulfillable status= closed.` }],
        };
      }
      const wanted = item.lines?.length
        ? item.lines
        : fo.lineItems.filter((l) => l.remainingQuantity > 0).map((l) => ({ id: l.id, quantity: l.remainingQuantity }));
      for (const [j, w] of wanted.entries()) {
        const line = fo.lineItems.find((l) => l.id === w.id);
        const lineField = [...base, String(i), 'fulfillmentOrderLineItems', String(j)];
        if (!line) return { userErrors: [{ field: [...lineField, 'id'], message: 'Invalid fulfillment order line item id.' }] };
        if (!Number.isInteger(w.quantity) || w.quantity < 1 || w.quantity > line.remainingQuantity) {
          return {
            userErrors: [
              { field: [...lineField, 'quantity'], message: 'Invalid fulfillment order line item quantity requested.' },
            ],
          };
        }
        picks.push({ foIndex: order.fulfillmentOrders.indexOf(fo), lineId: line.id, quantity: w.quantity });
      }
    }
    if (!order || picks.length === 0) {
      return { userErrors: [{ field: ['fulfillment'], message: 'The fulfillment orders have nothing left to fulfill.' }] };
    }
    const at = stamp(order.updatedAt);
    const shipped = new Map<number, number>();
    for (const p of picks) {
      const fo = order.fulfillmentOrders[p.foIndex]!;
      const line = fo.lineItems.find((l) => l.id === p.lineId)!;
      line.remainingQuantity -= p.quantity;
      shipped.set(line.lineItemId, (shipped.get(line.lineItemId) ?? 0) + p.quantity);
      fo.status = fo.lineItems.every((l) => l.remainingQuantity === 0) ? 'CLOSED' : 'IN_PROGRESS';
      fo.updatedAt = at;
    }
    const fulfillment: FulfillmentRec = {
      id: this.core.shops.id(),
      name: `${order.name}.${order.fulfillments.length + 1}`,
      status: 'SUCCESS',
      locationId: shop.locationId,
      trackingInfo: spec.tracking,
      notifyCustomer: spec.notifyCustomer,
      lineItems: [...shipped].map(([lineItemId, quantity]) => ({ lineItemId, quantity })),
      createdAt: at,
      updatedAt: at,
    };
    order.fulfillments.push(fulfillment);
    order.updatedAt = at;
    this.core.shops.changed();
    this.notify(shop, 'fulfillments/create', restFulfillment(shop, order, fulfillment), FULFILLMENT_SCOPES);
    this.changed(shop, order, ['orders/updated']);
    return { order, fulfillment };
  }
}
