import { expect, test } from '@playwright/test';
import { ADMIN, apiRegister, latestCode, signIn, uniqueEmail } from './support';

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
  // The message's code stands in a column of its own, as the email carries it.
  await expect(row).toContainText(await latestCode(request, email));
  await expect(row).toContainText('Email');
});
