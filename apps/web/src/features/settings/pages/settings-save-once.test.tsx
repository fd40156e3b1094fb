import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_EVENT_DEFAULTS } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aSetting, aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signedIn() {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser();
}

// Each save takes a moment, as a real one does: a double click's second click lands while the first runs.
const slow = () => new Promise((r) => setTimeout(r, 300));

const posts = (sent: { method: string; url: string }[], path: string) =>
  sent.filter((r) => r.method === 'POST' && r.url === path);

describe('Setting pages on a double click of Save', () => {
  it('save the IOSS setting and the email preferences once each', async () => {
    const me = signedIn();
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/setting' && r.method === 'POST') {
        return { status: 200, data: aSetting({ iossEnabled: true, iossNumber: 'IM0123456789' }), after: slow() };
      }
      if (r.url === '/v1/users/u-seller/setting') return { status: 200, data: aSetting() };
      if (r.url === '/v1/users/u-seller/emailPrefs' && r.method === 'POST') {
        return { status: 200, data: { events: EMAIL_EVENT_DEFAULTS, updatedAt: null }, after: slow() };
      }
      if (r.url === '/v1/users/u-seller/emailPrefs') {
        return { status: 200, data: { events: EMAIL_EVENT_DEFAULTS, updatedAt: null } };
      }
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();

    const ioss = renderApp('/setting/IOSS');
    await user.click(await screen.findByRole('switch', { name: 'Declare my IOSS number on EU orders' }));
    await user.type(screen.getByLabelText('IOSS number'), 'IM0123456789');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your IOSS setting is saved.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(posts(api.sent, '/v1/users/u-seller/setting')).toHaveLength(1);
    ioss.unmount();

    renderApp('/setting/email');
    await user.click(await screen.findByRole('switch', { name: 'Order shipped' }));
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your email preferences are saved.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(posts(api.sent, '/v1/users/u-seller/emailPrefs')).toHaveLength(1);
  });
});
