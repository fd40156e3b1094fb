import { createHmac, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE, type PayOrdersResult, type StoreView, type TrackingImportResult } from '@dropport/contracts';
import type { ErrorBody, Seller } from './harness.js';
import { productPool } from './listings-support.js';
import { GOOD_ADDRESS, ordersApi } from './orders-support.js';
import { describeWithShopify, merchantProduct, SECRET, storesApi, uniqueShop } from './stores-support.js';

describeWithShopify('store orders: intake, payment, fulfilment and tracking back to the store', (get) => {
  const stores = storesApi(get);
  const api = ordersApi(get);
  let alice: Seller, bob: Seller, admin: Seller;
  let shop: string;
  let store: StoreView;
  let variants: { storeVariantId: number; variantId: number; sku: string | null }[];
  const stockOf = async (variantId: number) =>
    Number(
      (await get().s.ctx.db.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow())
        .stock,
    );

  beforeAll(async () => {
    const { s } = get();
    await s.catalogue(40);
    ({ admin } = await s.cast());
    bob = await s.seller({ verified: true });
    alice = await s.seller({ verified: true });
    const take = await productPool(get());
    shop = uniqueShop('orders');
    store = (await stores.link(alice, shop)).store;
    variants = await api.listProduct(alice, store, shop, take());
    // Enough stock for every test here, whatever the catalogue seed gave.
    await s.ctx.db
      .updateTable('product_variants')
      .set({ stock: 500 })
      .where(
        'id',
        'in',
        variants.map((v) => v.variantId),
      )
      .execute();
  });

  it('an order placed in the store arrives by webhook, mapped through the listing and priced, awaiting payment', async () => {
    const v = variants[0]!;
    const { placed, order } = await api.storeOrder(alice, shop, [{ variantId: v.storeVariantId, quantity: 2 }]);
    expect(order).toMatchObject({
      source: 'store',
      storeOrderName: placed.name,
      status: 'awaiting_payment',
      holdReason: null,
      customerName: 'Ada Lovelace',
      countryCode: 'US',
      itemCount: 1,
      addressProblems: [],
      store: { id: store.id },
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ variantId: v.variantId, quantity: 2, sku: v.sku });
    const unit = order.items[0]!.unitCostCents!;
    expect(order.costs.productsCents).toBe(unit * 2);
    expect(order.costs.shippingCents).toBeGreaterThan(0);
    expect(order.costs.totalCents).toBe(
      order.costs.productsCents + order.costs.shippingCents + order.costs.praiseCardCents + order.costs.otherFeesCents,
    );
    expect(order.shippingMethodCode).toBe(order.shippingOptions[0]!.methodCode);
    expect(order.events.map((e) => [e.action, e.actor])).toEqual([['created', 'store']]);
    // The list, its counts and its search find it; another seller does not.
    const mine = await api.list(alice, '?status=awaiting_payment');
    expect(mine.body.items.map((i) => i.id)).toContain(order.id);
    expect((await api.list(alice, `?q=${encodeURIComponent(v.sku!.toLowerCase())}`)).body.items.map((i) => i.id)).toContain(
      order.id,
    );
    expect((await api.list(alice, '?q=nobody-has-this')).body.items).toEqual([]);
    expect((await api.counts(alice)).body.counts.awaiting_payment).toBeGreaterThanOrEqual(1);
    expect((await api.one(bob, order.id)).status).toBe(404);
    expect((await api.list(bob)).body.items.map((i) => i.id)).not.toContain(order.id);
  });

  it('replayed and out-of-order versions of an order change nothing', async () => {
    const v = variants[0]!;
    const { placed, order } = await api.storeOrder(alice, shop, [{ variantId: v.storeVariantId, quantity: 1 }]);
    const first = get()
      .shopify.deliveries()
      .filter((d) => d.topic === 'orders/create' && JSON.parse(d.body).id === placed.id);
    get().shopify.updateOrderAddress(shop, placed.id, { address1: '1 Infinite Loop', city: 'Cupertino', zip: '95014' });
    await api.settle();
    const after = (await api.one(alice, order.id)).body;
    expect(after.address?.address1).toBe('1 Infinite Loop');
    // The create delivery again (same body, a new id as a re-subscription would send): older than what is applied.
    for (const d of first) {
      const res = await fetch(`${get().s.url}/api/webhooks/shopify`, {
        method: 'POST',
        headers: webhookHeaders(d),
        body: d.body,
      });
      expect(res.status).toBe(200);
    }
    await api.settle();
    const again = (await api.one(alice, order.id)).body;
    expect(again.address?.address1).toBe('1 Infinite Loop');
    expect(again.events).toEqual(after.events);
  });

  it('an item with no listing puts the order on hold until the seller maps it', async () => {
    const storeVariantId = merchantProduct(get().shopify.shop(shop));
    const { order } = await api.storeOrder(alice, shop, [{ variantId: storeVariantId, quantity: 1 }]);
    expect(order).toMatchObject({ status: 'on_hold', holdReason: 'unmapped_items' });
    expect(order.items[0]!.variantId).toBeNull();
    // It cannot be paid while on hold.
    const refused = await api.pay(alice, [order.id]);
    expect(refused.body.results[0]).toMatchObject({ paid: false, error: { code: 'ORDER_NOT_PAYABLE' } });
    const mapped = await get().s.call<ErrorBody & typeof order>('POST', `/api/orders/${order.id}/map`, {
      as: alice,
      json: { itemId: order.items[0]!.id, variantId: variants[0]!.variantId },
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body).toMatchObject({ status: 'awaiting_payment', holdReason: null });
    expect(mapped.body.events.at(-1)).toMatchObject({
      action: 'item_mapped',
      actor: 'seller',
      from: 'on_hold',
      to: 'awaiting_payment',
    });
    const n = await get()
      .s.ctx.db.selectFrom('notifications')
      .select('type')
      .where('user_id', '=', alice.id)
      .where('type', '=', 'order.on_hold')
      .execute();
    expect(n.length).toBeGreaterThanOrEqual(1);
  });

  it("another seller's private product is neither mapped by hand nor found by its SKU; one's own is", async () => {
    const { s } = get();
    const used = new Set(variants.map((v) => v.variantId));
    const spare = await s.ctx.db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.sku', 'v.product_id'])
      .where('p.status', '=', 'active')
      .orderBy('v.id', 'desc')
      .limit(60)
      .execute();
    const [bobs, alices] = [...new Map(spare.filter((r) => !used.has(Number(r.id))).map((r) => [r.product_id, r])).values()];
    for (const [owner, p] of [
      [bob, bobs!],
      [alice, alices!],
    ] as const) {
      await s.ctx.db.updateTable('products').set({ visibility: 'private', listed: 0 }).where('id', '=', p.product_id).execute();
      await s.ctx.db
        .insertInto('private_products')
        .values({ user_id: owner.id, product_id: p.product_id, created_at: Date.now() })
        .execute();
    }
    // A store line carrying the SKU of bob's private product stays unmapped for alice.
    const bySku = await api.storeOrder(alice, shop, [
      { variantId: merchantProduct(get().shopify.shop(shop), bobs!.sku), quantity: 1 },
    ]);
    expect(bySku.order).toMatchObject({ status: 'on_hold', holdReason: 'unmapped_items' });
    expect(bySku.order.items[0]!.variantId).toBeNull();
    const map = (variantId: number) =>
      s.call<ErrorBody & typeof bySku.order>('POST', `/api/orders/${bySku.order.id}/map`, {
        as: alice,
        json: { itemId: bySku.order.items[0]!.id, variantId },
      });
    const refused = await map(Number(bobs!.id));
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'VARIANT_NOT_FOUND', params: { id: Number(bobs!.id) } });
    expect((await api.one(alice, bySku.order.id)).body).toMatchObject({ status: 'on_hold', items: [{ variantId: null }] });
    // Her own private product maps, and a store line with its SKU finds it.
    expect((await map(Number(alices!.id))).body).toMatchObject({
      status: 'awaiting_payment',
      items: [{ variantId: Number(alices!.id) }],
    });
    const own = await api.storeOrder(alice, shop, [
      { variantId: merchantProduct(get().shopify.shop(shop), alices!.sku), quantity: 1 },
    ]);
    expect(own.order.items[0]!.variantId).toBe(Number(alices!.id));
  });

  it('a bad address holds the order; the seller fixes it before payment', async () => {
    const { order } = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }], {
      ...GOOD_ADDRESS,
      provinceCode: 'ZZ',
      province: 'Nowhere',
      zip: '9404',
    });
    expect(order).toMatchObject({ status: 'on_hold', holdReason: 'address_invalid' });
    expect(order.addressProblems).toEqual(expect.arrayContaining(['province_unknown', 'postal_code_invalid']));
    const bad = await api.edit(alice, order.id, {
      address: { name: 'Ada Lovelace', address1: 'x', city: 'y', countryCode: 'XX' },
    });
    expect(bad.status).toBe(200);
    expect(bad.body.addressProblems).toContain('country_unknown');
    const fixed = await api.edit(alice, order.id, {
      address: {
        name: 'Ada Lovelace',
        address1: '1600 Amphitheatre Parkway',
        city: 'Mountain View',
        provinceCode: 'CA',
        postalCode: '94043',
        countryCode: 'US',
        phone: '+1 650 253 0000',
      },
    });
    expect(fixed.body).toMatchObject({ status: 'awaiting_payment', addressProblems: [] });
    // A shipping method not on offer is refused; one on offer is kept.
    const wrong = await api.edit(alice, order.id, { shippingMethodCode: 'NOPE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('SHIPPING_METHOD_UNKNOWN');
    const last = fixed.body.shippingOptions.at(-1)!;
    const chosen = await api.edit(alice, order.id, { shippingMethodCode: last.methodCode });
    expect(chosen.body).toMatchObject({ shippingMethodCode: last.methodCode, costs: { shippingCents: last.costCents } });
    // Bob cannot touch it.
    expect((await api.edit(bob, order.id, { shippingMethodCode: last.methodCode })).status).toBe(404);
  });

  it('a held store order is released by a province given by name or by code, as the manual form sends it', async () => {
    const { province: _name, ...sent } = { ...GOOD_ADDRESS, provinceCode: 'ZZ', zip: 'ABCDE' };
    const line = [{ variantId: variants[0]!.storeVariantId, quantity: 1 }];
    const byName = (await api.storeOrder(alice, shop, line, sent)).order;
    expect(byName).toMatchObject({ status: 'on_hold', holdReason: 'address_invalid' });
    expect(byName.address).toMatchObject({ province: null, provinceCode: 'ZZ', postalCode: 'ABCDE' });
    const fix = { name: 'Ada Lovelace', address1: '1600 Amphitheatre Parkway', city: 'Mountain View', countryCode: 'US' };
    const named = await api.edit(alice, byName.id, { address: { ...fix, province: 'California', postalCode: '94043' } });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ status: 'awaiting_payment', holdReason: null, addressProblems: [] });
    expect(named.body.address).toMatchObject({ province: 'California', provinceCode: 'CA' });

    const byCode = (await api.storeOrder(alice, shop, line, sent)).order;
    const coded = await api.edit(alice, byCode.id, { address: { ...fix, province: 'CA', postalCode: '94043' } });
    expect(coded.body).toMatchObject({ status: 'awaiting_payment', addressProblems: [] });
    expect(coded.body.address).toMatchObject({ province: 'California', provinceCode: 'CA' });
    // A store that sends the code alone: the order names the province too.
    const good = (await api.storeOrder(alice, shop, line, { ...sent, provinceCode: 'CA', zip: '94043' })).order;
    expect(good).toMatchObject({ status: 'awaiting_payment' });
    expect(good.address).toMatchObject({ province: 'California', provinceCode: 'CA' });
  });

  it('pays from the balance once: refused without money, paid with it, never twice; invoice, stock and ledger follow', async () => {
    const v = variants[1] ?? variants[0]!;
    const { order } = await api.storeOrder(alice, shop, [{ variantId: v.storeVariantId, quantity: 3 }]);
    const before = await api.balance(alice);
    const poor = await api.pay(alice, [order.id], 'es-ES');
    expect(poor.status).toBe(200);
    expect(poor.body.results[0]).toMatchObject({ paid: false, error: { code: 'INSUFFICIENT_BALANCE' } });
    expect(poor.body.results[0]!.error!.message).toMatch(/saldo/);
    expect(await api.balance(alice)).toBe(before);
    const stock = await stockOf(v.variantId);
    await api.fund(alice, order.costs.totalCents);
    const paid = await api.pay(alice, [order.id]);
    expect(paid.body).toMatchObject({ paidCount: 1, paidCents: order.costs.totalCents, balanceCents: before });
    expect(await stockOf(v.variantId)).toBe(stock - 3);
    const again = await api.pay(alice, [order.id]);
    expect(again.body.results[0]).toMatchObject({ paid: false, alreadyPaid: true, error: { code: 'ORDER_ALREADY_PAID' } });
    expect(await api.balance(alice)).toBe(before);
    const detail = (await api.one(alice, order.id)).body;
    expect(detail).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(detail.invoiceId).toBeTruthy();
    const invoice = await get().s.call<{ kind: string; totalCents: number; sourceId: string }>(
      'GET',
      `/api/invoices/${detail.invoiceId}`,
      { as: alice },
    );
    expect(invoice.body).toMatchObject({ kind: 'order', sourceId: order.id, totalCents: order.costs.totalCents });
    // Bob paying Alice's order moves nothing.
    const bobs = await api.pay(bob, [order.id]);
    expect(bobs.body.results[0]).toMatchObject({ paid: false, error: { code: 'ORDER_NOT_FOUND' } });
    // A seller may not run the supply side.
    expect((await api.admin(alice, order.id, 'process')).status).toBe(403);
    // Cancel a paid order: refunded in full, stock back.
    const cancelled = await api.cancel(alice, order.id, 'buyer changed their mind');
    expect(cancelled.body).toMatchObject({ status: 'refunded', refundedCents: order.costs.totalCents });
    expect(await api.balance(alice)).toBe(before + order.costs.totalCents);
    expect(await stockOf(v.variantId)).toBe(stock);
    // The statement describes both lines as a kind and parameters, for the console to say in the seller's language.
    const lines = await get().s.call<{ items: { reference: string | null; kind: string; memoText: unknown }[] }>(
      'GET',
      '/api/wallet/transactions',
      { as: alice },
    );
    const orderNo = { orderNo: detail.orderNo };
    expect(lines.body.items.filter((l) => l.reference === detail.orderNo).map((l) => [l.kind, l.memoText])).toEqual([
      ['refund', { kind: 'order_refund', params: orderNo }],
      ['payment', { kind: 'order_payment', params: orderNo }],
    ]);
    const paidAgain = await api.pay(alice, [order.id]);
    expect(paidAgain.body.results[0]!.error!.code).toBe('ORDER_ALREADY_PAID');
    expect((await api.cancel(alice, order.id)).body.code).toBe('ORDER_STATUS_INVALID');
  });

  it('a pay attempt sent twice at once under one key pays once and answers both with the first result', async () => {
    const { order } = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }]);
    const before = await api.balance(alice);
    await api.fund(alice, order.costs.totalCents);
    const key = randomUUID();
    const pay = (orderIds: string[]) =>
      get().s.call<PayOrdersResult & ErrorBody>('POST', '/api/orders/pay', {
        as: alice,
        json: { orderIds, idempotencyKey: key },
      });
    const [a, b] = await Promise.all([pay([order.id]), pay([order.id])]);
    for (const r of [a, b]) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ paidCount: 1, paidCents: order.costs.totalCents, balanceCents: before });
      expect(r.body.results[0]).toMatchObject({ paid: true, alreadyPaid: false, error: null });
    }
    // Sent again later, the answer is still the first one; the money moved once.
    expect((await pay([order.id])).body).toEqual(a.body);
    expect(await api.balance(alice)).toBe(before);
    const debits = await get()
      .s.ctx.db.selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `order-pay:${order.id}`)
      .execute();
    expect(debits).toHaveLength(1);
    // The key names that attempt: other orders under it are refused, and another seller's same key is theirs.
    const other = await pay([order.id, 'ORDER-X']);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bobs = await get().s.call<PayOrdersResult & ErrorBody>('POST', '/api/orders/pay', {
      as: bob,
      json: { orderIds: [order.id], idempotencyKey: key },
    });
    expect(bobs.body.results[0]).toMatchObject({ paid: false, error: { code: 'ORDER_NOT_FOUND' } });
  });

  it('the supply side ships with tracking; the fulfillment reaches the store and the seller sees it in Shipped', async () => {
    const { placed, order } = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }]);
    await api.fund(alice, order.costs.totalCents);
    expect((await api.pay(alice, [order.id])).body.paidCount).toBe(1);
    // An illegal move is refused with nothing written.
    const early = await api.admin(admin, order.id, 'deliver');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('ORDER_STATUS_INVALID');
    expect((await api.admin(admin, order.id, 'process')).body.status).toBe('processing');
    const checkpoint = await api.admin(admin, order.id, 'checkpoints', {
      at: '2026-11-20T08:00:00Z',
      location: 'Shenzhen',
      description: 'Parcel handed to carrier',
    });
    expect(checkpoint.body.checkpoints).toHaveLength(1);
    const bad = await api.admin(admin, order.id, 'ship', { carrier: 'YunExpress', trackingNumber: 'no spaces allowed' });
    expect(bad.status).toBe(400);
    const shipped = await api.admin(admin, order.id, 'ship', {
      carrier: 'YunExpress',
      trackingNumber: 'YT2412345678901',
      trackingUrl: 'https://www.yuntrack.com/parcelTracking?id=YT2412345678901',
    });
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      carrier: 'YunExpress',
      trackingNumber: 'YT2412345678901',
      fulfillmentSync: 'pending',
    });
    await api.settle();
    const inStore = get().shopify.order(shop, placed.id)!;
    expect(inStore.fulfillments).toHaveLength(1);
    expect(inStore.fulfillments[0]!.trackingInfo[0]).toMatchObject({ company: 'YunExpress', number: 'YT2412345678901' });
    const seen = (await api.one(alice, order.id)).body;
    expect(seen.fulfillmentSync).toBe('sent');
    expect((await api.list(alice, '?status=shipped,delivered')).body.items.map((i) => i.id)).toContain(order.id);
    const note = await get()
      .s.ctx.db.selectFrom('notifications')
      .select('params')
      .where('user_id', '=', alice.id)
      .where('type', '=', 'order.shipped')
      .execute();
    expect(note.some((n) => JSON.parse(n.params).orderId === order.id)).toBe(true);
    expect((await api.admin(admin, order.id, 'deliver')).body.status).toBe('delivered');
  });

  it('a tracking CSV with one bad row ships nothing and names the row; a good one ships every order', async () => {
    const a = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }]);
    const b = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }]);
    await api.fund(alice, a.order.costs.totalCents + b.order.costs.totalCents);
    expect((await api.pay(alice, [a.order.id, b.order.id])).body.paidCount).toBe(2);
    const upload = (csv: string, lang = 'en-US') =>
      get().s.call<TrackingImportResult & ErrorBody>('POST', '/api/admin/orders/tracking', {
        as: admin,
        body: csv,
        headers: { 'content-type': 'text/csv', 'accept-language': lang },
      });
    const bad = await upload(
      `order_no,carrier,tracking_number,tracking_url\r\n${a.order.orderNo},DHL,JD0123456789,\r\nDP999,DHL,JD0123456780,\r\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('TRACKING_CSV_INVALID');
    expect(bad.body.params.errors).toEqual([expect.objectContaining({ row: 3, code: 'ORDER_NOT_FOUND' })]);
    // An order named twice: the second row says where the first is, in the reader's language.
    const twice = await upload(
      `order_no,carrier,tracking_number\n${a.order.orderNo},DHL,JD0123456789\n${a.order.orderNo},DHL,JD0123456780\n`,
      'es-ES',
    );
    expect(twice.body.params.errors).toEqual([
      {
        row: 3,
        code: 'CSV_INVALID',
        message: `El archivo no se puede importar: El pedido ${a.order.orderNo} también está en la fila 2.`,
      },
    ]);
    expect((await api.one(alice, a.order.id)).body.status).toBe('paid');
    const good = await upload(
      `order_no,carrier,tracking_number,tracking_url\r\n${a.order.orderNo},DHL,JD0123456789,\r\n${b.order.orderNo},DHL,JD0123456780,\r\n`,
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.shipped).toBe(2);
    expect((await api.one(alice, b.order.id)).body).toMatchObject({ status: 'shipped', trackingNumber: 'JD0123456780' });
    // Checkpoints by file too: a bad time refuses the whole file; a good one adds each row to its order.
    const checkpoints = (csv: string, lang = 'en-US') =>
      get().s.call<{ added: number } & ErrorBody>('POST', '/api/admin/orders/checkpoints', {
        as: admin,
        body: csv,
        headers: { 'content-type': 'text/csv', 'accept-language': lang },
      });
    const head = 'order_no,at,location,description';
    const wrong = await checkpoints(
      `${head}\n${a.order.orderNo},2026-11-20 08:00,Shenzhen,Handed to carrier\n${b.order.orderNo},yesterday,Shenzhen,Handed to carrier\n`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.params.errors).toEqual([
      { row: 3, code: 'VALIDATION_FAILED', message: 'Invalid at: has the wrong format' },
    ]);
    const headless = await checkpoints(`order_no,at\n${a.order.orderNo},2026-11-20 08:00\n`, 'pt-BR');
    expect(headless.body.params.errors).toEqual([
      {
        row: 1,
        code: 'CSV_INVALID',
        message: 'O arquivo não pode ser importado: Faltam estas colunas na linha de cabeçalho: location, description.',
      },
    ]);
    expect((await api.one(alice, a.order.id)).body.checkpoints).toEqual([]);
    const right = await checkpoints(
      `${head}\n${a.order.orderNo},2026-11-20 08:00,Shenzhen,Handed to carrier\n${a.order.orderNo},2026-11-22T10:00:00Z,Los Angeles,Arrived\n`,
    );
    expect(right.body.added).toBe(2);
    expect((await api.one(alice, a.order.id)).body.checkpoints.map((c) => c.location)).toEqual(['Los Angeles', 'Shenzhen']);
    expect((await api.one(alice, a.order.id)).body.checkpoints[1]!.at).toBe('2026-11-20T08:00:00.000Z');
  });

  it('tracking and checkpoints by .xlsx workbook: its first sheet, dates as the sheet shows them, rows as it numbers them', async () => {
    const a = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }]);
    const b = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }]);
    await api.fund(alice, a.order.costs.totalCents + b.order.costs.totalCents);
    expect((await api.pay(alice, [a.order.id, b.order.id])).body.paidCount).toBe(2);
    const sheetOf = async (rows: (string | number | Date)[][], fill?: (sheet: ExcelJS.Worksheet) => void) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Parcels');
      for (const r of rows) sheet.addRow(r);
      fill?.(sheet);
      book.addWorksheet('Notes').addRow(['order_no', 'not read']);
      return new Uint8Array(await book.xlsx.writeBuffer());
    };
    const post = (path: string, data: Uint8Array<ArrayBuffer>) =>
      get().s.call<TrackingImportResult & { added: number } & ErrorBody>('POST', path, {
        as: admin,
        body: data,
        headers: { 'content-type': XLSX_CONTENT_TYPE },
      });
    const head = ['order_no', 'carrier', 'tracking_number', 'tracking_url'];
    // Row 3 is blank: the unknown order sits on row 4.
    const bad = await post(
      '/api/admin/orders/tracking',
      await sheetOf([head, [a.order.orderNo, 'DHL', 'JD0123456781', ''], [], ['DP999', 'DHL', 'JD0123456782', '']]),
    );
    expect([bad.status, bad.body.code]).toEqual([400, 'TRACKING_CSV_INVALID']);
    expect(bad.body.params.errors).toEqual([expect.objectContaining({ row: 4, code: 'ORDER_NOT_FOUND' })]);
    const broken = await post('/api/admin/orders/tracking', (await sheetOf([head])).slice(0, 300));
    expect(broken.body.params.errors).toEqual([
      {
        row: 1,
        code: 'CSV_INVALID',
        message: 'The file cannot be imported: The file is not an Excel workbook (.xlsx) that can be read.',
      },
    ]);
    expect((await api.one(alice, a.order.id)).body.status).toBe('paid');
    // A tracking number typed as a number reads in full, as the sheet shows it.
    const good = await post(
      '/api/admin/orders/tracking',
      await sheetOf([head, [a.order.orderNo, 'DHL', 1234567890123, ''], [b.order.orderNo, 'DHL', 'JD0123456784', '']]),
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.shipped).toBe(2);
    expect((await api.one(alice, a.order.id)).body).toMatchObject({ status: 'shipped', trackingNumber: '1234567890123' });

    // Checkpoint times as date cells: one with a time, one on the hour.
    const right = await post(
      '/api/admin/orders/checkpoints',
      await sheetOf(
        [
          ['order_no', 'at', 'location', 'description'],
          [a.order.orderNo, new Date(Date.UTC(2026, 10, 20, 8, 0)), 'Shenzhen', 'Handed to carrier'],
          [a.order.orderNo, new Date(Date.UTC(2026, 10, 22, 10, 30, 15)), 'Los Angeles', 'Arrived'],
        ],
        (sheet) => sheet.getColumn(2).eachCell((c) => (c.numFmt = 'yyyy-mm-dd hh:mm:ss')),
      ),
    );
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.added).toBe(2);
    expect((await api.one(alice, a.order.id)).body.checkpoints.map((c) => [c.at, c.location])).toEqual([
      ['2026-11-22T10:30:15.000Z', 'Los Angeles'],
      ['2026-11-20T08:00:00.000Z', 'Shenzhen'],
    ]);
  });

  it('auto-pay pays new store orders within its daily limit; the rest wait for the seller', async () => {
    const dave = await get().s.seller({ verified: true });
    const daveShop = uniqueShop('autopay');
    const daveStore = (await stores.link(dave, daveShop)).store;
    const take = await productPool(get());
    const [dv] = await api.listProduct(dave, daveStore, daveShop, take());
    await get().s.ctx.db.updateTable('product_variants').set({ stock: 500 }).where('id', '=', dv!.variantId).execute();
    const first = await api.storeOrder(dave, daveShop, [{ variantId: dv!.storeVariantId, quantity: 1 }]);
    expect(first.order.status).toBe('awaiting_payment');
    const total = first.order.costs.totalCents;
    const limit = Math.max(100, total + Math.floor(total / 2));
    const on = await get().s.call('POST', `/v1/users/${dave.id}/setting?autoPay=true&autoPayDailyLimitCents=${limit}`, {
      as: dave,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await api.fund(dave, total * 3);
    const second = await api.storeOrder(dave, daveShop, [{ variantId: dv!.storeVariantId, quantity: 1 }]);
    const third = await api.storeOrder(dave, daveShop, [{ variantId: dv!.storeVariantId, quantity: 1 }]);
    await api.settle();
    const paid = (await api.one(dave, second.order.id)).body;
    expect(paid.status).toBe('paid');
    expect(paid.events.map((e) => e.action)).toContain('auto_paid');
    // The third would pass the day's limit: it waits, as does the order from before auto-pay was on.
    expect((await api.one(dave, third.order.id)).body.status).toBe('awaiting_payment');
    expect((await api.one(dave, first.order.id)).body.status).toBe('awaiting_payment');
    expect(await api.balance(dave)).toBe(total * 2);
    // Another seller's store id filters to nothing, never to that seller's orders.
    expect((await api.list(alice, `?storeId=${daveStore.id}`)).body.items).toEqual([]);
  });

  it('a cancellation in the store cancels an unpaid order; hold and release by the supply side', async () => {
    const { placed, order } = await api.storeOrder(alice, shop, [{ variantId: variants[0]!.storeVariantId, quantity: 1 }]);
    const held = await api.admin(admin, order.id, 'hold', { reason: 'Supplier out of packaging' });
    expect(held.body).toMatchObject({ status: 'on_hold', holdReason: 'supplier', holdNote: 'Supplier out of packaging' });
    expect((await api.admin(admin, order.id, 'release')).body.status).toBe('awaiting_payment');
    get().shopify.cancelOrder(shop, placed.id);
    await api.settle();
    const gone = (await api.one(alice, order.id)).body;
    expect(gone.status).toBe('cancelled');
    expect(gone.events.at(-1)).toMatchObject({ action: 'cancelled', actor: 'store' });
    // A cancelled order cannot be paid; nothing moves.
    await api.fund(alice, order.costs.totalCents);
    const before = await api.balance(alice);
    expect((await api.pay(alice, [order.id])).body.results[0]).toMatchObject({
      paid: false,
      error: { code: 'ORDER_NOT_PAYABLE' },
    });
    expect(await api.balance(alice)).toBe(before);
  });
});

/** The headers Shopify signs a delivery with, under a fresh webhook id (as a second subscription's delivery would be). */
function webhookHeaders(d: { topic: string; shop: string; body: string; apiVersion: string }): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-shopify-topic': d.topic,
    'x-shopify-shop-domain': d.shop,
    'x-shopify-api-version': d.apiVersion,
    'x-shopify-webhook-id': randomUUID(),
    'x-shopify-hmac-sha256': createHmac('sha256', SECRET).update(d.body).digest('base64'),
  };
}
