import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hasHorizontalOverflow, LOCALES, openConsole, type LocaleCode } from './support';

test('the demo seller sets a pricing rule, sees the preview follow, saves it and finds it kept after a reload', async ({
  page,
}) => {
  await openConsole(page, '/setting/pricing-rule');
  await expect(page.getByText("These are Dropport's suggested rules. Change and save them to make them yours.")).toBeVisible();

  // The preview's $12.00 example: range 2 of the suggested rules (x1.8) makes $21.60, rounded up to $21.99.
  const example = page.getByRole('row').filter({ hasText: '$12.00' });
  await expect(example).toContainText('$21.99');

  await page.getByLabel('Range 2: markup value').fill('2.5');
  await expect(example).toContainText('$30.99');
  await page.getByLabel('Cents ending').fill('95');
  // $30.00 now ends in .95; the compare-at price (x1.5 of $30.95 = $46.43) too.
  await expect(example).toContainText('$30.95$46.95');

  // An impossible range is explained before anything is sent.
  await page.getByLabel('Range 1: up to').fill('40');
  await expect(page.getByText('Rule 2 must end above where it starts; only the last rule has no upper limit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByLabel('Range 1: up to').fill('10');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your pricing rules are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Range 2: markup value')).toHaveValue('2.5');
  await expect(page.getByLabel('Cents ending')).toHaveValue('95');
  await expect(example).toContainText('$30.95');
  await expect(page.getByText(/Dropport's suggested rules/)).toBeHidden();

  // Back to the suggested rules, so the demo seller prices as before for the journeys that follow.
  await page.getByRole('button', { name: 'Restore the suggested rules' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The rules are restored.')).toBeVisible();
  await expect(example).toContainText('$21.99');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The pricing-rule page's own strings of a locale. */
  const pricingText = (locale: LocaleCode, key: string): string => {
    const file = path.resolve(import.meta.dirname, `../apps/web/src/features/settings/locales/${locale}.json`);
    let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    return String(node);
  };

  for (const locale of LOCALES) {
    test(`the pricing rule page fits 390×844 in ${locale}: markup values readable, figures on one line`, async ({ page }) => {
      await openConsole(page, '/setting/pricing-rule');
      await page.evaluate((l) => localStorage.setItem('dropport.locale', l), locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const markup = page.getByLabel(pricingText(locale, 'pricingRule.ranges.valueLabel').replace('{{n}}', '1'));
      await expect(markup).toHaveValue(/\d/);
      // The value is shown, not squeezed behind its "×": the box is wide enough for what it holds.
      const box = await markup.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
      expect(box.client).toBeGreaterThanOrEqual(24);
      expect(box.scroll).toBeLessThanOrEqual(box.client);

      const preview = page.getByRole('table', { name: pricingText(locale, 'pricingRule.preview.title') });
      await expect(preview.getByRole('row').nth(1)).toBeVisible();
      // Every figure on one line: no cell of the preview is taller than one line of text and its padding.
      const heights = await preview
        .locator('tbody td')
        .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThan(48);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  }
});
