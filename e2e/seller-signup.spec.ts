import { expect, test } from '@playwright/test';
import { latestCode, signIn, signOut, uniqueEmail } from './support';

test('a new seller signs up, verifies the email from the banner, and stays signed in when remembered', async ({
  page,
  request,
}) => {
  const account = { email: uniqueEmail('seller'), password: 'Harbor-Lantern-7731' };
  // The Workplace greets a seller without a username by the email's local part.
  const greeting = new RegExp(`^Good (morning|afternoon|evening), ${account.email.split('@')[0]}$`);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Business email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed up and signed in; the code can wait for the workplace banner.
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify later and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(page.getByRole('heading', { name: greeting })).toBeVisible();
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText('Verify your email address');
  await expect(page.getByText('Not verified')).toBeVisible();

  await banner.getByLabel('Verification code').fill(await latestCode(request, account.email));
  await banner.getByRole('button', { name: 'Verify email' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('workplace.png'), fullPage: true });

  await signOut(page);
  await page.goto('/dashboard/workplace');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await signIn(page, account, { remember: true });
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await page.reload();
  await expect(page.getByTestId('navbar-email')).toHaveText(account.email);
  await expect(page.getByTestId('verify-email-banner')).toBeHidden();

  // Remembered: a new tab of the same browser is signed in too, and the login page offers the email.
  const tab = await page.context().newPage();
  await tab.goto('/home');
  await expect(tab.getByTestId('navbar-email')).toHaveText(account.email);
  const stored = await tab.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(account.password);
  await expect(tab.getByRole('heading', { name: greeting })).toBeVisible();
  await signOut(tab);
  await expect(tab.getByLabel('Business email')).toHaveValue(account.email);
});
