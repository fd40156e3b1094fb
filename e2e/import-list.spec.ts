import { expect, test, type Page } from '@playwright/test';
import { mainMenu, openConsole } from './support';

/** The editor drawer, found by its title ("Edit: …"). */
const editor = (page: Page, title: string) =>
  page.locator('.ant-drawer-section').filter({ has: page.locator('.ant-drawer-title', { hasText: `Edit: ${title}` }) });

test('a seller adds a product from the market, edits its title and a variant price, and the edit stays', async ({ page }) => {
  // The cheapest products first: the demo seller may have imported others in earlier journeys.
  await openConsole(page, '/allProducts?sort=costAsc');
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to import list' }) })
    .first();
  const supplierTitle = (await card.getAttribute('aria-label')) ?? '';
  expect(supplierTitle).not.toBe('');
  await card.getByRole('button', { name: 'Add to import list' }).click();
  await expect(page.getByText('Added 1 product to your import list.')).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Import List', exact: true }).click();
  await expect(page).toHaveURL('/importList');
  const item = page.getByRole('article', { name: supplierTitle });
  await expect(item).toContainText(/Supplier cost \$\d+\.\d{2}/);
  await expect(item).toContainText(/variants? selected/);
  await item.getByRole('button', { name: 'Edit' }).click();

  const title = `Travel-ready ${supplierTitle}`.slice(0, 200);
  let drawer = editor(page, supplierTitle);
  await drawer.getByLabel('Title').fill(title);
  await drawer.getByRole('tab', { name: /^Variants/ }).click();
  const price = drawer.getByLabel(/^Price of /).first();
  const rulePrice = await price.inputValue();
  expect(rulePrice).toMatch(/^\d+\.99$/);
  await price.fill('42.50');
  await expect(drawer.getByText(`Rule price: $${rulePrice}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  // A reload reads the item again from the server.
  await page.reload();
  const edited = page.getByRole('article', { name: title });
  await expect(edited).toBeVisible();
  await expect(edited).toContainText('$42.50');
  await edited.getByRole('button', { name: 'Edit' }).click();
  drawer = editor(page, title);
  await expect(drawer.getByLabel('Title')).toHaveValue(title);
  await drawer.getByRole('tab', { name: /^Variants/ }).click();
  await expect(drawer.getByLabel(/^Price of /).first()).toHaveValue('42.50');
  await expect(drawer.getByText(`Rule price: $${rulePrice}`)).toBeVisible();
});
