import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionInfo, User } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { useSessionStore } from '@/stores/session-store';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type SentRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signedIn(overrides: Partial<User> = {}) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser(overrides);
}

const countries = {
  status: 200,
  data: { items: [{ code: 'ES', name: 'Spain', phoneCode: '34', currency: 'EUR', eu: true, flag: '🇪🇸' }] },
};
const posted = (sent: SentRequest[], url: string) => sent.filter((r) => r.method === 'POST' && r.url === url);

describe('My Account → Profile', () => {
  it('checks the website and phone like the server, then saves and shows the new name in the navbar', async () => {
    const me = signedIn({ jobName: 'Buyer' });
    const api = mockApi((r) => {
      if (r.url === '/v1/dataRegion/country') return countries;
      if (r.url === '/v1/users/u-seller/profile') return { status: 200, data: { ...me, ...r.body } };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/myAccount');
    expect(await screen.findByDisplayValue('Buyer')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'Sam Rivera');
    await user.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Phone'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number: 6 to 15 digits, optionally starting with +.')).toBeInTheDocument();
    expect(posted(api.sent, '/v1/users/u-seller/profile')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'https://sam.example');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+34 600 111 222');
    await user.clear(screen.getByLabelText('Job title'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    const [sent] = posted(api.sent, '/v1/users/u-seller/profile');
    expect(sent?.body).toMatchObject({
      username: 'Sam Rivera',
      personalWebsite: 'https://sam.example',
      phone: '+34 600 111 222',
      jobName: '',
    });
    expect(sent?.contentType).toContain('application/x-www-form-urlencoded');
    await waitFor(() => expect(useSessionStore.getState().user?.username).toBe('Sam Rivera'));
  });

  it('refuses a picture that is not an image before uploading it', async () => {
    const me = signedIn();
    const api = mockApi((r) => (r.url === '/v1/dataRegion/country' ? countries : consoleReplies(me)(r)));
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderApp('/myAccount');
    await screen.findByText('Upload a picture');
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF picture.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.url === '/api/uploads')).toBe(false);
  });
});

describe('My Account → Password', () => {
  it('asks for the same new password twice, shows the server refusal, then says the other sessions were signed out', async () => {
    const me = signedIn();
    let attempts = 0;
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/pwd1') {
        attempts += 1;
        return attempts === 1
          ? { status: 400, data: { code: 'PASSWORD_WRONG', message: 'The current password is not correct.', params: {} } }
          : { status: 200, data: { ok: true } };
      }
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/myAccount?tab=password');
    await user.type(await screen.findByLabelText('Current password'), 'Old-Pass-123');
    await user.type(screen.getByLabelText('New password'), 'Copper-Lantern-7');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Copper-Lantern-8');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // antd may swap the message's element while it animates in: the text is looked up again until it stays.
    await waitFor(() => expect(screen.getByText('The two passwords differ.')).toBeInTheDocument());
    expect(posted(api.sent, '/v1/users/u-seller/pwd1')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'Copper-Lantern-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your other sessions were signed out');
    expect(posted(api.sent, '/v1/users/u-seller/pwd1')[1]?.body).toEqual({
      oldPassword: 'Old-Pass-123',
      password: 'Copper-Lantern-7',
    });
  });
});

describe('My Account → Sessions', () => {
  it('names each device, tags this one, and signs out another', async () => {
    const me = signedIn();
    const session = (id: string, userAgent: string, current = false): SessionInfo => ({
      id,
      current,
      userAgent,
      ip: '203.0.113.7',
      createdAt: '2026-03-01T10:00:00.000Z',
      lastSeenAt: '2026-03-02T10:00:00.000Z',
      remember: false,
    });
    const mine = session(
      's1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36',
      true,
    );
    const phone = session('s2', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1');
    let list = [mine, phone];
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/sessions') return { status: 200, data: { items: list } };
      if (r.url === '/v1/users/u-seller/sessions/s2/end') {
        list = [mine];
        return { status: 200, data: { ok: true } };
      }
      return consoleReplies(me)(r);
    });
    // Role queries and the pointer-events check call getComputedStyle up the tree, which the table's styles make
    // take seconds per element in the test DOM: this test finds things by text and label.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/myAccount?tab=sessions');
    const thisRow = (await screen.findByText('Chrome 126 on Windows')).closest('tr');
    if (!thisRow) throw new Error('no row');
    expect(within(thisRow).getByText('This device')).toBeInTheDocument();
    expect(within(thisRow).getByText('Sign out this device')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Sign out Safari 17 on iOS'));
    expect(await screen.findByText('That session is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument());
    expect(posted(api.sent, '/v1/users/u-seller/sessions/s2/end')).toHaveLength(1);
    expect(screen.getByText('Sign out all other sessions').closest('button')).toBeDisabled();
  });
});
