import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aDashboard, aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signedInAs(emailVerified: boolean) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser({ emailVerified });
}

describe('the workplace', () => {
  it('greets the seller with their figures, the first steps and the account, and no banner once verified', async () => {
    const me = signedInAs(true);
    const api = mockApi(consoleReplies(me, aDashboard({ unreadNotifications: 7, activeSessions: 3 })));
    renderApp('/dashboard/workplace');
    expect(await screen.findByRole('heading', { name: /^Good (morning|afternoon|evening), sam$/ })).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByText('Unread notifications').closest('a')).toHaveAttribute('href', '/home/notification');
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the market' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add my store' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharge' })).toBeInTheDocument();
    expect(screen.getByText('4815162342')).toBeInTheDocument();
    expect(screen.getByText('SAMCODE1')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
    // Days are counted in the browser's time zone.
    const call = api.sent.find((r) => r.url === '/v1/users/u-seller/dashboard');
    expect(call?.params.tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // The business comes below what waits on the seller, above the older figures; a new seller's is empty.
    const business = screen.getByTestId('business');
    expect(await within(business).findByTestId('business-empty')).toBeInTheDocument();
    const followed = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(followed(screen.getByText('To do'), business)).toBe(true);
    expect(followed(business, screen.getByText('Unread notifications'))).toBe(true);
    expect(api.sent.filter((r) => r.url === '/api/dashboard/figures').map((r) => Object.keys(r.params).sort())).toEqual([
      ['from', 'to'],
    ]);
  });

  it('the shortcuts lead to the market, store linking and recharge', async () => {
    mockApi(consoleReplies(signedInAs(true)));
    const user = userEvent.setup();
    const app = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Add my store' }));
    await expect.poll(() => app.location()).toBe('/addMyStore');
  });

  it('says so when the figures cannot be loaded, and tries again on request', async () => {
    const me = signedInAs(true);
    let fail = true;
    mockApi((r) => {
      if (r.url === '/v1/users/u-seller/dashboard' && fail) {
        return { status: 500, data: { code: 'INTERNAL', message: 'Broken on our side.', params: {} } };
      }
      return consoleReplies(me, aDashboard({ unreadNotifications: 5 }))(r);
    });
    const user = userEvent.setup();
    renderApp('/home');
    expect(await screen.findByText('Your figures could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5')).toBeInTheDocument();
  });

  it('verifies the email from the banner, which then goes away', async () => {
    const me = signedInAs(false);
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/verifyEmail' && r.body.code === '654321') return { status: 200, data: { ok: true } };
      if (r.url === '/v1/users/u-seller/verifyEmail') {
        return { status: 400, data: { code: 'CODE_INVALID', message: 'The code is wrong or has expired.', params: {} } };
      }
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/home');
    const banner = await screen.findByTestId('verify-email-banner');

    await user.type(within(banner).getByLabelText('Verification code'), '111111');
    await user.click(within(banner).getByRole('button', { name: 'Verify email' }));
    expect(await within(banner).findByText('The code is wrong or has expired.')).toBeInTheDocument();

    await user.clear(within(banner).getByLabelText('Verification code'));
    await user.type(within(banner).getByLabelText('Verification code'), '654321');
    await user.click(within(banner).getByRole('button', { name: 'Verify email' }));
    await expect.poll(() => screen.queryByTestId('verify-email-banner')).toBeNull();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.url.endsWith('/verifyEmail')).map((r) => r.body)).toEqual([
      { code: '111111' },
      { code: '654321' },
    ]);
  });

  it('resends the code on request', async () => {
    const me = signedInAs(false);
    const api = mockApi((r) => {
      if (r.url === '/v1/users/u-seller/verifyEmail') return { status: 200, data: { sent: true, expiresInSeconds: 900 } };
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/home');
    const banner = await screen.findByTestId('verify-email-banner');
    await user.click(within(banner).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way to sam@shop.example.')).toBeInTheDocument();
    expect(api.sent.find((r) => r.url.endsWith('/verifyEmail'))?.body).toEqual({});
  });
});
