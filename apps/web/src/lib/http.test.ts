import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { saveCredential } from './credential';
import { AxiosError } from 'axios';
import { ApiError, get, http, postForm, postJson, setSessionLostHandler } from './http';
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
  // The static notifications these tests open (the client's own fallback) close with a motion that schedules React
  // work a little later; on a busy machine it outlived the file's DOM ("window is not defined"). Let it end here.
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 400));
  });

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

  it('opens no forced-logout dialog for a 401 that ended no session: before sign-in, or where the caller handles it', async () => {
    mockApi(() => expired);
    await rejection(get('/v1/users/me'));
    saveCredential({ userId: 'u1', token: 'ended' }, false);
    await rejection(postForm('/api/user/info', {}, { silent: true, handlesSessionLoss: true }));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens one forced-logout dialog however many calls find the session gone, and its OK ends the session', async () => {
    mockApi(() => expired);
    saveCredential({ userId: 'u1', token: 'ended-elsewhere' }, true);
    const onLost = vi.fn();
    setSessionLostHandler(onLost);
    // A panel's own read handles its errors (silent), yet a lost session is still the whole console's news.
    const errors = await Promise.all([
      rejection(get('/v1/a')),
      rejection(get('/v1/b', { silent: true })),
      rejection(get('/v1/c')),
    ]);

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

  it('shows a 400 and a 429 as "Error" with the server message, and unwraps answers to their data', async () => {
    mockApi((r) =>
      r.url === '/bad'
        ? { status: 400, data: { code: 'VALIDATION_FAILED', message: 'The email is not valid.', params: {} } }
        : r.url === '/busy'
          ? { status: 429, data: { code: 'RATE_LIMITED', message: 'Too many tries, wait a minute.', params: {} } }
          : { status: 200, data: { items: [1, 2] } },
    );
    await expect(get('/list')).resolves.toEqual({ items: [1, 2] });
    const bad = await rejection(postForm('/bad', { email: 'x' }));
    expect(bad.status).toBe(400);
    expect(await screen.findByText('The email is not valid.')).toBeInTheDocument();
    await rejection(get('/busy'));
    expect(await screen.findByText('Too many tries, wait a minute.')).toBeInTheDocument();
    expect(screen.getAllByText('Error').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a network failure as "Request error" with a readable reason', async () => {
    http.defaults.adapter = (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    const error = await rejection(get('/v1/anything'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(await screen.findByText('Request error')).toBeInTheDocument();
    expect(await screen.findByText('The server could not be reached. Check your connection and try again.')).toBeInTheDocument();
  });

  it('waits 180 s before giving up on an answer, and reports a timeout as "Request error"', async () => {
    expect(http.defaults.timeout).toBe(180_000);
    http.defaults.adapter = (config) =>
      Promise.reject(new AxiosError('timeout of 180000ms exceeded', AxiosError.ECONNABORTED, config));
    const error = await rejection(get('/v1/slow'));
    expect(error.code).toBe('TIMEOUT');
    expect(await screen.findByText('The server took too long to answer. Try again.')).toBeInTheDocument();
  });
});
