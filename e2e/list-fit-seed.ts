import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderDetail, OrderPage, ShopifyCallbackAnswer } from '@dropport/contracts';
import { LISBON_ADDRESS, fund, marketProduct, newSeller, pushProduct, type Seller } from './orders-support';
import { ADMIN, apiSignIn } from './support';

/**
 * One seller with a few orders in every list, made through the API only (no page is opened): a linked stand-in store
 * with an order awaiting payment, one on hold for its address and one shipped; manual orders awaiting payment, paid
 * (the admin queue's first tab) and shipped. `request` must ignore the stand-in's test certificate.
 */
export async function seedListOrders(request: APIRequestContext): Promise<Seller> {
  const seller = await newSeller(request, 'list-fit');
  await fund(request, seller, 100_000);
  const headers = { Authorization: seller.auth };
  const admin = { Authorization: await apiSignIn(request, ADMIN) };

  // Link a store as the authorize page's Install button does, the way Shopify redirects back.
  const shop = `e2e-fit-${Date.now().toString(36)}`;
  const started = await request.post('/api/stores/shopify/connect', { headers, data: { shop: `${shop}.myshopify.com` } });
  expect(started.status(), await started.text()).toBe(200);
  const authorize = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
  const installed = await request.post(`${authorize.origin}${authorize.pathname}`, {
    form: Object.fromEntries(
      ['client_id', 'scope', 'redirect_uri', 'state'].map((k) => [k, authorize.searchParams.get(k) ?? '']),
    ),
    maxRedirects: 0,
  });
  expect(installed.status(), await installed.text()).toBe(302);
  const back = new URL(installed.headers()['location']!);
  const linked = await request.post('/api/stores/shopify/callback', { headers, data: { query: back.search } });
  expect(linked.status(), await linked.text()).toBe(200);
  const store = ((await linked.json()) as ShopifyCallbackAnswer & { store: { id: string } }).store;

  const product = await marketProduct(request, seller, 'US');
  const variant = product.variants[0]!;
  await pushProduct(request, seller, product.id, store.id);
  const storeAdmin = await (await request.get(`${authorize.origin}/store/${shop}/admin`)).text();
  const variantId = new RegExp(`<option value="(\\d+)">[^<]*\\(${variant.sku}\\)</option>`).exec(storeAdmin)?.[1];
  expect(variantId, 'the pushed variant is in the store').toBeDefined();

  // Long names and a long street, as real buyers have them; the second has no ZIP code (held for its address).
  const address = {
    first_name: 'Maximiliana',
    last_name: 'Vandenberghe-Oyelaran',
    address1: '1600 Pennsylvania Avenue Northwest, Apartment 1204',
    city: 'Washington',
    province_code: 'DC',
    zip: '20500',
    country_code: 'US',
    phone: '+1 202 555 0143',
  };
  for (const [first, zip] of [
    ['Maximiliana', '20500'],
    ['Bartholomew', ''],
    ['Guadalupe', '20500'],
  ] as const) {
    const made = await request.post(`${authorize.origin}/store/${shop}/admin/orders.json`, {
      data: {
        order: {
          line_items: [{ variant_id: variantId, quantity: 3 }],
          customer: { first_name: first, last_name: address.last_name },
          shipping_address: { ...address, first_name: first, zip },
        },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  // The orders come by webhook; a sync pulls any the worker has not handled yet.
  const storeOrders = async () =>
    ((await (await request.get('/api/orders', { headers, params: { source: 'store' } })).json()) as OrderPage).items;
  await expect
    .poll(async () => {
      await request.post('/api/orders/sync', { headers, data: {} });
      return (await storeOrders()).length;
    })
    .toBe(3);
  const toShip = (await storeOrders()).find((o) => o.customerName.startsWith('Guadalupe'))!;

  // Manual orders to Portugal: one waits for payment, one is paid (the admin's queue), one is shipped.
  const pt = await marketProduct(request, seller, 'PT');
  const manual: OrderDetail[] = [];
  for (const name of ['Inês Carvalho-Vasconcelos', 'Joaquim Albuquerque', 'Leonor Magalhães']) {
    const made = await request.post('/api/orders/manual', {
      headers,
      data: {
        items: [{ variantId: pt.variants[1]!.id, quantity: 12 }],
        address: {
          name,
          ...LISBON_ADDRESS,
        },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    manual.push((await made.json()) as OrderDetail);
  }
  const paid = await request.post('/api/orders/pay', {
    headers,
    data: { orderIds: [toShip.id, manual[1]!.id, manual[2]!.id] },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  for (const [order, tracking] of [
    [toShip, 'LX9981726354US'],
    [manual[2]!, 'PX20261126PT4417'],
  ] as const) {
    const shipped = await request.post(`/api/admin/orders/${order.id}/ship`, {
      headers: admin,
      data: { carrier: '4PX Worldwide Express', trackingNumber: tracking },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);
  }
  return seller;
}
