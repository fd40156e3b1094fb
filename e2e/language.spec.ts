import { expect, test } from '@playwright/test';
import { SELLER, chooseLanguage } from './support';

test('switching to Español changes the login page, server messages included, and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Dropport' })).toBeVisible();

  await chooseLanguage(page, 'es-ES');

  await expect(page.getByRole('heading', { name: 'Bienvenido a Dropport' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Recordar contraseña' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El nombre de usuario no puede estar vacío')).toBeVisible();

  // The server answers in the UI's language.
  await page.getByLabel('Correo profesional').fill(SELLER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('Error de inicio de sesión');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenido a Dropport' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
});

test.describe('a first visit from a Spanish browser, on a phone', () => {
  test.use({ locale: 'es-MX', viewport: { width: 390, height: 844 } });

  test('the login page speaks Spanish and still shows the brand', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bienvenido a Dropport' })).toBeVisible();
    const brand = page.getByRole('link', { name: 'Dropport' });
    await expect(brand).toBeVisible();
    await expect(brand.locator('img')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
