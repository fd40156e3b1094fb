import { expect, test } from '@playwright/test';
import { makePng } from './png';
import { apiRegister, followLink, openConsole, uniqueEmail } from './support';

/** A small card design: green above and white below. */
const cardPng = (width = 120, height = 180) => makePng(width, height, (y) => (y < height / 2 ? [22, 163, 74] : [255, 255, 255]));

test('a new seller sets up a praise card and chooses which events email them, and finds both after a reload', async ({
  page,
  request,
}) => {
  const account = { email: uniqueEmail('praise'), password: 'Quartz-Ferry-2288' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, '/setting/praise-card', account);

  await expect(page.getByText('Each parcel with a card costs $0.30 more; orders add it while the card is on.')).toBeVisible();
  await expect(page.getByText('No design yet')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'thank-you.png', mimeType: 'image/png', buffer: cardPng() });
  const preview = page.getByRole('img', { name: 'Preview of your card design' });
  await expect(preview).toBeVisible();
  // The preview shows the stored image, not a local copy.
  await expect(preview).toHaveAttribute('src', /^\/files\/[0-9A-Z]{26}$/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

  await page.getByRole('switch', { name: 'Put a praise card in every parcel' }).click();
  await page.getByLabel('Message on the card').fill('Thank you for your order!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your praise card is saved.')).toBeVisible();

  await followLink(page, '/setting/email');
  await page.getByRole('switch', { name: 'Order shipped' }).click();
  await page.getByRole('switch', { name: 'Referral commission' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your email preferences are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Order shipped' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Referral commission' })).not.toBeChecked();
  for (const on of ['Order on hold', 'Order refunded', 'Low balance', 'Ticket reply', 'Payout sent']) {
    await expect(page.getByRole('switch', { name: on })).toBeChecked();
  }

  await followLink(page, '/setting/praise-card');
  await expect(page.getByRole('switch', { name: 'Put a praise card in every parcel' })).toBeChecked();
  await expect(page.getByLabel('Message on the card')).toHaveValue('Thank you for your order!');
  await expect(page.getByRole('img', { name: 'Preview of your card design' })).toHaveAttribute('src', /^\/files\//);
});
