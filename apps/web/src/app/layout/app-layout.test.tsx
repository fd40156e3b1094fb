import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n';
import { registerSupportWidget } from '@/lib/support-widget';
import { APP_STORE_ID, useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { useTabBarStore } from '@/stores/tab-bar-store';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn(role: 'user' | 'admin' = 'user') {
  const me = aUser(role === 'admin' ? { id: 'u-admin', role, email: 'ada@dropport.example' } : {});
  localStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: me.id, token: 't' }));
  return me;
}

const userMenu = () => screen.findByRole('button', { name: /Account menu/ });

describe('the signed-in layout', () => {
  it('signs out from the user menu: tells the server, forgets credential, user, server menu and tabs, and the support widget', async () => {
    const me = signIn();
    const api = mockApi((r) =>
      r.url === '/v1/users/u-seller/logout' ? { status: 200, data: { ok: true } } : consoleReplies(me)(r),
    );
    useAppStore.setState({ menuFromServer: true, serverMenu: [{ name: 'Home', children: [{ name: 'Workplace' }] }] });
    useTabBarStore.getState().open({ title: 'menu.orders', name: 'Orders', fullPath: '/orders', query: {} });
    const user = userEvent.setup();
    const app = renderApp('/home');
    expect(await screen.findByTestId('navbar-email')).toHaveTextContent('sam@shop.example');
    // In place of the help widget, which registered itself as the layout mounted.
    const widget = { identify: vi.fn(), clearUser: vi.fn() };
    registerSupportWidget(widget);

    await user.click(await userMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.sent.map((r) => `${r.method} ${r.url}`)).toContain('POST /v1/users/u-seller/logout');
    expect(localStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(useAppStore.getState().serverMenu).toEqual([]);
    expect(useTabBarStore.getState().tabs.map((t) => t.name)).toEqual(['Workplace']);
    expect(widget.clearUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    registerSupportWidget(null);
  });

  it('switches the language for the whole console, menu included, and keeps the choice', async () => {
    const me = signIn();
    mockApi(consoleReplies({ ...me, emailVerified: false }));
    const user = userEvent.setup();
    renderApp('/setting/basic');
    expect(await screen.findByRole('menuitem', { name: 'Basic' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByTitle('Português'));
    expect(await screen.findByRole('menuitem', { name: 'Básico' })).toBeInTheDocument();
    for (const label of [
      'Início',
      'Mercado',
      'Lista de importação',
      'Pedidos',
      'Saldo',
      'Configurações',
      'Políticas',
      'Faturas',
    ]) {
      expect(screen.getByRole('menuitem', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Tema escuro' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
  });

  it('toggles the dark theme from the navbar', async () => {
    mockApi(consoleReplies(signIn()));
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(useAppStore.getState().theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('the settings drawer hides the footer and the menu, and keeps the choice for the session', async () => {
    mockApi(consoleReplies(signIn()));
    const user = userEvent.setup();
    renderApp('/home');
    expect(await screen.findByText(/The console for dropshipping sellers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page settings' }));
    await user.click(await screen.findByRole('switch', { name: 'Footer' }));
    await waitFor(() => expect(screen.queryByText(/The console for dropshipping sellers/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('switch', { name: 'Menu' }));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument());
    const saved = JSON.parse(sessionStorage.getItem(APP_STORE_ID) ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ footer: false, menu: false });
  });

  it('loads the menu from the server when that setting is switched on', async () => {
    const me = signIn();
    const api = mockApi((r) =>
      r.url === '/api/user/menu'
        ? { status: 200, data: [{ name: 'Home', children: [{ name: 'Workplace' }] }, { name: 'Invoice' }] }
        : consoleReplies(me)(r),
    );
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Page settings' }));
    await user.click(await screen.findByRole('switch', { name: 'Menu from server' }));
    expect(await screen.findByText('Menu loaded')).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'POST' && r.url === '/api/user/menu')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Orders' })).not.toBeInTheDocument());
    expect(screen.getByRole('menuitem', { name: 'Invoices' })).toBeInTheDocument();
  });

  it('lets an admin switch between the admin view and the seller view', async () => {
    mockApi(consoleReplies(signIn('admin')));
    const user = userEvent.setup();
    const app = renderApp('/home');
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toBeInTheDocument();
    await user.click(await userMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Switch to seller view' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument());
    expect(app.location()).toBe('/dashboard/workplace');
    await user.click(await userMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Switch to admin view' }));
    await waitFor(() => expect(app.location()).toBe('/admin/operations'));
  });

  it('offers no role switch to a seller', async () => {
    mockApi(consoleReplies(signIn()));
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await userMenu());
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /view/ })).not.toBeInTheDocument();
  });

  it('the tab bar opens a tab per page visited, and closes them', async () => {
    useAppStore.setState({ tabBar: true });
    mockApi(consoleReplies(signIn()));
    const user = userEvent.setup();
    const app = renderApp('/home');
    const tabs = await screen.findByRole('navigation', { name: 'Open pages' });
    await user.click(await screen.findByRole('link', { name: 'Import List' }));
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'Import List' })).toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'My Products' }));
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'My Products' })).toBeInTheDocument());
    await user.click(within(tabs).getByRole('tab', { name: 'Import List' }));
    await waitFor(() => expect(app.location()).toBe('/importList'));
    const importTab = within(tabs).getByRole('tab', { name: 'Import List' }).parentElement!;
    await user.click(within(importTab).getByRole('button', { name: 'Close this tab' }));
    await waitFor(() => expect(app.location()).toBe('/myProducts'));
    expect(useTabBarStore.getState().tabs.map((t) => t.name)).toEqual(['Workplace', 'Home', 'MyProducts']);
  });
});
