import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { saveCredential } from './credential';
import { ApiError, get, postForm, postJson, setSessionLostHandler } from './http';
import { setLocale } from './i18n';

const expired = { status: 401, data: { code: 'SESSION_EXPIRED', message: 'Session over', params: {} } };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the http client', () => {
  afterEach(() => setSessionLostHandler(() => undefined));

  it('sends the public credential before sign-in, the session credential after, and the UI locale', async () => {
    const api = mockApi(() => ({ status: 200, data: { ok: true } }));
    await postForm('/v1/users/loginByPwd', { username: 'a' });
    saveCredential({ userId: 'u1', token: 't1' }, false);
    await setLocale('pt-BR');
    await expect(postJson('/v1/thing', { a: 1 })).resolves.toEqual({ ok: true });

    expect(api.sent[0]?.headers.authorization).toBe(`Basic ${btoa('dropport-console:public')}`);
    expect(api.sent[1]?.headers.authorization).toBe(`Basic ${btoa('u1:t1')}`);
    expect(api.sent[1]?.headers['accept-language']).toBe('pt-BR');
    expect(api.sent[1]?.contentType).toContain('application/json');
  });

  it('opens one forced-logout dialog however many calls find the session gone, and its OK ends the session', async () => {
    mockApi(() => expired);
    const onLost = vi.fn();
    setSessionLostHandler(onLost);
    const errors = await Promise.all([rejection(get('/v1/a')), rejection(get('/v1/b')), rejection(get('/v1/c'))]);

    expect(errors.map((e) => e.data.code)).toEqual(['SESSION_EXPIRED', 'SESSION_EXPIRED', 'SESSION_EXPIRED']);
    expect(await screen.findByRole('dialog', { name: 'Forced logout' })).toHaveTextContent(
      'Your access rights have expired, please log in again',
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('shows a 403 as "Forbidden" with the server message, and rejects with the response data', async () => {
    mockApi(() => ({ status: 403, data: { code: 'FORBIDDEN', message: 'Admins only here.', params: { need: 'admin' } } }));
    const error = await rejection(get('/api/admin/outbox'));
    expect(error.status).toBe(403);
    expect(error.data).toEqual({ code: 'FORBIDDEN', message: 'Admins only here.', params: { need: 'admin' } });
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    expect(screen.getByText('Admins only here.')).toBeInTheDocument();
  });

  it('shows a 409 as "Error" and a 500 as "Request error"', async () => {
    mockApi((r) =>
      r.url === '/conflict'
        ? { status: 409, data: { code: 'EMAIL_TAKEN', message: 'That email is taken.', params: {} } }
        : { status: 500, data: { code: 'INTERNAL', message: 'Broken on our side.', params: {} } },
    );
    await rejection(postJson('/conflict'));
    expect(await screen.findByText('That email is taken.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await rejection(postJson('/boom'));
    expect(await screen.findByText('Request error')).toBeInTheDocument();
    expect(screen.getByText('Broken on our side.')).toBeInTheDocument();
  });

  it('leaves the telling to a caller that handles the error itself', async () => {
    mockApi(() => ({ status: 400, data: { code: 'CODE_INVALID', message: 'Wrong code.', params: {} } }));
    const error = await rejection(postForm('/v1/users/u1/verifyEmail', { code: '000000' }, { silent: true }));
    expect(error.message).toBe('Wrong code.');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText('Wrong code.')).not.toBeInTheDocument();
  });
});
