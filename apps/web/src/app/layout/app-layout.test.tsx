import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '../../lib/credential';
import { LOCALE_STORAGE_KEY } from '../../lib/i18n';
import { useSessionStore } from '../../stores/session-store';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('the signed-in layout', () => {
  it('signs out: tells the server, forgets credential and user info, and shows a plain login page', async () => {
    localStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
    const api = mockApi((r) => {
      if (r.url === '/api/user/info') return { status: 200, data: aUser() };
      if (r.url === '/v1/users/u-seller/logout') return { status: 200, data: { ok: true } };
      return undefined;
    });
    const user = userEvent.setup();
    const app = renderApp('/home');
    expect(await screen.findByTestId('navbar-email')).toHaveTextContent('sam@shop.example');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.sent.map((r) => `${r.method} ${r.url}`)).toContain('POST /v1/users/u-seller/logout');
    expect(localStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches the language for the whole console and keeps the choice', async () => {
    localStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
    mockApi((r) => (r.url === '/api/user/info' ? { status: 200, data: aUser({ emailVerified: false }) } : undefined));
    const user = userEvent.setup();
    renderApp('/home');
    expect(await screen.findByText('Verify your email address')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByTitle('Português'));
    expect(await screen.findByText('Confirme seu endereço de e-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Início' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
  });
});
