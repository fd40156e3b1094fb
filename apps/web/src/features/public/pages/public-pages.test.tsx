import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '../../../lib/credential';
import { setLocale } from '../../../lib/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const PITCH = 'Sell supplier products in your Shopify store without holding stock';

function hrefsOf(name: string): (string | null)[] {
  return screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
}

describe('the start page', () => {
  it('tells a new visitor what Dropport does and offers to sign in or create an account', async () => {
    const api = mockApi(() => undefined);
    const app = renderApp('/startup');
    expect(await screen.findByRole('heading', { level: 1, name: PITCH })).toBeInTheDocument();
    expect(screen.getByText(/paid from your prepaid wallet/)).toBeInTheDocument();
    for (const feature of ['Market', 'Import list and pricing rules', 'Store linking (Shopify)', 'Wallet']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();

    const signIn = hrefsOf('Sign in');
    expect(signIn.length).toBeGreaterThan(0);
    expect(new Set(signIn)).toEqual(new Set(['/login']));
    const register = hrefsOf('Create account');
    expect(register.length).toBeGreaterThan(0);
    expect(new Set(register)).toEqual(new Set(['/login?mode=register']));
    expect(screen.queryByRole('link', { name: 'Open the console' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/text');
    expect(screen.getByText(`© ${new Date().getFullYear()} Dropport · The console for dropshipping sellers`)).toBeInTheDocument();
    expect(app.location()).toBe('/startup');
    expect(api.sent).toEqual([]);
  });

  it('goes to the registration form from "Create account" without reloading the page', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    const app = renderApp('/startup');
    const [register] = await screen.findAllByRole('link', { name: 'Create account' });
    await user.click(register!);
    await waitFor(() => expect(app.location()).toBe('/login?mode=register'));
  });

  it('offers "Open the console" instead when this browser already holds a session', async () => {
    sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u1', token: 't1' }));
    const api = mockApi(() => undefined);
    renderApp('/startup');
    expect(await screen.findByRole('heading', { level: 1, name: PITCH })).toBeInTheDocument();
    expect(new Set(hrefsOf('Open the console'))).toEqual(new Set(['/dashboard/workplace']));
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('speaks the chosen language', async () => {
    mockApi(() => undefined);
    renderApp('/startup');
    expect(await screen.findByRole('heading', { level: 1, name: PITCH })).toBeInTheDocument();
    await act(() => setLocale('pt-BR'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Venda produtos de fornecedores na sua loja Shopify sem manter estoque',
      }),
    ).toBeInTheDocument();
    expect(hrefsOf('Criar conta')[0]).toBe('/login?mode=register');
  });
});

describe('the terms page', () => {
  it('shows the Terms of Service and the Privacy Policy with a table of contents', async () => {
    const api = mockApi(() => undefined);
    renderApp('/text');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.getElementById('terms')).toContainElement(screen.getByRole('heading', { name: '3. The prepaid wallet' }));
    expect(document.getElementById('privacy')).toContainElement(
      screen.getByRole('heading', { name: '3. Storage in your browser' }),
    );

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents).toContainElement(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByRole('link', { name: 'The prepaid wallet' })).toHaveAttribute('href', '#terms-c3');

    expect(screen.getByText('Last updated: November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText(/hashed with Argon2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/startup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // Every clause's paragraphs and bullets exist in the locale files (a missing key would show as the key itself).
    expect(document.body.textContent).not.toMatch(/legal\.(terms|privacy)\./);
    expect(api.sent).toEqual([]);
  });

  it('switches language, headings and date included', async () => {
    mockApi(() => undefined);
    renderApp('/text');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of Service' })).toBeInTheDocument();
    await act(() => setLocale('es-ES'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Condiciones del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText('Última actualización: 22 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms of Service' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/legal\.(terms|privacy)\./);
  });
});
