import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Credential, Res, Seller, TestServer } from './harness.js';

export type ErrBody = { code: string; message: string; params: Record<string, unknown> };
export type Challenge = { twoFactorRequired: true; challenge: string; expiresInSeconds: number };
export type LoginBody = { id: string; session: { token: string }; device?: string };

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now (-1 = the previous one). */
export const totp = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

/**
 * Waits until at least 4 s are left in the current step, so that "the previous / current / next code" mean
 * the same steps to the test and to the server a moment later.
 */
export async function awayFromStepEdge() {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 4_000) await new Promise((r) => setTimeout(r, left + 50));
}

/** Sets two-factor up and turns it on with the previous step's code (the current and next stay unused). */
export async function enableTwoFactor(s: TestServer, seller: Credential): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await s.call<{ secret: string; otpauthUrl: string }>('POST', `/v1/users/${seller.id}/twoFactor/setup`, {
    as: seller,
  });
  expect(setup.status).toBe(200);
  await awayFromStepEdge();
  const on = await s.call<{ recoveryCodes: string[] }>('POST', `/v1/users/${seller.id}/twoFactor/enable`, {
    as: seller,
    json: { code: totp(setup.body.secret, -1) },
  });
  expect(on.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: on.body.recoveryCodes };
}

/** The first step of signing in for an account with two-factor on: the challenge. */
export async function passwordStep(s: TestServer, seller: Seller, remember = false): Promise<string> {
  const res = await s.call<Challenge>('POST', '/v1/users/loginByPwd', {
    form: { username: seller.email, password: seller.password, remember: String(remember) },
  });
  expect(res.status).toBe(200);
  expect(res.body.twoFactorRequired).toBe(true);
  return res.body.challenge;
}

export const secondStep = (s: TestServer, body: Record<string, unknown>): Promise<Res<LoginBody & ErrBody>> =>
  s.call<LoginBody & ErrBody>('POST', '/v1/users/loginByTwoFactor', { json: body });

/** The notification types the user has, newest first, read through the API. */
export async function notificationTypes(s: TestServer, who: Credential): Promise<{ type: string; params: unknown }[]> {
  const res = await s.call<{ items: { type: string; params: unknown }[] }>('GET', '/api/notifications?limit=50', { as: who });
  expect(res.status).toBe(200);
  return res.body.items;
}
