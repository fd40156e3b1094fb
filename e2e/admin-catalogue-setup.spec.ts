import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminCategory, CategoryTree, ShippingTemplateDetail, ShippingTemplateList } from '@dropport/contracts';
import { ADMIN, LOCALES, SELLER, apiSignIn, chooseLanguage, expectToFit, followLink, openConsole, text } from './support';

/** The demo data this journey changes, put back afterwards: other journeys read the same database. */
async function restore(request: APIRequestContext, category: AdminCategory, template: ShippingTemplateDetail) {
  const auth = { Authorization: await apiSignIn(request, ADMIN) };
  const { id, parentId, nameEn, nameEs, namePt, sort } = category;
  await request.put(`/api/admin/categories/${id}`, { headers: auth, data: { parentId, nameEn, nameEs, namePt, sort } });
  await request.put(`/api/admin/shipping-templates/${template.id}`, {
    headers: auth,
    data: { name: template.name, rules: template.rules },
  });
}

test('an admin renames a category in Spanish and re-prices a shipping rule; sellers get both at once', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const admin = { Authorization: await apiSignIn(request, ADMIN) };
  const lighting = (
    (await (await request.get('/api/admin/categories', { headers: admin })).json()) as { items: AdminCategory[] }
  ).items.find((c) => c.id === 'decor-lighting')!;
  const templates = (await (
    await request.get('/api/admin/shipping-templates', { headers: admin })
  ).json()) as ShippingTemplateList;
  const uk = templates.items.find((t) => t.name === 'UK warehouse')!;
  const ukBefore = (await (
    await request.get(`/api/admin/shipping-templates/${uk.id}`, { headers: admin })
  ).json()) as ShippingTemplateDetail;

  try {
    await openConsole(page, '/admin/categories', ADMIN);
    await page.getByRole('button', { name: 'Edit Lighting' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Name (Spanish)')).toHaveValue('Iluminación');
    await dialog.getByLabel('Name (Spanish)').fill(`Luces ${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Lighting is saved.')).toBeVisible();
    await expect(page.getByRole('cell', { name: `Luces ${stamp}` })).toBeVisible();

    const seller = { Authorization: await apiSignIn(request, SELLER), 'Accept-Language': 'es-ES' };
    const tree = (await (await request.get('/api/market/categories', { headers: seller })).json()) as CategoryTree;
    const decor = tree.items.find((n) => n.id === 'home-decor');
    expect(decor?.children.find((c) => c.id === 'decor-lighting')?.name).toBe(`Luces ${stamp}`);

    await followLink(page, '/admin/shipping-templates');
    await page.getByRole('button', { name: 'Edit UK warehouse' }).click();
    const price = page.getByLabel('Rule 1: first price in dollars');
    await expect(price).toHaveValue('3.50');
    const example = page.getByTestId('rule-example');
    await page.getByRole('combobox', { name: 'Destination of the example' }).fill('United Kingdom');
    await page.getByTitle('United Kingdom', { exact: false }).last().click();
    // 500 g to the UK: $3.50, then four further 100 g at $0.35.
    await expect(example).toContainText('A 500 g parcel to United Kingdom costs $4.90 by Dropport Standard');
    await price.fill('2.99');
    await expect(example).toContainText('costs $4.39 by Dropport Standard');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('UK warehouse is saved.')).toBeVisible();

    const saved = (await (
      await request.get(`/api/admin/shipping-templates/${uk.id}`, { headers: admin })
    ).json()) as ShippingTemplateDetail;
    expect(saved.rules.find((r) => r.methodCode === 'DP_STANDARD' && r.countryCode === 'GB')?.firstPriceCents).toBe(299);
  } finally {
    await restore(request, lighting, ukBefore);
  }
});

test('the catalogue pages fit a phone (390×844) in every language', async ({ page }) => {
  test.setTimeout(120_000);
  await openConsole(page, '/admin/products', ADMIN);
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (locale !== 'en-US') await chooseLanguage(page, locale);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [href, title] of [
      ['/admin/products', 'menu.adminProducts'],
      ['/admin/products/new', 'menu.adminProductNew'],
      ['/admin/imports', 'menu.adminImports'],
      ['/admin/categories', 'menu.adminCategories'],
      ['/admin/shipping-templates', 'menu.adminShippingTemplates'],
    ] as const) {
      await followLink(page, href);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 3, name: text(locale, title), exact: true })).toBeVisible();
      // The lists have their rows: a table filled later could still widen the page.
      await expect(main.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
      await expectToFit(page, `${locale} ${href}`);
    }
  }
});
