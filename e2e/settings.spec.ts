import { expect, test } from '@playwright/test';
import { apiRegister, openConsole, uniqueEmail } from './support';

test('a seller changes the basic settings and finds them after a reload, in the language chosen', async ({ page, request }) => {
  const account = { email: uniqueEmail('settings'), password: 'Quartz-Ferry-2288' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, '/setting/basic', account);

  await page.locator('form').getByLabel('Date format').click();
  await page.getByTitle('YYYY-MM-DD').click();
  await page.getByRole('switch', { name: 'Pay new orders from my balance automatically' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Set a daily limit of at least US$1 to pay automatically.')).toBeVisible();
  await page.getByLabel('Daily limit').fill('75');
  await page.locator('form').getByLabel('Language').click();
  await page.getByTitle('Español').click();
  // The language is the navbar's: choosing it switches the console at once (and saves it); the rest waits for Save.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Tus ajustes se han guardado.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Básicos' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Pagar automáticamente los pedidos nuevos con mi saldo' })).toBeChecked();
  await expect(page.getByLabel('Límite diario')).toHaveValue('75.00');
  await expect(page.locator('.ant-form-item').filter({ hasText: 'Formato de fecha' })).toContainText('YYYY-MM-DD');
});

test('a seller declares an IOSS number, which is checked and kept', async ({ page, request }) => {
  const account = { email: uniqueEmail('ioss'), password: 'Quartz-Ferry-2288' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, '/setting/IOSS', account);

  await page.getByRole('switch', { name: 'Declare my IOSS number on EU orders' }).click();
  await page.getByLabel('IOSS number', { exact: true }).fill('IM123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An IOSS number is IM followed by 10 digits, e.g. IM0123456789.')).toBeVisible();
  await page.getByLabel('IOSS number', { exact: true }).fill('im 0123 456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your IOSS setting is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Declare my IOSS number on EU orders' })).toBeChecked();
  await expect(page.getByLabel('IOSS number', { exact: true })).toHaveValue('IM0123456789');
});
