import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { useSessionStore } from '@/stores/session-store';
import { aUser, consoleReplies } from '@/test/fixtures';
import { useAppStore } from '@/stores/app-store';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signedInAs(userId: string) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId, token: `token-of-${userId}` }));
}

describe('the route guard', () => {
  it('sends a signed-out visitor to login with the way back in `redirect`', async () => {
    mockApi(() => undefined);
    const app = renderApp('/dashboard/workplace?tab=orders&page=2');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fdashboard%2Fworkplace%3Ftab%3Dorders%26page%3D2'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends the root path to home, and a signed-out visitor on to login', async () => {
    mockApi(() => undefined);
    const app = renderApp('/');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fhome'));
  });

  it("loads a signed-in user's info from the server before showing the page", async () => {
    signedInAs('u-seller');
    const api = mockApi(consoleReplies(aUser()));
    renderApp('/dashboard/workplace');
    expect(await screen.findByRole('heading', { name: /, sam$/ })).toBeInTheDocument();
    expect(api.sent[0]?.url).toBe('/api/user/info');
    expect(api.sent[0]?.headers.authorization).toBe(`Basic ${btoa('u-seller:token-of-u-seller')}`);
    expect(useSessionStore.getState().user?.accountId).toBe('4815162342');
  });

  it('sends the user to login when the stored session has ended', async () => {
    signedInAs('u-seller');
    mockApi((r) =>
      r.url === '/api/user/info'
        ? { status: 401, data: { code: 'SESSION_EXPIRED', message: 'Your access rights have expired', params: {} } }
        : undefined,
    );
    const app = renderApp('/home');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fhome'));
    expect(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    // The guard handles this itself: no forced-logout dialog on top of the login page.
    expect(screen.queryByText('Forced logout')).not.toBeInTheDocument();
  });

  it('keeps a seller out of the admin outbox: they land on their first page and see no admin menu', async () => {
    signedInAs('u-seller');
    const api = mockApi(consoleReplies(aUser()));
    const app = renderApp('/admin/outbox');
    await waitFor(() => expect(app.location()).toBe('/dashboard/workplace'));
    expect(await screen.findByRole('menuitem', { name: 'Workplace' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Admin/ })).not.toBeInTheDocument();
    expect(api.sent.some((r) => r.url.startsWith('/api/admin'))).toBe(false);
  });

  it('lets an admin open the outbox', async () => {
    signedInAs('u-admin');
    mockApi((r) => {
      if (r.url === '/api/user/info')
        return { status: 200, data: aUser({ id: 'u-admin', role: 'admin', email: 'ada@dropport.example' }) };
      if (r.url === '/api/admin/outbox') {
        return {
          status: 200,
          data: {
            items: [
              {
                id: 'm1',
                channel: 'email',
                to: 'sam@shop.example',
                subject: 'Your Dropport verification code',
                body: 'Your verification code is 123456.',
                status: 'kept',
                createdAt: '2026-11-22T09:00:00.000Z',
              },
            ],
            nextCursor: null,
          },
        };
      }
      return undefined;
    });
    const app = renderApp('/admin/outbox');
    expect(await screen.findByText('Your verification code is 123456.')).toBeInTheDocument();
    expect(app.location()).toBe('/admin/outbox');
    expect(screen.getByRole('menuitem', { name: 'Outbox' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    mockApi(() => undefined);
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it("keeps an admin in the seller's view out of admin pages (a view mode: the server still judges)", async () => {
    signedInAs('u-admin');
    useSessionStore.setState({ user: aUser({ id: 'u-admin', role: 'admin' }), adminView: false });
    mockApi(consoleReplies(aUser({ id: 'u-admin', role: 'admin' })));
    const app = renderApp('/admin/outbox');
    await waitFor(() => expect(app.location()).toBe('/dashboard/workplace'));
  });

  it('with the menu from the server, sends a page the menu does not list to the first one it does', async () => {
    signedInAs('u-seller');
    useAppStore.setState({ menuFromServer: true, serverMenu: [{ name: 'Orders', children: [{ name: 'OrdersShipped' }] }] });
    mockApi(consoleReplies(aUser()));
    const app = renderApp('/balance');
    await waitFor(() => expect(app.location()).toBe('/orders'));
    expect(await screen.findByRole('menuitem', { name: 'Shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Balance' })).not.toBeInTheDocument();
  });

  it('shows the no-access page when no page is open to the user', async () => {
    signedInAs('u-seller');
    useAppStore.setState({ menuFromServer: true, serverMenu: [{ name: 'NothingKnown' }] });
    mockApi(consoleReplies(aUser()));
    const app = renderApp('/orders');
    await waitFor(() => expect(app.location()).toBe('/403'));
    expect(await screen.findByText('No access')).toBeInTheDocument();
  });

  it('offers a retry when the user info cannot be loaded for a passing reason, keeping the session', async () => {
    signedInAs('u-seller');
    let down = true;
    mockApi((r) =>
      r.url === '/api/user/info' && down
        ? { status: 503, data: { code: 'SERVICE_UNAVAILABLE', message: 'Back in a minute.', params: {} } }
        : consoleReplies(aUser())(r),
    );
    renderApp('/home');
    expect(await screen.findByText('Back in a minute.')).toBeInTheDocument();
    expect(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)).not.toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /, sam$/ })).toBeInTheDocument();
  });

  it('re-enters a page through /redirect (a tab reload)', async () => {
    signedInAs('u-seller');
    mockApi(consoleReplies(aUser()));
    const app = renderApp(`/redirect/${encodeURIComponent('/orders/shipped?page=2')}`);
    await waitFor(() => expect(app.location()).toBe('/orders/shipped?page=2'));
  });
});
