import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PRICE_RULE_SET, priceFor, type AdminProduct, type ListingPage, type PriceRuleSet } from '@dropport/contracts';
import { ADMIN, apiRegister, apiSignIn, followLink, openConsole, uniqueEmail } from './support';

// The Shopify stand-in serves HTTPS with its own test CA, which this browser does not know.
test.use({ ignoreHTTPSErrors: true });

/** The store's own rules set in this journey: the suggested ones with prices ending in .95. */
const STORE_RULES: PriceRuleSet = { ...DEFAULT_PRICE_RULE_SET, centsEnding: 95 };
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const storePrice = (costCents: number) => usd(priceFor(STORE_RULES, { costCents, rateMicros: 1_000_000 }).priceCents);

/** Links a new shop through the stand-in's authorize page; answers the shop's name, its store name and the stand-in's origin. */
async function linkStore(page: Page, account: { email: string; password: string }) {
  const name = `e2e-list-${Date.now().toString(36)}`;
  await openConsole(page, '/addMyStore', account);
  await page.getByLabel('Store address').fill(`${name}.myshopify.com`);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Install Dropport' })).toBeVisible();
  const standin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page).toHaveURL('/addMyStore');
  const storeName = name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  await expect(page.getByText(`${storeName} is now linked to Dropport.`)).toBeVisible();
  return { name, storeName, standin };
}

test('a seller links a store, prices and pushes three products, sees them in the store; an admin cost change moves the store price', async ({
  page,
  browser,
  request,
}) => {
  // Two consoles, the stand-in's pages, three pushes and a sync: well past the default minute on a busy machine.
  test.setTimeout(240_000);
  // A new seller, so a retry or an earlier journey leaves nothing in the way (stores, import list, rules).
  const seller = { email: uniqueEmail('listings'), password: 'Maple-Harbor-2291' };
  await apiRegister(request, seller.email, seller.password);
  const { name, storeName, standin } = await linkStore(page, seller);

  // The store's own pricing rule: prices end in .95 (the default rules stay as they are for other journeys).
  await followLink(page, '/setting/pricing-rule');
  await page.getByRole('combobox', { name: 'Rules for' }).click();
  // antd's listbox options are for screen readers; the visible items are what a pointer clicks.
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: `${storeName} (in USD)` })
    .click();
  await expect(page).toHaveURL(/\/setting\/pricing-rule\?store=/);
  await expect(page.getByText('This store uses your default rules. Save here to give it rules of its own.')).toBeVisible();
  await page.getByLabel('Cents ending').fill('95');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your pricing rules are saved.')).toBeVisible();

  // Three products from the market into the import list.
  await followLink(page, '/allProducts');
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to import list' }) })
      .first();
    const title = (await card.getAttribute('aria-label')) ?? '';
    expect(title).not.toBe('');
    await card.getByRole('button', { name: 'Add to import list' }).click();
    const added = page.getByRole('list', { name: 'Products' }).getByRole('article', { name: title, exact: true });
    await expect(added.getByRole('button', { name: 'Add to import list' })).toBeHidden();
    titles.push(title);
  }

  // Push them from the import list to the new store.
  await followLink(page, '/importList');
  for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
  await page.getByRole('button', { name: 'Push selected to store (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push to store' });
  await expect(dialog.getByText('3 products to push. Choose the stores:')).toBeVisible();
  // Only this store is offered and checked (with several stores, none is preselected).
  await dialog.getByRole('checkbox', { name: new RegExp(`^${storeName} `) }).check();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Push', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Push finished. 3 of 3 pushed, 0 failed.', { timeout: 60_000 });
  await dialog.getByRole('link', { name: 'Go to My Products' }).click();
  await expect(page).toHaveURL('/myProducts');
  for (const title of titles) {
    const row = page.getByRole('row', { name: title, exact: true }).filter({ hasText: storeName });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('In sync');
  }

  // Pushed products have left the import list.
  await followLink(page, '/importList');
  for (const title of titles) await expect(page.getByRole('article', { name: title, exact: true })).toBeHidden();
  await followLink(page, '/myProducts');

  // The prices the store should show: the store's rules on the catalogue's costs (read as the admin sees them).
  const sellerAuth = await apiSignIn(request, seller);
  const adminAuth = await apiSignIn(request, ADMIN);
  const listings = (await (
    await request.get('/api/listings', { headers: { Authorization: sellerAuth }, params: { limit: 50 } })
  ).json()) as ListingPage;
  const ours = listings.items.filter((l) => l.store.name === storeName);
  expect(ours.map((l) => l.title).sort()).toEqual([...titles].sort());
  const products = new Map<string, AdminProduct>();
  for (const l of ours) {
    const res = await request.get(`/api/admin/catalogue/products/${l.productId}`, { headers: { Authorization: adminAuth } });
    products.set(l.title, (await res.json()) as AdminProduct);
  }

  // The stand-in's shop admin lists the three products with those prices.
  const shop = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  await shop.goto(`${standin}/store/${name}/admin`);
  for (const title of titles) {
    const row = shop.getByRole('row').filter({ hasText: title });
    for (const v of products.get(title)!.variants) {
      await expect(row.locator(`[data-variant="${v.sku}"]`)).toContainText(`${storePrice(v.costCents)}`);
    }
  }
  // My Products opens a product in the store's admin.
  const first = ours.find((l) => l.title === titles[0])!;
  expect(first.storeProductUrl).toMatch(new RegExp(`/store/${name}/admin/products/\\d+$`));
  await shop.goto(first.storeProductUrl!);
  await expect(shop.getByRole('row').filter({ hasText: titles[0]! })).toBeVisible();

  // The admin raises a supplier cost of the first product by $3.00.
  const changed = products.get(titles[0]!)!;
  const variant = changed.variants[0]!;
  const admin = await (await browser.newContext()).newPage();
  await openConsole(admin, `/admin/products/${changed.id}`, ADMIN);
  const cost = admin.getByLabel(/^Cost of /).first();
  await expect(cost).toHaveValue((variant.costCents / 100).toFixed(2));
  const newCost = variant.costCents + 300;
  await cost.fill((newCost / 100).toFixed(2));
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('The changes are saved.')).toBeVisible();

  // Sync runs on the job queue: the store price follows the rules on the new cost.
  const price = shop.getByRole('row').filter({ hasText: titles[0]! }).locator(`[data-variant="${variant.sku}"]`);
  await expect(async () => {
    await shop.goto(`${standin}/store/${name}/admin`);
    await expect(price).toContainText(storePrice(newCost), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(storePrice(newCost)).not.toBe(storePrice(variant.costCents));
  await page.reload();
  await expect(page.getByRole('row', { name: titles[0], exact: true }).filter({ hasText: storeName })).toContainText('In sync');

  // The cost goes back, so journeys after this one see the catalogue as seeded (once the first save's message has
  // gone, so the one awaited below is this save's).
  await expect(admin.getByText('The changes are saved.')).toHaveCount(0);
  await cost.fill((variant.costCents / 100).toFixed(2));
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('The changes are saved.')).toBeVisible();
});
