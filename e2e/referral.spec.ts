import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { asAdmin, startClockServer } from './clock-server';
import { escapeRe, fund, money, newSeller, say, type Seller } from './orders-support';
import { ADMIN, apiSignIn, chooseLanguage, expectPagesToFit, latestCode, openConsole } from './support';

/*
 * The referral journey needs fifteen days to pass. It runs on a server of its own with the test clock on (moved by
 * the admin, POST /api/admin/test-clock), so that the other journeys' server keeps the real time.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 5;
let server: Awaited<ReturnType<typeof startClockServer>> | undefined;
/** The journey's referrer, whose pages the fit test then tours with their data. */
let journeyReferrer: Seller | undefined;

test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  server = await startClockServer(PORT);
});

test.afterAll(async () => {
  await server?.stop();
});

const ES = 'es-ES' as const;

/**
 * A manual order of the seller, large enough (products + shipping about US$1,500) that 3 % of it clears the US$20
 * payout minimum even when split, funded and paid from their balance through the API: its id, number and base.
 */
async function paidOrder(request: APIRequestContext, seller: Seller) {
  const headers = { Authorization: seller.auth };
  const list = (await (await request.get('/api/market/products', { headers, params: { limit: 5 } })).json()) as {
    items: { id: number }[];
  };
  const product = (await (await request.get(`/api/market/products/${list.items[0]!.id}`, { headers })).json()) as {
    variants: { id: number }[];
  };
  const address = {
    name: 'Lucía Pérez',
    address1: 'Rua Augusta 100',
    city: 'Lisboa',
    postalCode: '1100-053',
    countryCode: 'PT',
    phone: '+351 21 000 0000',
  };
  const variantId = product.variants[0]!.id;
  const quote = await request.post('/api/orders/manual/quote', {
    headers,
    data: { items: [{ variantId, quantity: 1 }], address },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const unit = ((await quote.json()) as { costs: { productsCents: number } }).costs.productsCents;
  const quantity = Math.min(999, Math.ceil(1_500_00 / unit));
  const made = await request.post('/api/orders/manual', { headers, data: { items: [{ variantId, quantity }], address } });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as {
    id: string;
    orderNo: string;
    costs: { productsCents: number; shippingCents: number; totalCents: number };
  };
  await fund(request, seller, order.costs.totalCents);
  const paid = await request.post('/api/orders/pay', { headers, data: { orderIds: [order.id] } });
  expect(((await paid.json()) as { paidCount: number }).paidCount, 'paid').toBe(1);
  return { ...order, baseCents: order.costs.productsCents + order.costs.shippingCents };
}

/** One of the summary's figures on Recommend, by its title. */
const figure = (page: Page, key: string) =>
  page.locator('.ant-statistic').filter({ has: page.getByText(say(ES, `referral.summary.${key}`), { exact: true }) });

/** The seller's Recommend page in Spanish, with a session made now (days may have passed since the last). */
async function recommendInSpanish(page: Page, seller: Seller, target = '/recommend') {
  // openConsole starts from English; the account keeps the language it chose last.
  const auth = await apiSignIn(page.request, seller);
  const english = await page.request.post(`/v1/users/${seller.id}/setting`, {
    headers: { Authorization: auth },
    params: { locale: 'en-US' },
  });
  expect(english.status()).toBe(200);
  await openConsole(page, target, seller);
  await chooseLanguage(page, ES);
}

test('en español: A invita a B, el pedido de B le da una comisión que tras la retención A retira al saldo y cobra por PayPal', async ({
  page: first,
  browser,
  request,
}) => {
  let page = first;
  test.setTimeout(150_000);
  // A copies the invite link from Recommend.
  const a = await newSeller(request, 'referrer');
  journeyReferrer = a;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await recommendInSpanish(page, a);
  await expect(page.getByRole('heading', { name: say(ES, 'menu.recommend') })).toBeVisible();
  const linkLine = page.getByTestId('invite-link');
  await linkLine.getByRole('button').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^http://localhost:${PORT}/login\\?mode=register&invite=[A-Z0-9]+$`));
  await expect(page.getByRole('img', { name: say(ES, 'referral.invite.qr') })).toBeVisible();

  // B follows it, signs up with the code already in place, and verifies the email.
  const b = await browser.newContext({ locale: ES, baseURL: `http://localhost:${PORT}` });
  const bPage = await b.newPage();
  await bPage.goto(link);
  await chooseLanguage(bPage, ES);
  const code = new URL(link).searchParams.get('invite')!;
  await expect(bPage.getByLabel(say(ES, 'auth.register.inviteCode.label'))).toHaveValue(code);
  const bEmail = `referee-${Date.now().toString(36)}@tienda-e2e.example`;
  const bPassword = 'Coral-Anchor-8812';
  await bPage.getByLabel(say(ES, 'auth.register.email.label')).fill(bEmail);
  await bPage.getByLabel(say(ES, 'auth.register.password.label'), { exact: true }).fill(bPassword);
  await bPage.getByRole('button', { name: say(ES, 'auth.register.submit') }).click();
  await bPage.getByLabel(say(ES, 'auth.verify.code.label')).fill(await latestCode(request, bEmail));
  await bPage.getByRole('button', { name: say(ES, 'auth.verify.submit') }).click();
  await expect(bPage).not.toHaveURL(/\/login/);
  await b.close();

  // B recharges (an admin credit stands in for the card here; recharges have their own journeys) and pays an order.
  const bAuth = await apiSignIn(request, { email: bEmail, password: bPassword });
  const bId = Buffer.from(bAuth.slice('Basic '.length), 'base64').toString().split(':')[0]!;
  const bSeller: Seller = { email: bEmail, password: bPassword, auth: bAuth, id: bId };
  const order = await paidOrder(request, bSeller);
  const commission = Math.floor((order.baseCents * 300 + 5_000) / 10_000);

  // A sees it pending.
  await page.reload();
  const pending = figure(page, 'pendingCents');
  await expect(pending).toContainText(money(ES, commission));

  // The admin ships and delivers it; fifteen days pass; the hourly job makes the commission available.
  await asAdmin(request, 'post', `/api/admin/orders/${order.id}/ship`, { carrier: 'CTT', trackingNumber: 'RR123456785PT' });
  await asAdmin(request, 'post', `/api/admin/orders/${order.id}/deliver`, {});
  await asAdmin(request, 'post', '/api/admin/test-clock', { days: 15 });
  // A comes back after those days in a new browser session (the old one has ended on the server).
  await page.close();
  page = await browser.newPage({ baseURL: `http://localhost:${PORT}` });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await recommendInSpanish(page, a);
  await expect(figure(page, 'availableCents')).toContainText(money(ES, commission), { timeout: 15_000 });

  // A withdraws part to the balance, then asks for the rest by PayPal.
  const part = Math.floor(commission / 2);
  const rest = commission - part;
  await page
    .getByRole('main')
    .getByRole('link', { name: say(ES, 'referral.withdraw.open') })
    .click();
  await expect(page).toHaveURL('/recommend/withdraw');
  await page.getByLabel(say(ES, 'referral.withdraw.amount', { currency: 'USD' })).fill((part / 100).toFixed(2));
  await page.getByRole('button', { name: say(ES, 'referral.withdraw.review') }).click();
  const confirm = page.getByRole('dialog', { name: say(ES, 'referral.withdraw.confirmTitle') });
  await confirm.getByRole('button', { name: say(ES, 'referral.withdraw.confirmOk', { amount: money(ES, part) }) }).click();
  await expect(page.getByText(say(ES, 'referral.withdraw.doneWallet', { amount: money(ES, part) }))).toBeVisible();

  await page.getByRole('radio', { name: new RegExp(`^${escapeRe(say(ES, 'referral.withdraw.methods.paypal'))}`) }).check();
  await page.getByLabel(say(ES, 'referral.withdraw.amount', { currency: 'USD' })).fill((rest / 100).toFixed(2));
  await page.getByLabel(say(ES, 'referral.withdraw.paypalEmail')).fill('lucia@paypal.example');
  await page.getByRole('button', { name: say(ES, 'referral.withdraw.review') }).click();
  await confirm.getByRole('button', { name: say(ES, 'referral.withdraw.confirmOk', { amount: money(ES, rest) }) }).click();
  await expect(page.getByText(new RegExp(`${escapeRe(money(ES, rest))}`)).first()).toBeVisible();
  const withdrawals = page.getByRole('table', { name: say(ES, 'referral.withdrawals.label') });
  const payoutRow = withdrawals.getByRole('row').filter({ hasText: 'PayPal' });
  await expect(payoutRow).toContainText(say(ES, 'referral.withdrawalStatus.requested'));

  // The admin approves it and marks it paid with the PayPal reference.
  const admin = await browser.newPage({ baseURL: `http://localhost:${PORT}` });
  await openConsole(admin, '/admin/referral/withdrawals', ADMIN);
  const row = admin.getByRole('row').filter({ hasText: a.email });
  await row.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await admin.goto('/admin/referral/withdrawals?status=approved');
  await admin.getByRole('row').filter({ hasText: a.email }).getByRole('button', { name: 'Mark paid' }).click();
  const paidDialog = admin.getByRole('dialog');
  await paidDialog.getByLabel('Payment reference').fill('PAYPAL-9XK2');
  await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(paidDialog).toBeHidden();
  await admin.close();

  // A's withdrawals and statement show every step; the balance holds what was moved to it.
  await page.reload();
  await expect(payoutRow).toContainText(say(ES, 'referral.withdrawalStatus.paid'));
  await expect(payoutRow).toContainText('PAYPAL-9XK2');
  await page.goto('/recommend?tab=statement');
  const statement = page.getByRole('table', { name: say(ES, 'referral.statement.label') });
  for (const kind of ['payout_paid', 'payout_requested', 'withdrawn_to_wallet', 'commission_available', 'commission_earned']) {
    await expect(statement.getByRole('row').filter({ hasText: say(ES, `referral.kind.${kind}`) })).toHaveCount(1);
  }
  await expect(statement.getByRole('row').filter({ hasText: say(ES, 'referral.kind.commission_earned') })).toContainText(
    order.orderNo,
  );
  await expect(figure(page, 'lifetimeCents')).toContainText(money(ES, commission));
  await expect(figure(page, 'paidOutCents')).toContainText(money(ES, rest));
});

test("the referral pages, with the journey's data, fit a laptop (1280×800) and a phone (390×844) in every language", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage({ baseURL: `http://localhost:${PORT}` });
  await openConsole(admin, '/admin/referral', ADMIN);
  test.skip(!journeyReferrer, 'needs the journey above, run before it in the same worker');
  await recommendInSpanish(page, journeyReferrer!);
  await chooseLanguage(page, 'en-US');
  // Everything loaded: the earnings chart loads once scrolled to, so each page is scrolled down first.
  await expectPagesToFit(
    page,
    [
      ['/recommend', 'menu.recommend'],
      ['/recommend?tab=commissions', 'menu.recommend'],
      ['/recommend?tab=statement', 'menu.recommend'],
      ['/recommend/withdraw', 'menu.withdraw'],
    ],
    { scrollFirst: true },
  );
  await expectPagesToFit(
    admin,
    [
      ['/admin/referral', 'menu.adminReferral'],
      ['/admin/referral/withdrawals?status=all', 'menu.adminReferralWithdrawals'],
    ],
    { scrollFirst: true },
  );
  await admin.close();
});
