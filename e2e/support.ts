import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts the server seeds on a fresh database. */
export const SELLER = { email: 'seller@dropport.example', password: 'Sunny-Cargo-2026' };
export const ADMIN = { email: 'admin@dropport.example', password: 'Steady-Ledger-2026' };

const basic = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;
const PUBLIC_AUTH = basic('dropport-console:public');

/** An address no earlier run has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@shop-e2e.example`;
}

/** Signs in through the API (as the console does) and answers the Authorization header of that session. */
export async function apiSignIn(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/v1/users/loginByPwd', {
    headers: { Authorization: PUBLIC_AUTH },
    form: { username: account.email, password: account.password, remember: 'false' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { id: string; session: { token: string } };
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

/** Fills the sign-in form of the login page (in English) and submits it. */
export async function signIn(page: Page, account: { email: string; password: string }, options: { remember?: boolean } = {}) {
  await page.getByLabel('Business email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember password' }).setChecked(options.remember ?? false);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
