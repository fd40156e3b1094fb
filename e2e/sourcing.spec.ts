import { expect, test } from '@playwright/test';
import { makePng } from './png';
import { ADMIN, apiRegister, apiSignIn, followLink, openConsole, signIn, uniqueEmail } from './support';

interface Card {
  id: number;
  title: string;
}

test('a seller posts a sourcing request, an admin quotes a catalogue product, the seller finds it answered and in Private products', async ({
  page,
  browser,
  request,
}) => {
  // A new seller, so the demo seller's notifications and collections stay as other journeys expect them.
  const seller = { email: uniqueEmail('sourcing'), password: 'Amber-Dock-Lantern-71' };
  await apiRegister(request, seller.email, seller.password);
  await openConsole(page, '/sourcing', seller);
  await expect(page.getByText('No sourcing requests yet. Post one and our team will look for the product.')).toBeVisible();

  // The seller's request: a description, a picture, a target cost in dollars, a quantity and a destination.
  const wanted = `Collapsible silicone kettle ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Post a sourcing request' }).first().click();
  await page.getByLabel('Description').fill(wanted);
  await page.locator('input[type=file]').setInputFiles({ name: 'kettle.png', mimeType: 'image/png', buffer: makePng(24) });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  const cost = page.getByLabel('Target cost per unit (USD)');
  await cost.fill('4.567');
  await expect(page.getByText('Enter an amount in dollars with at most two decimals, for example 4.50.')).toBeVisible();
  await cost.fill('4.50');
  await page.getByLabel('Quantity per month').fill('250');
  await page.getByRole('combobox', { name: 'Ship-to country', exact: true }).click();
  await page.keyboard.type('Germ');
  await page.getByTitle('Germany', { exact: true }).last().click();
  await page.getByRole('button', { name: 'Post request' }).click();
  await expect(page.getByText('Your request is posted. We will notify you when our team answers.')).toBeVisible();

  const card = page.getByRole('article', { name: wanted });
  await expect(card).toContainText('Waiting');
  await expect(card).toContainText('$4.50');
  await expect(card).toContainText('Germany');
  await expect(card.getByRole('img', { name: 'Picture 1' })).toBeVisible();

  // A catalogue product for the answer, as the admin would find it in the market.
  const adminAuth = await apiSignIn(request, ADMIN);
  const market = await request.get('/api/market/products', { headers: { Authorization: adminAuth }, params: { limit: 1 } });
  const found = ((await market.json()) as { items: Card[] }).items[0]!;

  // The admin takes the request and quotes the product, confirmed by its title before sending.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin/sourcing');
  await signIn(admin, ADMIN);
  await expect(admin).toHaveURL('/admin/sourcing');
  const row = admin.getByRole('row').filter({ hasText: seller.email });
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: 'Take' }).click();
  await expect(row).toContainText('Being sourced');
  await row.getByRole('button', { name: 'Quote' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Quote a product' });
  await dialog.getByLabel('Quoted price per unit (USD)').fill('3.99');
  await dialog.getByLabel('Catalogue product ID').fill(String(found.id));
  await expect(dialog.getByRole('status', { name: 'Product to link' })).toContainText(found.title);
  await dialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(admin.getByText("The quote is sent; the product is in the seller's Private products.")).toBeVisible();
  await expect(row).toContainText('Quoted');

  // The seller is told, and the notification leads to the answered request.
  await followLink(page, '/home/notification');
  const note = page.getByRole('listitem', { name: 'Sourcing request answered' });
  await expect(note).toContainText(`We found "${found.title}" for $3.99. It is now in your private products.`);
  await note.getByRole('link', { name: 'Sourcing request answered' }).click();
  await expect(page).toHaveURL(/\/sourcing\?id=[0-9A-Z]{26}$/);
  await expect(card).toContainText('Quoted');
  await expect(card).toContainText('Quoted at $3.99 per unit');
  const history = card.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Taken by the sourcing team');
  await expect(history).toContainText('Dropport team');

  // The product is in the seller's private collection, and the quote links to it there.
  const sellerAuth = await apiSignIn(request, seller);
  const mine = await request.get('/api/market/products', {
    headers: { Authorization: sellerAuth },
    params: { collection: 'private' },
  });
  expect(((await mine.json()) as { items: Card[] }).items.map((p) => p.id)).toEqual([found.id]);
  await card.getByRole('link', { name: found.title }).click();
  await expect(page).toHaveURL(`/privateProducts/${found.id}`);
});
