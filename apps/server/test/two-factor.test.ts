import { expect, it } from 'vitest';
import { describeEachEngine } from './harness.js';
import {
  awayFromStepEdge,
  enableTwoFactor,
  notificationTypes,
  passwordStep,
  secondStep,
  totp,
  type Challenge,
  type ErrBody,
} from './two-factor-support.js';

type Status = { enabled: boolean; recoveryCodesLeft: number; enabledAt: string | null };

describeEachEngine('two-factor sign-in', (get) => {
  it('turns on with a code from the app; then the password alone opens no session and each code works once', async () => {
    const s = get();
    const seller = await s.seller();
    const off = await s.call<Status>('GET', `/v1/users/${seller.id}/twoFactor`, { as: seller });
    expect(off.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await s.call<{ secret: string; otpauthUrl: string }>('POST', `/v1/users/${seller.id}/twoFactor/setup`, {
      as: seller,
    });
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(url.searchParams.get('issuer')).toBe('Dropport');
    expect(decodeURIComponent(url.pathname)).toContain(seller.email);

    await awayFromStepEdge();
    const secret = setup.body.secret;
    const wrong = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/twoFactor/enable`, {
      as: seller,
      json: { code: totp(secret, 5) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await s.call<Status>('GET', `/v1/users/${seller.id}/twoFactor`, { as: seller })).body.enabled).toBe(false);

    const on = await s.call<{ recoveryCodes: string[] }>('POST', `/v1/users/${seller.id}/twoFactor/enable`, {
      as: seller,
      form: { code: totp(secret, -1) },
    });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const c of on.body.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await s.call<Status>('GET', `/v1/users/${seller.id}/twoFactor`, { as: seller });
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const again = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/twoFactor/setup`, { as: seller });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');

    // The right password answers a challenge and opens no session.
    const sessionsBefore = await s.call<{ items: unknown[] }>('GET', `/v1/users/${seller.id}/sessions`, { as: seller });
    const first = await s.call<Challenge & { session?: unknown }>('POST', '/v1/users/loginByPwd', {
      form: { username: seller.email, password: seller.password },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRequired: true, expiresInSeconds: 300 });
    expect(first.body.session).toBeUndefined();
    expect(first.body).not.toHaveProperty('id');
    const sessionsAfter = await s.call<{ items: unknown[] }>('GET', `/v1/users/${seller.id}/sessions`, { as: seller });
    expect(sessionsAfter.body.items).toHaveLength(sessionsBefore.body.items.length);
    const badPassword = await s.call<ErrBody>('POST', '/v1/users/loginByPwd', {
      form: { username: seller.email, password: 'Not-The-Password-1' },
    });
    expect(badPassword.body.code).toBe('LOGIN_FAILED');

    await awayFromStepEdge();
    const wrongCode = await secondStep(s, { challenge: first.body.challenge, code: totp(secret, 4) });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const signedIn = await secondStep(s, { challenge: first.body.challenge, code: totp(secret, 0) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.id).toBe(seller.id);
    const cred = { id: seller.id, token: signedIn.body.session.token };
    expect((await s.call('POST', '/api/user/info', { as: cred })).status).toBe(200);

    // The challenge is spent; the code of this step, and the older one used to turn it on, are spent too.
    const reused = await secondStep(s, { challenge: first.body.challenge, code: totp(secret, 1) });
    expect(reused.body.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    const challenge = await passwordStep(s, seller);
    expect((await secondStep(s, { challenge, code: totp(secret, 0) })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await secondStep(s, { challenge, code: totp(secret, -1) })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await secondStep(s, { challenge, code: totp(secret, 1) })).status).toBe(200);

    expect((await notificationTypes(s, seller)).map((n) => n.type)).toContain('account.two_factor_enabled');
  });

  it('a recovery code signs in once; a new set replaces the old one', async () => {
    const s = get();
    const seller = await s.seller();
    const { secret, recoveryCodes } = await enableTwoFactor(s, seller);
    const [first = '', second = ''] = recoveryCodes;

    const ok = await secondStep(s, {
      challenge: await passwordStep(s, seller),
      recoveryCode: first.toUpperCase().replace('-', ' '),
    });
    expect(ok.status).toBe(200);
    const twice = await secondStep(s, { challenge: await passwordStep(s, seller), recoveryCode: first });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const cred = { id: seller.id, token: ok.body.session.token };
    expect((await s.call<Status>('GET', `/v1/users/${seller.id}/twoFactor`, { as: cred })).body.recoveryCodesLeft).toBe(9);

    await awayFromStepEdge();
    const wrong = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/twoFactor/recoveryCodes`, {
      as: cred,
      json: { code: totp(secret, 3) },
    });
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const fresh = await s.call<{ recoveryCodes: string[] }>('POST', `/v1/users/${seller.id}/twoFactor/recoveryCodes`, {
      as: cred,
      json: { code: totp(secret, 0) },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(second);
    const old = await secondStep(s, { challenge: await passwordStep(s, seller), recoveryCode: second });
    expect(old.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const withNew = await secondStep(s, { challenge: await passwordStep(s, seller), recoveryCode: fresh.body.recoveryCodes[0] });
    expect(withNew.status).toBe(200);
  });

  it('a challenge expires after five minutes and an unknown one is refused', async () => {
    const s = get();
    const seller = await s.seller();
    const { secret } = await enableTwoFactor(s, seller);
    const challenge = await passwordStep(s, seller, true);
    const row = await s.ctx.db
      .selectFrom('two_factor_challenges')
      .selectAll()
      .where('user_id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(challenge);
    expect(row.expires_at - row.created_at).toBe(5 * 60_000);
    await s.ctx.db
      .updateTable('two_factor_challenges')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', row.id)
      .execute();
    await awayFromStepEdge();
    const late = await secondStep(s, { challenge, code: totp(secret, 0) });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    expect((await secondStep(s, { challenge: 'made-up-challenge', code: totp(secret, 0) })).body.code).toBe(
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );
    const noCode = await secondStep(s, { challenge: await passwordStep(s, seller) });
    expect(noCode.body.code).toBe('VALIDATION_FAILED');
    // The code was not spent by the refusals above: it still signs in, and "remember" chosen at the password step holds.
    const ok = await secondStep(s, { challenge: await passwordStep(s, seller, true), code: totp(secret, 0) });
    expect(ok.status).toBe(200);
    expect(ok.body.session).toMatchObject({ remember: true });
  });

  it('turning it off takes the password and a code; afterwards the password alone signs in', async () => {
    const s = get();
    const seller = await s.seller();
    const { secret, recoveryCodes } = await enableTwoFactor(s, seller);
    const path = `/v1/users/${seller.id}/twoFactor/disable`;
    const wrongPassword = await s.call<ErrBody>('POST', path, {
      as: seller,
      json: { password: 'Not-It-123', code: totp(secret, 0) },
    });
    expect(wrongPassword.body.code).toBe('PASSWORD_WRONG');
    const noCode = await s.call<ErrBody>('POST', path, { as: seller, json: { password: seller.password } });
    expect(noCode.body.code).toBe('VALIDATION_FAILED');
    const wrongCode = await s.call<ErrBody>('POST', path, { as: seller, json: { password: seller.password, code: '000000' } });
    expect(wrongCode.body.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await s.call<Status>('GET', `/v1/users/${seller.id}/twoFactor`, { as: seller })).body.enabled).toBe(true);

    const off = await s.call('POST', path, {
      as: seller,
      form: { password: seller.password, recoveryCode: recoveryCodes[3] ?? '' },
    });
    expect(off.status).toBe(200);
    expect((await s.call<Status>('GET', `/v1/users/${seller.id}/twoFactor`, { as: seller })).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const login = await s.call<{ session: { token: string } }>('POST', '/v1/users/loginByPwd', {
      form: { username: seller.email, password: seller.password },
    });
    expect(login.body.session.token).toBeTruthy();
    const offAgain = await s.call<ErrBody>('POST', path, {
      as: seller,
      json: { password: seller.password, code: totp(secret, 0) },
    });
    expect(offAgain.status).toBe(409);
    expect(offAgain.body.code).toBe('TWO_FACTOR_NOT_ENABLED');
    const enableWithoutSetup = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/twoFactor/enable`, {
      as: seller,
      json: { code: totp(secret, 0) },
    });
    expect(enableWithoutSetup.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await notificationTypes(s, seller)).map((n) => n.type)).toEqual(
      expect.arrayContaining(['account.two_factor_enabled', 'account.two_factor_disabled']),
    );
  });

  it("another seller gets 403; an admin may read the status but not change another user's sign-in", async () => {
    const s = get();
    const a = await s.seller();
    const b = await s.seller();
    const admin = await s.admin();
    const writes: [string, Record<string, string>][] = [
      [`/v1/users/${b.id}/twoFactor/setup`, {}],
      [`/v1/users/${b.id}/twoFactor/enable`, { code: '123456' }],
      [`/v1/users/${b.id}/twoFactor/disable`, { password: b.password, code: '123456' }],
      [`/v1/users/${b.id}/twoFactor/recoveryCodes`, { code: '123456' }],
    ];
    for (const [path, json] of writes) {
      const bySeller = await s.call<ErrBody>('POST', path, { as: a, json });
      expect(bySeller.status, path).toBe(403);
      expect(bySeller.body.code).toBe('FORBIDDEN');
      expect((await s.call('POST', path, { as: admin, json })).status, path).toBe(403);
    }
    expect((await s.call('GET', `/v1/users/${b.id}/twoFactor`, { as: a })).status).toBe(403);
    expect((await s.call('GET', `/v1/users/${b.id}/twoFactor`, { as: admin })).status).toBe(200);
    expect(await s.ctx.db.selectFrom('user_two_factor').selectAll().where('user_id', '=', b.id).execute()).toEqual([]);
  });

  it('answers refusals in the caller language', async () => {
    const s = get();
    const seller = await s.seller();
    const res = await s.call<ErrBody>('POST', '/v1/users/loginByTwoFactor', {
      json: { challenge: 'nope', code: '123456' },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.body.message).toBe('O login demorou demais ou já foi concluído. Digite seu e-mail e senha novamente.');
    const es = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/twoFactor/disable`, {
      as: seller,
      json: { password: seller.password, code: '123456' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(es.body.message).toBe('El inicio de sesión en dos pasos no está activado.');
  });
});

describeEachEngine(
  'two-factor sign-in: wrong codes count as failed sign-ins',
  (get) => {
    it('wrong codes count as failed sign-ins: the guesser waits, and past the account limit a new device needs the emailed code too', async () => {
      const s = get();
      const seller = await s.seller();
      const { secret } = await enableTwoFactor(s, seller);
      await awayFromStepEdge();
      const challenge = await passwordStep(s, seller);
      for (const steps of [4, 5]) {
        expect((await secondStep(s, { challenge, code: totp(secret, steps) })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
      }
      // A new password step does not forgive the wrong codes.
      const next = await passwordStep(s, seller);
      expect((await secondStep(s, { challenge: next, code: totp(secret, 6) })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
      // Three failures are the account's limit here: this browser, not a known device, must show the emailed code first.
      const asked = await s.call<{ emailCodeRequired: true; challenge: string }>('POST', '/v1/users/loginByPwd', {
        form: { username: seller.email, password: seller.password },
      });
      expect(asked.body).toMatchObject({ emailCodeRequired: true });

      // Past five failures the same guesser waits, even with the right code.
      for (const steps of [7, 8, 9]) {
        expect((await secondStep(s, { challenge: next, code: totp(secret, steps) })).body.code).toBe('TWO_FACTOR_CODE_INVALID');
      }
      const waiting = await secondStep(s, { challenge: next, code: totp(secret, 0) });
      expect(waiting.status).toBe(429);
      expect(waiting.body.code).toBe('TOO_MANY_ATTEMPTS');
      await s.ctx.db.deleteFrom('rate_limits').where('key', 'like', '%:wait').execute();
      const signedIn = await secondStep(s, { challenge: next, code: totp(secret, 0) });
      expect(signedIn.status).toBe(200);

      // The emailed code does not skip two-factor: its step still follows.
      const emailed = await s.call<Challenge>('POST', '/v1/users/loginByEmailCode', {
        json: { challenge: asked.body.challenge, code: await s.lastCode(seller.email) },
      });
      expect(emailed.status).toBe(200);
      expect(emailed.body).toMatchObject({ twoFactorRequired: true });
      expect((await secondStep(s, { challenge: emailed.body.challenge, code: totp(secret, 1) })).status).toBe(200);

      // The browser that finished a sign-in is a known device now: straight to the two-factor step.
      const known = await s.call<Challenge>('POST', '/v1/users/loginByPwd', {
        form: { username: seller.email, password: seller.password, device: signedIn.body.device ?? '' },
      });
      expect(known.body).toMatchObject({ twoFactorRequired: true });
    });

    it('guessing codes to turn it off from a signed-in session is limited too', async () => {
      const s = get();
      const seller = await s.seller();
      const { secret } = await enableTwoFactor(s, seller);
      const path = `/v1/users/${seller.id}/twoFactor/disable`;
      for (let i = 0; i < 3; i++) {
        const r = await s.call<ErrBody>('POST', path, { as: seller, json: { password: seller.password, code: '000000' } });
        expect(r.body.code).toBe('TWO_FACTOR_CODE_INVALID');
      }
      await awayFromStepEdge();
      const blocked = await s.call<ErrBody>('POST', path, {
        as: seller,
        json: { password: seller.password, code: totp(secret, 0) },
      });
      expect(blocked.status).toBe(429);
      expect((await s.call<Status>('GET', `/v1/users/${seller.id}/twoFactor`, { as: seller })).body.enabled).toBe(true);
    });
  },
  { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '100' },
);
