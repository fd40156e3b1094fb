import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { setLocale } from '@/lib/i18n';
import { aLoginResponse } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { REMEMBERED_EMAIL_KEY } from '../session';

const challenge = { status: 200, data: { twoFactorRequired: true, challenge: 'ch-1', expiresInSeconds: 300 } };
const wrongCode = {
  status: 400,
  data: { code: 'TWO_FACTOR_CODE_INVALID', message: 'The code is wrong or was already used.', params: {} },
};

async function passwordStep(user: ReturnType<typeof userEvent.setup>, remember: boolean) {
  await user.type(await screen.findByLabelText('Business email'), 'sam@shop.example');
  await user.type(screen.getByLabelText('Password', { selector: 'input[type=password]' }), 'Secret-Pass-1');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login page with two-factor sign-in', () => {
  it('asks for the code after the password, shows a wrong one, and signs in remembered with the right one', async () => {
    const api = mockApi((r) => {
      if (r.url === '/v1/users/loginByPwd') return challenge;
      if (r.url === '/v1/users/loginByTwoFactor') {
        return r.body.code === '123456' ? { status: 200, data: aLoginResponse({}, 'tf-token') } : wrongCode;
      }
      return undefined;
    });
    const user = userEvent.setup();
    const app = renderApp('/login?redirect=%2FmyAccount');
    await passwordStep(user, true);

    const code = await screen.findByLabelText('Authentication code');
    expect(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from your app.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or was already used.');

    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(app.location()).toBe('/myAccount'));
    expect(JSON.parse(localStorage.getItem(CREDENTIAL_STORAGE_KEY)!)).toEqual({ userId: 'u-seller', token: 'tf-token' });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('sam@shop.example');
    expect(api.sent.filter((r) => r.url === '/v1/users/loginByTwoFactor').at(-1)?.body).toEqual({
      challenge: 'ch-1',
      code: '123456',
      remember: true,
    });
  });

  it('takes a recovery code instead, in Portuguese', async () => {
    await setLocale('pt-BR');
    const api = mockApi((r) => {
      if (r.url === '/v1/users/loginByPwd') return challenge;
      if (r.url === '/v1/users/loginByTwoFactor') return { status: 200, data: aLoginResponse() };
      return undefined;
    });
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail comercial'), 'sam@shop.example');
    await user.type(screen.getByLabelText('Senha', { selector: 'input[type=password]' }), 'Secret-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.click(await screen.findByRole('button', { name: 'Usar um código de recuperação' }));
    await user.type(screen.getByLabelText('Código de recuperação'), 'k7m2p-x9q4w');
    await user.click(screen.getByRole('button', { name: 'Verificar e entrar' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/workplace'));
    // Signing in then asks for the seller's language: the two-factor call is not the last one sent.
    const finish = api.sent.find((r) => r.url === '/v1/users/loginByTwoFactor');
    expect(finish?.body).toMatchObject({ challenge: 'ch-1', recoveryCode: 'k7m2p-x9q4w', remember: false });
    expect(finish?.body).not.toHaveProperty('code');
    expect(JSON.parse(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)!)).toMatchObject({ userId: 'u-seller' });
  });
});
