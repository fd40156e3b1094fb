import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_EVENTS, EMAIL_EVENT_DEFAULTS, type EmailPrefs } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { i18n } from '@/lib/i18n';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signedIn() {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser();
}

const prefs = (events: Partial<EmailPrefs['events']> = {}): EmailPrefs => ({
  events: { ...EMAIL_EVENT_DEFAULTS, ...events },
  updatedAt: null,
});

describe('Setting → Email', () => {
  it('shows one switch per event as saved, and saves the changed choices', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/emailPrefs' && r.method === 'POST') {
        return { status: 200, data: prefs((r.body as { events: EmailPrefs['events'] }).events) };
      }
      if (r.url === '/v1/users/u-seller/emailPrefs') return { status: 200, data: prefs({ 'referral.earned': false }) };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/email');
    const shipped = await screen.findByRole('switch', { name: 'Order shipped' });
    expect(screen.getAllByRole('switch')).toHaveLength(EMAIL_EVENTS.length);
    expect(shipped).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Referral commission' })).not.toBeChecked();
    expect(screen.getByText('Your balance is running low and new orders may not be paid.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Stock running low' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Inbound shipment received' })).toBeChecked();

    await user.click(shipped);
    await user.click(screen.getByRole('switch', { name: 'Low balance' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your email preferences are saved.')).toBeInTheDocument();
    expect(api.sent.find((r) => r.method === 'POST' && r.url.endsWith('/emailPrefs'))?.body).toEqual({
      events: { ...EMAIL_EVENT_DEFAULTS, 'order.shipped': false, 'wallet.low_balance': false, 'referral.earned': false },
    });
  });

  it("shows the server's refusal in the form, in the page's language", async () => {
    const me = signedIn();
    await i18n.changeLanguage('pt-BR');
    mockApi((r) => {
      if (r.url === '/v1/users/u-seller/emailPrefs' && r.method === 'POST') {
        return { status: 403, data: { code: 'FORBIDDEN', message: 'Você não tem permissão para fazer isso.', params: {} } };
      }
      if (r.url === '/v1/users/u-seller/emailPrefs') return { status: 200, data: prefs() };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/setting/email');
    await user.click(await screen.findByRole('switch', { name: 'Pedido enviado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para fazer isso.');
  });

  it('says so when the preferences cannot be loaded', async () => {
    const me = signedIn();
    mockApi((r) => {
      if (r.url === '/v1/users/u-seller/emailPrefs')
        return { status: 500, data: { code: 'INTERNAL', message: 'Something went wrong on our side.', params: {} } };
      return consoleReplies(me)(r);
    });
    renderApp('/setting/email');
    // Said on the page and in the http client's toast.
    expect(await screen.findAllByText('Something went wrong on our side.')).not.toHaveLength(0);
  });
});
