import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { apiRegister, openConsole, uniqueEmail } from './support';

/** CRC-32 as PNG chunks use it. */
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small card design: a width × height PNG, green above and white below. */
function cardPng(width = 120, height = 180): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(y < height / 2 ? [22, 163, 74] : [255, 255, 255], y * (1 + width * 3) + 1 + x * 3);
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

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

  await page.goto('/setting/email');
  await page.getByRole('switch', { name: 'Order shipped' }).click();
  await page.getByRole('switch', { name: 'Referral reward' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your email preferences are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Order shipped' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Referral reward' })).not.toBeChecked();
  for (const on of ['Order on hold', 'Order refunded', 'Low balance', 'Ticket reply']) {
    await expect(page.getByRole('switch', { name: on })).toBeChecked();
  }

  await page.goto('/setting/praise-card');
  await expect(page.getByRole('switch', { name: 'Put a praise card in every parcel' })).toBeChecked();
  await expect(page.getByLabel('Message on the card')).toHaveValue('Thank you for your order!');
  await expect(page.getByRole('img', { name: 'Preview of your card design' })).toHaveAttribute('src', /^\/files\//);
});
