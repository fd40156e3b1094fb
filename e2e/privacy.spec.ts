import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { fund, money, newSeller, say } from './orders-support';
import { ADMIN, apiSignIn, expectPagesToFit, expectToFit, inEveryLanguageAndSize, openConsole, watchErrors } from './support';

test('a seller downloads all their data, is told what keeps the account open, then closes it and cannot sign in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const seller = await newSeller(request, 'privacy');
  await fund(request, seller, 1_250);
  await openConsole(page, '/myAccount?tab=privacy', seller);
  const main = page.getByRole('main');

  // The data: asked for once, prepared by the server's job, downloaded as a ZIP.
  await main.getByRole('button', { name: 'Prepare my data' }).dblclick();
  await expect(main.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText(/^Asked for on/)).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dropport-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync((await download.path())!);
  // A ZIP: its local file header first, and manifest.json among its names.
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.includes(Buffer.from('manifest.json'))).toBe(true);

  // The money left keeps the account open, with the amount and where to settle it.
  await expect(main.getByText('Wallet balance')).toBeVisible();
  await expect(main.getByText(money('en-US', 1_250))).toBeVisible();
  await expect(main.getByRole('button', { name: 'Close my account' })).toBeDisabled();

  // Every part of the tab fits a laptop and a phone in each language, blockers shown.
  await expectPagesToFit(page, [['/myAccount?tab=privacy', 'menu.myAccount']]);

  // The balance spent (an admin's debit), the account can close.
  const admin = await apiSignIn(request, ADMIN);
  const debit = await request.post(`/api/admin/wallets/${seller.id}/adjustments`, {
    headers: { Authorization: admin },
    data: { direction: 'debit', amountCents: 1_250, reason: 'Closing the account', idempotencyKey: `e2e-privacy-${seller.id}` },
  });
  expect(debit.status(), await debit.text()).toBe(201);
  await page.reload();
  await expect(main.getByText('Wallet balance')).toHaveCount(0);
  await main.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(seller.password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Close my account' }).click();

  // Signed out at once, told so, and the account no longer signs in.
  await expect(page).toHaveURL(/\/login\?closed=1$/);
  await expect(page.getByText(/^Your account is closed and you are signed out/)).toBeVisible();
  expect(errors.take()).toEqual([]);
  await page.getByLabel('Business email').fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/This account was closed/)).toBeVisible();
  const signIn = await request.post('/v1/users/loginByPwd', { form: { username: seller.email, password: seller.password } });
  expect(signIn.status()).toBe(403);
});

test("the admin's Privacy card on a user's page fits a laptop and a phone in every language", async ({ page, request }) => {
  const errors = watchErrors(page);
  const seller = await newSeller(request, 'privacy-admin');
  await fund(request, seller, 500);
  await openConsole(page, `/admin/users/${seller.id}`, ADMIN);
  await inEveryLanguageAndSize(page, async (locale, size) => {
    const card = page.getByRole('main').getByText(say(locale, 'adminUsers.privacy.unsettled'));
    await expect(card).toBeVisible();
    await expectToFit(page, `${locale} ${size.width}px the admin's user page`);
  });
  expect(errors.take()).toEqual([]);
});
