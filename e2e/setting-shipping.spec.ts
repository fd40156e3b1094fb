import { expect, test, type Page } from '@playwright/test';
import { apiRegister, apiSignIn, openConsole, uniqueEmail } from './support';

/** Opens a searchable Select by its name, types to narrow it, and picks the option. */
async function pick(page: Page, name: string, search: string, option: string) {
  await page.getByRole('combobox', { name, exact: true }).click();
  if (search) await page.keyboard.type(search);
  await page.getByTitle(option, { exact: true }).last().click();
}

test('a new seller sets shipping defaults and tracking, finds them after a reload, and is refused a bad template', async ({
  page,
  request,
}) => {
  const account = { email: uniqueEmail('shipping'), password: 'Quartz-Ferry-2288' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, '/setting/shipping', account);

  // Card 1: default country and one destination rule.
  await expect(page.getByText('No destination rules yet.')).toBeVisible();
  await pick(page, 'Default ship-to country', 'Spa', 'Spain');
  await page.getByRole('button', { name: /Add a rule/ }).click();
  await pick(page, 'Country of rule 1', 'Germ', 'Germany');
  await pick(page, 'Preferred method of rule 1', '', 'DHL eCommerce · 6–10 days');
  await pick(page, 'Fallback method of rule 1', '', 'Dropport Standard · 7–12 days');
  await page.getByRole('button', { name: 'Save shipping defaults' }).click();
  await expect(page.getByText('Your shipping defaults are saved.')).toBeVisible();

  // Card 2: a template without the placeholder is refused, in the browser and by the server.
  const template = page.getByLabel('Tracking page address');
  await template.fill('https://track.myshop.com/parcel');
  await page.getByRole('button', { name: 'Save tracking settings' }).click();
  await expect(page.getByText('Enter an http or https address that contains {trackingNumber}, or leave it empty.')).toBeVisible();
  const auth = await apiSignIn(request, account);
  const userId = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
    .toString('utf8')
    .split(':')[0];
  const refused = await request.post('/v1/userTrackSetting', {
    headers: { Authorization: auth },
    data: { userId, notifyCustomer: true, trackingUrlTemplate: 'https://track.myshop.com/parcel' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { code: string }).code).toBe('TRACKING_URL_INVALID');

  await template.fill('https://track.myshop.com/parcel?n={trackingNumber}');
  await expect(page.getByTestId('tracking-example')).toContainText('https://track.myshop.com/parcel?n=DP2026000123US');
  await page.getByRole('switch', { name: 'Notify the buyer when an order is fulfilled' }).click();
  await page.getByLabel('Carrier name for DHL eCommerce').fill('DHL Express');
  await page.getByRole('button', { name: 'Save tracking settings' }).click();
  await expect(page.getByText('Your tracking settings are saved.')).toBeVisible();

  await page.reload();
  const rule = page.getByRole('group', { name: 'Rule 1' });
  await expect(rule).toContainText('Germany');
  await expect(rule).toContainText('DHL eCommerce · 6–10 days');
  await expect(rule).toContainText('Dropport Standard · 7–12 days');
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Default ship-to country' })).toContainText('Spain');
  await expect(page.getByLabel('Tracking page address')).toHaveValue('https://track.myshop.com/parcel?n={trackingNumber}');
  await expect(page.getByRole('switch', { name: 'Notify the buyer when an order is fulfilled' })).not.toBeChecked();
  await expect(page.getByLabel('Carrier name for DHL eCommerce')).toHaveValue('DHL Express');
});
