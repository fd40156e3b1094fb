import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  SELLER,
  SELLER_GREETING,
  apiSignIn,
  breadcrumbPage,
  fromUserMenu,
  mainMenu,
  openConsole,
  signIn,
  signOut,
} from './support';

/** The forced-logout dialogs on the page (there should never be more than one). */
const forcedLogout = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Forced logout' });

test.describe('signing in', () => {
  test('a wrong password is refused inside the form, then the right one opens the Workplace', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, { email: SELLER.email, password: 'not-the-password' });
    await expect(page.locator('form').getByRole('alert')).toContainText('Login error, refresh and try again');
    await expect(page).toHaveURL('/login');
    await expect(forcedLogout(page)).toHaveCount(0);

    await signIn(page, SELLER);
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(page.getByRole('heading', { name: SELLER_GREETING })).toBeVisible();
    await expect(page.getByTestId('navbar-email')).toHaveText(SELLER.email);
    await expect(forcedLogout(page)).toHaveCount(0);

    // The browser is now a known device of the account (it skips the emailed code while strangers guess at it);
    // the next sign-in sends its token and gets a new one.
    const knownDevices = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('dropport.knownDevices') ?? '{}') as Record<string, string>);
    const first = (await knownDevices())[SELLER.email];
    expect(first).toMatch(/^[\w-]{43}$/);
    await signOut(page);
    const sent = page.waitForRequest('**/v1/users/loginByPwd');
    await signIn(page, SELLER);
    expect((await sent).postData()).toContain(`device=${first}`);
    await expect(page).toHaveURL('/dashboard/workplace');
    expect((await knownDevices())[SELLER.email]).not.toBe(first);
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();
  });

  test('a signed-out visit to a deep page goes through login and comes back to it, query included', async ({ page }) => {
    await page.goto('/orders/shipped?page=2');
    await expect(page).toHaveURL('/login?redirect=%2Forders%2Fshipped%3Fpage%3D2');
    await expect(mainMenu(page)).toHaveCount(0);
    await signIn(page, SELLER);
    await expect(page).toHaveURL('/orders/shipped?page=2');
    await expect(page.getByRole('heading', { level: 3, name: 'Shipped' })).toBeVisible();
    await expect(breadcrumbPage(page)).toHaveText('Shipped');
    await expect(mainMenu(page).getByRole('menuitem', { name: 'Shipped' })).toBeVisible();
  });
});

test.describe('an unknown address', () => {
  test('signed out, shows the not-found page, whose way home leads to login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fhome');
  });

  test('signed in, shows the not-found page, whose way home leads to the Workplace', async ({ page }) => {
    await openConsole(page);
    await page.goto('/no/such/page?x=1');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { name: SELLER_GREETING })).toBeVisible();
  });
});

test.describe('roles', () => {
  test('a seller has no admin menu, is sent away from an admin page, and the server refuses too', async ({ page, request }) => {
    await openConsole(page);
    const menu = mainMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Home', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Outbox' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^Switch to/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin/outbox');
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(page.getByRole('heading', { name: SELLER_GREETING })).toBeVisible();
    await expect(page.getByText('Your Dropport verification code')).toHaveCount(0);

    const auth = await apiSignIn(request, SELLER);
    const response = await request.get('/api/admin/outbox', { headers: { Authorization: auth } });
    expect(response.status()).toBe(403);
  });

  test("an admin reaches the outbox, and the seller's view hides it until the admin view is back", async ({ page }) => {
    await openConsole(page, '/dashboard/workplace', ADMIN);
    const menu = mainMenu(page);
    const adminGroup = menu.getByRole('menuitem', { name: 'Admin', exact: true });
    await expect(page.getByText('Admin view', { exact: true })).toBeVisible();
    await adminGroup.click();
    await menu.getByRole('link', { name: 'Outbox' }).click();
    await expect(page).toHaveURL('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();

    await fromUserMenu(page, 'Switch to seller view');
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(adminGroup).toHaveCount(0);
    await expect(page.getByText('Admin view', { exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Home', exact: true })).toBeVisible();
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening), admin$/ })).toBeVisible();
    await expect(adminGroup).toHaveCount(0);

    // The admin view opens on the admin section's first page.
    await fromUserMenu(page, 'Switch to admin view');
    await expect(page).toHaveURL('/admin/operations');
    await expect(adminGroup).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();
  });
});

test.describe('signing out', () => {
  test("signing out, then the browser's Back button, stays signed out", async ({ page }) => {
    await openConsole(page);
    await mainMenu(page).getByRole('link', { name: 'Market' }).click();
    await expect(page).toHaveURL('/allProducts');
    await signOut(page);
    await expect(page.getByRole('heading', { name: 'Welcome to Dropport' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByTestId('navbar-email')).toHaveCount(0);
    await expect(page.getByText(SELLER.email)).toHaveCount(0);
  });
});

test.describe('an expired session', () => {
  test('the next call shows one forced-logout dialog, whose button leads to the login page', async ({ page, request }) => {
    // Signed in on a page that loads nothing, so that the Workplace's figures are fetched after the session ended.
    await openConsole(page, '/myAccount');
    const stored = await page.evaluate(() => sessionStorage.getItem('dropport.credential'));
    const { userId, token } = JSON.parse(stored ?? '{}') as { userId: string; token: string };
    expect(userId).toBeTruthy();

    // The session ends on the server behind the browser's back.
    const auth = `Basic ${Buffer.from(`${userId}:${token}`).toString('base64')}`;
    const ended = await request.post(`/v1/users/${userId}/logout`, { headers: { Authorization: auth } });
    expect(ended.status()).toBe(200);

    const refused = page.waitForResponse((r) => r.url().includes(`/v1/users/${userId}/dashboard`) && r.status() === 401);
    await mainMenu(page).getByRole('menuitem', { name: 'Home', exact: true }).click();
    await mainMenu(page).getByRole('link', { name: 'Workplace' }).click();
    await refused;
    await expect(forcedLogout(page)).toHaveCount(1);
    await expect(forcedLogout(page)).toContainText('Your access rights have expired, please log in again');

    // Back and forward again: the Workplace asks for its figures once more, and still one dialog shows.
    const refusedAgain = page.waitForResponse((r) => r.url().includes(`/v1/users/${userId}/dashboard`) && r.status() === 401);
    await page.goBack();
    await expect(page).toHaveURL('/myAccount');
    await page.goForward();
    await expect(page).toHaveURL('/dashboard/workplace');
    await refusedAgain;
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await forcedLogout(page).getByRole('button', { name: 'Log in again' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fworkplace');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(forcedLogout(page)).toHaveCount(0);
    await expect(page.getByTestId('navbar-email')).toHaveCount(0);
  });
});
