import { expect, test } from '@playwright/test';
import type { ManualOrderQuote, OrderDetail } from '@dropport/contracts';
import { LISBON_ADDRESS, fund, marketProduct, money, newSeller, say } from './orders-support';
import { ADMIN, apiSignIn, chooseLanguage, latestCode, openConsole, uniqueEmail, watchErrors } from './support';

const LISBON = { name: 'Inês Carvalho', ...LISBON_ADDRESS };

/** The link of the newest invitation emailed to `email`, read from the outbox by the demo admin. */
async function invitationLink(request: import('@playwright/test').APIRequestContext, email: string): Promise<string> {
  const auth = await apiSignIn(request, ADMIN);
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/outbox', { headers: { Authorization: auth }, params: { to: email, limit: 10 } });
      const { items } = (await res.json()) as { items: { to: string; body: string }[] };
      link = /https?:\/\/\S+\/team\/join\?token=[\w-]+/.exec(items.find((m) => m.to === email)?.body ?? '')?.[0] ?? '';
      return link;
    })
    .toMatch(/token=/);
  return new URL(link).pathname + new URL(link).search;
}

test('an owner (in Spanish) invites an order processor (in Portuguese), who signs up, pays an order, cannot open the wallet’s recharge or withdrawals, and is signed out of the account when removed; the admin disables the owner and the audit log tells both stories', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const en = 'en-US';
  // The owner's console speaks Spanish and the processor's Portuguese: the journey is the same in every language.
  const es = 'es-ES';
  const pt = 'pt-BR';
  const owner = await newSeller(request, 'team-owner');
  const errors = watchErrors(page);

  // An order of the owner's waits for payment, and the balance covers it.
  const product = await marketProduct(request, owner, 'PT');
  const items = [{ variantId: product.variants[0]!.id, quantity: 1 }];
  const quoted = await request.post('/api/orders/manual/quote', {
    headers: { Authorization: owner.auth },
    data: { items, address: LISBON },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  expect(((await quoted.json()) as ManualOrderQuote).addressProblems).toEqual([]);
  const made = await request.post('/api/orders/manual', {
    headers: { Authorization: owner.auth },
    data: { items, address: LISBON },
  });
  expect(made.status(), await made.text()).toBe(201);
  const order = (await made.json()) as OrderDetail;
  await fund(request, owner, order.costs.totalCents + 10_000);

  // The owner invites an order processor from My Account → Team.
  await openConsole(page, '/myAccount?tab=team', owner);
  await chooseLanguage(page, es);
  const staffEmail = uniqueEmail('processor');
  await page.getByRole('button', { name: say(es, 'team.invite') }).click();
  const dialog = page.getByRole('dialog', { name: say(es, 'team.inviteTitle') });
  await dialog.getByLabel(say(es, 'team.email')).fill(staffEmail);
  await expect(dialog.getByTestId('role-grants')).toContainText(say(es, 'team.permissions.orders.pay'));
  await dialog.getByRole('button', { name: say(es, 'team.send') }).click();
  await expect(dialog).toBeHidden();
  const invitedRow = page.getByRole('row').filter({ hasText: staffEmail });
  await expect(invitedRow).toContainText(say(es, 'team.roles.order_processor'));

  // The invited person opens the emailed link in a browser of their own and signs up with that address.
  const staff = await (await browser.newContext()).newPage();
  const staffErrors = watchErrors(staff);
  await staff.goto(await invitationLink(request, staffEmail));
  await expect(staff.getByRole('heading', { name: new RegExp(say(en, 'team.join.title', { account: '.+' })) })).toBeVisible();
  await staff.getByRole('link', { name: say(en, 'team.join.signUp') }).click();
  await staff.getByLabel('Business email').fill(staffEmail);
  await staff.getByLabel('Password', { exact: true }).fill('Quiet-Ledger-5520');
  await staff.getByRole('button', { name: 'Create account' }).click();
  await expect(staff.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await staff.getByLabel('Verification code').fill(await latestCode(request, staffEmail));
  await staff.getByRole('button', { name: 'Verify email' }).click();
  // Back on the invitation, signed in: accepting opens the owner's account.
  await staff.getByRole('button', { name: say(en, 'team.join.accept') }).click();
  await expect(staff).toHaveURL(/\/dashboard\/workplace$/);
  await expect(staff.getByTestId('navbar-acting-for')).toContainText(owner.email.split('@')[0]!);
  await chooseLanguage(staff, pt);

  // Orders are there; the balance and the referral programme's pages are not in the menu.
  const menu = staff.getByRole('navigation').or(staff.getByRole('menu')).first();
  await expect(menu.getByRole('menuitem', { name: say(pt, 'menu.manualOrders'), exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: say(pt, 'menu.balance'), exact: true })).toHaveCount(0);

  // The processor pays the owner's order from the owner's balance.
  await staff.goto('/manualOrders?status=awaiting_payment');
  const row = staff.getByRole('row').filter({ hasText: order.orderNo });
  await row.getByRole('checkbox', { name: say(pt, 'orders.table.select', { orderNo: order.orderNo }) }).check();
  await staff.getByRole('button', { name: say(pt, 'orders.pay.selected', { count: 1 }) }).click();
  const pay = staff.getByRole('dialog', { name: say(pt, 'orders.pay.title', { count: 1 }) });
  await pay.getByRole('button', { name: say(pt, 'orders.pay.ok', { amount: money(pt, order.costs.totalCents) }) }).click();
  const result = staff.getByRole('dialog', { name: say(pt, 'orders.pay.resultTitle') });
  await expect(result).toContainText(say(pt, 'orders.pay.result.paid'));
  await result
    .locator('.ant-modal-footer')
    .getByRole('button', { name: say(pt, 'orders.pay.close') })
    .click();

  // The recharge and withdraw pages stay shut: the console sends the processor elsewhere, the server refuses.
  for (const path of ['/balance/recharge', '/recommend/withdraw']) {
    await staff.goto(path);
    await expect(staff).not.toHaveURL(new RegExp(`${path}$`));
  }

  // The owner sees the member active, then removes them.
  await page.reload();
  await expect(invitedRow).toContainText(say(es, 'team.statusActive'));
  await invitedRow.getByRole('button', { name: say(es, 'team.removeOne', { email: staffEmail }) }).click();
  await page
    .getByRole('button', { name: say(es, 'team.remove'), exact: true })
    .last()
    .click();
  await expect(invitedRow).toHaveCount(0);
  await expect(page.getByText(say(es, 'team.log.team.remove'))).toBeVisible();

  // The processor's open console is signed out of the account at its next request.
  await staff
    .getByRole('link', { name: say(pt, 'menu.market'), exact: true })
    .first()
    .click();
  await expect(staff.getByRole('dialog').getByText(say(pt, 'http.forcedLogout.content'))).toBeVisible();

  // The admin disables the owner, with a reason; the audit log tells both stories: the team's, and the admin's.
  const admin = await (await browser.newContext()).newPage();
  await openConsole(admin, '/admin/users', ADMIN);
  await admin.getByRole('searchbox', { name: say(en, 'adminUsers.search.label') }).fill(owner.email);
  await admin.getByRole('button', { name: say(en, 'adminUsers.search.submit') }).click();
  await admin.getByRole('link', { name: owner.email }).click();
  await expect(admin.getByRole('heading', { name: owner.email })).toBeVisible();
  await admin.getByRole('button', { name: say(en, 'adminUsers.actions.disable') }).click();
  const disable = admin.getByRole('dialog', { name: say(en, 'adminUsers.actions.disable') });
  await disable.getByLabel(say(en, 'adminUsers.reason')).fill('Chargeback under review');
  await disable.getByRole('button', { name: say(en, 'adminUsers.actions.disable') }).click();
  await expect(disable).toBeHidden();
  await expect(admin.getByText(say(en, 'adminUsers.disabled'), { exact: true })).toBeVisible();
  await admin.getByRole('link', { name: say(en, 'adminUsers.toAudit') }).click();
  const log = admin.getByRole('table', { name: say(en, 'audit.title') });
  for (const action of ['admin.user.disable', 'team.remove', 'team.join', 'team.invite']) {
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(log.getByText(/Chargeback under review/)).toBeVisible();
  // The owner's console is signed out at its next request (the 401s it meets are expected), and their sign-in is
  // refused.
  expect(errors.take()).toEqual([]);
  await page.reload();
  await expect(page.getByRole('dialog').getByText(say(es, 'http.forcedLogout.content'))).toBeVisible();
  const refused = await request.post('/v1/users/loginByPwd', {
    headers: { Authorization: `Basic ${Buffer.from('dropport-console:public').toString('base64')}` },
    form: { username: owner.email, password: owner.password },
  });
  expect(refused.status()).toBe(403);
  await admin.context().close();

  // The owner's order is paid, with the processor recorded as who paid it.
  const adminAuth = await apiSignIn(request, ADMIN);
  const paid = (await (
    await request.get('/api/admin/orders', { headers: { Authorization: adminAuth }, params: { q: order.orderNo } })
  ).json()) as { items: { orderNo: string; status: string }[] };
  expect(paid.items.find((o) => o.orderNo === order.orderNo)?.status).toBe('paid');
  expect(errors.take().filter((e) => !/status of 401/.test(e))).toEqual([]);
  expect(staffErrors.take().filter((e) => !/status of 401/.test(e))).toEqual([]);
  await staff.context().close();
});
