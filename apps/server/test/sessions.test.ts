import { expect, it } from 'vitest';
import { describeEachEngine, uniqueEmail, type Seller, type TestServer } from './harness.js';
import { notificationTypes, type ErrBody } from './two-factor-support.js';

type SessionItem = { id: string; current: boolean; userAgent: string };

async function signInAgain(s: TestServer, seller: Seller, userAgent: string) {
  const res = await s.call<{ session: { token: string } }>('POST', '/v1/users/loginByPwd', {
    form: { username: seller.email, password: seller.password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return { id: seller.id, token: res.body.session.token };
}

const sessionsOf = async (s: TestServer, who: Seller) =>
  (await s.call<{ items: SessionItem[] }>('GET', `/v1/users/${who.id}/sessions`, { as: who })).body.items;

describeEachEngine('sessions: sign out one other session', (get) => {
  it('ends exactly that session: its credential gets 401, the others go on', async () => {
    const s = get();
    const seller = await s.seller();
    const phone = await signInAgain(s, seller, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1');
    const laptop = await signInAgain(s, seller, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0');
    const items = await sessionsOf(s, seller);
    expect(items).toHaveLength(3);
    const phoneSession = items.find((i) => i.userAgent.includes('iPhone'));
    if (!phoneSession) throw new Error('the phone session is not listed');

    const ended = await s.call('POST', `/v1/users/${seller.id}/sessions/${phoneSession.id}/end`, { as: seller });
    expect(ended.status).toBe(200);
    const gone = await s.call<ErrBody>('POST', '/api/user/info', { as: phone });
    expect(gone.status).toBe(401);
    expect(gone.body.code).toBe('SESSION_EXPIRED');
    expect((await s.call('POST', '/api/user/info', { as: laptop })).status).toBe(200);
    expect((await s.call('POST', '/api/user/info', { as: seller })).status).toBe(200);
    expect((await sessionsOf(s, seller)).map((i) => i.id)).not.toContain(phoneSession.id);

    const twice = await s.call<ErrBody>('POST', `/v1/users/${seller.id}/sessions/${phoneSession.id}/end`, { as: seller });
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('SESSION_NOT_FOUND');
    expect((await s.call('POST', `/v1/users/${seller.id}/sessions/NO-SUCH-SESSION/end`, { as: seller })).status).toBe(404);
  });

  it("cannot end another user's session: 404 under one's own id, 403 under theirs, 403 for an admin", async () => {
    const s = get();
    const a = await s.seller();
    const b = await s.seller();
    const admin = await s.admin();
    const [bSession] = await sessionsOf(s, b);
    if (!bSession) throw new Error('b has no session');
    const underOwn = await s.call<ErrBody>('POST', `/v1/users/${a.id}/sessions/${bSession.id}/end`, { as: a });
    expect(underOwn.status).toBe(404);
    const underTheirs = await s.call<ErrBody>('POST', `/v1/users/${b.id}/sessions/${bSession.id}/end`, { as: a });
    expect(underTheirs.status).toBe(403);
    expect(underTheirs.body.code).toBe('FORBIDDEN');
    expect((await s.call('POST', `/v1/users/${b.id}/sessions/${bSession.id}/end`, { as: admin })).status).toBe(403);
    expect((await s.call('POST', '/api/user/info', { as: b })).status).toBe(200);
  });
});

describeEachEngine('account notifications', (get) => {
  it('welcomes a new seller, and records password and email changes', async () => {
    const s = get();
    const seller = await s.seller();
    expect((await notificationTypes(s, seller)).map((n) => n.type)).toEqual(['account.welcome']);

    const changed = await s.call('POST', `/v1/users/${seller.id}/pwd1`, {
      as: seller,
      form: { oldPassword: seller.password, password: 'Copper-Lantern-Field-7' },
    });
    expect(changed.status).toBe(200);
    const wrong = await s.call('POST', `/v1/users/${seller.id}/pwd1`, {
      as: seller,
      form: { oldPassword: 'Not-The-Password-1', password: 'Another-Good-Pass-9' },
    });
    expect(wrong.status).toBe(400);
    expect((await notificationTypes(s, seller)).map((n) => n.type)).toEqual(['account.password_changed', 'account.welcome']);

    const newEmail = uniqueEmail('moved');
    await s.call('POST', `/v1/users/${seller.id}/email`, { as: seller, form: { email: newEmail } });
    await s.call('POST', `/v1/users/${seller.id}/email`, {
      as: seller,
      form: { email: newEmail, code: await s.lastCode(newEmail) },
    });
    const [latest] = await notificationTypes(s, seller);
    expect(latest).toMatchObject({ type: 'account.email_changed', params: { email: newEmail } });

    await s.call('POST', '/v1/users/resetPwdByEmail', { form: { email: newEmail } });
    await s.call('POST', '/v1/users/resetPwdByEmail', {
      form: { email: newEmail, code: await s.lastCode(newEmail), password: 'Quiet-Meadow-Stone-3' },
    });
    const login = await s.call<{ id: string; session: { token: string } }>('POST', '/v1/users/loginByPwd', {
      form: { username: newEmail, password: 'Quiet-Meadow-Stone-3' },
    });
    const types = (await notificationTypes(s, { id: login.body.id, token: login.body.session.token })).map((n) => n.type);
    expect(types.filter((t) => t === 'account.password_changed')).toHaveLength(2);
  });
});
