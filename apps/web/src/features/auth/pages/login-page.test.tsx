import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { LOCALE_STORAGE_KEY, i18n, setLocale } from '@/lib/i18n';
import { aLoginResponse, aSetting, loginFailed } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { REMEMBERED_EMAIL_KEY } from '../session';

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string, remember: boolean) {
  await user.type(await screen.findByLabelText('Business email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input[type=password]' }), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function everythingStored(): string {
  const all: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) all.push(storage.getItem(storage.key(i)!) ?? '');
  }
  return all.join('\n');
}

describe('the login page', () => {
  it('asks for the username and the password before calling the server', async () => {
    const api = mockApi(() => undefined);
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('says so in Spanish when the console is in Spanish', async () => {
    mockApi(() => undefined);
    await setLocale('es-ES');
    const user = userEvent.setup();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Bienvenido a Dropport' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El nombre de usuario no puede estar vacío')).toBeInTheDocument();
    expect(screen.getByText('La contraseña no puede estar vacía')).toBeInTheDocument();
  });

  it('shows the server message of a failed login in the form and clears the stored credential', async () => {
    localStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'old', token: 'stale' }));
    const api = mockApi((r) => (r.url === '/v1/users/loginByPwd' ? loginFailed : undefined));
    const user = userEvent.setup();
    const app = renderApp('/login');
    await signIn(user, 'sam@shop.example', 'wrong-password', false);

    expect(await screen.findByRole('alert')).toHaveTextContent('Login error, refresh and try again');
    expect(localStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(app.location()).toBe('/login');
    // The seed's call goes form-encoded, with the locale and the stale credential it still had.
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      body: { username: 'sam@shop.example', password: 'wrong-password', remember: 'false' },
      contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      headers: { 'accept-language': 'en-US' },
    });
  });

  it('keeps the credential only for this tab when "remember" is not ticked, then follows the redirect', async () => {
    mockApi((r) => (r.url === '/v1/users/loginByPwd' ? { status: 200, data: aLoginResponse({}, 'tab-token') } : undefined));
    const user = userEvent.setup();
    const app = renderApp('/login?redirect=%2Fhome%3Ftab%3D2');
    await signIn(user, 'sam@shop.example', 'Secret-Pass-1', false);

    await waitFor(() => expect(app.location()).toBe('/home?tab=2'));
    expect(JSON.parse(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)!)).toEqual({ userId: 'u-seller', token: 'tab-token' });
    expect(localStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
    expect(everythingStored()).not.toContain('Secret-Pass-1');
  });

  it("takes the seller's stored language on sign-in", async () => {
    mockApi((r) => {
      if (r.url === '/v1/users/loginByPwd') return { status: 200, data: aLoginResponse() };
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: aSetting({ locale: 'es-ES' }) };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/login?redirect=%2Fhome');
    await signIn(user, 'sam@shop.example', 'Secret-Pass-1', false);

    await waitFor(() => expect(i18n.language).toBe('es-ES'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-ES');
  });

  it('keeps the credential and the email, never the password, when "remember" is ticked', async () => {
    const api = mockApi((r) =>
      r.url === '/v1/users/loginByPwd' ? { status: 200, data: aLoginResponse({}, 'kept-token') } : undefined,
    );
    const user = userEvent.setup();
    const app = renderApp('/login');
    await signIn(user, 'sam@shop.example', 'Secret-Pass-1', true);

    await waitFor(() => expect(app.location()).toBe('/dashboard/workplace'));
    expect(await screen.findByRole('heading', { name: /, sam$/ })).toBeInTheDocument();
    expect(api.sent[0]?.body).toMatchObject({ remember: 'true' });
    expect(JSON.parse(localStorage.getItem(CREDENTIAL_STORAGE_KEY)!)).toEqual({ userId: 'u-seller', token: 'kept-token' });
    expect(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('sam@shop.example');
    expect(everythingStored()).not.toContain('Secret-Pass-1');
  });

  it('prefills the remembered email and keeps "remember" ticked', async () => {
    mockApi(() => undefined);
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'sam@shop.example');
    renderApp('/login');
    expect(await screen.findByLabelText('Business email')).toHaveValue('sam@shop.example');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  });

  it('shows the password while its button is pressed', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    await user.type(password, 'Secret-Pass-1');
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(reveal).toHaveAttribute('aria-pressed', 'false');

    await user.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await user.click(reveal);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks a field again as it changes, once it was touched', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderApp('/login');
    const email = await screen.findByLabelText('Business email');
    await user.type(email, 'x');
    expect(screen.queryByText('Username cannot be empty')).not.toBeInTheDocument();
    await user.clear(email);
    expect(screen.getByText('Username cannot be empty')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password cannot be empty')).not.toBeInTheDocument();
  });

  it('does not follow a redirect to another site', async () => {
    mockApi((r) => (r.url === '/v1/users/loginByPwd' ? { status: 200, data: aLoginResponse() } : undefined));
    const user = userEvent.setup();
    const app = renderApp('/login?redirect=%2F%2Fevil.example%2Fphish');
    await signIn(user, 'sam@shop.example', 'Secret-Pass-1', false);
    await waitFor(() => expect(app.location()).toBe('/dashboard/workplace'));
  });
});
