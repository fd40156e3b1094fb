import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '../../../lib/credential';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function signedInAs(emailVerified: boolean) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser({ emailVerified });
}

describe('the workplace', () => {
  it("shows the seller's account and no banner once the email is verified", async () => {
    const me = signedInAs(true);
    mockApi((r) => (r.url === '/api/user/info' ? { status: 200, data: me } : undefined));
    renderApp('/dashboard/workplace');
    expect(await screen.findByRole('heading', { name: 'Welcome, sam@shop.example' })).toBeInTheDocument();
    expect(screen.getByText('4815162342')).toBeInTheDocument();
    expect(screen.getByText('SAMCODE1')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
  });

  it('verifies the email from the banner, which then goes away', async () => {
    const me = signedInAs(false);
    const api = mockApi((r) => {
      if (r.url === '/api/user/info') return { status: 200, data: me };
      if (r.url === '/v1/users/u-seller/verifyEmail' && r.body.code === '654321') return { status: 200, data: { ok: true } };
      if (r.url === '/v1/users/u-seller/verifyEmail') {
        return { status: 400, data: { code: 'CODE_INVALID', message: 'The code is wrong or has expired.', params: {} } };
      }
      return undefined;
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
      if (r.url === '/api/user/info') return { status: 200, data: me };
      if (r.url === '/v1/users/u-seller/verifyEmail') return { status: 200, data: { sent: true, expiresInSeconds: 900 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/home');
    const banner = await screen.findByTestId('verify-email-banner');
    await user.click(within(banner).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way to sam@shop.example.')).toBeInTheDocument();
    expect(api.sent.find((r) => r.url.endsWith('/verifyEmail'))?.body).toEqual({});
  });
});
