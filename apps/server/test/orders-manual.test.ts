import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import {
  XLSX_CONTENT_TYPE,
  type ManualOrderImportResult,
  type ManualOrderQuote,
  type OrderDetail,
  type OrderPage,
  type PayOrdersResult,
} from '@dropport/contracts';
import { credit } from '../src/modules/ledger/ledger.js';
import { newId } from '../src/lib/ids.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

const ADDRESS = {
  name: 'Grace Hopper',
  address1: 'Rua Augusta 100',
  city: 'Lisboa',
  postalCode: '1100-053',
  countryCode: 'PT',
  phone: '+351 21 000 0000',
};

describeEachEngine('manual orders, CSV import and paying many at once', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  let variant: { id: number; sku: string };
  let other: { id: number; sku: string };
  const s = () => get();
  const create = (as: Seller, json: unknown) => s().call<OrderDetail & ErrorBody>('POST', '/api/orders/manual', { as, json });
  const importCsv = (as: Seller, csv: string, lang = 'en-US') =>
    s().call<ManualOrderImportResult & ErrorBody>('POST', '/api/orders/manual/import', {
      as,
      body: csv,
      headers: { 'content-type': 'text/csv', 'accept-language': lang },
    });
  const orderCount = async (userId: string) =>
    Number(
      (
        await s()
          .ctx.db.selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    await s().catalogue(30);
    alice = await s().seller({ verified: true });
    bob = await s().seller({ verified: true });
    ({ admin } = await s().cast());
    const vs = await s()
      .ctx.db.selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.id', 'v.sku'])
      .where('p.listed', '=', 1)
      .where('p.status', '=', 'active')
      .orderBy('v.id')
      .limit(2)
      .execute();
    [variant, other] = vs.map((v) => ({ id: Number(v.id), sku: v.sku })) as [typeof variant, typeof other];
    await s().ctx.db.updateTable('product_variants').set({ stock: 5000 }).where('id', 'in', [variant.id, other.id]).execute();
  });

  it('quotes, then creates a manual order from start to paid; bad input is refused and writes nothing', async () => {
    const input = { items: [{ variantId: variant.id, quantity: 2 }], address: ADDRESS };
    const q = await s().call<ManualOrderQuote & ErrorBody>('POST', '/api/orders/manual/quote', { as: alice, json: input });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(q.body.addressProblems).toEqual([]);
    expect(q.body.shippingOptions.length).toBeGreaterThan(0);
    expect(q.body.costs.totalCents).toBe(q.body.costs.productsCents + q.body.costs.shippingCents + q.body.costs.praiseCardCents);
    const made = await create(alice, input);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      source: 'manual',
      store: null,
      status: 'awaiting_payment',
      costs: q.body.costs,
      countryCode: 'PT',
    });
    expect(made.body.orderNo).toMatch(/^DP\d+$/);
    const mine = await s().call<OrderPage>('GET', '/api/orders?source=manual', { as: alice });
    expect(mine.body.items.map((i) => i.id)).toContain(made.body.id);
    expect(
      (await s().call<OrderPage>('GET', '/api/orders?source=store', { as: alice })).body.items.map((i) => i.id),
    ).not.toContain(made.body.id);

    const before = await orderCount(alice.id);
    const badAddress = await create(alice, { ...input, address: { ...ADDRESS, postalCode: '11' } });
    expect(badAddress.status).toBe(422);
    expect(badAddress.body.code).toBe('ORDER_ADDRESS_INVALID');
    expect((await create(alice, { ...input, items: [{ variantId: 999_999_999, quantity: 1 }] })).body.code).toBe(
      'VARIANT_NOT_FOUND',
    );
    expect((await create(alice, { ...input, shippingMethodCode: 'TELEPORT' })).body.code).toBe('SHIPPING_METHOD_UNKNOWN');
    expect((await create(alice, { ...input, items: [] })).status).toBe(400);
    expect(await orderCount(alice.id)).toBe(before);

    await credit(s().ctx.db, {
      userId: alice.id,
      amountCents: made.body.costs.totalCents,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    const paid = await s().call<PayOrdersResult>('POST', '/api/orders/pay', { as: alice, json: { orderIds: [made.body.id] } });
    expect(paid.body.paidCount).toBe(1);
    const shipped = await s().call<OrderDetail>('POST', `/api/admin/orders/${made.body.id}/ship`, {
      as: admin,
      json: { carrier: 'CTT', trackingNumber: 'RR123456789PT' },
    });
    expect(shipped.body).toMatchObject({ status: 'shipped', fulfillmentSync: 'none' });
    expect(
      (await s().call<OrderPage>('GET', '/api/orders?source=manual&status=shipped,delivered', { as: alice })).body.items.map(
        (i) => i.id,
      ),
    ).toContain(made.body.id);
  });

  it('a CSV with one bad row imports nothing and says which row; a good one makes one order per reference', async () => {
    const header = 'order_ref,name,address1,city,province_code,postal_code,country_code,phone,email,sku,quantity';
    const row = (ref: string, sku: string, qty = '1', zip = '1100-053') =>
      `${ref},Grace Hopper,Rua Augusta 100,Lisboa,,${zip},PT,+351 21 000 0000,,${sku},${qty}`;
    const before = await orderCount(alice.id);
    const bad = await importCsv(
      alice,
      [header, row('A', variant.sku), row('A', other.sku, '2'), row('B', 'NO-SUCH-SKU')].join('\n'),
      'pt-BR',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('ORDER_CSV_INVALID');
    expect(bad.body.params.errors).toEqual([expect.objectContaining({ row: 4, code: 'SKU_UNKNOWN' })]);
    expect((bad.body.params.errors as { message: string }[])[0]!.message).toMatch(/SKU/);
    const badZip = await importCsv(alice, [header, row('A', variant.sku), row('C', variant.sku, '1', '99')].join('\n'));
    expect(badZip.body.params.errors).toEqual([expect.objectContaining({ row: 3, code: 'ORDER_ADDRESS_INVALID' })]);
    // A problem of the file, and a value a row gets wrong, each say why in the reader's language.
    const messages = async (csv: string, lang: string) =>
      ((await importCsv(alice, csv, lang)).body.params.errors as { message: string }[]).map((e) => e.message);
    expect(await messages('name,sku\nx,y', 'en-US')).toEqual([
      'The file cannot be imported: The header row lacks these columns: order_ref, address1, city, country_code, quantity.',
    ]);
    expect(await messages(`${header}\n`, 'es-ES')).toEqual([
      'El archivo no se puede importar: El archivo no tiene filas debajo del encabezado.',
    ]);
    expect(await messages(`${header}\n"A,unclosed`, 'pt-BR')).toEqual([
      'O arquivo não pode ser importado: Um valor entre aspas que começa nesta linha nunca é fechado.',
    ]);
    expect(await messages([header, row('A', variant.sku, 'two')].join('\n'), 'en-US')).toEqual([
      'Invalid quantity: is not valid',
    ]);
    expect(await orderCount(alice.id)).toBe(before);
    const good = await importCsv(
      alice,
      [header, row('A', variant.sku), row('A', other.sku, '2'), row('B', other.sku)].join('\r\n'),
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.created).toBe(2);
    expect(await orderCount(alice.id)).toBe(before + 2);
    const a = await s().call<OrderDetail>('GET', `/api/orders/${good.body.orderIds[0]}`, { as: alice });
    expect(a.body.items.map((i) => [i.sku, i.quantity])).toEqual([
      [variant.sku, 1],
      [other.sku, 2],
    ]);
    const template = await s().call('GET', '/api/orders/manual/template.csv', { as: alice });
    expect(template.status).toBe(200);
  });

  it('an .xlsx workbook imports the same way: typed cells read as the sheet shows them, rows numbered as it numbers them', async () => {
    const sheetOf = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Orders');
      for (const r of rows) sheet.addRow(r);
      book.addWorksheet('Notes').addRow(['order_ref', 'not read']);
      return new Uint8Array(await book.xlsx.writeBuffer());
    };
    const importXlsx = (data: Uint8Array<ArrayBuffer>) =>
      s().call<ManualOrderImportResult & ErrorBody>('POST', '/api/orders/manual/import', {
        as: alice,
        body: data,
        headers: { 'content-type': XLSX_CONTENT_TYPE },
      });
    const header = ['order_ref', 'name', 'address1', 'city', 'postal_code', 'country_code', 'phone', 'sku', 'quantity'];
    // The quantity typed as a number; row 3 left blank.
    const line = (ref: string, sku: string, quantity: number) => [
      ref,
      'Grace Hopper',
      'Rua Augusta 100',
      'Lisboa',
      '1100-053',
      'PT',
      '+351 21 000 0000',
      sku,
      quantity,
    ];
    const before = await orderCount(alice.id);
    const bad = await importXlsx(
      await sheetOf([header, line('X', variant.sku, 1), [], line('X', other.sku, 2), line('Y', 'NO-SUCH-SKU', 1)]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('ORDER_CSV_INVALID');
    expect(bad.body.params.errors).toEqual([expect.objectContaining({ row: 5, code: 'SKU_UNKNOWN' })]);
    const broken = await importXlsx((await sheetOf([header])).slice(0, 300));
    expect([broken.status, broken.body.code]).toEqual([400, 'ORDER_CSV_INVALID']);
    expect(broken.body.params.errors).toEqual([
      {
        row: 1,
        code: 'CSV_INVALID',
        message: 'The file cannot be imported: The file is not an Excel workbook (.xlsx) that can be read.',
      },
    ]);
    // Over the route's own limit (2 MB), not the server's: the answer names the route's.
    const tooBig = await importXlsx(new Uint8Array(2 * 1024 * 1024 + 1));
    expect([tooBig.status, tooBig.body.code, tooBig.body.params.limitBytes]).toEqual([413, 'PAYLOAD_TOO_LARGE', 2 * 1024 * 1024]);
    expect(tooBig.body.message).toBe('Too large: at most 2 MB.');
    const tooLong = await importCsv(alice, `${header}\n${'x'.repeat(2 * 1024 * 1024)}`, 'es-ES');
    expect([tooLong.status, tooLong.body.message]).toEqual([413, 'Es demasiado grande: como máximo 2 MB.']);
    const json = await s().call<ErrorBody>('POST', '/api/orders/manual/import', { as: alice, json: { rows: [] } });
    expect([json.status, json.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await orderCount(alice.id)).toBe(before);

    const good = await importXlsx(
      await sheetOf([header, line('X', variant.sku, 1), [], line('X', other.sku, 2), line('Y', other.sku, 3)]),
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.created).toBe(2);
    expect(await orderCount(alice.id)).toBe(before + 2);
    const x = await s().call<OrderDetail>('GET', `/api/orders/${good.body.orderIds[0]}`, { as: alice });
    expect(x.body.items.map((i) => [i.sku, i.quantity])).toEqual([
      [variant.sku, 1],
      [other.sku, 2],
    ]);
    expect(x.body.address).toMatchObject({ postalCode: '1100-053', phone: '+351 21 000 0000' });
  });

  it('the seller’s settings shape the parcel: the praise card fee, the IOSS number under the threshold, popularity when paid', async () => {
    const carol = await s().seller({ verified: true });
    const input = { items: [{ variantId: variant.id, quantity: 1 }], address: ADDRESS };
    const plain = (await create(carol, input)).body;
    expect(plain.costs.praiseCardCents).toBe(0);
    expect(plain.iossNumber).toBeNull();
    const saved = await s().call('POST', `/v1/users/${carol.id}/setting?iossEnabled=true&iossNumber=IM1234567890`, { as: carol });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The card's design as an upload would leave it, and the card switched on.
    const design = newId();
    await s()
      .ctx.db.insertInto('uploads')
      .values({
        id: design,
        user_id: carol.id,
        purpose: 'praise-card',
        mime: 'image/png',
        size: 1,
        sha256: '0',
        storage_key: design,
        name: 'card.png',
        created_at: Date.now(),
      })
      .execute();
    await s()
      .ctx.db.insertInto('user_praise_cards')
      .values({ user_id: carol.id, enabled: 1, design_upload_id: design, message: 'Thank you!', updated_at: Date.now() })
      .execute();
    const eu = (await create(carol, input)).body;
    expect(eu.costs.praiseCardCents).toBe(s().config.PRAISE_CARD_FEE_CENTS);
    expect(eu.costs.totalCents).toBe(eu.costs.productsCents + eu.costs.shippingCents + eu.costs.praiseCardCents);
    expect(eu.iossNumber).toBe('IM1234567890');
    // Outside the EU, no IOSS; above €150 of goods, neither.
    const us = (
      await create(carol, {
        ...input,
        address: {
          name: 'Ada',
          address1: '1 Main St',
          city: 'Austin',
          provinceCode: 'TX',
          postalCode: '73301',
          countryCode: 'US',
        },
      })
    ).body;
    expect(us.iossNumber).toBeNull();
    const big = (await create(carol, { ...input, items: [{ variantId: variant.id, quantity: 999 }] })).body;
    expect(big.costs.productsCents).toBeGreaterThan(16_500);
    expect(big.iossNumber).toBeNull();
    // Paying makes the product popular (the market's hot collection).
    const product = await s()
      .ctx.db.selectFrom('product_variants')
      .select('product_id')
      .where('id', '=', variant.id)
      .executeTakeFirstOrThrow();
    const popularity = async () =>
      Number(
        (
          await s()
            .ctx.db.selectFrom('products')
            .select('popularity')
            .where('id', '=', product.product_id)
            .executeTakeFirstOrThrow()
        ).popularity,
      );
    const before = await popularity();
    await credit(s().ctx.db, {
      userId: carol.id,
      amountCents: eu.costs.totalCents,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    expect(
      (await s().call<PayOrdersResult>('POST', '/api/orders/pay', { as: carol, json: { orderIds: [eu.id] } })).body.paidCount,
    ).toBe(1);
    expect(await popularity()).toBe(before + 1);
  });

  it('paying 200 orders at once against a balance for 100 pays exactly 100; the ledger balances', async () => {
    const input = { items: [{ variantId: variant.id, quantity: 1 }], address: ADDRESS };
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const made = await create(bob, input);
      expect(made.status).toBe(201);
      ids.push(made.body.id);
    }
    const each = (await s().call<OrderDetail>('GET', `/api/orders/${ids[0]}`, { as: bob })).body.costs.totalCents;
    await credit(s().ctx.db, {
      userId: bob.id,
      amountCents: each * 100,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    const stock = Number(
      (await s().ctx.db.selectFrom('product_variants').select('stock').where('id', '=', variant.id).executeTakeFirstOrThrow())
        .stock,
    );
    const answers = await Promise.all(
      ids.map((id) => s().call<PayOrdersResult>('POST', '/api/orders/pay', { as: bob, json: { orderIds: [id] } })),
    );
    const paid = answers.filter((a) => a.body.paidCount === 1).length;
    const refused = answers.filter((a) => a.body.results[0]?.error?.code === 'INSUFFICIENT_BALANCE').length;
    expect([paid, refused]).toEqual([100, 100]);
    const balance = (await s().call<{ availableCents: number }>('GET', '/api/wallet', { as: bob })).body.availableCents;
    expect(balance).toBe(0);
    expect(
      Number(
        (await s().ctx.db.selectFrom('product_variants').select('stock').where('id', '=', variant.id).executeTakeFirstOrThrow())
          .stock,
      ),
    ).toBe(stock - 100);
    const paidRows = await s()
      .ctx.db.selectFrom('orders')
      .select('id')
      .where('user_id', '=', bob.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paidRows).toHaveLength(100);
    const rec = await s().call<{ ok: boolean }>('GET', '/api/admin/ledger/reconciliation', { as: admin });
    expect(rec.body.ok).toBe(true);
  });
});
