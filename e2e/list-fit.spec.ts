import { expect, test, type Page } from '@playwright/test';
import { seedListOrders } from './list-fit-seed';
import { say } from './orders-support';
import { ADMIN, apiSignIn, chooseLanguage, hasHorizontalOverflow, LOCALES, type LocaleCode } from './support';

// The Shopify stand-in serves HTTPS with its own test CA.
test.use({ ignoreHTTPSErrors: true });

interface List {
  who: 'seller' | 'admin';
  url: string;
  /** The list's accessible name (the table's, or the card list's at phone width). */
  label: string;
  /** The columns a reader needs without scrolling sideways. */
  columns: string[];
  /** The page's heading, and the status tab chosen: the list shown is this page's, not the last one's. */
  heading: string;
  tab?: string;
  /** A button that must be on screen too (the hold's fix). */
  button?: string;
}

const OPEN = ['order', 'customer', 'items', 'total', 'status', 'created'].map((k) => `orders.table.${k}`);
const SHIPPED = ['orders.table.order', 'orders.table.customer', 'orders.table.carrierTracking', 'orders.tracking.shippedAt'];
const LISTS: List[] = [
  {
    who: 'seller',
    url: '/orders?status=awaiting_payment',
    heading: 'orders.page.store.title',
    tab: 'orders.status.awaiting_payment',
    label: 'orders.table.label',
    columns: OPEN,
  },
  {
    who: 'seller',
    url: '/orders?status=on_hold',
    heading: 'orders.page.store.title',
    tab: 'orders.status.on_hold',
    label: 'orders.table.label',
    columns: OPEN,
    button: 'orders.hold.action.address',
  },
  {
    who: 'seller',
    url: '/orders/shipped',
    heading: 'orders.page.store.shippedTitle',
    label: 'orders.table.shippedLabel',
    columns: [...SHIPPED, 'orders.tracking.delivered', 'orders.tracking.storeSync'],
  },
  {
    who: 'seller',
    url: '/manualOrders?status=awaiting_payment',
    heading: 'orders.page.manual.title',
    tab: 'orders.status.awaiting_payment',
    label: 'orders.table.label',
    columns: OPEN,
  },
  {
    who: 'seller',
    url: '/manualOrders/shipped',
    heading: 'orders.page.manual.shippedTitle',
    label: 'orders.table.shippedLabel',
    columns: [...SHIPPED, 'orders.tracking.delivered'],
  },
  {
    who: 'admin',
    url: '/admin/orders',
    heading: 'menu.adminOrders',
    label: 'menu.adminOrders',
    columns: ['orderNo', 'seller', 'customer', 'items', 'total', 'status', 'actions'].map((k) => `adminOrders.columns.${k}`),
  },
];

// Money as the console writes it in the three languages: "$32.25", "32,25 US$", "US$ 32,25".
const MONEY = /^(US\$\s?[\d.,]+|\$[\d.,]+|[\d.,]+\s?US\$)$/;

/** Moves within the console without reloading it, as its own links do. */
async function goTo(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Waits until the page shown is the list's (its heading and tab), not the one before. */
async function shown(page: Page, locale: LocaleCode, list: List, where: string) {
  await expect(page.getByRole('heading', { name: say(locale, list.heading), exact: true }), where).toBeVisible();
  if (list.tab) {
    await expect(page.getByRole('tab', { selected: true }), where).toContainText(say(locale, list.tab));
  }
}

async function fitsWide(page: Page, locale: LocaleCode, list: List) {
  const where = `${list.url} in ${locale}`;
  await shown(page, locale, list, where);
  const table = page.getByRole('table', { name: say(locale, list.label) });
  await expect(table.getByRole('row').nth(1), where).toBeVisible();
  expect(await hasHorizontalOverflow(page), `${where}: the page scrolls sideways`).toBe(false);
  const scroll = await table.evaluate((t) => {
    const box = t.parentElement!;
    return { scroll: box.scrollWidth, client: box.clientWidth, right: box.getBoundingClientRect().right };
  });
  expect(scroll.scroll, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(scroll.client);
  for (const key of list.columns) {
    const header = table.getByRole('columnheader', { name: say(locale, key), exact: true });
    await expect(header, `${where}: column ${key}`).toBeInViewport({ ratio: 1 });
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, `${where}: column ${key} is cut off`).toBeLessThanOrEqual(scroll.right + 1);
  }
  if (list.button) {
    await expect(table.getByRole('button').getByText(say(locale, list.button)), where).toBeInViewport({ ratio: 1 });
  }
  const figures = table.getByText(MONEY);
  if (!list.url.includes('shipped')) expect(await figures.count(), `${where}: money shown`).toBeGreaterThan(0);
  for (const figure of await figures.all()) {
    const lines = await figure.evaluate((e) => e.getClientRects().length);
    expect(lines, `${where}: ${await figure.textContent()} breaks over lines`).toBe(1);
  }
}

async function fitsPhone(page: Page, locale: LocaleCode, list: List) {
  const where = `${list.url} in ${locale} at phone width`;
  await shown(page, locale, list, where);
  const cards = page.getByRole('list', { name: say(locale, list.label) });
  await expect(cards.getByRole('listitem').first(), where).toBeVisible();
  await expect(page.getByRole('table', { name: say(locale, list.label) }), where).toHaveCount(0);
  expect(await hasHorizontalOverflow(page), `${where}: the page scrolls sideways`).toBe(false);
}

/** Opens the console already signed in with an API session (the sign-in form has its own journeys). */
async function openSignedIn(page: Page, auth: string, url: string) {
  const [userId, token] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
    .toString()
    .split(':');
  await page.addInitScript(
    (credential) => localStorage.setItem('dropport.credential', credential),
    JSON.stringify({ userId, token }),
  );
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test('every order list fits 1280×800 without scrolling sideways or breaking a figure, and is a card list at 390×844', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await seedListOrders(request);
  await openSignedIn(page, seller.auth, '/orders');
  const admin = await (await browser.newContext()).newPage();
  await openSignedIn(admin, await apiSignIn(request, ADMIN), '/admin/orders');
  const pages = { seller: page, admin };

  for (const locale of LOCALES) {
    for (const p of [page, admin]) {
      if ((await p.locator('html').getAttribute('lang')) !== locale) await chooseLanguage(p, locale);
    }
    for (const [width, height, fits] of [
      [1280, 800, fitsWide],
      [390, 844, fitsPhone],
    ] as const) {
      for (const p of [page, admin]) await p.setViewportSize({ width, height });
      for (const list of LISTS) {
        await goTo(pages[list.who], list.url);
        await fits(pages[list.who], locale, list);
      }
    }
  }
  await admin.context().close();
});
