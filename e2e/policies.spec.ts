import { expect, test } from '@playwright/test';
import { ADMIN, SELLER, chooseLanguage, openConsole, signIn } from './support';

test('an admin edits the Spanish shipping policy and a seller reading in Spanish sees it at once', async ({ browser }) => {
  const stamp = `Plazo revisado ${Date.now().toString(36)}`;
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/admin/policies');
  await signIn(adminPage, ADMIN);
  await expect(adminPage).toHaveURL('/admin/policies');
  await expect(adminPage.getByLabel('Title')).toHaveValue('How to start');

  await adminPage.getByRole('combobox', { name: 'Page' }).click();
  await adminPage.getByTitle('Shipping policy').click();
  await expect(adminPage.getByLabel('Title')).toHaveValue('Shipping policy');
  await adminPage.getByText('Español', { exact: true }).click();
  await expect(adminPage.getByLabel('Title')).toHaveValue('Política de envíos');

  const text = adminPage.getByLabel('Text (Markdown)');
  await text.fill(`Texto revisado.\n\n## ${stamp}\n\nLos pedidos pagados antes de las 14:00 salen **el mismo día**.`);
  const preview = adminPage.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: stamp })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('The page is saved: readers see it now.')).toBeVisible();

  const sellerPage = await (await browser.newContext()).newPage();
  await openConsole(sellerPage, '/tutorial', SELLER);
  await expect(sellerPage.getByRole('heading', { level: 4, name: 'How to start' })).toBeVisible();
  await chooseLanguage(sellerPage, 'es-ES');
  await expect(sellerPage.getByRole('heading', { level: 4, name: 'Cómo empezar' })).toBeVisible();
  await sellerPage.getByRole('menuitem', { name: 'Política de envíos' }).click();
  await expect(sellerPage).toHaveURL('/tutorial?page=shipping-policy');
  await expect(sellerPage.getByRole('heading', { level: 5, name: stamp })).toBeVisible();
  await expect(sellerPage.getByText('salen el mismo día', { exact: false })).toBeVisible();
  // The table of contents leads to the new section.
  await sellerPage.getByRole('navigation', { name: 'Índice de Política de envíos' }).getByRole('link', { name: stamp }).click();
  await expect(sellerPage.getByRole('heading', { level: 5, name: stamp })).toBeInViewport();

  // The other languages keep their text.
  await chooseLanguage(sellerPage, 'en-US');
  await expect(sellerPage.getByRole('heading', { level: 4, name: 'Shipping policy' })).toBeVisible();
  await expect(sellerPage.getByRole('heading', { name: stamp })).toHaveCount(0);
});

test('the terms and privacy texts are readable without signing in, with a table of contents', async ({ page }) => {
  await page.goto('/text');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Contents of Privacy Policy' })
    .getByRole('link', { name: '3. Storage in your browser' })
    .click();
  await expect(page.getByRole('heading', { level: 3, name: '3. Storage in your browser' })).toBeInViewport();
  await expect(page).toHaveURL(/\/text#privacy-3-storage-in-your-browser$/);
});
