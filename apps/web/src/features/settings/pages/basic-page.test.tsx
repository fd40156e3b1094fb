import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { i18n } from '@/lib/i18n';
import { aSetting, aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

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

  it('is the navbar language: choosing it here switches the console at once and saves it', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/setting' && r.method === 'POST')
        return { status: 200, data: { ...stored, locale: r.params.locale } };
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: stored };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/basic');
    await screen.findByText('Europe/Madrid');
    const [, basic] = screen.getAllByRole('combobox', { name: 'Language' });
    await user.click(basic!);
    await user.click((await screen.findAllByTitle('Português')).at(-1)!);

    // No Save needed: the console speaks Portuguese, and the seller's setting (emails) says so.
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(i18n.language).toBe('pt-BR');
    await waitFor(() =>
      expect(api.sent.find((r) => r.method === 'POST' && r.url === '/v1/users/u-seller/setting')?.params).toEqual({
        locale: 'pt-BR',
      }),
    );
  });

  it('shows the language chosen in the navbar, which saves it to the setting', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/setting' && r.method === 'POST')
        return { status: 200, data: { ...stored, locale: r.params.locale } };
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: stored };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/basic');
    await screen.findByText('Europe/Madrid');
    const [navbar] = screen.getAllByRole('combobox', { name: 'Language' });
    await user.click(navbar!);
    await user.click((await screen.findAllByTitle('Español')).at(-1)!);

    await waitFor(() =>
      expect(api.sent.find((r) => r.method === 'POST' && r.url === '/v1/users/u-seller/setting')?.params).toEqual({
        locale: 'es-ES',
      }),
    );
    const [, basic] = screen.getAllByRole('combobox', { name: 'Idioma' });
    expect(basic!.closest('.ant-select')).toHaveTextContent('Español');
  });
});
