import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makePng } from './png';
import { ADMIN, SELLER, apiSignIn, followLink, openConsole } from './support';

/** A word no other product has: a market search for it finds only the product under test. */
const uniqueWord = () =>
  `qz${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}x`;

/** A field's accessible name: antd puts a required field's asterisk in front of its label. */
const field = (label: string) => new RegExp(`^(\\* )?${label}$`);

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, name: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: field(name) }).click();
  await page.keyboard.type(typed);
  await page.getByTitle(option, { exact: true }).click();
}

/** The seller's market search for a word: the product cards it finds. */
async function marketSearch(page: Page, word: string) {
  await page.goto(`/allProducts?q=${word}`);
  return page.getByRole('article');
}

test('an admin creates a product with variants; a seller finds it in the market until the admin deactivates it', async ({
  page,
  browser,
}) => {
  // Two consoles signed in, a long form and three market searches: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const word = uniqueWord();
  const title = `Harbor ${word} Lantern`;
  await openConsole(page, '/admin/products', ADMIN);
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page).toHaveURL('/admin/products/new');

  await page.getByRole('textbox', { name: field('Title') }).fill(title);
  await choose(page, 'Category', 'Backpacks', 'Bags & Luggage › Backpacks');
  await page.getByRole('combobox', { name: field('Supplier') }).click();
  await page.keyboard.press('Enter');
  await page.getByLabel('Description (Markdown)').fill('A storm lantern.\n\n## Highlights\n\n- Warm light');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Highlights' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: makePng(24) });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await choose(page, 'Ships from', 'Shenzhen', 'Shenzhen (CN-SZ)');
  await page.getByRole('combobox', { name: field('Shipping template') }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('spinbutton', { name: field('Weight') }).fill('350');

  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 1 name').fill('Color');
  await page.getByRole('combobox', { name: 'Option 1 values' }).click();
  await page.keyboard.type('Amber');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Slate');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Make variants from the options' }).click();
  await page.getByLabel('SKU of Amber').fill(`${word}-AMB`);
  await page.getByLabel('Cost of Amber').fill('12.345');
  await page.getByLabel('Stock of Amber').fill('40');
  await page.getByLabel('SKU of Slate').fill(`${word}-SLA`);
  await page.getByLabel('Cost of Slate').fill('0.29');
  await page.getByLabel('Stock of Slate').fill('5');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter an amount above 0 with at most two decimals, for example 12.50.')).toBeVisible();
  await page.getByLabel('Cost of Amber').fill('12.50');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('The product is created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByText('In the market', { exact: true })).toBeVisible();

  // The seller finds it by the unique word, with its price range.
  const seller = await (await browser.newContext()).newPage();
  await openConsole(seller, '/allProducts', SELLER);
  const found = await marketSearch(seller, word);
  await expect(found).toHaveCount(1);
  await expect(found.first()).toContainText(title);
  await expect(found.first()).toContainText('$0.29');

  // Deactivated from the list, it leaves the market.
  await followLink(page, `/admin/products?q=${word}`);
  const active = page.getByRole('switch', { name: `Active: ${title}` });
  await expect(active).toBeChecked();
  await active.click();
  await expect(page.getByText('The product is inactive: it has left the market.')).toBeVisible();
  await expect(active).not.toBeChecked();
  await expect(await marketSearch(seller, word)).toHaveCount(0);
});

test('an admin imports a CSV with one bad row: the problem is reported and nothing is imported', async ({ page, request }) => {
  const word = uniqueWord();
  const auth = await apiSignIn(request, ADMIN);
  const lookups = (await (await request.get('/api/admin/catalogue/lookups', { headers: { Authorization: auth } })).json()) as {
    suppliers: { id: number }[];
    templates: { id: number }[];
    categories: { id: string; parentId: string | null }[];
  };
  const category = lookups.categories.find((c) => c.parentId)!.id;
  const product = (handle: string, title: string, cost: string) =>
    `${handle},${title},"A ${title}, boxed.",${category},${lookups.suppliers[0]!.id},CN-SZ,${lookups.templates[0]!.id},200,,,,active,,,,,,,${handle.toUpperCase()}-1,${cost},10,,`;
  const header =
    'handle,title,description,category,supplier_id,warehouse,template_id,weight_g,length_mm,width_mm,height_mm,status,images,tags,option1_name,option1_value,option2_name,option2_value,sku,cost,stock,variant_weight_g,variant_image';
  const csv = [
    header,
    product(`${word}-a`, `Cedar ${word} Box`, '4.20'),
    product(`${word}-b`, `Pine ${word} Crate`, '3.999'),
  ].join('\r\n');

  await openConsole(page, '/admin/imports', ADMIN);
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV template' }).click();
  expect((await template).suggestedFilename()).toBe('dropport-products-template.csv');

  await page.locator('input[type=file]').setInputFiles({ name: `${word}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported: 1 problem found' })).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems' });
  const row = problems.getByRole('row').filter({ hasText: 'cost' });
  await expect(row).toContainText('3');
  await expect(row).toContainText('Enter an amount in dollars above 0 with at most two decimals, like 12.50.');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download error report' }).click();
  const report = await download;
  expect(report.suggestedFilename()).toBe(`${word}-errors.csv`);
  const text = fs.readFileSync(await report.path(), 'utf8');
  expect(text).toContain('row,column,message');
  expect(text).toContain('3,cost,"Enter an amount in dollars above 0 with at most two decimals, like 12.50."');

  await expect(
    page
      .getByRole('table', { name: 'Latest imports' })
      .getByRole('row')
      .filter({ hasText: `${word}.csv` }),
  ).toContainText('Failed');
  // Nothing of the file reached the catalogue, not even its good row.
  await followLink(page, `/admin/products?q=${word}`);
  await expect(page.getByText('No products match this search.')).toBeVisible();
});
