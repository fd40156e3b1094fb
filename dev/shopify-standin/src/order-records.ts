/**
 * The orders of a stand-in shop as kept in ShopRec (and shops.json). Money is a decimal string in the shop currency,
 * ids are numbers from the store's one counter (so a number names one thing), times are ISO strings with ms.
 */

export interface OrderAddressRec {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  phone: string | null;
}

export interface CustomerRec {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
}

export interface OrderLineRec {
  id: number;
  /** The product and variant bought (they may since have been deleted). */
  productId: number | null;
  variantId: number | null;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  /** Unit price. */
  price: string;
}

export interface ShippingLineRec {
  id: number;
  title: string;
  price: string;
}

export type FulfillmentOrderStatus = 'OPEN' | 'IN_PROGRESS' | 'CLOSED';

export interface FulfillmentOrderLineRec {
  id: number;
  lineItemId: number;
  totalQuantity: number;
  remainingQuantity: number;
}

/** What one location has to ship of an order (the stand-in makes one, at the shop's primary location). */
export interface FulfillmentOrderRec {
  id: number;
  status: FulfillmentOrderStatus;
  locationId: number;
  lineItems: FulfillmentOrderLineRec[];
  createdAt: string;
  updatedAt: string;
}

export interface TrackingRec {
  company: string | null;
  number: string | null;
  url: string | null;
}

/** A shipment: items of one or more fulfillment orders, with its tracking. */
export interface FulfillmentRec {
  id: number;
  /** "#1001.1" */
  name: string;
  status: 'SUCCESS';
  locationId: number;
  trackingInfo: TrackingRec[];
  notifyCustomer: boolean;
  lineItems: { lineItemId: number; quantity: number }[];
  createdAt: string;
  updatedAt: string;
}

export type OrderCancelReason = 'CUSTOMER' | 'DECLINED' | 'FRAUD' | 'INVENTORY' | 'OTHER' | 'STAFF';

export interface OrderRec {
  id: number;
  /** 1001, 1002… per shop; `name` is "#" + number. */
  number: number;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  /** Strictly increases on every change (see stamp()). */
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: OrderCancelReason | null;
  currency: string;
  customer: Omit<CustomerRec, 'createdAt'> | null;
  shippingAddress: OrderAddressRec | null;
  lineItems: OrderLineRec[];
  shippingLines: ShippingLineRec[];
  subtotalPrice: string;
  totalPrice: string;
  financialStatus: 'PAID';
  fulfillmentOrders: FulfillmentOrderRec[];
  fulfillments: FulfillmentRec[];
}

let lastStamp = 0;
/**
 * Now as an ISO string with ms, strictly later than every earlier stamp and than `after`: two changes in the same
 * millisecond still get different updatedAt values, so `updated_at:>` filters never miss one.
 */
export function stamp(after?: string | null): string {
  let t = Date.now();
  if (after) t = Math.max(t, Date.parse(after) + 1);
  t = Math.max(t, lastStamp + 1);
  lastStamp = t;
  return new Date(t).toISOString();
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
export const moneyOf = (c: number) => (c / 100).toFixed(2);
export const sumMoney = (amounts: string[]) => moneyOf(amounts.reduce((n, a) => n + cents(a), 0));
export const timesMoney = (amount: string, quantity: number) => moneyOf(cents(amount) * quantity);

/** The order's fulfillment state as Shopify displays it. */
export function displayFulfillmentStatus(o: OrderRec): 'FULFILLED' | 'PARTIALLY_FULFILLED' | 'UNFULFILLED' {
  const total = o.lineItems.reduce((n, l) => n + l.quantity, 0);
  const shipped = o.fulfillments.reduce((n, f) => n + f.lineItems.reduce((m, l) => m + l.quantity, 0), 0);
  if (shipped === 0) return 'UNFULFILLED';
  return shipped >= total ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}

/** Units of a line item already shipped. */
export const shippedOf = (o: OrderRec, lineItemId: number) =>
  o.fulfillments.reduce(
    (n, f) => n + f.lineItems.filter((l) => l.lineItemId === lineItemId).reduce((m, l) => m + l.quantity, 0),
    0,
  );
