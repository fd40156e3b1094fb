import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '../../../lib/credential';
import { i18n } from '../../../lib/i18n';
import { aSetting, aUser, consoleReplies } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const stored = aSetting({ timeZone: 'Europe/Madrid' });

function signedIn() {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser();
}

describe('Setting → Basic', () => {
  it('shows the saved values, and saves changes as query parameters', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/setting' && r.method === 'GET') return { status: 200, data: stored };
      if (r.url === '/v1/users/u-seller/setting')
        return { status: 200, data: { ...stored, ...r.params, autoPayDailyLimitCents: 5000 } };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/basic');
    expect(await screen.findByText('Europe/Madrid')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Pay new orders from my balance automatically' }));
    const limit = screen.getByRole('spinbutton', { name: 'Daily limit' });
    await waitFor(() => expect(limit).toBeEnabled());
    await user.type(limit, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();
    const post = api.sent.find((r) => r.method === 'POST' && r.url === '/v1/users/u-seller/setting');
    expect(post?.params).toMatchObject({ autoPay: true, autoPayDailyLimitCents: 5000, timeZone: 'Europe/Madrid' });
  });

  it('asks for a daily limit before turning auto-pay on, and sends nothing', async () => {
    const me = signedIn();
    const api = mockApi((r) => (r.url === '/v1/users/u-seller/setting' ? { status: 200, data: stored } : consoleReplies(me)(r)));
    const user = userEvent.setup();
    renderApp('/setting/basic');
    await user.click(await screen.findByRole('switch', { name: 'Pay new orders from my balance automatically' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Set a daily limit of at least US$1 to pay automatically.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'POST' && r.url.endsWith('/setting'))).toBe(false);
  });

  it('switches the console to the language saved', async () => {
    const me = signedIn();
    mockApi((r) => {
      if (r.url === '/v1/users/u-seller/setting' && r.method === 'POST')
        return { status: 200, data: { ...stored, locale: 'pt-BR' } };
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: stored };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/basic');
    await screen.findByText('Europe/Madrid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(i18n.language).toBe('pt-BR'));
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
