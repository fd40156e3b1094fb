import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { asAdmin, startClockServer } from './clock-server';
import { fund, marketProduct, money, newSeller, say, type Seller } from './orders-support';
import { ADMIN, apiSignIn, expectToFit, followLink, inEveryLanguageAndSize, openConsole, watchErrors } from './support';

/*
 * A not-received claim needs thirty days to pass after shipping. The journey runs on a server of its own with the
 * test clock on (moved by the admin, POST /api/admin/test-clock), so that the other journeys' server keeps the real
 * time.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 6;
let server: Awaited<ReturnType<typeof startClockServer>> | undefined;
/** The journey's seller and the order they claimed on, whose pages the fit tour then shows. */
let journey: { seller: Seller; order: Order } | undefined;

test.use({ baseURL: `http://localhost:${PORT}` });
test.beforeAll(async () => {
  server = await startClockServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

const EN = 'en-US' as const;
const ADDRESS = {
  name: 'Ada Lovelace',
  address1: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  province: 'California',
  provinceCode: 'CA',
  postalCode: '94043',
  countryCode: 'US',
  phone: '+1 650 253 0000',
};

interface Order {
  id: string;
  orderNo: string;
  items: { id: string; title: string }[];
}

/** A paid manual order of the seller to the US with two lines (two units of one variant, one of another). */
async function paidOrder(request: APIRequestContext, seller: Seller): Promise<Order> {
  const headers = { Authorization: seller.auth };
  const product = await marketProduct(request, seller, 'US');
  const made = await request.post('/api/orders/manual', {
    headers,
    data: {
      items: [
        { variantId: product.variants[0]!.id, quantity: 2 },
        { variantId: product.variants[1]!.id, quantity: 1 },
      ],
      address: ADDRESS,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as Order;
  const paid = await request.post('/api/orders/pay', { headers, data: { orderIds: [order.id] } });
  expect(((await paid.json()) as { paidCount: number }).paidCount, 'paid').toBe(1);
  return order;
}

const ship = (request: APIRequestContext, order: Order, trackingNumber: string) =>
  asAdmin(request, 'post', `/api/admin/orders/${order.id}/ship`, { carrier: 'USPS', trackingNumber });

async function balanceOf(request: APIRequestContext, seller: Seller): Promise<number> {
  const auth = await apiSignIn(request, seller);
  return ((await (await request.get('/api/wallet', { headers: { Authorization: auth } })).json()) as { availableCents: number })
    .availableCents;
}

/** The claim dialog of an order, opened from its drawer on the shipped manual orders page. */
async function openClaim(page: Page, order: Order) {
  await followLink(page, `/manualOrders/shipped?id=${order.id}`);
  const drawer = page.getByRole('dialog').filter({ hasText: order.orderNo });
  await drawer.getByRole('button', { name: say(EN, 'orders.drawer.claim') }).click();
  const dialog = page.getByRole('dialog', { name: say(EN, 'orders.claims.title', { orderNo: order.orderNo }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a seller claims a refund for a parcel not received; the admin replies and refunds; the widget shows it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const seller = await newSeller(request, 'claims');
  await fund(request, seller, 2_000_00);
  const lost = await paidOrder(request, seller);
  const broken = await paidOrder(request, seller);
  await ship(request, lost, 'LZ100000001US');
  journey = { seller, order: lost };

  // Thirty-one days later the parcel has still not arrived. The other order ships and is delivered now.
  await asAdmin(request, 'post', '/api/admin/test-clock', { days: 31 });
  await ship(request, broken, 'LZ100000002US');
  await asAdmin(request, 'post', `/api/admin/orders/${broken.id}/deliver`, {});

  await openConsole(page, '/dashboard/workplace', seller);
  const errors = watchErrors(page);
  const before = await balanceOf(request, seller);

  // The seller claims a refund of one unit of the first line, with a note.
  const line = lost.items[0]!;
  let dialog = await openClaim(page, lost);
  await dialog.getByRole('radio', { name: new RegExp(say(EN, 'orders.claims.reasons.not_received')) }).check();
  await dialog.getByRole('radio', { name: new RegExp(`^${say(EN, 'orders.claims.kinds.refund')}`) }).check();
  await dialog
    .getByLabel(say(EN, 'orders.claims.lines.unitsOf', { title: line.title }))
    .first()
    .fill('1');
  await dialog.getByLabel(say(EN, 'orders.claims.note.label')).fill('The customer says the parcel never came.');
  await dialog.getByRole('button', { name: say(EN, 'orders.claims.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(say(EN, 'orders.claims.sent'), { exact: true })).toBeVisible();

  // What that unit was paid, as the server will refund it.
  const claims = (await (
    await request.get(`/api/orders/${lost.id}/claims`, { headers: { Authorization: await apiSignIn(request, seller) } })
  ).json()) as { claims: { amountCents: number; ticketNumber: string }[] };
  const claim = claims.claims[0]!;
  const subject = `Refund claim on order ${lost.orderNo}: not received`;

  // The seller closes the order and opens the help widget on the claim's thread, and leaves it open.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').filter({ hasText: lost.orderNo })).toBeHidden();
  await page.getByRole('button', { name: say(EN, 'helpWidget.button'), exact: true }).click();
  const widget = page.getByRole('dialog', { name: say(EN, 'helpWidget.title') });
  await widget.getByText(subject).click();
  await expect(widget).toContainText('The customer says the parcel never came.');

  // The admin finds the claim in the queue, replies and refunds.
  const admin = await (await browser.newContext({ baseURL: `http://localhost:${PORT}` })).newPage();
  await openConsole(admin, '/admin/support', ADMIN);
  await admin.getByLabel('Search tickets').fill(seller.email);
  await admin.getByLabel('Search tickets').press('Enter');
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Claim');
  await row.getByRole('button', { name: /^Open ticket TK-/ }).click();
  const thread = admin.getByRole('dialog').filter({ hasText: subject });
  await thread.getByLabel('Your answer').fill('The carrier lost it; we refund the unit now.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread).toContainText('The carrier lost it; we refund the unit now.');

  // The reply reaches the seller's open widget without a reload.
  await expect(widget).toContainText('The carrier lost it; we refund the unit now.', { timeout: 10_000 });

  const refund = say(EN, 'adminSupport.claim.refund', { amount: money(EN, claim.amountCents) });
  await thread.getByRole('region', { name: 'Claim' }).getByRole('button', { name: refund }).click();
  const confirm = admin.getByRole('dialog', {
    name: say(EN, 'adminSupport.claim.confirm.refundTitle', { amount: money(EN, claim.amountCents) }),
  });
  await confirm
    .getByRole('button', { name: say(EN, 'adminSupport.claim.confirm.refundOk', { amount: money(EN, claim.amountCents) }) })
    .click();
  await expect(thread.getByRole('region', { name: 'Claim' })).toContainText('Refunded');
  await admin.context().close();

  // The balance rose by exactly what that unit was paid; the ticket is resolved and the order shows the claim.
  await expect.poll(() => balanceOf(request, seller)).toBe(before + claim.amountCents);
  await expect(widget).toContainText(say(EN, 'helpWidget.status.resolved'), { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await followLink(page, `/manualOrders/shipped?id=${lost.id}`);
  const drawer = page.getByRole('dialog').filter({ hasText: lost.orderNo });
  await expect(drawer.getByText(say(EN, 'orders.claims.section.title'), { exact: true })).toBeVisible();
  await expect(drawer).toContainText(say(EN, 'orders.claims.status.refunded'));

  // A damaged-item claim without a photo is refused with the reason.
  dialog = await openClaim(page, broken);
  await dialog.getByRole('radio', { name: new RegExp(say(EN, 'orders.claims.reasons.damaged')) }).check();
  await dialog
    .getByLabel(say(EN, 'orders.claims.lines.unitsOf', { title: broken.items[1]!.title }))
    .last()
    .fill('1');
  await dialog.getByLabel(say(EN, 'orders.claims.note.label')).fill('It arrived crushed.');
  await dialog.getByRole('button', { name: say(EN, 'orders.claims.submit') }).click();
  await expect(dialog).toContainText(say(EN, 'orders.claims.files.photoRequired'));
  await expect(dialog).toBeVisible();
  expect(errors.take()).toEqual([]);
});

test("the claim dialog and the order's claims fit a laptop (1280×800) and a phone (390×844) in every language", async ({
  page,
}) => {
  test.setTimeout(120_000);
  test.skip(!journey, 'needs the journey above, run before it in the same worker');
  const { seller, order } = journey!;
  await openConsole(page, '/dashboard/workplace', seller);
  await inEveryLanguageAndSize(page, async (locale, size) => {
    await followLink(page, `/manualOrders/shipped?id=${order.id}`);
    const drawer = page.getByRole('dialog').filter({ hasText: say(locale, 'orders.claims.section.title') });
    await expect(drawer).toBeVisible();
    await expectToFit(page, `${locale} ${size.width}px order drawer with its claim`);
    await drawer.getByRole('button', { name: say(locale, 'orders.drawer.claim') }).click();
    const claim = page.getByRole('dialog', { name: say(locale, 'orders.claims.title', { orderNo: order.orderNo }) });
    await expect(claim).toBeVisible();
    await expectToFit(page, `${locale} ${size.width}px claim dialog`);
    await page.keyboard.press('Escape');
    await expect(claim).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: say(locale, 'helpWidget.button'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: say(locale, 'helpWidget.title') })).toBeVisible();
    await expectToFit(page, `${locale} ${size.width}px help widget`);
    await page.keyboard.press('Escape');
  });
});
