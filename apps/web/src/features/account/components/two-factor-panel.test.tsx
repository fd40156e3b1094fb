import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('My Account → Two-factor sign-in', () => {
  it('sets it up: QR code and key, a code from the app, then the recovery codes once', async () => {
    sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
    const me = aUser();
    let enabled = false;
    const api = mockApi((r) => {
      const base = '/v1/users/u-seller/twoFactor';
      if (r.url === base) {
        return {
          status: 200,
          data: { enabled, enabledAt: enabled ? '2026-03-01T10:00:00.000Z' : null, recoveryCodesLeft: enabled ? 10 : 0 },
        };
      }
      if (r.url === `${base}/setup`) {
        return {
          status: 200,
          data: { secret: SECRET, otpauthUrl: `otpauth://totp/Dropport:sam?secret=${SECRET}&issuer=Dropport` },
        };
      }
      if (r.url === `${base}/enable`) {
        if (r.body.code !== '123456') {
          return {
            status: 400,
            data: { code: 'TWO_FACTOR_CODE_INVALID', message: 'The code is wrong or was already used.', params: {} },
          };
        }
        enabled = true;
        return { status: 200, data: { recoveryCodes: codes } };
      }
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/myAccount?tab=twoFactor');
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    expect(await screen.findByLabelText('QR code for the authenticator app')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Code from the app'), '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code from your app.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or was already used.');
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('abcd0-efgh0');
    expect(api.sent.filter((r) => r.url.endsWith('/enable')).at(-1)?.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByText('abcd0-efgh0')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });
});
