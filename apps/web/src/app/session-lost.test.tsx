import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { setSessionLostHandler } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';
import { aUser } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { leaveForLogin } from './session-lost';

const gone = { status: 401, data: { code: 'SESSION_EXPIRED', message: 'Your session has ended.', params: {} } };

describe('a session that ends while the console is open', () => {
  afterEach(() => {
    setSessionLostHandler(() => undefined);
    window.history.replaceState(null, '', '/');
  });

  it("opens one forced-logout dialog when the page's reads answer 401, and OK goes to login with the way back", async () => {
    const user = aUser();
    sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: user.id, token: 'ended' }));
    // The user's info was loaded before the session ended elsewhere; every later read finds it gone.
    useSessionStore.getState().setUser(user);
    const api = mockApi(() => gone);
    window.history.replaceState(null, '', '/balance?tab=statement');
    const go = vi.fn();
    setSessionLostHandler(() => leaveForLogin(go));
    renderApp('/balance?tab=statement');

    // The page's code loads lazily first. (In tests every antd id is the
    // same "test-id", so the dialog is found by its text rather than its accessible name.)
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Forced logout');
    expect(dialog).toHaveTextContent('Your access rights have expired, please log in again');
    await waitFor(() => expect(api.sent.filter((r) => r.url !== '/api/user/info').length).toBeGreaterThan(1));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/login?redirect=%2Fbalance%3Ftab%3Dstatement');
    expect(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
