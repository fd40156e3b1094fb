import { expect, it } from 'vitest';
import { describeEachEngine, GOOD_PASSWORD, uniqueEmail, basic } from './harness.js';

type LoginBody = {
  id: string;
  email: string;
  role: string;
  inviteCode: string;
  emailVerified: boolean;
  session: { token: string };
  device?: string;
};
type ErrBody = { code: string; message: string; params: Record<string, unknown> };

describeEachEngine('accounts: register, verify, sign in, sign out', (get) => {
  it('registers a seller, signs them in, and keeps only a hash of the token', async () => {
    const s = get();
    const email = uniqueEmail();
    const res = await s.call<LoginBody>('POST', '/v1/users/regByPwd', {
      form: { email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'user', emailVerified: false });
    expect(res.body.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    for (const f of [
      'username',
      'avatar',
      'job',
      'organization',
      'location',
      'introduction',
      'personalWebsite',
      'jobName',
      'organizationName',
      'locationName',
      'phone',
      'registrationDate',
      'accountId',
      'certification',
    ]) {
      expect(res.body).toHaveProperty(f);
    }
    const token = res.body.session.token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const stored = await s.ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', res.body.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    // The browser becomes a known device of the account, also kept only as a hash.
    expect(res.body.device).toEqual(expect.any(String));
    const devices = await s.ctx.db.selectFrom('known_devices').select('token_hash').where('user_id', '=', res.body.id).execute();
    expect(devices).toHaveLength(1);
    expect(devices[0]!.token_hash).not.toContain(res.body.device);
    const info = await s.call<LoginBody>('POST', '/api/user/info', { as: { id: res.body.id, token } });
    expect(info.status).toBe(200);
    expect(info.body.email).toBe(email);
  });

  it('refuses a duplicate email with 409, also under concurrency', async () => {
    const s = get();
    const email = uniqueEmail();
    const results = await Promise.all(
      [1, 2, 3].map(() => s.call<ErrBody>('POST', '/v1/users/regByPwd', { json: { email, password: GOOD_PASSWORD } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const again = await s.call<ErrBody>('POST', '/v1/users/regByPwd', { form: { email, password: GOOD_PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_TAKEN');
    const rows = await s.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('enforces the password policy and the email format, creating nothing', async () => {
    const s = get();
    const email = uniqueEmail();
    const short = await s.call<ErrBody>('POST', '/v1/users/regByPwd', { form: { email, password: 'Ab1-x' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'PASSWORD_TOO_SHORT', params: { min: 8 } });
    const common = await s.call<ErrBody>('POST', '/v1/users/regByPwd', { form: { email, password: 'password123' } });
    expect(common.body.code).toBe('PASSWORD_TOO_COMMON');
    const badEmail = await s.call<ErrBody>('POST', '/v1/users/regByPwd', {
      form: { email: 'not-an-email', password: GOOD_PASSWORD },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'email', reason: 'email' } });
    const n = await s.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(n).toHaveLength(0);
  });

  it('stores the referrer code as referredBy and refuses an unknown invite code', async () => {
    const s = get();
    const referrer = await s.call<LoginBody>('POST', '/v1/users/regByPwd', {
      form: { email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    const referred = await s.call<LoginBody>('POST', '/v1/users/regByPwd', {
      form: { email: uniqueEmail(), password: GOOD_PASSWORD, inviteCode: referrer.body.inviteCode.toLowerCase() },
    });
    expect(referred.status).toBe(201);
    const row = await s.ctx.db
      .selectFrom('users')
      .select('referred_by')
      .where('id', '=', referred.body.id)
      .executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(referrer.body.inviteCode);
    expect(referred.body.inviteCode).not.toBe(referrer.body.inviteCode);
    const unknown = await s.call<ErrBody>('POST', '/v1/users/regByPwd', {
      form: { email: uniqueEmail(), password: GOOD_PASSWORD, inviteCode: 'ZZZZZZZZ' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('INVITE_CODE_UNKNOWN');
  });

  it('verifies the email with the code from the outbox; a wrong code is refused', async () => {
    const s = get();
    const seller = await s.seller();
    const wrong = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/verifyEmail`, {
      as: seller,
      form: { code: '000000' === (await s.lastCode(seller.email)) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CODE_INVALID');
    const ok = await s.call('POST', `/v1/users/${seller.id}/verifyEmail`, {
      as: seller,
      form: { code: await s.lastCode(seller.email) },
    });
    expect(ok.status).toBe(200);
    const info = await s.call<LoginBody>('POST', '/api/user/info', { as: seller });
    expect(info.body.emailVerified).toBe(true);
  });

  it('resending the verification code makes the earlier code stop working', async () => {
    const s = get();
    const seller = await s.seller();
    const first = await s.lastCode(seller.email);
    const resent = await s.call('POST', `/v1/users/${seller.id}/verifyEmail`, { as: seller });
    expect(resent.body).toMatchObject({ sent: true });
    const second = await s.lastCode(seller.email);
    if (first !== second) {
      const old = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/verifyEmail`, { as: seller, form: { code: first } });
      expect(old.body.code).toBe('CODE_INVALID');
    }
    const ok = await s.call('POST', `/v1/users/${seller.id}/verifyEmail`, { as: seller, json: { code: second } });
    expect(ok.status).toBe(200);
  });

  it('signs in by email and password; empty fields and wrong credentials are 400s that name the problem', async () => {
    const s = get();
    const seller = await s.seller();
    const ok = await s.call<LoginBody>('POST', '/v1/users/loginByPwd', {
      form: { username: ` ${seller.email.toUpperCase()} `, password: seller.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(seller.id);
    expect(ok.body.session.token).not.toBe(seller.token);

    const emptyUser = await s.call<ErrBody>('POST', '/v1/users/loginByPwd', { form: { username: '', password: 'x' } });
    expect(emptyUser.status).toBe(400);
    expect(emptyUser.body.params).toMatchObject({ field: 'username', reason: 'empty' });
    const emptyPwd = await s.call<ErrBody>('POST', '/v1/users/loginByPwd', { form: { username: seller.email, password: '' } });
    expect(emptyPwd.body.params).toMatchObject({ field: 'password', reason: 'empty' });
    const missing = await s.call<ErrBody>('POST', '/v1/users/loginByPwd', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');

    const wrong = await s.call<ErrBody>('POST', '/v1/users/loginByPwd', {
      form: { username: seller.email, password: 'Wrong-Password-99' },
    });
    const unknown = await s.call<ErrBody>('POST', '/v1/users/loginByPwd', {
      form: { username: uniqueEmail('ghost'), password: 'Wrong-Password-99' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'LOGIN_FAILED', message: 'Login error, refresh and try again', params: {} });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('a logged-out token gets 401 and the other sessions stay', async () => {
    const s = get();
    const seller = await s.seller();
    const second = await s.call<LoginBody>('POST', '/v1/users/loginByPwd', {
      form: { username: seller.email, password: seller.password },
    });
    const out = await s.call('POST', `/v1/users/${seller.id}/logout`, { as: seller });
    expect(out.status).toBe(200);
    const after = await s.call<ErrBody>('POST', '/api/user/info', { as: seller });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_EXPIRED');
    expect(after.body.message).toBe('Your access rights have expired, please log in again');
    const other = await s.call('POST', '/api/user/info', { as: { id: seller.id, token: second.body.session.token } });
    expect(other.status).toBe(200);
  });

  it('sessions expire after inactivity: 12 hours, or 30 days when remembered', async () => {
    const s = get();
    const seller = await s.seller();
    const remembered = await s.call<LoginBody>('POST', '/v1/users/loginByPwd', {
      form: { username: seller.email, password: seller.password, remember: 'true' },
    });
    const rem = { id: seller.id, token: remembered.body.session.token };
    const thirteenHoursAgo = Date.now() - 13 * 3600_000;
    await s.ctx.db.updateTable('sessions').set({ last_seen_at: thirteenHoursAgo }).where('user_id', '=', seller.id).execute();
    expect((await s.call('POST', '/api/user/info', { as: seller })).status).toBe(401);
    expect((await s.call('POST', '/api/user/info', { as: rem })).status).toBe(200);
    await s.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 31 * 86400_000 })
      .where('user_id', '=', seller.id)
      .execute();
    expect((await s.call('POST', '/api/user/info', { as: rem })).status).toBe(401);
  });

  it('refreshes last-seen at most once a minute', async () => {
    const s = get();
    const seller = await s.seller();
    const seen = async () =>
      (await s.ctx.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', seller.id).executeTakeFirstOrThrow())
        .last_seen_at;
    const before = await seen();
    await s.call('POST', '/api/user/info', { as: seller });
    await s.call('POST', '/api/user/info', { as: seller });
    expect(await seen()).toBe(before);
    await s.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: before - 120_000 })
      .where('user_id', '=', seller.id)
      .execute();
    await s.call('POST', '/api/user/info', { as: seller });
    expect(await seen()).toBeGreaterThan(before - 120_000);
  });

  it('protected calls need a user credential: none, the public client, a wrong one or a bad header are 401', async () => {
    const s = get();
    const seller = await s.seller();
    const noHeader = await fetch(`${s.url}/api/user/info`, { method: 'POST' });
    expect(noHeader.status).toBe(401);
    expect(((await noHeader.json()) as ErrBody).code).toBe('AUTH_REQUIRED');
    expect((await s.call('POST', '/api/user/info', { as: 'public' })).status).toBe(401);
    expect((await s.call('POST', '/api/user/info', { as: { id: seller.id, token: 'x'.repeat(43) } })).status).toBe(401);
    expect((await s.call('POST', '/api/user/info', { as: { raw: 'Bearer abc' } })).status).toBe(401);
    expect((await s.call('POST', '/api/user/info', { as: { raw: basic('dropport-console', 'wrong') } })).status).toBe(401);
    const other = await s.seller();
    // a real token under someone else's id is not accepted
    expect((await s.call('POST', '/api/user/info', { as: { id: other.id, token: seller.token } })).status).toBe(401);
  });

  it('returns the menu the role may see', async () => {
    const s = get();
    const seller = await s.seller();
    const admin = await s.admin();
    const sm = await s.call<{ name: string }[]>('POST', '/api/user/menu', { as: seller });
    const am = await s.call<{ name: string }[]>('POST', '/api/user/menu', { as: admin });
    expect(sm.body.map((m) => m.name).slice(0, 3)).toEqual(['Home', 'Market', 'ImportList']);
    expect(sm.body.map((m) => m.name)).not.toContain('Admin');
    expect(am.body.map((m) => m.name)).toContain('Admin');
  });
});
