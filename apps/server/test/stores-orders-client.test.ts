import https from 'node:https';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdminApiClient } from '@shopify/admin-api-client';
import type { Seller } from './harness.js';
import { API_KEY, approve, browse, deliverWebhook, describeWithShopify, storesApi, uniqueShop } from './stores-support.js';
import type { WebhookDelivery } from '@dropport/shopify-standin';
import { withStore } from '../src/modules/stores/stores.service.js';
import { shopifyApp } from '../src/modules/stores/shopify-app.js';
import {
  adminClient,
  ShopifyRequestError,
  ShopifyUserErrors,
  type ShopifyAdminClient,
  type StoreProduct,
} from '../src/modules/stores/shopify-client.js';
import { parseOrderWebhook, type StoreOrder } from '../src/modules/stores/shopify-orders.js';

const BUYER = {
  email: 'Ana.Silva@Example.com',
  customer: { firstName: 'Ana', lastName: 'Silva', phone: '+1 415 555 0100' },
  shippingAddress: {
    firstName: 'Ana',
    lastName: 'Silva',
    company: 'Silva Studio',
    address1: '500 Howard Street',
    address2: 'Suite 3',
    city: 'San Francisco',
    province: 'California',
    provinceCode: 'CA',
    zip: '94105',
    countryCode: 'US',
    phone: '+1 415 555 0100',
  },
};

describeWithShopify("a store's orders through the Admin API client, the stand-in and its webhooks", (get) => {
  const api = storesApi(get);
  let alice: Seller;
  let storeId: string;
  let shopName: string;
  let tee: StoreProduct;
  beforeAll(async () => {
    alice = await get().s.seller();
    shopName = uniqueShop('orders');
    storeId = (await api.link(alice, shopName)).store.id;
    tee = await inStore((c) =>
      c.createProduct({
        handle: 'dp-orders-tee',
        title: 'Linen Tee',
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          { sku: 'TEE-S', optionValues: ['S'], priceMinor: 1299, quantity: 10 },
          { sku: 'TEE-M', optionValues: ['M'], priceMinor: 1499, quantity: 10 },
        ],
      }),
    );
  });
  // Order changes send webhooks to the server: let them land before it closes (a request in flight at close hangs it).
  afterAll(() => get().shopify.idle());
  const inStore = <T>(fn: (c: ShopifyAdminClient) => Promise<T>) => withStore(get().s.ctx, { storeId, userId: alice.id }, fn);
  const variant = (sku: string) => tee.variants.find((v) => v.sku === sku)!.id;
  const orderGid = (id: number) => `gid://shopify/Order/${id}`;
  const order = (lines: [string, number][], buyer: Partial<typeof BUYER> = BUYER) =>
    get().shopify.createOrder(shopName, {
      ...buyer,
      lineItems: lines.map(([sku, quantity]) => ({ variantId: variant(sku), quantity })),
    });
  /** The deliveries of a topic about one order (or fulfillment of it), oldest first. */
  const hooks = async (topic: string, orderId: number): Promise<WebhookDelivery[]> => {
    await get().shopify.idle();
    return get()
      .shopify.deliveries()
      .filter((d) => d.topic === topic && d.shop === `${shopName}.myshopify.com`)
      .filter((d) => {
        const body = JSON.parse(d.body) as { id: number; order_id?: number };
        return (body.order_id ?? body.id) === orderId;
      });
  };
  const storeUrl = (path: string) => `${get().shopify.url}/store/${shopName}/admin${path}`;
  /** A JSON request to the stand-in's REST-shaped order routes (trusting its test CA). */
  const json = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = https.request(
        storeUrl(path),
        { method, ca: get().shopify.caPem, headers: data ? { 'content-type': 'application/json' } : {} },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
          );
        },
      );
      req.on('error', reject);
      req.end(data);
    });

  it('reads one order: buyer, address, lines with variants and prices, totals, statuses', async () => {
    const rec = order([
      ['TEE-S', 2],
      ['TEE-M', 1],
    ]);
    expect(rec.name).toMatch(/^#10\d\d$/);
    const read = (await inStore((c) => c.getOrder(orderGid(rec.id))))!;
    expect(read).toEqual<StoreOrder>({
      id: orderGid(rec.id),
      name: rec.name,
      createdAt: rec.createdAt,
      updatedAt: rec.updatedAt,
      cancelledAt: null,
      cancelReason: null,
      currency: 'USD',
      totalMinor: 2 * 1299 + 1499,
      email: 'ana.silva@example.com',
      phone: null,
      customer: {
        id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana.silva@example.com',
      },
      shippingAddress: { ...BUYER.shippingAddress, name: 'Ana Silva' },
      lines: [
        {
          id: expect.stringMatching(/^gid:\/\/shopify\/LineItem\/\d+$/),
          productId: tee.id,
          variantId: variant('TEE-S'),
          sku: 'TEE-S',
          title: 'Linen Tee',
          variantTitle: 'S',
          quantity: 2,
          unitPriceMinor: 1299,
        },
        expect.objectContaining({ variantId: variant('TEE-M'), sku: 'TEE-M', quantity: 1, unitPriceMinor: 1499 }),
      ],
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
    });
    expect(await inStore((c) => c.getOrder('gid://shopify/Order/1'))).toBeNull();
  });

  it('lists orders by updatedAt, page by page, and from a time on (an update moves an order to the end)', async () => {
    const name = uniqueShop('paging');
    const { store } = await api.link(alice, name);
    get().shopify.shop(name).products = get().shopify.shop(shopName).products;
    const made = [1, 2, 3].map((i) =>
      get().shopify.createOrder(name, {
        email: `buyer${i}@example.com`,
        lineItems: [{ variantId: variant('TEE-S'), quantity: i }],
      }),
    );
    const list = (o: Parameters<ShopifyAdminClient['listOrders']>[0]) =>
      withStore(get().s.ctx, { storeId: store.id, userId: alice.id }, (c) => c.listOrders(o));

    const first = await list({ first: 2 });
    expect(first.orders.map((o) => o.name)).toEqual(['#1001', '#1002']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list({ first: 2, after: first.nextCursor });
    expect(second.orders.map((o) => o.name)).toEqual(['#1003']);
    expect(second.nextCursor).toBeNull();

    const moved = get().shopify.updateOrderAddress(name, made[0]!.id, { city: 'Oakland' });
    expect(moved.updatedAt > made[2]!.updatedAt).toBe(true);
    const since = await list({ updatedAtMin: made[2]!.updatedAt });
    expect(since.orders.map((o) => [o.name, o.shippingAddress?.city ?? null])).toEqual([
      ['#1003', null],
      ['#1001', 'Oakland'],
    ]);
    expect((await list({ updatedAtMin: moved.updatedAt })).orders.map((o) => o.name)).toEqual(['#1001']);
    expect((await list({ updatedAtMin: new Date(Date.parse(moved.updatedAt) + 1).toISOString() })).orders).toEqual([]);
    // Every change is later than the one before, even within one millisecond.
    const stamps = [0, 1, 2, 3, 4].map(() => get().shopify.updateOrderAddress(name, made[1]!.id, { zip: '94607' }).updatedAt);
    expect(new Set(stamps).size).toBe(5);
    expect([...stamps].sort()).toEqual(stamps);
    await expect(list({ updatedAtMin: 'yesterday' })).rejects.toThrow(RangeError);
  });

  it('sends signed orders/create, orders/updated and orders/cancelled that parse to what getOrder reads', async () => {
    const { s, shopify } = get();
    const made = await json('POST', '/orders.json', {
      order: {
        email: 'lee@example.com',
        customer: { first_name: 'Jordan', last_name: 'Lee' },
        shipping_address: {
          first_name: 'Jordan',
          last_name: 'Lee',
          address1: '1 Main St',
          city: 'Austin',
          province_code: 'TX',
          zip: '73301',
          country_code: 'US',
        },
        line_items: [{ variant_id: Number(variant('TEE-M').split('/').pop()), quantity: 2 }],
        shipping_lines: [{ title: 'Express', price: '7.50' }],
      },
    });
    expect(made.status).toBe(201);
    const rest = made.body.order as { id: number; name: string; order_number: number; total_price: string };
    expect(rest).toMatchObject({ name: `#${rest.order_number}`, total_price: '37.48' });

    const check = async (topic: string) => {
      const sent = (await hooks(topic, rest.id)).at(-1)!;
      expect(sent, topic).toBeDefined();
      // Dropport's endpoint answered 200, which it does only for a body whose HMAC checks out under the app secret.
      expect(sent).toMatchObject({ delivered: true, last: 200 });
      const row = await s.ctx.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', sent.webhookId)
        .executeTakeFirst();
      expect(row).toMatchObject({ topic, shop_domain: `${shopName}.myshopify.com`, payload: sent.body });
      const forged = await deliverWebhook(s, topic, `${shopName}.myshopify.com`, JSON.parse(sent.body), {
        secret: 'not-the-secret-0123456789',
      });
      expect(forged.status).toBe(401);
      const fromHook = parseOrderWebhook(JSON.parse(sent.body));
      expect(fromHook).toEqual(await inStore((c) => c.getOrder(orderGid(rest.id))));
      return fromHook;
    };
    const created = await check('orders/create');
    expect(created).toMatchObject({
      name: rest.name,
      totalMinor: 3748,
      customer: { firstName: 'Jordan' },
      fulfillmentStatus: 'UNFULFILLED',
    });

    const moved = await json('PUT', `/orders/${rest.id}.json`, {
      order: { shipping_address: { address1: '2 Oak Ave', zip: '73344' } },
    });
    expect(moved.status).toBe(200);
    const updated = await check('orders/updated');
    expect(updated.shippingAddress).toMatchObject({ address1: '2 Oak Ave', zip: '73344', city: 'Austin' });
    expect(updated.updatedAt > created.updatedAt).toBe(true);

    expect((await json('POST', `/orders/${rest.id}/cancel.json`, { reason: 'inventory' })).status).toBe(200);
    const cancelled = await check('orders/cancelled');
    expect(cancelled).toMatchObject({ cancelReason: 'INVENTORY', cancelledAt: expect.any(String) });
    expect(
      (await hooks('orders/updated', rest.id)).map((d) => parseOrderWebhook(JSON.parse(d.body)).cancelledAt !== null),
    ).toEqual([false, true]);
    expect((await json('POST', `/orders/${rest.id}/cancel.json`)).status).toBe(422);
    expect(shopify.order(shopName, rest.id)!.fulfillmentOrders.map((fo) => fo.status)).toEqual(['CLOSED']);

    const unknown = await json('POST', '/orders.json', { line_items: [{ variant_id: 1, quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.errors)).toContain('variant 1 does not exist');
    expect(() => parseOrderWebhook({ id: 1, name: '#1' })).toThrow(/Not a Shopify order webhook body: .*created_at/);
    expect(() => parseOrderWebhook('nope')).toThrow(/Not a Shopify order webhook body/);
  });

  it('fulfils an order with tracking: FULFILLED, tracking on the order, a retry answers alreadyFulfilled, no duplicate', async () => {
    const { shopify } = get();
    const rec = order([
      ['TEE-S', 1],
      ['TEE-M', 3],
    ]);
    const before = (await inStore((c) => c.getOrder(orderGid(rec.id))))!;
    const shipment = {
      orderId: orderGid(rec.id),
      trackingCompany: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      notifyCustomer: true,
    };
    const done = await inStore((c) => c.createFulfillment(shipment));
    expect(done).toEqual({
      fulfillmentId: expect.stringMatching(/^gid:\/\/shopify\/Fulfillment\/\d+$/),
      alreadyFulfilled: false,
    });

    const after = (await inStore((c) => c.getOrder(orderGid(rec.id))))!;
    expect(after.fulfillmentStatus).toBe('FULFILLED');
    expect(after.updatedAt > before.updatedAt).toBe(true);
    const kept = shopify.order(shopName, rec.id)!;
    expect(kept.fulfillments.map((f) => [f.trackingInfo, f.notifyCustomer, f.lineItems.map((l) => l.quantity)])).toEqual([
      [[{ company: 'UPS', number: '1Z999AA10123456784', url: shipment.trackingUrl }], true, [1, 3]],
    ]);
    const page = await browse(shopify, storeUrl(`/orders/${rec.id}`));
    expect(page.text).toContain('data-tracking-number="1Z999AA10123456784"');
    expect(page.text).toContain(`href="${shipment.trackingUrl}"`);
    expect((await browse(shopify, storeUrl(''))).text).toMatch(
      new RegExp(`data-order-name="${rec.name}"[^>]*data-fulfillment-status="FULFILLED"`),
    );

    const again = await inStore((c) => c.createFulfillment(shipment));
    expect(again).toEqual({ fulfillmentId: done.fulfillmentId, alreadyFulfilled: true });
    expect(shopify.order(shopName, rec.id)!.fulfillments).toHaveLength(1);

    const created = await hooks('fulfillments/create', rec.id);
    expect(created.map((d) => JSON.parse(d.body))).toEqual([
      expect.objectContaining({
        status: 'success',
        tracking_company: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_url: shipment.trackingUrl,
      }),
    ]);
    expect(parseOrderWebhook(JSON.parse((await hooks('orders/updated', rec.id)).at(-1)!.body))).toEqual(after);

    // Another tracking number on a shipped order, or a cancelled order: nothing to fulfil, said as Shopify's userErrors.
    await expect(inStore((c) => c.createFulfillment({ ...shipment, trackingNumber: 'OTHER' }))).rejects.toBeInstanceOf(
      ShopifyUserErrors,
    );
    const gone = order([['TEE-S', 1]]);
    shopify.cancelOrder(shopName, gone.id);
    await expect(inStore((c) => c.createFulfillment({ ...shipment, orderId: orderGid(gone.id) }))).rejects.toThrow(
      /nothing left to fulfill/,
    );
    await expect(inStore((c) => c.createFulfillment({ ...shipment, orderId: 'gid://shopify/Order/1' }))).rejects.toThrow(
      /does not exist/,
    );

    // fulfillmentCreate itself, as Shopify answers a closed or unknown fulfillment order.
    const token = shopify.shop(shopName).installs[0]!.token;
    const raw = createAdminApiClient({
      storeDomain: `${shopName}.myshopify.com`,
      apiVersion: shopifyApp(get().s.ctx).apiVersion,
      accessToken: token,
      customFetchApi: shopifyApp(get().s.ctx).fetch,
    });
    const create = (fulfillmentOrderId: string) =>
      raw.request<{ fulfillmentCreate: { fulfillment: unknown; userErrors: { field: string[]; message: string }[] } }>(
        `mutation($f: FulfillmentInput!) { fulfillmentCreate(fulfillment: $f) { fulfillment { id } userErrors { field message } } }`,
        { variables: { f: { lineItemsByFulfillmentOrder: [{ fulfillmentOrderId }], trackingInfo: { number: 'X' } } } },
      );
    const closedId = `gid://shopify/FulfillmentOrder/${kept.fulfillmentOrders[0]!.id}`;
    expect((await create(closedId)).data!.fulfillmentCreate).toEqual({
      fulfillment: null,
      userErrors: [
        {
          field: ['fulfillment'],
          message: `Fulfillment order ${kept.fulfillmentOrders[0]!.id} has an unfulfillable status= closed.`,
        },
      ],
    });
    expect((await create('gid://shopify/FulfillmentOrder/1')).data!.fulfillmentCreate.userErrors[0]!.message).toBe(
      'Fulfillment order does not exist.',
    );
  });

  it('refuses order reads without read_orders and fulfillment without the fulfillment-order scopes (ACCESS_DENIED)', async () => {
    const { s, shopify } = get();
    const app = shopifyApp(s.ctx);
    const install = async (scope: string) => {
      const name = uniqueShop('scoped');
      shopify.shop(name).products = shopify.shop(shopName).products;
      const authorize = `${shopify.url}/store/${name}/admin/oauth/authorize?${new URLSearchParams({
        client_id: API_KEY,
        scope,
        redirect_uri: `${s.url}/oauth2/authorize`,
        state: 'test-state',
      }).toString()}`;
      const back = await approve(shopify, authorize);
      const { accessToken } = await app.exchangeCode(`${name}.myshopify.com`, back.searchParams.get('code')!);
      return { name, client: adminClient(app, `${name}.myshopify.com`, accessToken) };
    };
    const products = await install('read_products');
    const hidden = shopify.createOrder(products.name, { lineItems: [{ variantId: variant('TEE-S'), quantity: 1 }] });
    for (const call of [products.client.listOrders(), products.client.getOrder(orderGid(hidden.id))]) {
      await expect(call).rejects.toBeInstanceOf(ShopifyRequestError);
      await expect(call).rejects.toMatchObject({ codes: ['ACCESS_DENIED'], message: expect.stringContaining('read_orders') });
    }
    // No read_orders, no order webhooks.
    expect(await hooks('orders/create', hidden.id)).toEqual([]);

    const reader = await install('read_products,read_orders');
    const seen = shopify.createOrder(reader.name, { lineItems: [{ variantId: variant('TEE-S'), quantity: 1 }] });
    expect((await reader.client.listOrders()).orders.map((o) => o.id)).toEqual([orderGid(seen.id)]);
    const denied = reader.client.createFulfillment({
      orderId: orderGid(seen.id),
      trackingCompany: 'UPS',
      trackingNumber: '1Z',
      trackingUrl: null,
      notifyCustomer: false,
    });
    await expect(denied).rejects.toMatchObject({
      codes: ['ACCESS_DENIED'],
      message: expect.stringContaining('fulfillment_orders'),
    });
    expect(shopify.order(reader.name, seen.id)!.fulfillments).toEqual([]);
  });

  it("customers/redact sent from the shop admin names the customer and that customer's orders", async () => {
    const { shopify } = get();
    const name = uniqueShop('redact');
    await api.link(alice, name);
    shopify.shop(name).products = shopify.shop(shopName).products;
    const mine = [1, 2].map(() =>
      shopify.createOrder(name, { ...BUYER, lineItems: [{ variantId: variant('TEE-S'), quantity: 1 }] }),
    );
    shopify.createOrder(name, { email: 'someone.else@example.com', lineItems: [{ variantId: variant('TEE-M'), quantity: 1 }] });
    const customerId = mine[0]!.customer!.id;
    expect(mine[1]!.customer!.id).toBe(customerId);

    const admin = await browse(shopify, `${shopify.url}/store/${name}/admin`);
    expect(admin.text).toContain(`<option value="${customerId}">Ana Silva &lt;ana.silva@example.com&gt; · 2 orders</option>`);
    const sent = await browse(shopify, `${shopify.url}/store/${name}/admin/privacy`, {
      topic: 'customers/redact',
      customer_id: String(customerId),
    });
    expect(sent.status).toBe(303);
    await shopify.idle();
    const redact = shopify
      .deliveries()
      .filter((d) => d.topic === 'customers/redact' && d.shop === `${name}.myshopify.com`)
      .at(-1)!;
    expect(redact).toMatchObject({ delivered: true, last: 200 });
    expect(JSON.parse(redact.body)).toEqual({
      shop_id: shopify.shop(name).id,
      shop_domain: `${name}.myshopify.com`,
      customer: { id: customerId, email: 'ana.silva@example.com', phone: '+1 415 555 0100' },
      orders_to_redact: mine.map((o) => o.id),
    });
    // Without a customer, the sample request still goes out as before.
    const sample = shopify.sendPrivacy(name, API_KEY, 'customers/redact')!;
    expect(JSON.parse(sample.body)).toMatchObject({ orders_to_redact: [299938, 280263, 220458] });
  });

  it('the shop admin makes an order with its prefilled form, lists it and cancels it', async () => {
    const { shopify } = get();
    const admin = await browse(shopify, storeUrl(''));
    expect(admin.text).toContain('<form id="create-order"');
    expect(admin.text).toContain(`<option value="${variant('TEE-M').split('/').pop()}">Linen Tee — M (TEE-M)</option>`);
    expect(admin.text).toContain('value="1600 Amphitheatre Parkway"');
    const form = {
      variant_id: variant('TEE-M').split('/').pop()!,
      quantity: '2',
      first_name: 'Jordan',
      last_name: 'Lee',
      email: 'jordan.lee@example.com',
      phone: '+1 650 253 0000',
      address1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      province_code: 'CA',
      zip: '94043',
      country_code: 'US',
    };
    const made = await browse(shopify, storeUrl('/orders'), form);
    expect(made.status).toBe(303);
    const id = Number(/#order-(\d+)$/.exec(made.location!)![1]);
    const rec = shopify.order(shopName, id)!;
    expect(rec).toMatchObject({
      email: 'jordan.lee@example.com',
      shippingAddress: { countryCode: 'US', zip: '94043' },
      totalPrice: '29.98',
    });
    const listed = await browse(shopify, storeUrl(''));
    expect(listed.text).toMatch(
      new RegExp(
        `<tr id="order-${id}" data-order-id="${id}" data-order-name="${rec.name}" data-financial-status="PAID" data-fulfillment-status="UNFULFILLED" data-cancelled="false">`,
      ),
    );
    expect((await browse(shopify, storeUrl(`/orders/${id}/cancel`), { back: 'order' })).location).toBe(
      `/store/${shopName}/admin/orders/${id}`,
    );
    expect(shopify.order(shopName, id)!.cancelReason).toBe('CUSTOMER');
    expect((await browse(shopify, storeUrl(`/orders/${id}`))).text).toContain('data-cancelled="true"');
  });
});
