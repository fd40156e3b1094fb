import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { WALLET_CSV_COLUMNS } from '@dropport/contracts';
import { ADMIN, SELLER, apiSignIn, followLink, openConsole, signIn } from './support';

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('an admin credits the demo seller with a reason; the seller finds it on Balance, filters and exports it; the ledger reconciles', async ({
  page,
  browser,
  request,
}) => {
  // The seller's balance before, so the journey holds whatever earlier journeys did to the demo wallet.
  const sellerAuth = await apiSignIn(request, SELLER);
  const before = (
    (await (await request.get('/api/wallet', { headers: { Authorization: sellerAuth } })).json()) as {
      availableCents: number;
    }
  ).availableCents;
  const reason = `Goodwill for a late parcel ${Date.now().toString(36)}`;

  // The admin finds the seller among the wallets and credits $25.00 with a reason, confirmed before it is sent.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin/wallets');
  await signIn(admin, ADMIN);
  await expect(admin).toHaveURL('/admin/wallets');
  await admin.getByLabel('Search sellers').fill(SELLER.email);
  await admin.getByLabel('Search sellers').press('Enter');
  await expect(admin).toHaveURL(`/admin/wallets?q=${encodeURIComponent(SELLER.email)}`);
  const listed = admin.getByRole('row').filter({ hasText: SELLER.email });
  await expect(listed).toContainText(usd(before));
  await listed.getByRole('link', { name: SELLER.email }).click();
  await expect(admin).toHaveURL(/\/admin\/wallets\/[^/?]+$/);
  await expect(admin.getByRole('heading', { name: SELLER.email })).toBeVisible();

  await admin.getByRole('button', { name: 'Manual adjustment' }).click();
  await admin.getByLabel('Amount (USD)').fill('25.00');
  await admin.getByLabel('Reason').fill(reason);
  await admin.getByRole('button', { name: 'Review adjustment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Confirm the adjustment' });
  await expect(dialog).toContainText(`Add $25.00 to the wallet of`);
  await expect(dialog).toContainText(SELLER.email);
  await expect(dialog).toContainText(reason);
  await dialog.getByRole('button', { name: 'Credit $25.00' }).click();
  await expect(admin.getByText(/^\$25\.00 credited to /)).toBeVisible();
  const adminLine = admin.getByRole('row').filter({ hasText: reason });
  await expect(adminLine).toContainText('Credit adjustment');
  await expect(adminLine).toContainText('+$25.00');
  await expect(adminLine).toContainText(usd(before + 2500));

  // The seller sees the new balance and the movement with the admin's reason as its memo.
  await openConsole(page, '/balance', SELLER);
  await expect(page.getByRole('heading', { name: 'Balance', level: 3 })).toBeVisible();
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Available balance' })).toContainText(usd(before + 2500));
  const line = page.getByRole('row').filter({ hasText: reason });
  await expect(line).toContainText('Credit adjustment');
  await expect(line).toContainText('+$25.00');
  await expect(line).toContainText(usd(before + 2500));

  // Filtered by type, in the address: a reload keeps the filter; another type hides the credit.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByTitle('Credit adjustment', { exact: true }).click();
  await expect(page).toHaveURL('/balance?kind=adjustment_credit');
  await page.reload();
  await expect(line).toContainText('+$25.00');
  await expect(page.getByRole('search')).toContainText('Credit adjustment');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByTitle('Debit adjustment', { exact: true }).click();
  await expect(page).toHaveURL('/balance?kind=adjustment_debit');
  await expect(page.getByText('No movements match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByTitle('Credit adjustment', { exact: true }).click();
  await expect(line).toBeVisible();

  // The export carries the same filter and the signed-in credential.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dropport-statement-adjustment_credit-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(rows[0]).toBe(WALLET_CSV_COLUMNS.join(','));
  const credited = rows.find((r) => r.includes(reason));
  expect(credited).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[^,]+,adjustment_credit,,${reason},25\\.00,`));
  expect(rows.slice(1).every((r) => r.split(',')[1] === 'adjustment_credit')).toBe(true);

  // The ledger still balances.
  await followLink(admin, '/admin/reconciliation');
  await expect(admin.getByText('All checks passed')).toBeVisible();
  await expect(admin.getByRole('listitem', { name: 'No negative wallets' })).toContainText('Passed');
});
