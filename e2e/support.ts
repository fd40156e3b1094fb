import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo accounts the server seeds on a fresh database. */
export const SELLER = { email: 'seller@dropport.example', password: 'Sunny-Cargo-2026' };
export const ADMIN = { email: 'admin@dropport.example', password: 'Steady-Ledger-2026' };

const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;
const PUBLIC_AUTH = basic('dropport-console:public');

/** An address no earlier run has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@shop-e2e.example`;
}

/**
 * Signs in through the API (as the console does) and answers the Authorization header of that session. An
 * account with two-factor sign-in on needs `code` (the authenticator's current code) for the second step.
 */
export async function apiSignIn(
  request: APIRequestContext,
  account: { email: string; password: string; code?: () => string },
): Promise<string> {
  const response = await request.post('/v1/users/loginByPwd', {
    headers: { Authorization: PUBLIC_AUTH },
    form: { username: account.email, password: account.password, remember: 'false' },
  });
  expect(response.status()).toBe(200);
  let body = (await response.json()) as { id: string; session: { token: string } } | { challenge: string };
  if ('challenge' in body) {
    if (!account.code) throw new Error(`${account.email} has two-factor sign-in on: pass its code`);
    const second = await request.post('/v1/users/loginByTwoFactor', {
      headers: { Authorization: PUBLIC_AUTH },
      data: { challenge: body.challenge, code: account.code(), remember: false },
    });
    expect(second.status()).toBe(200);
    body = (await second.json()) as { id: string; session: { token: string } };
  }
  if (!('session' in body)) throw new Error('no session in the sign-in answer');
  return basic(`${body.id}:${body.session.token}`);
}

/** Creates a seller account through the API; the server emails it a verification code. */
export async function apiRegister(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/v1/users/regByPwd', {
    headers: { Authorization: PUBLIC_AUTH },
    form: { email, password },
  });
  expect(response.status()).toBe(201);
}

interface OutboxItem {
  to: string;
  subject: string;
  body: string;
}

/** The newest 6-digit code emailed to `email`, read from the outbox by the demo admin. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const auth = await apiSignIn(request, ADMIN);
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox', {
        headers: { Authorization: auth },
        params: { to: email, limit: 50 },
      });
      const { items } = (await response.json()) as { items: OutboxItem[] };
      code = /\b(\d{6})\b/.exec(items.find((m) => m.to === email)?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The user id and session token inside a session's Authorization header. */
function sessionOf(auth: string): { userId: string; token: string } {
  const [userId = '', token = ''] = Buffer.from(auth.slice('Basic '.length), 'base64').toString().split(':');
  return { userId, token };
}

/**
 * An account keeps the language it chose last, whichever browser chose it, and a sign-in takes it. The demo accounts
 * are shared by every journey of a run, so a journey signing in with one starts from English, whatever an earlier
 * journey chose.
 */
async function demoAccountInEnglish(request: APIRequestContext, account: { email: string; password: string }, signedIn?: string) {
  // Only the demo accounts themselves (a journey may try a demo email with a wrong password).
  if (![SELLER, ADMIN].some((demo) => demo.email === account.email && demo.password === account.password)) return;
  const auth = signedIn ?? (await apiSignIn(request, account));
  const { userId } = sessionOf(auth);
  const saved = await request.post(`/v1/users/${userId}/setting`, {
    headers: { Authorization: auth },
    params: { locale: 'en-US' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Fills the sign-in form of the login page (in English) and submits it. */
export async function signIn(page: Page, account: { email: string; password: string }, options: { remember?: boolean } = {}) {
  await demoAccountInEnglish(page.request, account);
  await page.getByLabel('Business email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember password' }).setChecked(options.remember ?? false);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// ---- The console shell -------------------------------------------------------------------------------------------

export const LOCALES = ['en-US', 'es-ES', 'pt-BR'] as const;
export type LocaleCode = (typeof LOCALES)[number];

/** What the language picker offers each locale as (its own name, never translated). */
export const LOCALE_TITLES: Record<LocaleCode, string> = { 'en-US': 'English', 'es-ES': 'Español', 'pt-BR': 'Português' };

type Messages = { [key: string]: string | Messages };
const messageCache = new Map<LocaleCode, Messages>();

/** The console's shared strings of a locale, read from the source the console is built from. */
export function messages(locale: LocaleCode): Messages {
  let found = messageCache.get(locale);
  if (!found) {
    const file = path.resolve(import.meta.dirname, `../apps/web/src/locales/${locale}.json`);
    found = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
    messageCache.set(locale, found);
  }
  return found;
}

/** One shared string, by its dotted key (`menu.home`). */
export function text(locale: LocaleCode, key: string): string {
  let node: string | Messages | undefined = messages(locale);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No string ${key} in ${locale}.json`);
  return node;
}

/** The 14 top entries of the sidebar, in menu order. */
export const TOP_MENU_KEYS = [
  'menu.home',
  'menu.market',
  'menu.importList',
  'menu.addMyStore',
  'menu.myProducts',
  'menu.orders',
  'menu.manualOrders',
  'menu.balance',
  'menu.recommend',
  'menu.myCloudWarehouse',
  'menu.myAccount',
  'menu.setting',
  'menu.tutorial',
  'menu.invoice',
] as const;

/** The Workplace's heading for the demo seller (its name is the email's local part). */
export const SELLER_GREETING = /^Good (morning|afternoon|evening), seller$/;

/** The console's main menu: the sidebar on a desktop, the drawer's menu on a phone. */
export function mainMenu(page: Page, locale: LocaleCode = 'en-US'): Locator {
  return page.getByRole('menu', { name: text(locale, 'navbar.menu'), exact: true });
}

/** The menu's top entries: items and group titles (not the entries inside groups). */
export function topMenuEntries(menu: Locator): Locator {
  return menu.locator(':scope > li[role=menuitem], :scope > li > [role=menuitem]');
}

/** The breadcrumb's last step: the page the user is on. */
export function breadcrumbPage(page: Page): Locator {
  return page.getByRole('main').getByRole('navigation').getByRole('listitem').last();
}

/** Where the console keeps the signed-in user's id and session token (apps/web/src/lib/credential.ts). */
const CREDENTIAL_STORAGE_KEY = 'dropport.credential';

/**
 * Opens a console page signed in. The session is made through the API, as the login page makes it, and kept where
 * the console keeps it after a sign-in (the tab's sessionStorage, or localStorage when remembered): the journey
 * starts on its page without going through the login page, which the sign-in journeys (access, seller-signup)
 * test on their own. Checks that the console shows the account.
 */
export async function openConsole(
  page: Page,
  target = '/dashboard/workplace',
  account: { email: string; password: string } = SELLER,
  options: { remember?: boolean } = {},
): Promise<void> {
  const auth = await apiSignIn(page.request, account);
  await demoAccountInEnglish(page.request, account, auth);
  const { userId, token } = sessionOf(auth);
  // Storage belongs to the console's origin: a new tab first opens a light address of it.
  if (page.url() === 'about:blank') await page.goto('/healthz');
  await page.evaluate(
    ({ key, value, remember }) => {
      (remember ? localStorage : sessionStorage).setItem(key, value);
    },
    { key: CREDENTIAL_STORAGE_KEY, value: JSON.stringify({ userId, token }), remember: options.remember ?? false },
  );
  await page.goto(target);
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // A phone's navbar shows the avatar only.
  if ((page.viewportSize()?.width ?? 0) >= 992) await expect(page.getByTestId('navbar-email')).toHaveText(account.email);
}

/**
 * Opens a dropdown menu by its button and chooses an item. Right after a page loads, the menu can still be
 * moving into place when the click lands (pressed on the item, released elsewhere: nothing chosen, the menu
 * stays open); the item is then clicked again. A chosen item closes the menu. An item that leads to another
 * page (Sign out) can take longer than the click waits for: once the menu's button has gone with its page, the
 * item was chosen.
 */
export async function chooseFromMenu(page: Page, button: Locator, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  let clicked = false;
  await expect(async () => {
    if (!(await entry.isVisible())) {
      if (clicked && !(await button.isVisible())) return;
      await button.click();
    }
    clicked = true;
    await entry.click({ timeout: 2_000 });
    await expect(entry).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
}

/** Chooses an item of the navbar's user menu ("Sign out", "Switch to seller view", …). */
export async function fromUserMenu(page: Page, item: string): Promise<void> {
  await chooseFromMenu(page, page.getByRole('button', { name: 'Account menu' }), item);
}

/** Signs out from the navbar's user menu. */
export async function signOut(page: Page): Promise<void> {
  await fromUserMenu(page, 'Sign out');
  await expect(page).toHaveURL('/login');
}

/** Picks a language in the picker shown (the navbar's, or the login page's). */
export async function chooseLanguage(page: Page, locale: LocaleCode): Promise<void> {
  const picker = page.getByRole('combobox', {
    name: new RegExp(`^(${LOCALES.map((l) => text(l, 'navbar.language')).join('|')})$`),
  });
  // The option list slides in; a click while it moves (and the page scrolls to show it) can miss, so pick again then.
  await expect(async () => {
    if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
    await page.getByTitle(LOCALE_TITLES[locale], { exact: true }).click({ timeout: 2_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', locale, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Sets switches of the settings drawer (by their English names), then closes it. */
export async function pageSettings(page: Page, switches: Record<string, boolean>): Promise<void> {
  await page.getByRole('button', { name: 'Page settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page settings' });
  for (const [name, on] of Object.entries(switches)) {
    await drawer.getByRole('switch', { name, exact: true }).setChecked(on);
  }
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
}

/** Whether the page is wider than the window (a horizontal scrollbar): the root's or the body's content runs past it. */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) > window.innerWidth);
}

/**
 * The elements that make the page wider than the window, for a failure message that says what to fix: those
 * whose right edge passes the window's while nothing around them scrolls or clips it (a table's own scroller
 * keeps its rows in) and that are not fixed to the window. The outermost ones come first (their parent fits:
 * where the overflow starts), then the deepest ones (no child passes the edge: what is too wide), widest first.
 */
export function overflowCulprits(page: Page, limit = 6): Promise<string[]> {
  return page.evaluate((limit) => {
    const width = window.innerWidth;
    const passes = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const offending = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || !passes(element) || getComputedStyle(element).position === 'fixed') continue;
      let kept = false;
      for (let around = element.parentElement; around && around !== document.body; around = around.parentElement) {
        const style = getComputedStyle(around);
        if (style.position === 'fixed' || (style.overflowX !== 'visible' && !passes(around))) {
          kept = true;
          break;
        }
      }
      if (!kept) offending.add(element);
    }
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 4).join('.');
      const words = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const past = Math.round(element.getBoundingClientRect().right - width);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${words}" ${past}px past the edge`;
    };
    const byWidth = (a: Element, b: Element) => b.getBoundingClientRect().right - a.getBoundingClientRect().right;
    const all = [...offending];
    const outermost = all.filter((e) => !e.parentElement || !offending.has(e.parentElement)).sort(byWidth);
    const deepest = all.filter((e) => ![...e.children].some((c) => offending.has(c))).sort(byWidth);
    const picked = [...new Set([...outermost.slice(0, Math.ceil(limit / 2)), ...deepest])].slice(0, limit);
    return picked.map(describe);
  }, limit);
}

/**
 * Goes to an address through the app's router without the menu: the history entry a link pushes, then the
 * popstate event the router listens to. The page renders as it does for a user who follows a link. Returns once
 * the console shows the new page: until then the old one stays on screen, and a locator could find its elements
 * (the market's "Select …" checkboxes when the import list was meant).
 */
export async function followLink(page: Page, href: string): Promise<void> {
  await page.evaluate((href) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, href);
  await page.locator(`main[data-location="${href}"]`).waitFor({ state: 'attached' });
}

/**
 * Fails (softly, so that a tour goes on and lists every page that does not fit) when the page is wider than the
 * window, naming the elements that pass its edge.
 */
export async function expectToFit(page: Page, what: string): Promise<void> {
  // Charts follow a new window width a frame or two after it changes (a ResizeObserver): an overflow counts only if it
  // is still there two seconds on, as a reader would see it.
  for (const deadline = Date.now() + 2_000; await hasHorizontalOverflow(page);) {
    if (Date.now() > deadline) break;
    await page.waitForTimeout(100);
  }
  if (!(await hasHorizontalOverflow(page))) return;
  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  const innerWidth = page.viewportSize()?.width ?? 0;
  const culprits = await overflowCulprits(page);
  expect
    .soft(width, `${what} scrolls sideways at ${innerWidth}px; passing the edge:\n  ${culprits.join('\n  ')}\n`)
    .toBeLessThanOrEqual(innerWidth);
}

/** The sizes every page must fit: a laptop's and a phone's. */
export const FIT_SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Runs `visit` in every language at each of FIT_SIZES (the language chosen at laptop size), then goes back to English. */
export async function inEveryLanguageAndSize(
  page: Page,
  visit: (locale: LocaleCode, size: (typeof FIT_SIZES)[number]) => Promise<void>,
): Promise<void> {
  for (const locale of LOCALES) {
    await page.setViewportSize(FIT_SIZES[0]);
    await chooseLanguage(page, locale);
    for (const size of FIT_SIZES) {
      await page.setViewportSize(size);
      await visit(locale, size);
    }
  }
  await chooseLanguage(page, 'en-US');
}

/**
 * Tours console pages ([path, menu key of the page's heading]) in every language at both sizes: each shows its
 * heading, finishes loading (`scrollFirst`: after scrolling to the bottom, for parts that load when seen) and fits.
 */
export async function expectPagesToFit(
  page: Page,
  stops: readonly (readonly [string, string])[],
  opts: { scrollFirst?: boolean } = {},
): Promise<void> {
  await inEveryLanguageAndSize(page, async (locale, size) => {
    for (const [href, title] of stops) {
      await followLink(page, href);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 3, name: text(locale, title), exact: true })).toBeVisible();
      if (opts.scrollFirst) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(main.locator('.ant-skeleton')).toHaveCount(0);
      await expectToFit(page, `${locale} ${size.width}px ${href}`);
    }
  });
}

/** Relative luminance (0 black … 1 white) of the background an element is painted on. */
export function backgroundLuminance(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const channel = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    for (let node: Element | null = element; node; node = node.parentElement) {
      const m = /rgba?\(([^)]+)\)/.exec(getComputedStyle(node).backgroundColor);
      if (!m) continue;
      const [r = 0, g = 0, b = 0, a = 1] = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      if (a > 0) return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    }
    return 1; // Nothing painted: the browser's white canvas.
  });
}

/** Collects the console errors and uncaught page errors a page reports; `take()` answers those since the last call. */
export function watchErrors(page: Page): { take: () => string[] } {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
