import { gid } from './graphql-views.js';
import {
  displayFulfillmentStatus,
  shippedOf,
  type FulfillmentRec,
  type OrderAddressRec,
  type OrderLineRec,
  type OrderRec,
} from './order-records.js';
import type { ShopRec } from './shops.js';

/**
 * Orders in Shopify's REST JSON shape: the body of orders/create, orders/updated, orders/cancelled and
 * fulfillments/create, and what the stand-in's orders.json routes answer. Fields Dropport has no use for are left out.
 */

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** Whether the line's variant (and product) still exist: REST and GraphQL then name them, else null. */
export function lineRefs(shop: ShopRec, line: OrderLineRec): { productId: number | null; variantId: number | null } {
  const product = shop.products.find((p) => p.id === line.productId);
  const variant = product?.variants.find((v) => v.id === line.variantId);
  return { productId: product ? product.id : null, variantId: variant ? variant.id : null };
}

export function restAddress(a: OrderAddressRec | null) {
  if (!a) return null;
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    name: fullName(a.firstName, a.lastName),
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    province: a.province,
    province_code: a.provinceCode,
    zip: a.zip,
    country: countryName(a.countryCode),
    country_code: a.countryCode,
    phone: a.phone,
    latitude: null,
    longitude: null,
  };
}

const lineFulfillmentStatus = (o: OrderRec, line: OrderLineRec) => {
  const shipped = shippedOf(o, line.id);
  return shipped === 0 ? null : shipped >= line.quantity ? 'fulfilled' : 'partial';
};

function restLine(shop: ShopRec, o: OrderRec, line: OrderLineRec, quantity = line.quantity) {
  const refs = lineRefs(shop, line);
  const money = { amount: line.price, currency_code: o.currency };
  return {
    id: line.id,
    admin_graphql_api_id: gid('LineItem', line.id),
    product_id: refs.productId,
    variant_id: refs.variantId,
    product_exists: refs.productId !== null,
    sku: line.sku,
    title: line.title,
    variant_title: line.variantTitle,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    quantity,
    current_quantity: o.cancelledAt ? 0 : line.quantity,
    fulfillable_quantity: o.cancelledAt ? 0 : line.quantity - shippedOf(o, line.id),
    fulfillment_status: lineFulfillmentStatus(o, line),
    price: line.price,
    price_set: { shop_money: money, presentment_money: money },
    requires_shipping: true,
    taxable: true,
    gift_card: false,
  };
}

export function restFulfillment(shop: ShopRec, o: OrderRec, f: FulfillmentRec) {
  const first = f.trackingInfo[0];
  return {
    id: f.id,
    admin_graphql_api_id: gid('Fulfillment', f.id),
    order_id: o.id,
    name: f.name,
    status: 'success',
    service: 'manual',
    shipment_status: null,
    location_id: f.locationId,
    created_at: f.createdAt,
    updated_at: f.updatedAt,
    tracking_company: first?.company ?? null,
    tracking_number: first?.number ?? null,
    tracking_numbers: f.trackingInfo.flatMap((t) => (t.number ? [t.number] : [])),
    tracking_url: first?.url ?? null,
    tracking_urls: f.trackingInfo.flatMap((t) => (t.url ? [t.url] : [])),
    notify_customer: f.notifyCustomer,
    line_items: f.lineItems.flatMap((l) => {
      const line = o.lineItems.find((x) => x.id === l.lineItemId);
      return line ? [restLine(shop, o, line, l.quantity)] : [];
    }),
  };
}

const REST_FULFILLMENT_STATUS = { UNFULFILLED: null, PARTIALLY_FULFILLED: 'partial', FULFILLED: 'fulfilled' } as const;

/** The order as Shopify's REST API and its order webhooks write it. */
export function restOrder(shop: ShopRec, o: OrderRec) {
  const money = (amount: string) => ({
    shop_money: { amount, currency_code: o.currency },
    presentment_money: { amount, currency_code: o.currency },
  });
  const shipping = o.shippingLines.reduce((n, l) => n + Math.round(Number(l.price) * 100), 0);
  return {
    id: o.id,
    admin_graphql_api_id: gid('Order', o.id),
    name: o.name,
    order_number: o.number,
    number: o.number - 1000,
    email: o.email,
    contact_email: o.email,
    phone: o.phone,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    processed_at: o.createdAt,
    cancelled_at: o.cancelledAt,
    cancel_reason: o.cancelReason?.toLowerCase() ?? null,
    closed_at: null,
    confirmed: true,
    test: false,
    currency: o.currency,
    presentment_currency: o.currency,
    subtotal_price: o.subtotalPrice,
    total_price: o.totalPrice,
    total_price_set: money(o.totalPrice),
    current_total_price: o.totalPrice,
    total_shipping_price_set: money((shipping / 100).toFixed(2)),
    total_tax: '0.00',
    total_discounts: '0.00',
    taxes_included: false,
    financial_status: o.financialStatus.toLowerCase(),
    fulfillment_status: REST_FULFILLMENT_STATUS[displayFulfillmentStatus(o)],
    customer: o.customer
      ? {
          id: o.customer.id,
          admin_graphql_api_id: gid('Customer', o.customer.id),
          email: o.customer.email,
          first_name: o.customer.firstName,
          last_name: o.customer.lastName,
          phone: o.customer.phone,
        }
      : null,
    shipping_address: restAddress(o.shippingAddress),
    line_items: o.lineItems.map((l) => restLine(shop, o, l)),
    shipping_lines: o.shippingLines.map((l) => ({
      id: l.id,
      title: l.title,
      code: l.title,
      source: 'shopify',
      price: l.price,
      price_set: money(l.price),
    })),
    fulfillments: o.fulfillments.map((f) => restFulfillment(shop, o, f)),
  };
}
