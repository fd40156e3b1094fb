import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { ImportDraftPage, MarketPage, ProductDetail, PushBatch, StoreList } from '@dropport/contracts';
import { ADMIN, apiRegister, apiSignIn, latestCode, messages, uniqueEmail, type LocaleCode } from './support';

// ---- The console's texts, feature locales included ----------------------------------------------------------------

type Messages = { [key: string]: string | Messages };
const SRC = path.resolve(import.meta.dirname, '../apps/web/src');
const everyCache = new Map<LocaleCode, Messages>();

function merge(into: Messages, from: Messages) {
  for (const [k, v] of Object.entries(from)) {
    const have = into[k];
    if (typeof v === 'object' && typeof have === 'object') merge(have, v);
    else into[k] = typeof v === 'object' ? merge({}, v) : v;
  }
  return into;
}

/**
 * Every string of a locale as the console has them: the shared file (support.ts's messages()) and each feature's
 * locales/<locale>.json, joined into one tree as apps/web/src/lib/i18n.ts joins them.
 */
function allMessages(locale: LocaleCode): Messages {
  let found = everyCache.get(locale);
  if (!found) {
    found = merge({}, messages(locale) as Messages);
    for (const feature of fs.readdirSync(path.join(SRC, 'features')).sort()) {
      const file = path.join(SRC, 'features', feature, 'locales', `${locale}.json`);
      if (fs.existsSync(file)) merge(found, JSON.parse(fs.readFileSync(file, 'utf8')) as Messages);
    }
    everyCache.set(locale, found);
  }
  return found;
}

function lookup(locale: LocaleCode, key: string): string | undefined {
  let node: string | Messages | undefined = allMessages(locale);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * One string of the console by its dotted key (`orders.pay.ok`), filled in as i18next does: `{{name}}` from `values`,
 * and with a `count` the plural form of the locale (`_one`, `_other`).
 */
export function say(locale: LocaleCode, key: string, values: Record<string, string | number> = {}): string {
  const count = values.count;
  const found =
    (typeof count === 'number' ? lookup(locale, `${key}_${new Intl.PluralRules(locale).select(count)}`) : undefined) ??
    lookup(locale, key);
  if (found === undefined) throw new Error(`No string ${key} in the ${locale} locale files`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** US dollars from cents, as the console writes them in a locale (apps/web/src/lib/format.ts formatMoney). */
export const money = (locale: LocaleCode, cents: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Text for a regular expression, special characters escaped. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- Sellers, money, products (set-up through the API) -----------------------------------------------------------

export interface Seller {
  email: string;
  password: string;
  id: string;
  /** The Authorization header of an API session. */
  auth: string;
}

/** The user id inside a session's Authorization header (Basic base64(id:token)). */
const userIdOf = (auth: string) =>
  Buffer.from(auth.replace(/^Basic /, ''), 'base64')
    .toString()
    .split(':')[0]!;

/** A new seller with a verified email (paying orders needs one), signed in through the API. */
export async function newSeller(request: APIRequestContext, prefix: string): Promise<Seller> {
  const email = uniqueEmail(prefix);
  const password = 'Cobalt-Harbor-4417';
  await apiRegister(request, email, password);
  const auth = await apiSignIn(request, { email, password });
  const id = userIdOf(auth);
  const code = await latestCode(request, email);
  const verified = await request.post(`/v1/users/${id}/verifyEmail`, { headers: { Authorization: auth }, data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password, id, auth };
}

/** Credits a seller's balance as the demo admin does (a manual adjustment with a reason). */
export async function fund(request: APIRequestContext, seller: Seller, cents: number): Promise<void> {
  const admin = await apiSignIn(request, ADMIN);
  const response = await request.post(`/api/admin/wallets/${seller.id}/adjustments`, {
    headers: { Authorization: admin },
    data: {
      direction: 'credit',
      amountCents: cents,
      reason: 'Funds for the orders journey',
      idempotencyKey: `e2e-orders-${seller.id}-${Date.now()}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A market product that ships to `country`, is in stock and has several variants (so a variant is chosen), with its
 * variants. `skip` leaves out products already used.
 */
export async function marketProduct(
  request: APIRequestContext,
  seller: Seller,
  country: string,
  skip: number[] = [],
): Promise<ProductDetail> {
  const response = await request.get('/api/market/products', {
    headers: { Authorization: seller.auth },
    params: { shipTo: country, limit: 48 },
  });
  expect(response.status()).toBe(200);
  const page = (await response.json()) as MarketPage;
  for (const card of page.items) {
    if (!card.shipping || card.stock < 50 || skip.includes(card.id)) continue;
    const detail = (await (
      await request.get(`/api/market/products/${card.id}`, { headers: { Authorization: seller.auth } })
    ).json()) as ProductDetail;
    if (detail.variants.length > 1 && detail.variants.every((v) => v.stock >= 20)) return detail;
  }
  throw new Error(`No market product in stock with variants ships to ${country}`);
}

/** The seller's only linked store. */
export async function onlyStore(request: APIRequestContext, seller: Seller) {
  const { items } = (await (await request.get('/api/stores', { headers: { Authorization: seller.auth } })).json()) as StoreList;
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** Adds a product to the seller's import list and pushes it to a store, waiting until the store has it. */
export async function pushProduct(request: APIRequestContext, seller: Seller, productId: number, storeId: string): Promise<void> {
  const headers = { Authorization: seller.auth };
  const added = await request.post('/api/import-list/items', { headers, data: { productIds: [productId] } });
  expect(added.status(), await added.text()).toBe(200);
  const list = (await (await request.get('/api/import-list', { headers })).json()) as ImportDraftPage;
  const item = list.items.find((i) => i.productId === productId);
  expect(item, 'the product is in the import list').toBeDefined();
  const pushed = await request.post('/api/listings/push', { headers, data: { itemIds: [item!.id], storeIds: [storeId] } });
  expect(pushed.status(), await pushed.text()).toBe(202);
  const batch = (await pushed.json()) as PushBatch;
  let last = batch;
  await expect
    .poll(
      async () => {
        last = (await (await request.get(`/api/listings/push/${batch.id}`, { headers })).json()) as PushBatch;
        return last.status;
      },
      { timeout: 30_000 },
    )
    .toBe('finished');
  expect(last.failed, JSON.stringify(last.items)).toBe(0);
  expect(last.done).toBe(1);
}

// ---- The console -----------------------------------------------------------------------------------------------------

/**
 * Chooses an option of an antd select: the visible item (its listbox options are for screen readers). The list is
 * virtual, so for a long one `search` is typed first to bring the option into view.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp, search?: string): Promise<void> {
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option });
  // The list slides in; a click while it moves can miss, so open and pick again then.
  await expect(async () => {
    if (!(await item.first().isVisible())) {
      await select.click();
      if (search) await select.fill(search);
    }
    await item.first().click({ timeout: 2_000 });
    await expect(item.first()).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * The demo admin (English) ships an order from the Paid tab of /admin/orders: carrier picked from the suggestions,
 * tracking number typed. `admin` is a page of the admin's own browser context, signed in and on /admin/orders.
 */
export async function shipAsAdmin(admin: Page, orderNo: string, carrier: string, trackingNumber: string): Promise<void> {
  await expect(admin.getByRole('tab', { name: /^Paid/, selected: true })).toBeVisible();
  await admin.getByLabel('Search orders').fill(orderNo);
  await admin.getByLabel('Search orders').press('Enter');
  await expect(admin).toHaveURL(`/admin/orders?q=${encodeURIComponent(orderNo)}`);
  const row = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: orderNo, exact: true }) });
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: 'Ship', exact: true }).click();

  const dialog = admin.getByRole('dialog', { name: `Ship order ${orderNo}` });
  const carrierBox = dialog.getByRole('combobox', { name: 'Carrier' });
  await carrierBox.fill(carrier.slice(0, 3));
  await chooseOption(admin, carrierBox, carrier);
  await expect(carrierBox).toHaveValue(carrier);
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(admin.getByText(`Order ${orderNo} is shipped; the store is being updated.`)).toBeVisible();
  // The order has left the Paid tab for the Shipped one.
  await expect(row).toHaveCount(0);
  await admin.getByRole('tab', { name: /^Shipped/ }).click();
  await expect(admin.getByRole('row').filter({ hasText: orderNo })).toContainText('Shipped');
}

/**
 * A buyer orders `quantity` of the variant with `sku` in the stand-in's shop admin (its prefilled US address, the
 * buyer's name given), in a browser context of its own: the store order's id and name (`#1001`) and the shop page.
 */
export async function orderInShop(
  browser: Browser,
  shopAdminUrl: string,
  o: { sku: string; quantity: number; firstName: string; lastName: string },
): Promise<{ storeOrderId: string; storeOrderName: string; shop: Page }> {
  const shop = await (await browser.newContext()).newPage();
  await shop.goto(shopAdminUrl);
  const form = shop.locator('#create-order');
  const variantSelect = form.getByLabel('Product');
  const optionValue = await variantSelect
    .locator('option')
    .filter({ hasText: `(${o.sku})` })
    .getAttribute('value');
  await variantSelect.selectOption(optionValue!);
  await form.getByLabel('Quantity').fill(String(o.quantity));
  await form.getByLabel('First name').fill(o.firstName);
  await form.getByLabel('Last name').fill(o.lastName);
  await form.locator('#create-order-submit').click();
  await expect(shop).toHaveURL(/#order-\d+$/);
  const storeOrderId = /#order-(\d+)$/.exec(shop.url())![1]!;
  const storeOrderName = (await shop.locator(`tr#order-${storeOrderId}`).getAttribute('data-order-name'))!;
  return { storeOrderId, storeOrderName, shop };
}

/** A Lisbon address that passes the address check (province, postal code and phone in the shapes Portugal uses). */
export const LISBON_ADDRESS = {
  address1: 'Rua Augusta 100',
  city: 'Lisboa',
  provinceCode: '11',
  province: 'Lisbon',
  postalCode: '1100-048',
  countryCode: 'PT',
  phone: '+351 21 000 0000',
};
