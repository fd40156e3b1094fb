import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  SELLER,
  chooseLanguage,
  expectToFit,
  inEveryLanguageAndSize,
  openConsole,
  watchErrors,
  type LocaleCode,
} from './support';

/** The business card's title in a language, from the Workplace's own messages. */
const businessTitle = (locale: LocaleCode): string =>
  (
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, `../apps/web/src/features/workplace/locales/${locale}.json`), 'utf8'),
    ) as { workplace: { business: { title: string } } }
  ).workplace.business.title;

/**
 * The demo seller's Workplace on a fresh start: three months of business seeded, so it shows what waits and whether
 * the business makes money, and every number leads to the orders behind it.
 */
test.describe('the Workplace as the seller’s business cockpit', () => {
  test('shows the to-dos and the figures, changes the period, and opens the orders on hold for items to map', async ({
    page,
  }) => {
    await openConsole(page, '/dashboard/workplace', SELLER);
    const errors = watchErrors(page);
    // What waits comes first, with the balance.
    await expect(page.getByTestId('todo-balance')).toContainText(/Your balance: \$[\d,]+\.\d\d/);
    const unmapped = page.getByTestId('todo-hold-store-unmapped_items');
    await expect(unmapped).toContainText(/store orders? on hold: items to map/);
    await expect(page.getByTestId('todo-balance')).toBeInViewport();
    await expect(unmapped).toBeInViewport();

    // The last 30 days against the 30 before.
    const revenue = page.getByTestId('kpi-revenue');
    await expect(revenue).toContainText(/Revenue\$[\d,]+\.\d\d/);
    await expect(revenue).toContainText(/vs previous period/);
    await expect(page.getByTestId('kpi-profit')).toContainText(/\$[\d,]+\.\d\d/);
    await expect(page.getByTestId('table-products').getByRole('row')).not.toHaveCount(1);
    await expect(page.getByTestId('table-stores')).toContainText('Sunny Cargo Europe');
    const thirty = await revenue.textContent();

    // Seven days: fewer orders, the address keeps the period.
    const asked = page.waitForResponse((r) => r.url().includes('/api/dashboard/figures?') && r.status() === 200);
    await page.getByTestId('business').getByText('7 days', { exact: true }).click();
    await asked;
    await expect(page).toHaveURL(/range=7d/);
    await expect(revenue).not.toHaveText(thirty ?? '');

    // A product's row opens its orders, paid in the period.
    const product = page.getByTestId('table-products').getByRole('link').first();
    const name = (await product.textContent()) ?? '';
    await product.click();
    await expect(page).toHaveURL(/\/orders\?paidFrom=\d{4}-\d\d-\d\d&paidTo=\d{4}-\d\d-\d\d&product=\d+/);
    await expect(page.getByTestId('product-filter')).toContainText(name.slice(0, 20));
    await page.goBack();

    // The to-do opens the orders held for items to map, and only those.
    await page.getByTestId('todo-hold-store-unmapped_items').getByRole('link').click();
    await expect(page).toHaveURL('/orders?status=on_hold&hold=unmapped_items');
    await expect(page.getByTestId('hold-filter')).toContainText('On hold: Items to map');
    const rows = page.getByRole('main').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(0);
    expect(errors.take()).toEqual([]);
  });

  test('fits a laptop and a phone in every language, in both themes', async ({ page }) => {
    await openConsole(page, '/dashboard/workplace', SELLER);
    await inEveryLanguageAndSize(page, async (locale, size) => {
      await expect(page.getByTestId('business').getByText(businessTitle(locale), { exact: true })).toBeVisible();
      await expect(page.getByTestId('kpi-revenue')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByTestId('table-stores')).toBeVisible();
      await expectToFit(page, `${locale} ${size.width}px the Workplace`);
      if (process.env.WORKPLACE_SHOTS)
        await page.screenshot({ path: `.tmp/shots/workplace-${locale}-${size.width}.png`, fullPage: true });
    });
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await chooseLanguage(page, 'en-US');
    await expect(page.getByTestId('kpi-revenue')).toBeVisible();
    await expectToFit(page, 'dark theme, the Workplace');
    if (process.env.WORKPLACE_SHOTS) await page.screenshot({ path: '.tmp/shots/workplace-dark.png', fullPage: true });
    await page.getByRole('button', { name: 'Light theme' }).click();
  });

  test('the admin sees the queues with their oldest items, the sales and the health, on a laptop and a phone', async ({
    page,
  }) => {
    await openConsole(page, '/admin', ADMIN);
    await expect(page).toHaveURL('/admin/operations');
    const queues = page.getByTestId('operations-queues');
    // The demo business's last days: paid orders wait to be processed, others to ship.
    const toProcess = queues.getByRole('row').filter({ hasText: 'Orders to process' });
    await expect(toProcess).toContainText(/Orders to process\s*[1-9]\d*/);
    await expect(page.getByTestId('operations-health')).toContainText('Ledger reconciliation');
    await expect(page.getByTestId('operations-health').getByText('OK').first()).toBeVisible();
    await inEveryLanguageAndSize(page, async (locale, size) => {
      await expect(page.getByTestId('operations-queues').getByRole('link').first()).toBeVisible();
      await expectToFit(page, `${locale} ${size.width}px Admin / Operations`);
    });
    await toProcess.getByRole('link').click();
    await expect(page).toHaveURL('/admin/orders?status=paid');
  });
});
