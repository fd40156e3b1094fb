import { expect, test } from '@playwright/test';
import { apiRegister, openConsole, uniqueEmail } from './support';

// The Shopify stand-in serves HTTPS with its own test CA, which this browser does not know.
test.use({ ignoreHTTPSErrors: true });

test('a seller links a Shopify store through the stand-in and sees it listed', async ({ page, request }) => {
  const name = `e2e-${Date.now().toString(36)}`;
  // A new seller: no store linked, whatever journeys ran before with the demo seller.
  const account = { email: uniqueEmail('stores'), password: 'Maple-Harbor-2291' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, '/addMyStore', account);
  await expect(page.getByText(/No store linked yet/)).toBeVisible();

  await page.getByLabel('Store address').fill(`${name}.myshopify.com`);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();

  // Shopify's side (the stand-in, on its own HTTPS origin): the app asks for its scopes.
  await expect(page).toHaveURL(new RegExp(`^https://localhost:\\d+/store/${name}/admin/oauth/authorize\\?`));
  await expect(page.getByRole('heading', { name: 'Install Dropport' })).toBeVisible();
  await expect(page.getByText('Create, edit and delete products, variants and collections')).toBeVisible();
  const standin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Install app' }).click();

  // Back on Dropport: the callback is verified and the seller lands on their stores.
  await expect(page).toHaveURL('/addMyStore');
  // The stand-in names a new shop after its address: e2e-abc → E2e Abc.
  const storeName = name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  await expect(page.getByText(`${storeName} is now linked to Dropport.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${name}\\.myshopify\\.com`) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('USD');
  await expect(row.getByRole('button', { name: 'Unlink' })).toBeVisible();

  // The shop admin shows Dropport installed.
  await page.goto(`${standin}/store/${name}/admin`);
  await expect(page.getByRole('row', { name: /Dropport/ })).toContainText('Installed');
});
