import { expect, test } from '@playwright/test';
import { SELLER, signIn } from './support';

test('a wrong password shows the login error inside the form', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: SELLER.email, password: 'not-the-password' });
  await expect(page.locator('form').getByRole('alert')).toContainText('Login error, refresh and try again');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields are refused before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username cannot be empty')).toBeVisible();
  await expect(page.getByText('Password cannot be empty')).toBeVisible();
});

test('a signed-out visit to the workplace goes through login and comes back with its query', async ({ page }) => {
  await page.goto('/dashboard/workplace?from=e2e');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fworkplace%3Ffrom%3De2e');
  await signIn(page, SELLER);
  await expect(page).toHaveURL('/dashboard/workplace?from=e2e');
  await expect(page.getByRole('heading', { name: `Welcome, ${SELLER.email}` })).toBeVisible();
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fhome');
});
