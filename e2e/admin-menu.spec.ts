import { expect, test } from '@playwright/test';
import { newSeller, say } from './orders-support';
import { ADMIN, expectPagesToFit, mainMenu, openConsole, pageSettings, topMenuEntries, watchErrors } from './support';

test('an admin puts Market first and hides Policy from sellers, with a preview; a seller with the menu from the server gets it; back to default', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const en = 'en-US';
  const errors = watchErrors(page);
  await openConsole(page, '/admin/menu', ADMIN);
  const preview = page.getByRole('menu', { name: say(en, 'adminMenu.previewLabel') });
  await expect(page.getByText(say(en, 'adminMenu.isDefault'), { exact: true })).toBeVisible();
  await expect(preview.getByRole('menuitem').first()).toHaveText(say(en, 'menu.home'));

  await page.getByRole('button', { name: say(en, 'adminMenu.up', { name: 'Market' }) }).click();
  await page.getByRole('checkbox', { name: say(en, 'adminMenu.shownTo.user', { name: 'Policy' }) }).uncheck();
  await expect(preview.getByRole('menuitem').first()).toHaveText('Market');
  await expect(preview.getByRole('menuitem', { name: 'Policy' })).toHaveCount(0);
  await page.getByText(say(en, 'adminMenu.previewAs.admin')).click();
  await expect(preview.getByRole('menuitem', { name: 'Policy' })).toBeVisible();
  await page.getByRole('textbox', { name: say(en, 'adminMenu.reason') }).fill('Sellers start from the market');
  await page.getByRole('button', { name: say(en, 'adminMenu.save') }).click();
  await expect(page.getByText(say(en, 'adminMenu.savedBy', { email: ADMIN.email }))).toBeVisible();

  // A seller who turns the menu from the server on gets that menu; the hidden page sends them to the first one left.
  const seller = await newSeller(request, 'menu-seller');
  const sellerPage = await (await browser.newContext()).newPage();
  const sellerErrors = watchErrors(sellerPage);
  await openConsole(sellerPage, '/dashboard/workplace', seller);
  await pageSettings(sellerPage, { 'Menu from server': true });
  const entries = topMenuEntries(mainMenu(sellerPage));
  await expect(entries.first()).toHaveText('Market');
  await expect(mainMenu(sellerPage).getByRole('menuitem', { name: 'Policy', exact: true })).toHaveCount(0);
  await sellerPage.goto('/tutorial');
  await expect(sellerPage).toHaveURL('/allProducts');

  // The page fits a laptop and a phone in every language, then the default menu comes back for everyone.
  await expectPagesToFit(page, [['/admin/menu', 'menu.adminMenu']]);
  await page.getByRole('button', { name: say(en, 'adminMenu.reset') }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: say(en, 'adminMenu.reset') })
    .click();
  await expect(page.getByText(say(en, 'adminMenu.isDefault'), { exact: true })).toBeVisible();
  // The seller's console keeps the menu it loaded until it loads it again (turning the setting off and on does).
  await pageSettings(sellerPage, { 'Menu from server': false });
  await pageSettings(sellerPage, { 'Menu from server': true });
  await expect(entries.first()).toHaveText(say(en, 'menu.home'));
  expect(errors.take()).toEqual([]);
  expect(sellerErrors.take()).toEqual([]);
  await sellerPage.context().close();
});
