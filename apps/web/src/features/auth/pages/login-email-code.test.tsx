import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { setLocale } from '@/lib/i18n';
import { aLoginResponse } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { KNOWN_DEVICES_KEY } from '../known-device';

const emailChallenge = (challenge: string) => ({
  status: 200,
  data: { emailCodeRequired: true, challenge, expiresInSeconds: 900 },
});
const wrongCode = {
  status: 400,
  data: { code: 'SIGN_IN_CODE_INVALID', message: 'The code is wrong or has expired.', params: {} },
};
const signedIn = (device: string) => ({ status: 200, data: { ...aLoginResponse({}, 'mail-token'), device } });

async function passwordStep(user: ReturnType<typeof userEvent.setup>, email = 'sam@shop.example', button = 'Sign in') {
  await user.type(await screen.findByRole('textbox'), email);
  await user.type(document.querySelector<HTMLInputElement>('input[type=password]')!, 'Secret-Pass-1');
  await user.click(screen.getByRole('button', { name: button }));
}

const knownDevices = () => JSON.parse(localStorage.getItem(KNOWN_DEVICES_KEY) ?? '{}') as Record<string, string>;

describe('the login page when the account sees many failed sign-ins', () => {
  it('asks for the emailed code after the password and shows what is wrong with one', async () => {
    mockApi((r) => {
      if (r.url === '/v1/users/loginByPwd') return emailChallenge('ec-1');
      if (r.url === '/v1/users/loginByEmailCode') return wrongCode;
      return undefined;
    });
    const user = userEvent.setup();
    const app = renderApp('/login');
    await passwordStep(user);

    const code = await screen.findByLabelText('Code from the email');
    expect(screen.getByText(/we emailed a 6-digit code to sam@shop\.example\. It works for 15 minutes\./)).toBeInTheDocument();
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    await user.type(code, '3456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
    expect(screen.getByLabelText('Code from the email')).toHaveValue('');
    expect(app.location()).toBe('/login');
    expect(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)).toBeNull();
  });

  it('sends the right code once however fast it is clicked, signs in and keeps the new device token', async () => {
    const api = mockApi((r) => {
      if (r.url === '/v1/users/loginByPwd') return emailChallenge('ec-1');
      if (r.url === '/v1/users/loginByEmailCode') return signedIn('dev-2');
      return undefined;
    });
    const user = userEvent.setup();
    const app = renderApp('/login?redirect=%2FmyAccount');
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Code from the email'), '654 321');
    const submit = screen.getByRole('button', { name: 'Verify and sign in' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(app.location()).toBe('/myAccount'));
    expect(api.sent.filter((r) => r.url === '/v1/users/loginByEmailCode').map((r) => r.body)).toEqual([
      { challenge: 'ec-1', code: '654321' },
    ]);
    expect(JSON.parse(sessionStorage.getItem(CREDENTIAL_STORAGE_KEY)!)).toEqual({ userId: 'u-seller', token: 'mail-token' });
    expect(knownDevices()).toEqual({ 'sam@shop.example': 'dev-2' });
  });

  it('sends the known-device token kept for the account; after the emailed code, two-factor still follows', async () => {
    localStorage.setItem(KNOWN_DEVICES_KEY, JSON.stringify({ 'sam@shop.example': 'dev-1', 'kim@shop.example': 'dev-k' }));
    const api = mockApi((r) => {
      if (r.url === '/v1/users/loginByPwd') return emailChallenge('ec-1');
      if (r.url === '/v1/users/loginByEmailCode') {
        return { status: 200, data: { twoFactorRequired: true, challenge: 'tf-1', expiresInSeconds: 300 } };
      }
      if (r.url === '/v1/users/loginByTwoFactor') return signedIn('dev-3');
      return undefined;
    });
    const user = userEvent.setup();
    const app = renderApp('/login');
    await passwordStep(user, 'Sam@Shop.example');
    expect(api.sent[0]?.body).toMatchObject({ username: 'Sam@Shop.example', device: 'dev-1' });

    await user.type(await screen.findByLabelText('Code from the email'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/workplace'));
    expect(api.sent.find((r) => r.url === '/v1/users/loginByTwoFactor')?.body).toMatchObject({
      challenge: 'tf-1',
      code: '123456',
    });
    expect(knownDevices()).toEqual({ 'kim@shop.example': 'dev-k', 'sam@shop.example': 'dev-3' });
  });

  it('sends a new code on request and goes back to the password, in Spanish', async () => {
    await setLocale('es-ES');
    let round = 0;
    const api = mockApi((r) => {
      if (r.url === '/v1/users/loginByPwd') return emailChallenge(`ec-${++round}`);
      if (r.url === '/v1/users/loginByEmailCode') return wrongCode;
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/login');
    await passwordStep(user, 'sam@shop.example', 'Iniciar sesión');
    await user.click(await screen.findByRole('button', { name: 'Enviar un código nuevo' }));
    expect(await screen.findByText('Hay un código nuevo en camino. Usa el del correo más reciente.')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.url === '/v1/users/loginByPwd').map((r) => r.body.password)).toEqual([
      'Secret-Pass-1',
      'Secret-Pass-1',
    ]);
    await user.type(screen.getByLabelText('Código del correo'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar e iniciar sesión' }));
    await waitFor(() => expect(api.sent.at(-1)?.body).toEqual({ challenge: 'ec-2', code: '000000' }));

    await user.click(screen.getByRole('button', { name: 'Volver al correo y la contraseña' }));
    expect(await screen.findByRole('textbox')).toHaveValue('sam@shop.example');
  });
});
