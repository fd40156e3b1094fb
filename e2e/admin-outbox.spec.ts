import { expect, test } from '@playwright/test';
import { ADMIN, apiRegister, signIn, uniqueEmail } from './support';

test("the admin reads a new seller's verification email in the outbox", async ({ page, request }) => {
  const email = uniqueEmail('outbox');
  await apiRegister(request, email, 'Copper-Meadow-5150');

  await page.goto('/admin/outbox');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/admin/outbox');
  await expect(page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Outbox' })).toBeVisible();

  await page.getByLabel('Filter by recipient').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Your Dropport verification code');
  await expect(row).toContainText(/Your verification code is \d{6}/);
  await expect(row).toContainText('Email');
});
