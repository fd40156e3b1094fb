import { expect } from 'vitest';
import type { OrderCounts, OrderDetail, OrderPage, PayOrdersResult, StoreView } from '@dropport/contracts';
import { credit } from '../src/modules/ledger/ledger.js';
import { newId } from '../src/lib/ids.js';
import type { ErrorBody, Seller } from './harness.js';
import { listingsApi } from './listings-support.js';
import type { World } from './stores-support.js';

export const GOOD_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  province: 'California',
  provinceCode: 'CA',
  zip: '94043',
  countryCode: 'US',
  phone: '+1 650 253 0000',
};

export type OrderBody = OrderDetail & ErrorBody;

/** The order calls of a test, bound to one engine's server and stand-in. */
export function ordersApi(get: () => World) {
  const s = () => get().s;
  const listings = listingsApi(get);
  /** Lets the stand-in deliver its webhooks, then runs the jobs they queued. */
  const settle = async () => {
    // A job may make the store send more webhooks (a fulfillment's orders/updated): until nothing new comes.
    for (let seen = -1; seen !== get().shopify.deliveries().length;) {
      seen = get().shopify.deliveries().length;
      await get().shopify.idle();
      await s().ctx.jobs.drain();
    }
  };
  const list = (as: Seller, query = '') => s().call<OrderPage & ErrorBody>('GET', `/api/orders${query}`, { as });
  const counts = (as: Seller, query = '') => s().call<OrderCounts & ErrorBody>('GET', `/api/orders/counts${query}`, { as });
  const one = (as: Seller, id: string) => s().call<OrderBody>('GET', `/api/orders/${id}`, { as });
  const pay = (as: Seller, orderIds: string[], lang = 'en-US') =>
    s().call<PayOrdersResult & ErrorBody>('POST', '/api/orders/pay', {
      as,
      json: { orderIds },
      headers: { 'accept-language': lang },
    });
  const edit = (as: Seller, id: string, json: unknown) => s().call<OrderBody>('PATCH', `/api/orders/${id}`, { as, json });
  const cancel = (as: Seller, id: string, reason?: string) =>
    s().call<OrderBody>('POST', `/api/orders/${id}/cancel`, { as, json: reason ? { reason } : {} });
  const admin = (as: Seller, id: string, action: string, json: unknown = {}) =>
    s().call<OrderBody>('POST', `/api/admin/orders/${id}/${action}`, { as, json });
  /** Money into a seller's wallet, as a recharge would bring it. */
  const fund = (as: Seller, amountCents: number) =>
    credit(s().ctx.db, {
      userId: as.id,
      amountCents,
      currency: 'USD',
      key: `test-fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
  const balance = async (as: Seller) =>
    (await s().call<{ availableCents: number }>('GET', '/api/wallet', { as })).body.availableCents;

  /** Pushes one product to the store and answers its store variants (stand-in ids) with their Dropport variant ids. */
  const listProduct = async (as: Seller, store: StoreView, shop: string, productId: number) => {
    const [item] = await listings.importItems(as, [productId]);
    const batch = await listings.pushAndWait(as, [item!.id], [store.id]);
    expect(batch.items[0]?.status, JSON.stringify(batch.items[0])).toBe('active');
    const handle = await listings.handleOf(batch.items[0]!.listingId);
    const product = listings.storeProduct(shop, handle)!;
    const rows = await s()
      .ctx.db.selectFrom('listing_variants')
      .select(['variant_id', 'store_variant_id'])
      .where('listing_id', '=', batch.items[0]!.listingId)
      .execute();
    return product.variants.map((v) => ({
      storeVariantId: v.id,
      variantId: Number(rows.find((r) => r.store_variant_id === `gid://shopify/ProductVariant/${v.id}`)?.variant_id),
      sku: v.sku,
    }));
  };

  /** A buyer orders in the stand-in shop; answers the Dropport order it became. */
  const storeOrder = async (
    as: Seller,
    shop: string,
    lines: { variantId: number; quantity: number }[],
    address: Record<string, string> = GOOD_ADDRESS,
  ) => {
    const placed = get().shopify.createOrder(shop, {
      lineItems: lines,
      email: 'ada@example.com',
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      shippingAddress: address,
    });
    await settle();
    const row = await s()
      .ctx.db.selectFrom('orders')
      .select('id')
      .where('store_order_id', '=', `gid://shopify/Order/${placed.id}`)
      .executeTakeFirst();
    expect(row, `order ${placed.name} arrived`).toBeDefined();
    return { placed, order: (await one(as, row!.id)).body };
  };
  return { settle, list, counts, one, pay, edit, cancel, admin, fund, balance, listProduct, storeOrder, listings };
}
