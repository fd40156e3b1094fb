import { expect, test } from '@playwright/test';
import { chooseOption, newSeller, say, type Seller } from './orders-support';
import { ADMIN, expectPagesToFit, followLink, openConsole, watchErrors } from './support';

const EN = 'en-US' as const;
/** The journey's seller, whose ticket the fit tour then shows. */
let journeySeller: Seller | undefined;

test('a seller writes to support, the admin replies from the queue, the seller reads the reply', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const seller = await newSeller(request, 'support');
  journeySeller = seller;
  await openConsole(page, '/home/support-ticket', seller);
  const errors = watchErrors(page);
  await page
    .getByRole('button', { name: say(EN, 'support.new.open') })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: say(EN, 'support.new.title') });
  await chooseOption(
    page,
    form.getByRole('combobox', { name: say(EN, 'support.new.category') }),
    say(EN, 'support.category.payment'),
  );
  const subject = `Card declined ${Date.now().toString(36)}`;
  await form.getByLabel(say(EN, 'support.new.subject')).fill(subject);
  await form.getByLabel(say(EN, 'support.new.message')).fill('My card was declined twice today.');
  await form.getByRole('button', { name: say(EN, 'support.new.submit') }).click();
  // The new ticket opens, waiting for support.
  await expect(page.getByRole('dialog').filter({ hasText: subject })).toContainText('My card was declined twice today.');
  await expect(page).toHaveURL(/[?&]id=/);
  // The seller moves on: a thread left open on screen reads each reply as it arrives (live), so none would wait unread.
  await followLink(page, '/dashboard/workplace');

  // The demo admin finds it in the queue by the seller's email and replies.
  const admin = await (await browser.newContext()).newPage();
  await openConsole(admin, '/admin/support', ADMIN);
  await admin.getByLabel('Search tickets').fill(seller.email);
  await admin.getByLabel('Search tickets').press('Enter');
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Payment');
  await row.getByRole('button', { name: /^Open ticket TK-/ }).click();
  const drawer = admin.getByRole('dialog').filter({ hasText: subject });
  await drawer.getByLabel('Your answer').fill('We see two declines from your bank; please try again now.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer).toContainText('We see two declines from your bank; please try again now.');
  await admin.context().close();

  expect(errors.take()).toEqual([]);
  // The seller, back on the page later, sees the ticket waiting for their reply and reads the answer.
  await page.goto('/home/support-ticket');
  const mine = page.getByRole('row').filter({ hasText: subject });
  await expect(mine).toContainText(say(EN, 'support.list.unread'));
  await expect(mine).toContainText(say(EN, 'support.status.awaiting_seller'));
  await mine
    .getByRole('link', { name: subject })
    .or(mine.getByRole('button', { name: subject }))
    .first()
    .click();
  await expect(page.getByRole('dialog').filter({ hasText: subject })).toContainText('please try again now');
});

test("the support pages, with the journey's ticket, fit a laptop (1280×800) and a phone (390×844) in every language", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  test.skip(!journeySeller, 'needs the journey above, run before it in the same worker');
  const admin = await browser.newPage();
  await openConsole(admin, '/admin/support', ADMIN);
  await openConsole(page, '/home/support-ticket', journeySeller!);
  await expectPagesToFit(page, [['/home/support-ticket', 'menu.supportTicket']]);
  await expectPagesToFit(
    admin,
    ['queue', 'canned', 'settings'].map((t) => [`/admin/support?tab=${t}`, 'menu.adminSupport'] as const),
  );
  await admin.close();
});
