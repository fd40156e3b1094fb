import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiRegister, hasHorizontalOverflow, openConsole, uniqueEmail } from './support';

/** Opens a Select (or TreeSelect) by its label, types to narrow it, and picks the option. */
async function pick(page: Page, name: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name, exact: true });
  await box.click();
  if (search) await page.keyboard.type(search);
  await page.getByTitle(option, { exact: true }).last().click();
  // A click that lands while antd's dropdown is still sliding in can miss the option, leaving the list open (seen on
  // a busy machine); the typed search has made the option the active one, so Enter picks it then.
  await expect(box)
    .toHaveAttribute('aria-expanded', 'false', { timeout: 2000 })
    .catch(() => page.keyboard.press('Enter'));
}

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

/** The lowest cost a card shows, in cents ("$6.29 – $6.56" is 629). */
async function lowestCost(card: Locator): Promise<number> {
  const text = (await card.textContent()) ?? '';
  const m = /\$(\d+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no cost in ${text}`);
  return Number(m[1]) * 100 + Number(m[2]);
}

// The demo catalogue is the same on every fresh database: three yoga products ship from the US warehouses, two of
// them under $10; the US warehouses' shipping reaches the US, Canada and Mexico only.
const FILTERED = '/allProducts?q=yoga&category=sports-yoga&costMax=1000&shipFrom=US&sort=costAsc';

test('a seller searches and filters the market, and a reload keeps the view', async ({ page }) => {
  await openConsole(page, '/allProducts');
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByRole('tab', { name: /Ships from near your buyer: United States/ })).toBeVisible();

  // Search, then narrow by category, origin and cost: each step lands in the address.
  await page.getByLabel('Search', { exact: true }).fill('yoga');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/allProducts?q=yoga');
  await expect(cards(page).first()).toContainText(/yoga/i);
  await pick(page, 'Category', 'Yog', 'Yoga');
  await expect(page).toHaveURL('/allProducts?q=yoga&category=sports-yoga');
  await pick(page, 'Ships from', 'Unit', 'United States');
  await expect(page).toHaveURL('/allProducts?q=yoga&category=sports-yoga&shipFrom=US');
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText(/yoga/i);
    await expect(card).toContainText('Ships from United States');
    await expect(card).toContainText(/Shipping to United States: \$\d+\.\d{2} · \d+–\d+ days/);
  }
  await page.getByLabel('Highest cost in dollars').fill('10');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/allProducts?q=yoga&category=sports-yoga&costMax=1000&shipFrom=US');
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) expect(await lowestCost(card)).toBeLessThanOrEqual(1000);
  await pick(page, 'Sort by', '', 'Cost: low to high');
  await expect(page).toHaveURL(FILTERED);
  await expect
    .poll(async () => {
      const costs = await Promise.all((await cards(page).all()).map(lowestCost));
      return costs.length === 2 && costs[0]! <= costs[1]!;
    })
    .toBe(true);

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await expect(page).toHaveURL(FILTERED);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('yoga');
  await expect(page.getByLabel('Highest cost in dollars')).toHaveValue('10');
  const filters = page.getByRole('search', { name: 'Filter products' });
  await expect(filters).toContainText('Yoga');
  await expect(filters).toContainText('United States');
  await expect(filters).toContainText('Cost: low to high');
});

test('a seller prices a product to several countries and adds products to the import list', async ({ page, request }) => {
  // A new seller: an empty import list whatever ran before, and the platform's default ship-to country (US).
  const account = { email: uniqueEmail('market'), password: 'Maple-Harbor-2291' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, FILTERED, account);
  await expect(cards(page)).toHaveCount(2);

  // Open the cheapest product.
  const first = cards(page).first();
  const title = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/allProducts\/\d+\?shipTo=US$/);
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Category' })).toContainText('Yoga');
  await expect(page.getByText(/^SKU/).first()).toBeVisible();

  // The calculator starts on the list's ship-to country; quantity and country change the quote.
  const methods = page.getByRole('table', { name: 'Shipping methods' });
  await expect(page.getByText(/^1 unit to United States, parcel weight/)).toBeVisible();
  await expect(methods.getByRole('row')).toHaveCount(3);
  await expect(methods).toContainText('USPS via Dropport Line');
  await expect(methods.getByRole('row').nth(1)).toContainText(/Cheapest.*\d+–\d+ days.*\$\d+\.\d{2}/);
  const oneUnit = (await methods.getByRole('row').nth(1).textContent()) ?? '';
  await page.getByLabel('Quantity').fill('3');
  await expect(page.getByText(/^3 units to United States, parcel weight/)).toBeVisible();
  await expect(methods.getByRole('row').nth(1)).not.toHaveText(oneUnit);
  await pick(page, 'Ship to', 'Canad', 'Canada');
  await expect(page.getByText(/^3 units to Canada/)).toBeVisible();
  await expect(methods.getByRole('row')).toHaveCount(2);
  await expect(methods).toContainText('Dropport Standard');
  await pick(page, 'Ship to', 'Japa', 'Japan');
  await expect(page.getByText('No shipping method delivers this product to Japan. Choose another country.')).toBeVisible();

  // Into the import list.
  await page.getByRole('button', { name: 'Add to import list' }).click();
  await expect(page.getByText('Added 1 product to your import list.')).toBeVisible();
  await expect(page.getByText('In import list', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to import list' })).toHaveCount(0);

  // Back to the same view: the product is tagged; the rest of the page goes in at once.
  await page.getByRole('button', { name: 'Back to the market' }).click();
  await expect(page).toHaveURL(FILTERED);
  await expect(page.getByRole('article', { name: title })).toContainText('In import list');
  await page.getByRole('checkbox', { name: 'Select all on page' }).check();
  await page.getByRole('button', { name: 'Add 2 to import list' }).click();
  await expect(page.getByText('Added 1 product to your import list. 1 was already there.')).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('In import list');
});

test('private products lead to sourcing requests, and an unknown product says so', async ({ page }) => {
  await openConsole(page, '/privateProducts');
  await expect(page.getByText(/found for you by our sourcing team/)).toBeVisible();
  await expect(page.getByText(/No private products yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Post a sourcing request' }).click();
  await expect(page).toHaveURL('/sourcing');

  await page.goto('/hotProducts/99999999');
  await expect(page.getByText('This product is not in the market')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the market' }).click();
  await expect(page).toHaveURL('/hotProducts');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().getByText('Hot', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The longest labels of a card are Spanish and Portuguese: two cards side by side must still fit the screen.
  const ADD: Record<string, string> = {
    'es-ES': 'Añadir a la lista de importación',
    'pt-BR': 'Adicionar à lista de importação',
  };

  test('the product cards fit 390 px in Spanish and Portuguese, with nothing sticking out of a card', async ({
    page,
    request,
  }) => {
    // A new seller: no product is in the import list yet, so every card has its button.
    const account = { email: uniqueEmail('phone'), password: 'Maple-Harbor-2291' };
    await apiRegister(request, account.email, account.password);
    await openConsole(page, '/allProducts', account);
    for (const [locale, add] of Object.entries(ADD)) {
      await page.evaluate((l) => localStorage.setItem('dropport.locale', l), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const all = page.getByRole('article');
      await expect(all).toHaveCount(24);
      await expect(all.first().getByRole('button', { name: add })).toBeVisible();
      expect(await hasHorizontalOverflow(page), locale).toBe(false);
      for (const card of (await all.all()).slice(0, 4)) {
        const box = (await card.boundingBox())!;
        const button = (await card.getByRole('button', { name: add }).boundingBox())!;
        expect(button.x, locale).toBeGreaterThanOrEqual(box.x);
        expect(button.x + button.width, locale).toBeLessThanOrEqual(box.x + box.width);
      }
    }
  });
});
