import { expect, test, type Page } from '@playwright/test';
import { SELLER, apiRegister, apiSignIn, openConsole, uniqueEmail } from './support';

const bell = (page: Page, unread: number) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

/** The browser's own session as an Authorization header (a password change ends every other session). */
async function browserAuthorization(page: Page): Promise<{ userId: string; header: string }> {
  const raw = await page.evaluate(
    () => sessionStorage.getItem('dropport.credential') ?? localStorage.getItem('dropport.credential') ?? '',
  );
  const { userId, token } = JSON.parse(raw) as { userId: string; token: string };
  return { userId, header: `Basic ${Buffer.from(`${userId}:${token}`).toString('base64')}` };
}

test('the demo seller reads, filters, opens and marks notifications, the bell following without a reload', async ({
  page,
  request,
}) => {
  const auth = await apiSignIn(request, SELLER);
  const before = (await (await request.get('/api/notifications/unread-count', { headers: { Authorization: auth } })).json()) as {
    count: number;
  };
  expect(before.count, 'the demo seed gives the seller unread notifications').toBeGreaterThanOrEqual(4);
  const unread = before.count;
  // Poll every 1.5 s instead of 30 s, so a change made elsewhere shows within the test's patience.
  await page.addInitScript(() => localStorage.setItem('dropport.notifications.pollMs', '1500'));

  await openConsole(page);
  await expect(bell(page, unread)).toBeVisible();

  // The popover: the latest few, and the way to all of them.
  await bell(page, unread).click();
  const panel = page.getByRole('dialog', { name: 'Latest notifications' });
  await expect(panel.getByRole('listitem', { name: 'Order shipped' })).toContainText('Tracking number: YT2417391845203');
  await panel.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL('/home/notification');
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem', { name: 'Welcome to Dropport' })).toBeVisible();

  // Unread only, kept in the address.
  await page.getByText('Unread', { exact: true }).click();
  await expect(page).toHaveURL('/home/notification?show=unread');
  await expect(list.getByRole('listitem')).toHaveCount(unread);
  await expect(list.getByRole('listitem', { name: 'Welcome to Dropport' })).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: 'Low balance' })).toContainText('Your balance is $12.50.');

  // Mark one read: it leaves the unread list and the bell counts one fewer, no reload.
  await list.getByRole('listitem', { name: 'Low balance' }).getByRole('button', { name: 'Mark read' }).click();
  await expect(bell(page, unread - 1)).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'Low balance' })).toHaveCount(0);

  // By type: the orders.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByTitle('Orders', { exact: true }).click();
  await expect(page).toHaveURL('/home/notification?show=unread&type=order');
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Open one: it is marked read and the console goes where it points.
  await list.getByRole('link', { name: 'Order shipped' }).click();
  await expect(page).toHaveURL('/orders/shipped?id=demo-order-1040');
  await expect(bell(page, unread - 2)).toBeVisible();

  // Read elsewhere (another session of the seller): the bell follows by polling, without a click or a reload.
  const referral = (await (
    await request.get('/api/notifications', { headers: { Authorization: auth }, params: { type: 'referral.earned' } })
  ).json()) as { items: { id: string }[] };
  expect(referral.items).toHaveLength(1);
  const marked = await request.post('/api/notifications/read', {
    headers: { Authorization: auth },
    data: { ids: referral.items.map((n) => n.id) },
  });
  expect(await marked.json()).toEqual({ updated: 1 });
  await expect(bell(page, unread - 3)).toBeVisible();

  // Back in the centre, everything read at once.
  await page.goBack();
  await expect(page).toHaveURL('/home/notification?show=unread&type=order');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All notifications are marked read.')).toBeVisible();
  await expect(bell(page, 0)).toBeVisible();
  await expect(page.getByText('No notifications match these filters.')).toBeVisible();

  await page.reload();
  await expect(bell(page, 0)).toBeVisible();
  await page.getByRole('button', { name: 'Show all notifications' }).click();
  await expect(page).toHaveURL('/home/notification');
  await expect(list.getByRole('listitem', { name: 'Order shipped' })).toBeVisible();
  await expect(list.getByRole('img', { name: 'Unread' })).toHaveCount(0);
});

test('a notification recorded while the console is open shows up in the bell without a reload', async ({ page, request }) => {
  // Poll every 1.5 s instead of 30 s, so the test does not wait half a minute.
  await page.addInitScript(() => localStorage.setItem('dropport.notifications.pollMs', '1500'));
  const account = { email: uniqueEmail('notify'), password: 'Quartz-Ferry-2288' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, '/home/notification', account);
  const { userId, header } = await browserAuthorization(page);
  const count = async () =>
    (
      (await (await request.get('/api/notifications/unread-count', { headers: { Authorization: header } })).json()) as {
        count: number;
      }
    ).count;
  const before = await count();
  await expect(bell(page, before)).toBeVisible();

  // A real event: the seller's password changes (through the API, as another tab of this session would).
  const changed = await request.post(`/v1/users/${userId}/pwd1`, {
    headers: { Authorization: header },
    form: { oldPassword: account.password, password: 'Copper-Lantern-7731' },
  });
  expect(changed.status()).toBe(200);
  await expect.poll(count, { message: 'the password change records a notification' }).toBe(before + 1);

  await expect(bell(page, before + 1)).toBeVisible({ timeout: 10_000 });
  await expect(
    page.getByRole('list', { name: 'Notifications' }).getByRole('listitem', { name: 'Password changed' }),
  ).toBeVisible();
  await bell(page, before + 1).click();
  await expect(
    page.getByRole('dialog', { name: 'Latest notifications' }).getByRole('link', { name: 'Password changed' }),
  ).toHaveAttribute('href', '/myAccount');
});
