import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { makePng } from './png';
import { apiRegister, chooseFromMenu, chooseLanguage, mainMenu, openConsole, text, uniqueEmail } from './support';

/** The code an authenticator app shows `steps` 30-second steps from now. */
const totp = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const PROFILE = {
  'Display name': 'Marta Ferreira',
  'Job title': 'Head of sourcing',
  'Company or store name': 'Casa Azul Goods',
  'City or region': 'Lisbon',
  'About you': 'Home goods store, shipping to the EU.',
  Website: 'https://casa-azul.example',
  Phone: '+351 912 345 678',
};

async function expectProfile(page: Page, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.locator('form img').first()).toHaveAttribute('src', /\/files\//);
}

test('a new seller fills in the account, signs another session out, turns on two-factor (in Portuguese) and finds it all after signing in again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const account = { email: uniqueEmail('account'), password: 'Amber-Kettle-5521' };
  await apiRegister(request, account.email, account.password);
  await openConsole(page, '/myAccount', account);

  // Profile, with an avatar.
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.locator('form img').first()).toHaveAttribute('src', /\/files\//);
  for (const [label, value] of Object.entries(PROFILE)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', /\/files\//);
  await page.reload();
  await expectProfile(page, { ...PROFILE, Phone: '+351912345678' });

  // A second browser signs in; this one signs it out; its next call meets the forced-logout dialog.
  const elsewhere = await browser.newContext({ userAgent: IPHONE });
  const other = await elsewhere.newPage();
  await openConsole(other, '/dashboard/workplace', account);
  await page.getByRole('tab', { name: 'Sessions' }).click();
  // Three sessions: the sign-up's (through the API), this browser and the phone.
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out Safari 17 on iOS' }).click();
  await expect(page.getByText('That session is signed out.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Safari 17 on iOS')).toHaveCount(0);
  // The phone's next call (its own session list) is refused, and it is told so.
  await mainMenu(other).getByRole('menuitem', { name: 'My Account' }).click();
  await other.getByRole('tab', { name: 'Sessions' }).click();
  await expect(other.getByRole('dialog', { name: 'Forced logout' })).toBeVisible();
  await elsewhere.close();

  // Two-factor sign-in, in Portuguese.
  await chooseLanguage(page, 'pt-BR');
  await page.getByRole('tab', { name: 'Login em duas etapas' }).click();
  await expect(page.getByText('Desativado')).toBeVisible();
  await page.getByRole('button', { name: 'Configurar o login em duas etapas' }).click();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/[^A-Z2-7]/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Código do aplicativo').fill(totp(secret));
  await page.getByRole('button', { name: 'Ativar' }).click();
  const codes = page.getByRole('list', { name: 'Seus códigos de recuperação' }).locator('li');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'Já os guardei' }).click();
  await expect(page.getByText('Ativado', { exact: true })).toBeVisible();

  await chooseFromMenu(
    page,
    page.getByRole('button', { name: text('pt-BR', 'navbar.userMenu') }),
    text('pt-BR', 'navbar.signOut'),
  );
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail comercial').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The code of the next step: the current one was spent turning two-factor on.
  await page.getByLabel('Código de autenticação').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verificar e entrar' }).click();
  await expect(page).toHaveURL('/dashboard/workplace');

  await page.goto('/myAccount');
  await expectProfile(page, {
    'Nome de exibição': PROFILE['Display name'],
    Cargo: PROFILE['Job title'],
    Site: PROFILE.Website,
    // The server keeps the number without spaces.
    Telefone: '+351912345678',
  });
  await page.getByRole('tab', { name: 'Login em duas etapas' }).click();
  await expect(page.getByText('Ativado', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText('10', { exact: true })).toBeVisible();
});
