import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePng } from './png';
import { ADMIN, SELLER, apiSignIn, followLink, openConsole, signIn } from './support';

/** The seller's spendable balance in cents, as the API says. */
async function balance(request: APIRequestContext, auth: string): Promise<number> {
  const response = await request.get('/api/wallet', { headers: { Authorization: auth } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { availableCents: number }).availableCents;
}

/** Starts a card recharge of `amount` dollars on the recharge page and lands on the payment screen. */
async function startCardRecharge(page: Page, amount: string): Promise<string> {
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await expect(page).toHaveURL(/\/lianlian\?recharge=[0-9A-Z]{26}$/);
  return new URL(page.url()).searchParams.get('recharge')!;
}

/** Fills the sandbox gateway's hosted card form and pays. */
async function payOnGateway(page: Page, card: string, amount: string) {
  await expect(page.getByRole('heading', { name: amount })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sam Seller');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('a seller recharges by card on the gateway, comes back to a confirmed payment, and the balance rises', async ({
  page,
  request,
}) => {
  const auth = await apiSignIn(request, SELLER);
  const before = await balance(request, auth);
  await openConsole(page, '/balance/recharge');
  await expect(page.getByText('From $10.00 to $10,000.00.')).toBeVisible();

  const id = await startCardRecharge(page, '123.45');
  // The payment screen: what is paid, to whom, the time left; then the gateway's own page on its own origin.
  await expect(page.getByTestId('pay-amount')).toHaveText('$123.45');
  await expect(page.getByRole('row', { name: /Merchant/ })).toContainText('Dropport');
  await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/\d+:\d{2}/);
  const reference = (await page
    .getByRole('row', { name: /Order number/ })
    .locator('code')
    .textContent())!;
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/checkout\//);
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL!).origin);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await payOnGateway(page, '4242 4242 4242 4242', '$123.45');

  // Back on Dropport: the page asks the server, which says the payment is credited.
  await expect(page).toHaveURL(new RegExp(`/pay-success\\?recharge=${id}`));
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`$123.45 was added to your balance (${reference}).`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/invoice');
  expect(await balance(request, auth)).toBe(before + 12345);

  await page.getByRole('link', { name: 'View my balance' }).click();
  await expect(page).toHaveURL('/balance');
  await followLink(page, '/balance/recharge');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Credited');
  await expect(row).toContainText('$123.45');
});

test('a declined card is refused on the gateway page, and the recharge says so', async ({ page }) => {
  await openConsole(page, '/balance/recharge');
  const id = await startCardRecharge(page, '40');
  const reference = (await page
    .getByRole('row', { name: /Order number/ })
    .locator('code')
    .textContent())!;
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await payOnGateway(page, '4000 0000 0000 0002', '$40.00');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page.getByRole('button', { name: 'Pay $40.00' })).toBeVisible();

  // The console learns of the decline from the gateway's signed notification; the checkout stays open for another card.
  await page.goto(`/lianlian?recharge=${id}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('The last attempt failed: The card was declined. You can try another card.')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await followLink(page, '/balance/recharge');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('The card was declined.');
  await expect(row.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/lianlian?recharge=${id}`);
});

test('a bank transfer is confirmed with a proof, and an admin approves it in the review queue', async ({
  page,
  browser,
  request,
}) => {
  // Two people in two browsers (the seller, then the admin), with an upload between: more than one page's worth of time.
  test.setTimeout(120_000);
  const auth = await apiSignIn(request, SELLER);
  const before = await balance(request, auth);
  await openConsole(page, '/balance/recharge');

  await page.getByLabel('Amount (USD)').fill('250');
  await page.getByRole('radio', { name: /^Bank transfer/ }).check();
  await page.getByRole('button', { name: 'Get the bank details' }).click();
  const bank = page.getByRole('region', { name: 'Transfer the money to this account' });
  await expect(bank).toContainText('$250.00');
  const reference = (await bank
    .getByRole('row', { name: /Reference/ })
    .locator('code')
    .textContent())!;
  expect(reference).toMatch(/^DPT-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(bank).toContainText('Example Sandbox Bank');
  await page.getByRole('link', { name: 'I have made the transfer' }).click();
  await expect(page).toHaveURL(/\/balance\/recharge\/confirm-payment\?recharge=[0-9A-Z]{26}$/);

  // The confirmation: today's date, the amount (already filled in), the payer and the bank's receipt.
  await expect(page.getByRole('region', { name: 'Transfer the money to this account' })).toContainText(reference);
  await page.getByRole('button', { name: 'Send the confirmation' }).click();
  await expect(page.getByText('Upload a proof of the transfer.')).toBeVisible();
  const date = page.getByLabel('Transfer date');
  await date.click();
  await date.fill(new Date().toLocaleDateString('en-CA'));
  await date.press('Enter');
  await expect(page.getByLabel('Amount transferred (USD)')).toHaveValue('250');
  await page.getByLabel('Payer name').fill('Sam Seller');
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: makePng(24) });
  await expect(page.getByRole('status', { name: 'Uploaded proof' })).toContainText('receipt.png');
  await page.getByRole('button', { name: 'Send the confirmation' }).click();
  await expect(page.getByText('Your confirmation is sent', { exact: true })).toBeVisible();
  await expect(page.getByText(/An admin will review it and credit \$250\.00 to your balance/)).toBeVisible();

  // The admin's queue opens on confirmed bank transfers; the drawer shows the proof, and approval credits once.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin/recharges');
  await signIn(admin, ADMIN);
  await expect(admin).toHaveURL('/admin/recharges');
  const queued = admin.getByRole('row').filter({ hasText: reference });
  await expect(queued).toContainText(SELLER.email);
  await expect(queued).toContainText('Under review');
  await queued.getByRole('button', { name: 'Review' }).click();
  const drawer = admin.getByRole('dialog', { name: `Recharge ${reference}` });
  await expect(drawer).toContainText('Sam Seller');
  await expect(drawer.getByRole('img', { name: 'Proof of transfer' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Approve' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Approve this transfer?' });
  await expect(confirm.getByTestId('credit-amount')).toHaveText('$250.00');
  await confirm.getByRole('button', { name: 'Credit $250.00' }).click();
  await expect(admin.getByText("Approved: $250.00 credited to the seller's balance.")).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'History' })).toContainText('Approved: the balance is credited');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(queued).toHaveCount(0);

  expect(await balance(request, auth)).toBe(before + 25000);
  await page.goto('/balance/recharge');
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Credited');
});
