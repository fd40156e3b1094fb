import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { setLocale } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

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

const LEGAL: Record<string, Record<string, { title: string; body: string }>> = {
  'en-US': {
    terms: {
      title: 'Terms of Service',
      body: 'Intro.\n\n## 1. The service\n\nText.\n\n## 3. The prepaid wallet\n\n- one\n- two',
    },
    privacy: { title: 'Privacy Policy', body: '## 3. Storage in your browser\n\nPasswords are hashed with Argon2.' },
  },
  'es-ES': {
    terms: { title: 'Condiciones del servicio', body: '## 1. El servicio\n\nTexto.' },
    privacy: { title: 'Política de privacidad', body: '## 1. Qué recogemos\n\nTexto.' },
  },
};

/** The server's legal texts, in the language each call asks for. */
function legalApi() {
  return mockApi((r) => {
    const m = /^\/api\/policies\/(terms|privacy)$/.exec(r.url);
    const text = m?.[1] ? LEGAL[String(r.params.locale)]?.[m[1]] : undefined;
    if (!m?.[1] || !text) return undefined;
    return {
      status: 200,
      data: { slug: m[1], kind: 'legal', locale: r.params.locale, ...text, updatedAt: '2026-11-22T09:00:00.000Z' },
    };
  });
}

describe('the terms page', () => {
  it('shows the Terms of Service and the Privacy Policy from the server, each with a table of contents', async () => {
    const api = legalApi();
    renderApp('/text');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.getElementById('terms')).toContainElement(screen.getByRole('heading', { name: '3. The prepaid wallet' }));
    expect(document.getElementById('privacy')).toContainElement(
      screen.getByRole('heading', { name: '3. Storage in your browser' }),
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#privacy');
    expect(screen.getByRole('link', { name: '3. The prepaid wallet' })).toHaveAttribute('href', '#terms-3-the-prepaid-wallet');
    expect(screen.getAllByText('Last updated: November 22, 2026')).toHaveLength(2);
    expect(screen.getByText(/hashed with Argon2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/startup');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.sent.map((r) => r.url).sort()).toEqual(['/api/policies/privacy', '/api/policies/terms']);
  });

  it('switches language, headings and date included', async () => {
    legalApi();
    renderApp('/text');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of Service' })).toBeInTheDocument();
    await act(() => setLocale('es-ES'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Condiciones del servicio' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getAllByText('Última actualización: 22 de noviembre de 2026')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Terms of Service' })).not.toBeInTheDocument();
  });
});
