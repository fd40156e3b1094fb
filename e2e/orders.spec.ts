import { expect, test } from '@playwright/test';
import type { ManualOrderQuote, OrderDetail, OrderPage } from '@dropport/contracts';
import {
  LISBON_ADDRESS,
  chooseOption,
  escapeRe,
  fund,
  marketProduct,
  money,
  newSeller,
  orderInShop,
  onlyStore,
  pushProduct,
  say,
  shipAsAdmin,
} from './orders-support';
import { ADMIN, chooseLanguage, followLink, openConsole, watchErrors } from './support';

// The Shopify stand-in serves HTTPS with its own test CA, which this browser does not know.
test.use({ ignoreHTTPSErrors: true });

/** A tracking number no other run has used (letters and digits, as carriers write them). */
const trackingNumber = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

test('done when: a Spanish seller’s store order arrives, is paid from the balance, shipped by the admin, and its tracking reaches the store', async ({
  page,
  browser,
  request,
}) => {
  // Two consoles and the stand-in's shop admin, a push, webhooks, a fulfillment: more than the default minute when busy.
  test.setTimeout(120_000);
  const es = 'es-ES';
  const seller = await newSeller(request, 'orders-store');

  // The seller works in Spanish from the first screen after signing in.
  await openConsole(page, '/addMyStore', seller);
  await chooseLanguage(page, es);

  // Link a store through the stand-in's authorize page (Shopify's side speaks English).
  const shopName = `e2e-ord-${Date.now().toString(36)}`;
  await page.getByLabel(say(es, 'stores.connect.label')).fill(`${shopName}.myshopify.com`);
  await page.getByRole('button', { name: say(es, 'stores.connect.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Install Dropport' })).toBeVisible();
  const standin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page).toHaveURL('/addMyStore');
  const storeName = shopName
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  await expect(page.getByText(say(es, 'stores.linkedNow', { name: storeName }))).toBeVisible();
  // From here on the seller is on the console only (the stand-in's pages have no favicon: a 404 in the console).
  const errors = watchErrors(page);

  // One product pushed to the store (set-up, through the API).
  const store = await onlyStore(request, seller);
  const product = await marketProduct(request, seller, 'US');
  const variant = product.variants[1]!;
  await pushProduct(request, seller, product.id, store.id);

  // A buyer orders it in the shop: the stand-in's shop admin form (its prefilled US address, a name of our own).
  const { storeOrderId, storeOrderName, shop } = await orderInShop(browser, `${standin}/store/${shopName}/admin`, {
    sku: variant.sku,
    quantity: 2,
    firstName: 'Lucía',
    lastName: 'Ortega',
  });
  const storeOrderRow = shop.locator(`tr#order-${storeOrderId}`);
  await expect(storeOrderRow).toContainText('Lucía Ortega');
  expect(storeOrderName).toMatch(/^#\d+$/);

  // The order reaches Dropport by webhook (the job worker): it waits for payment under its tab.
  await followLink(page, '/orders');
  await expect(page.getByRole('heading', { name: say(es, 'orders.page.store.title') })).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(`^${say(es, 'orders.status.awaiting_payment')}`) }).click();
  await expect(page).toHaveURL('/orders?status=awaiting_payment');
  const row = page.getByRole('row').filter({ hasText: storeOrderName }).filter({ hasText: 'Lucía Ortega' });
  await expect(async () => {
    if (!(await row.isVisible())) {
      await page.getByRole('button', { name: say(es, 'orders.sync.button') }).click();
    }
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(storeName);
  await expect(row).toContainText(say(es, 'orders.status.awaiting_payment'));
  await expect(row).toContainText(product.title);

  // What the order costs, as the server prices it (the list says the same).
  const listed = (await (
    await request.get('/api/orders', { headers: { Authorization: seller.auth }, params: { source: 'store' } })
  ).json()) as OrderPage;
  const order = listed.items.find((o) => o.storeOrderName === storeOrderName)!;
  expect(order.status).toBe('awaiting_payment');
  // One line (a variant, twice).
  expect(order.itemCount).toBe(1);
  const total = order.costs.totalCents;
  expect(total).toBeGreaterThan(0);
  await expect(row).toContainText(money(es, total));

  // Funds arrive (the admin credits the balance), then the seller pays the order from it.
  await fund(request, seller, total + 5_000);
  await row.getByRole('checkbox', { name: say(es, 'orders.table.select', { orderNo: order.orderNo }) }).check();
  await expect(page.getByText(say(es, 'orders.pay.selectedSum', { amount: money(es, total) }))).toBeVisible();
  await page.getByRole('button', { name: say(es, 'orders.pay.selected', { count: 1 }) }).click();
  const pay = page.getByRole('dialog', { name: say(es, 'orders.pay.title', { count: 1 }) });
  await expect(pay.getByTestId('pay-sum')).toHaveText(money(es, total));
  await expect(pay.getByTestId('pay-balance')).toHaveText(money(es, total + 5_000));
  await pay.getByRole('button', { name: say(es, 'orders.pay.ok', { amount: money(es, total) }) }).click();
  const result = page.getByRole('dialog', { name: say(es, 'orders.pay.resultTitle') });
  await expect(result).toContainText(say(es, 'orders.pay.summary', { count: 1, total: 1, amount: money(es, total) }));
  await expect(result).toContainText(say(es, 'orders.pay.balanceNow', { balance: money(es, 5_000) }));
  await expect(result.getByRole('region', { name: say(es, 'orders.pay.results') })).toContainText(
    say(es, 'orders.pay.result.paid'),
  );
  await result
    .locator('.ant-modal-footer')
    .getByRole('button', { name: say(es, 'orders.pay.close') })
    .click();
  // Paid: gone from the awaiting-payment tab, listed under Paid.
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: new RegExp(`^${say(es, 'orders.status.paid')}`) }).click();
  await expect(row).toContainText(say(es, 'orders.status.paid'));

  // The demo admin, in a browser of their own (English), ships it from the Paid tab.
  const carrier = 'YunExpress';
  const tracking = trackingNumber('YT');
  const admin = await (await browser.newContext()).newPage();
  await openConsole(admin, '/admin/orders', ADMIN);
  await shipAsAdmin(admin, order.orderNo, carrier, tracking);

  // The seller finds it among the shipped orders, with the carrier and the tracking number; the store has it too.
  await followLink(page, '/orders/shipped');
  await expect(page.getByRole('heading', { name: say(es, 'orders.page.store.shippedTitle') })).toBeVisible();
  const shipped = page.getByRole('row').filter({ hasText: storeOrderName });
  await expect(shipped).toContainText(tracking);
  await expect(shipped).toContainText(carrier);
  await expect(shipped).toContainText(say(es, 'orders.status.shipped'));
  await expect(async () => {
    await page.reload();
    await expect(shipped).toContainText(say(es, 'orders.fulfillment.sent'), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The stand-in's shop admin shows the fulfillment with that carrier and number on the order.
  const fulfilment = storeOrderRow.locator('.order-tracking div.tracking');
  await expect(async () => {
    await shop.goto(`${standin}/store/${shopName}/admin`);
    await expect(fulfilment).toHaveAttribute('data-tracking-number', tracking, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(fulfilment).toHaveAttribute('data-tracking-company', carrier);
  await expect(fulfilment).toContainText(tracking);
  await expect(storeOrderRow).toHaveAttribute('data-fulfillment-status', 'FULFILLED');
  expect(errors.take()).toEqual([]);
  await shop.context().close();
  await admin.context().close();
});

test('a manual order in Portuguese: picked from the market, addressed to Lisbon, priced, created, paid, shipped', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const pt = 'pt-BR';
  const seller = await newSeller(request, 'orders-manual');
  const errors = watchErrors(page);
  const product = await marketProduct(request, seller, 'PT');
  const variant = product.variants[1]!;
  const optionLabel = Object.values(variant.options).join(' / ') || variant.sku;
  await fund(request, seller, 50_000);

  await openConsole(page, '/manualOrders', seller);
  await chooseLanguage(page, pt);
  await expect(page.getByRole('heading', { name: say(pt, 'orders.page.manual.title') })).toBeVisible();
  await page
    .getByRole('button', { name: say(pt, 'orders.manual.create.button') })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: say(pt, 'orders.manual.create.title') });
  await expect(drawer.getByText(say(pt, 'orders.manual.create.noLines'))).toBeVisible();

  // The product: searched in the market by its name, added, a variant and a quantity chosen.
  await drawer.getByLabel(say(pt, 'orders.manual.create.search')).fill(product.title);
  const results = drawer.getByRole('region', { name: say(pt, 'orders.manual.create.results') });
  await results.getByRole('button', { name: say(pt, 'orders.manual.create.addOf', { title: product.title }) }).click();
  const line = drawer.getByRole('listitem', { name: product.title });
  await expect(line).toBeVisible();
  await chooseOption(
    page,
    line.getByRole('combobox', { name: say(pt, 'orders.manual.create.variantOf', { title: product.title }) }),
    new RegExp(`^${escapeRe(optionLabel)} · `),
  );
  await expect(line).toContainText(say(pt, 'orders.items.sku', { sku: variant.sku }));
  await line.getByRole('spinbutton', { name: say(pt, 'orders.manual.create.quantityOf', { title: product.title }) }).fill('3');
  await expect(line.getByLabel(say(pt, 'orders.manual.create.lineTotal'))).toHaveText(money(pt, variant.costCents * 3));

  // The address in Portugal.
  const address = drawer.getByRole('region', { name: say(pt, 'orders.address.title') });
  const field = (name: string) => address.getByLabel(say(pt, `orders.address.field.${name}`), { exact: true });
  await field('name').fill('Inês Carvalho');
  await field('address1').fill('Rua Augusta 100');
  await chooseOption(page, field('countryCode'), 'Portugal', 'Portugal');
  await chooseOption(page, field('province'), 'Lisbon', 'Lisb');
  await field('city').fill('Lisboa');
  await field('postalCode').fill('1100-048');
  await field('phone').fill('+351 21 000 0000');

  // The price, as the server quotes this very order.
  const quoted = await request.post('/api/orders/manual/quote', {
    headers: { Authorization: seller.auth },
    data: {
      items: [{ variantId: variant.id, quantity: 3 }],
      address: {
        name: 'Inês Carvalho',
        ...LISBON_ADDRESS,
      },
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const quote = (await quoted.json()) as ManualOrderQuote;
  expect(quote.addressProblems).toEqual([]);
  const total = quote.costs.totalCents;
  const costs = drawer.getByRole('region', { name: say(pt, 'orders.costs.title') });
  await expect(costs.getByTestId('quote-total')).toHaveText(money(pt, total));
  await expect(drawer.getByRole('radiogroup', { name: say(pt, 'orders.shipping.title') })).toBeVisible();
  await expect(drawer.getByText(say(pt, 'orders.manual.create.total', { amount: money(pt, total) }))).toBeVisible();

  // Created, awaiting payment, and paid at once from the balance.
  await drawer.getByRole('button', { name: say(pt, 'orders.manual.create.submit') }).click();
  const created = drawer.getByText(
    new RegExp(`^${escapeRe(say(pt, 'orders.manual.create.created', { orderNo: '§' })).replace('§', '(\\S+)')}$`),
  );
  await expect(created).toBeVisible();
  const orderNo = new RegExp(escapeRe(say(pt, 'orders.manual.create.created', { orderNo: '§' })).replace('§', '(\\S+)')).exec(
    (await created.textContent())!,
  )![1]!;
  await expect(drawer).toContainText(say(pt, 'orders.manual.create.createdText', { amount: money(pt, total) }));
  await drawer.getByRole('button', { name: say(pt, 'orders.manual.create.payNow') }).click();
  const pay = page.getByRole('dialog', { name: say(pt, 'orders.pay.title', { count: 1 }) });
  await expect(pay).toContainText(orderNo);
  await pay.getByRole('button', { name: say(pt, 'orders.pay.ok', { amount: money(pt, total) }) }).click();
  const result = page.getByRole('dialog', { name: say(pt, 'orders.pay.resultTitle') });
  await expect(result).toContainText(say(pt, 'orders.pay.summary', { count: 1, total: 1, amount: money(pt, total) }));
  await expect(result).toContainText(say(pt, 'orders.pay.balanceNow', { balance: money(pt, 50_000 - total) }));
  await result
    .locator('.ant-modal-footer')
    .getByRole('button', { name: say(pt, 'orders.pay.close') })
    .click();
  await page.getByRole('tab', { name: new RegExp(`^${say(pt, 'orders.status.paid')}`) }).click();
  const paidRow = page.getByRole('row').filter({ hasText: orderNo });
  await expect(paidRow).toContainText('Inês Carvalho');
  await expect(paidRow).toContainText(money(pt, total));

  // The admin ships it; the seller finds it among the shipped manual orders.
  const carrier = '4PX';
  const tracking = trackingNumber('PX');
  const admin = await (await browser.newContext()).newPage();
  await openConsole(admin, '/admin/orders', ADMIN);
  await shipAsAdmin(admin, orderNo, carrier, tracking);

  await page.getByRole('link', { name: say(pt, 'orders.page.toShipped') }).click();
  await expect(page).toHaveURL('/manualOrders/shipped');
  await expect(page.getByRole('heading', { name: say(pt, 'orders.page.manual.shippedTitle') })).toBeVisible();
  const shipped = page.getByRole('row').filter({ hasText: orderNo });
  await expect(shipped).toContainText(tracking);
  await expect(shipped).toContainText(carrier);
  await expect(shipped).toContainText('Inês Carvalho');
  await expect(shipped).toContainText(say(pt, 'orders.status.shipped'));
  expect(errors.take()).toEqual([]);
  await admin.context().close();
});

test('a manual orders CSV with an unknown SKU on its third row imports nothing and names the row; the fixed file imports them all', async ({
  page,
  request,
}) => {
  const en = 'en-US';
  const seller = await newSeller(request, 'orders-csv');
  const errors = watchErrors(page);
  const first = await marketProduct(request, seller, 'US');
  const second = await marketProduct(request, seller, 'US', [first.id]);
  const skuA = first.variants[0]!.sku;
  const skuB = second.variants[1]!.sku;
  const tag = Date.now().toString(36);
  const header =
    'order_ref,name,company,address1,address2,city,province_code,postal_code,country_code,phone,email,sku,quantity,shipping_method';
  const csv = (thirdSku: string) =>
    [
      header,
      `A-${tag},Avery Stone,,12 Main Street,,Austin,TX,73301,US,+1 512 555 0101,avery@example.com,${skuA},1,`,
      `B-${tag},Blake Rivera,,500 Market Street,Suite 4,San Francisco,CA,94105,US,,,${skuB},2,`,
      // The third data row (spreadsheet row 4): a second line of order B.
      `B-${tag},Blake Rivera,,500 Market Street,Suite 4,San Francisco,CA,94105,US,,,${thirdSku},1,`,
      `C-${tag},Casey Morgan,,1 Beacon Street,,Boston,MA,02108,US,,,${skuA},3,`,
    ].join('\r\n') + '\r\n';
  const unknownSku = `NOPE-${tag.toUpperCase()}`;

  await openConsole(page, '/manualOrders?status=awaiting_payment', seller);
  const empty = page.getByText(say(en, 'orders.empty.tab', { status: say(en, 'orders.status.awaiting_payment') }));
  await expect(empty).toBeVisible();

  // The file with the bad row: refused as a whole, the row named with its problem.
  await page.getByRole('button', { name: say(en, 'orders.manual.import.button') }).click();
  const modal = page.getByRole('dialog', { name: say(en, 'orders.manual.import.title') });
  const chooser = modal.locator('input[type=file]');
  await chooser.setInputFiles({ name: 'orders-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(unknownSku)) });
  await expect(modal.getByText(say(en, 'orders.manual.import.chosen', { file: 'orders-bad.csv' }))).toBeVisible();
  await modal.getByRole('button', { name: say(en, 'orders.manual.import.submit') }).click();
  const refusal = modal.getByRole('alert');
  await expect(refusal).toContainText(say(en, 'orders.manual.import.refused', { count: 1, n: 1, file: 'orders-bad.csv' }));
  await expect(refusal).toContainText(say(en, 'orders.manual.import.refusedHint'));
  const problems = modal.getByRole('table', { name: say(en, 'orders.manual.import.errors') });
  const errorRows = problems.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(errorRows).toHaveCount(1);
  await expect(errorRows.getByRole('cell').first()).toHaveText('4');
  await expect(errorRows).toContainText(unknownSku);
  // The refusal is the import's answer (a 400), and the only error the page reports.
  expect(errors.take()).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  await modal.getByRole('button', { name: say(en, 'orders.manual.import.cancel') }).click();

  // Nothing was created.
  await page.reload();
  await expect(empty).toBeVisible();
  const none = (await (
    await request.get('/api/orders', { headers: { Authorization: seller.auth }, params: { source: 'manual' } })
  ).json()) as OrderPage;
  expect(none.items).toEqual([]);

  // The fixed file: three orders (B with two lines), awaiting payment.
  await page.getByRole('button', { name: say(en, 'orders.manual.import.button') }).click();
  const again = page.getByRole('dialog', { name: say(en, 'orders.manual.import.title') });
  await again
    .locator('input[type=file]')
    .setInputFiles({ name: 'orders-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(second.variants[0]!.sku)) });
  await again.getByRole('button', { name: say(en, 'orders.manual.import.submit') }).click();
  await expect(again.getByRole('status')).toContainText(
    say(en, 'orders.manual.import.created', { count: 3, n: 3, file: 'orders-fixed.csv' }),
  );
  await again
    .locator('.ant-modal-footer')
    .getByRole('button', { name: say(en, 'orders.manual.import.close') })
    .click();
  for (const name of ['Avery Stone', 'Blake Rivera', 'Casey Morgan']) {
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(say(en, 'orders.status.awaiting_payment'));
  }
  await expect(page.getByTestId('count-awaiting_payment')).toHaveText('3');
  // Rows sharing an order_ref made one order: Blake's has both lines.
  const imported = (await (
    await request.get('/api/orders', { headers: { Authorization: seller.auth }, params: { source: 'manual' } })
  ).json()) as OrderPage;
  expect(imported.items).toHaveLength(3);
  const blake = imported.items.find((o) => o.customerName === 'Blake Rivera')!;
  const detail = (await (
    await request.get(`/api/orders/${blake.id}`, { headers: { Authorization: seller.auth } })
  ).json()) as OrderDetail;
  expect(detail.items.map((i) => [i.sku, i.quantity])).toEqual([
    [skuB, 2],
    [second.variants[0]!.sku, 1],
  ]);
  await expect(page.getByRole('row').filter({ hasText: 'Blake Rivera' })).toContainText(money(en, blake.costs.totalCents));
  expect(errors.take()).toEqual([]);
});
