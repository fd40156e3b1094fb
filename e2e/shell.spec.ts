import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  LOCALES,
  SELLER_GREETING,
  TOP_MENU_KEYS,
  backgroundLuminance,
  chooseFromMenu,
  chooseLanguage,
  expectToFit,
  followLink,
  hasHorizontalOverflow,
  mainMenu,
  messages,
  openConsole,
  pageSettings,
  text,
  topMenuEntries,
  watchErrors,
  type LocaleCode,
} from './support';

const FOOTER = 'The console for dropshipping sellers';

test.describe('the language', () => {
  test('switching the language renames every top menu entry, and the choice survives a reload', async ({ page }) => {
    await openConsole(page);
    const english = TOP_MENU_KEYS.map((key) => text('en-US', key));
    await expect(topMenuEntries(mainMenu(page))).toHaveText(english);

    for (const locale of ['es-ES', 'pt-BR'] as const) {
      await chooseLanguage(page, locale);
      const translated = TOP_MENU_KEYS.map((key) => text(locale, key));
      const entries = topMenuEntries(mainMenu(page, locale));
      await expect(entries).toHaveText(translated);
      // Words that are the same in both languages may stay; no other English label may.
      const englishOnly = english.filter((label) => !translated.includes(label));
      expect((await entries.allInnerTexts()).filter((label) => englishOnly.includes(label.trim()))).toEqual([]);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(topMenuEntries(mainMenu(page, locale))).toHaveText(translated);
      await expect(page.getByRole('banner').getByRole('button', { name: text(locale, 'navbar.darkTheme') })).toBeVisible();
    }
  });
});

test.describe('the sidebar', () => {
  test('with every group open, the sidebar scrolls far enough to reach its last entry', async ({ page }) => {
    await openConsole(page);
    const menu = mainMenu(page);
    for (const group of ['Orders', 'Manual Orders', 'Balance', 'Recommend', 'Setting']) {
      await menu.getByRole('menuitem', { name: group, exact: true }).click();
    }
    await expect(menu.getByRole('link', { name: 'Email notifications' })).toBeVisible();
    // A click lands on the entry itself, not on the collapse button at the foot of the sidebar.
    await menu.getByRole('link', { name: 'Invoices' }).click({ timeout: 3_000 });
    await expect(page).toHaveURL('/invoice');
    await expect(page.getByRole('heading', { level: 3, name: 'Invoices' })).toBeVisible();
  });
});

test.describe('the theme', () => {
  test('the dark theme darkens the page, and the light theme comes back', async ({ page }) => {
    await openConsole(page);
    const html = page.locator('html');
    const content = page.getByRole('main');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => backgroundLuminance(content)).toBeGreaterThan(0.7);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => backgroundLuminance(content)).toBeLessThan(0.05);
    await expect.poll(() => backgroundLuminance(page.getByRole('banner'))).toBeLessThan(0.05);

    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => backgroundLuminance(content)).toBeGreaterThan(0.7);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  });
});

test.describe('the settings drawer', () => {
  test('hides the footer and the menu and shows the tab bar, after a reload too, until the defaults are restored', async ({
    page,
  }) => {
    await openConsole(page);
    const footer = page.getByText(FOOTER);
    const tabBar = page.getByRole('navigation', { name: 'Open pages' });
    await expect(footer).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expect(tabBar).toHaveCount(0);

    await pageSettings(page, { Footer: false, Menu: false, 'Tab bar': true });
    const applied = async () => {
      await expect(footer).toHaveCount(0);
      await expect(mainMenu(page)).toHaveCount(0);
      await expect(tabBar.getByRole('tab', { name: 'Workplace' })).toBeVisible();
      await expect(page.getByRole('heading', { name: SELLER_GREETING })).toBeVisible();
    };
    await applied();

    await page.reload();
    await applied();
    await page.getByRole('button', { name: 'Page settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Page settings' });
    await expect(drawer.getByRole('switch', { name: 'Footer', exact: true })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: 'Menu', exact: true })).not.toBeChecked();
    await expect(drawer.getByRole('switch', { name: 'Tab bar', exact: true })).toBeChecked();

    await drawer.getByRole('button', { name: 'Restore defaults' }).click();
    await expect(footer).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expect(tabBar).toHaveCount(0);
    // The drawer stays open, showing the defaults.
    await expect(drawer.getByRole('switch', { name: 'Footer', exact: true })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: 'Menu', exact: true })).toBeChecked();
    await expect(drawer.getByRole('switch', { name: 'Tab bar', exact: true })).not.toBeChecked();
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(drawer).toBeHidden();

    // The defaults are what is kept now.
    await page.reload();
    await expect(footer).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expect(tabBar).toHaveCount(0);
  });
});

test.describe('the tab bar', () => {
  test('opens a tab per page, switches, closes, closes the others and reloads a page', async ({ page }) => {
    await openConsole(page);
    await pageSettings(page, { 'Tab bar': true });
    const bar = page.getByRole('navigation', { name: 'Open pages' });
    const tabs = bar.getByRole('tab');
    const tab = (name: string) => bar.getByRole('tab', { name, exact: true });
    const closeButton = (name: string) => tab(name).locator('..').getByRole('button', { name: 'Close this tab' });
    const menu = mainMenu(page);
    // Each page is let to open before the next click (a click during a navigation replaces that navigation).
    const openFromMenu = async (name: string) => {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    };
    const tabAction = (name: string) => chooseFromMenu(page, bar.getByRole('button', { name: 'Tab actions' }), name);

    await expect(tabs).toHaveText(['Workplace']);
    await expect(closeButton('Workplace')).toHaveCount(0);
    for (const name of ['Market', 'Import List', 'My Products']) await openFromMenu(name);
    await expect(tabs).toHaveText(['Workplace', 'Market', 'Import List', 'My Products']);
    await expect(tab('My Products')).toHaveAttribute('aria-selected', 'true');
    await expect(closeButton('Workplace')).toHaveCount(0);

    await tab('Market').click();
    await expect(page).toHaveURL('/allProducts');
    await expect(tab('Market')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Market' })).toBeVisible();

    // Closing another tab stays on the page; closing the page's own tab goes to the last one left.
    await closeButton('Import List').click();
    await expect(tabs).toHaveText(['Workplace', 'Market', 'My Products']);
    await expect(page).toHaveURL('/allProducts');
    await tab('My Products').click();
    await expect(page).toHaveURL('/myProducts');
    await closeButton('My Products').click();
    await expect(tabs).toHaveText(['Workplace', 'Market']);
    await expect(page).toHaveURL('/allProducts');

    for (const name of ['Import List', 'Add My Store']) await openFromMenu(name);
    await tab('Import List').click();
    await expect(page).toHaveURL('/importList');
    await tabAction('Close other tabs');
    await expect(tabs).toHaveText(['Workplace', 'Import List']);
    await expect(page).toHaveURL('/importList');

    // A page with a query reloads through /redirect and comes back to the same address.
    await page.goto('/orders/shipped?page=2');
    await expect(tabs).toHaveText(['Workplace', 'Import List', 'Shipped']);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await tabAction('Reload this page');
    await expect.poll(() => visited).toContain(`/redirect/${encodeURIComponent('/orders/shipped?page=2')}`);
    await expect(page).toHaveURL('/orders/shipped?page=2');
    await expect(tab('Shipped')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Shipped' })).toBeVisible();

    await tab('Workplace').click();
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(page.getByRole('heading', { name: SELLER_GREETING })).toBeVisible();
    await tabAction('Close other tabs');
    await expect(tabs).toHaveText(['Workplace']);
  });
});

/** A page of the menu: its address, its label in the menu and the title its page shows. */
interface Stop {
  href: string;
  label: string;
  title: string;
}

/**
 * The items of one top entry of the menu: the entry itself, or every item of a group (which must be open).
 * A group's own page (Orders → /orders, above /orders/shipped) is titled with the group's name.
 */
function stopsOf(entry: Locator): Promise<Stop[]> {
  return entry.evaluate((element) => {
    const groupId = element.getAttribute('aria-controls');
    const scope = groupId ? document.getElementById(groupId) : element;
    const links = [...(scope?.querySelectorAll('a') ?? [])].map((a) => ({
      href: a.getAttribute('href') ?? '',
      label: a.textContent?.trim() ?? '',
    }));
    const groupTitle = element.textContent?.trim() ?? '';
    return links.map(({ href, label }) => {
      const isGroupPage = links.length > 1 && links.every((other) => other.href === href || other.href.startsWith(`${href}/`));
      return { href, label, title: isGroupPage ? groupTitle : label };
    });
  });
}

/** Opens or closes a group of the menu by clicking its title. */
async function setGroupOpen(entry: Locator, open: boolean) {
  if ((await entry.getAttribute('aria-expanded')) !== String(open)) await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', String(open));
}

const UNTRANSLATED =
  /\b(menu|workplace|settings|basicSetting|iossSetting|shippingSetting|praiseCard|emailSetting|notifications|account|policies|markdown|navbar|pending|tabs|auth|common|http|forbidden|notFound)\.[a-zA-Z]+/;

/** All strings of a locale's `menu` section. */
function menuLabels(locale: LocaleCode): string[] {
  const walk = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(walk);
  return walk(messages(locale).menu);
}

/** What the page shows: read in one go, so that the tour stays fast. */
function shown(page: Page, menuName: string) {
  return page.evaluate((menuName) => {
    const main = document.querySelector('main');
    // The breadcrumb is the page's first navigation (a page may hold others, such as a table of contents).
    const crumbs = [...(main?.querySelector('nav')?.querySelectorAll('li') ?? [])].filter(
      (li) => li.getAttribute('aria-hidden') !== 'true',
    );
    const menu = [...document.querySelectorAll('[role=menu]')].find((m) => m.getAttribute('aria-label') === menuName);
    const heading = main?.querySelector('h3');
    const box = heading?.getBoundingClientRect();
    return {
      address: location.pathname + location.search,
      breadcrumb: crumbs.at(-1)?.textContent?.trim() ?? '',
      heading: heading?.textContent?.trim() ?? '',
      // Laid out, not hidden, and within the window's width.
      headingSeen:
        !!heading?.checkVisibility({ visibilityProperty: true }) &&
        !!box &&
        box.height > 0 &&
        box.left >= 0 &&
        box.right <= window.innerWidth,
      highlighted: menu?.querySelector('.ant-menu-item-selected a')?.getAttribute('href') ?? '',
      // The page has its data: no skeleton or spinner left in it (a late table could still widen the page).
      settled: !main?.querySelector('.ant-skeleton, .ant-spin-spinning'),
      text: document.body.innerText,
      width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    };
  }, menuName);
}

/**
 * Checks the page a stop leads to as a user sees it, once it shows its title and its data: its title in the
 * heading (and, beside the sidebar, in the breadcrumb, with the item highlighted), no raw i18n key, no sideways
 * scrolling and no error in the console. Sideways scrolling fails softly, naming what passes the window's edge,
 * so that one tour lists every page that does not fit.
 */
async function checkStop(page: Page, errors: { take: () => string[] }, stop: Stop, menuName: string) {
  const { width: innerWidth } = page.viewportSize() ?? { width: 0 };
  const sidebar = innerWidth >= 992;
  // The Workplace greets the seller; every other page is headed with its title.
  const heading = stop.href === '/dashboard/workplace' ? expect.stringMatching(/\bseller$/) : stop.title;
  let last: Awaited<ReturnType<typeof shown>> | undefined;
  await expect
    .poll(
      async () => {
        last = await shown(page, menuName);
        const { address, breadcrumb, headingSeen, highlighted, settled } = last;
        const seen = { address, heading: last.heading, headingSeen, settled };
        return sidebar ? { ...seen, breadcrumb, highlighted } : seen;
      },
      { intervals: [16] },
    )
    .toEqual({
      address: stop.href,
      heading,
      headingSeen: true,
      settled: true,
      ...(sidebar ? { breadcrumb: stop.title, highlighted: stop.href } : {}),
    });
  expect(last?.text, 'no untranslated key').not.toMatch(UNTRANSLATED);
  if (last && last.width > innerWidth) await expectToFit(page, stop.href);
  expect(errors.take(), 'no errors in the console').toEqual([]);
}

/**
 * Visits every menu item (client-side navigation only) beside the sidebar, checking each page, and answers the
 * items visited. A user opens a group, visits its pages and closes it again.
 */
async function tour(page: Page, errors: { take: () => string[] }, locale: LocaleCode): Promise<Stop[]> {
  const theme = await page.locator('html').getAttribute('data-theme');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const menuName = text(locale, 'navbar.menu');
  const menu = mainMenu(page, locale);
  const entries = topMenuEntries(menu);
  await expect(entries).toHaveText(TOP_MENU_KEYS.map((key) => text(locale, key)));
  const labels = menuLabels(locale);
  const stops: Stop[] = [];
  for (let i = 0; i < TOP_MENU_KEYS.length; i++) {
    const entry = entries.nth(i);
    const group = (await entry.getAttribute('aria-haspopup')) === 'true';
    if (group) await setGroupOpen(entry, true);
    for (const stop of await stopsOf(entry)) {
      await test.step(`${locale} ${theme} ${page.viewportSize()?.width}px: ${stop.title} (${stop.href})`, async () => {
        expect(labels, 'a label of this language').toContain(stop.label);
        await menu
          .getByRole('link', { name: stop.label, exact: true })
          .and(menu.locator(`[href="${stop.href}"]`))
          .click();
        await checkStop(page, errors, stop, menuName);
      });
      stops.push(stop);
    }
    if (group) await setGroupOpen(entry, false);
  }
  expect(new Set(stops.map((s) => s.href)).size, 'menu items of the seller, each opening its own page').toBe(25);
  return stops;
}

/**
 * Visits the given pages again through the app's router, at another size of window: on a phone, where the menu waits
 * in a drawer, as beside the sidebar.
 */
async function routerTour(page: Page, errors: { take: () => string[] }, locale: LocaleCode, stops: Stop[]) {
  const theme = await page.locator('html').getAttribute('data-theme');
  for (const stop of stops) {
    await test.step(`${locale} ${theme} ${page.viewportSize()?.width}px: ${stop.title} (${stop.href})`, async () => {
      await followLink(page, stop.href);
      await checkStop(page, errors, stop, text(locale, 'navbar.menu'));
    });
  }
}

/** Back to the Workplace by the navbar's brand link, for a picture of the busiest page. */
async function pictureOfWorkplace(page: Page, errors: { take: () => string[] }, name: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Dropport' }).click();
  await expect(page).toHaveURL('/dashboard/workplace');
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: /seller/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`tour-${name}.png`), fullPage: true });
  expect(errors.take(), 'no errors in the console').toEqual([]);
}

test.describe('the tour of the menu', () => {
  // One browser for all the tours: a page's code and data load once (the first visit is the slow one), and every
  // later tour, in another language or size, finds them there.
  test('every page of the menu opens cleanly in every language, at 1280×800 and on a phone (390×844)', async ({ page }) => {
    test.setTimeout(420_000);
    const errors = watchErrors(page);
    await openConsole(page);
    for (const locale of LOCALES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      if (locale !== 'en-US') await chooseLanguage(page, locale);
      const stops = await tour(page, errors, locale);
      await pictureOfWorkplace(page, errors, locale);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(mainMenu(page, locale)).toBeHidden();
      await routerTour(page, errors, locale, stops);
    }

    // The theme changes colours, not layout (the tour checks layout): a picture of the busiest page on a large screen
    // in the dark theme is enough here; the theme's own test reads its colours.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('button', { name: text('pt-BR', 'navbar.darkTheme') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await pictureOfWorkplace(page, errors, 'pt-BR-dark-1920');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from the navbar in a drawer, which closes on choosing a page', async ({ page }) => {
    await openConsole(page);
    await expect(page.getByRole('heading', { name: SELLER_GREETING })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    const drawer = page.getByRole('dialog', { name: 'Dropport' });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(drawer.getByRole('menu', { name: 'Main menu' })).toBeVisible();
    const setting = drawer.getByRole('menuitem', { name: 'Setting' });
    await setting.click();
    await expect(setting).toHaveAttribute('aria-expanded', 'true');
    // The group slides open; the entry is clicked once it has arrived.
    const shipping = drawer.getByRole('link', { name: 'Shipping' });
    await expect(async () => {
      await shipping.scrollIntoViewIfNeeded();
      await expect(shipping).toBeInViewport({ ratio: 1, timeout: 500 });
    }).toPass();
    await shipping.click();
    await expect(page).toHaveURL('/setting/shipping');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Shipping' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await drawer.getByRole('link', { name: 'Market' }).click();
    await expect(page).toHaveURL('/allProducts');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Market' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});
