import { beforeAll, expect, it } from 'vitest';
import { DASHBOARD_DAYS, type Dashboard } from '@dropport/contracts';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { describeEachEngine, type Seller } from './harness.js';

describeEachEngine('workplace dashboard API', (get) => {
  let alice: Seller;
  let bob: Seller;

  beforeAll(async () => {
    const s = get();
    alice = await s.seller({ verified: true });
    bob = await s.seller({ verified: false });
    // Registration leaves a welcome notification; these counts start from none.
    await s.ctx.db.deleteFrom('notifications').where('user_id', 'in', [alice.id, bob.id]).execute();
    await notify(s.ctx.db, { userId: alice.id, type: 'order.shipped', params: { order: 'ORD-1' } });
    await notify(s.ctx.db, { userId: alice.id, type: 'order.shipped', params: { order: 'ORD-2' } });
    // A second sign-in: two live sessions, two sign-ins today.
    const again = await s.call('POST', '/v1/users/loginByPwd', {
      as: 'public',
      form: { username: alice.email, password: alice.password },
    });
    expect(again.status).toBe(200);
  });

  const dashboard = (as: Seller, userId = as.id, query = '') =>
    get().call<Dashboard>('GET', `/v1/users/${userId}/dashboard${query}`, { as });

  it("counts the seller's unread notifications, live sessions and today's sign-ins", async () => {
    const res = await dashboard(alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ emailVerified: true, unreadNotifications: 2, activeSessions: 2 });
    expect(res.body.signIns).toHaveLength(DASHBOARD_DAYS);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.signIns.at(-1)).toEqual({ date: today, count: 2 });
    expect(res.body.signIns.slice(0, -1).every((d) => d.count === 0)).toBe(true);
  });

  it("buckets days in the seller's time zone", async () => {
    const res = await dashboard(alice, alice.id, '?tz=Pacific%2FKiritimati');
    expect(res.status).toBe(200);
    const there = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(res.body.signIns.at(-1)?.date).toBe(there);
  });

  it('refuses an unknown time zone with a localized 400', async () => {
    const res = await get().call<{ code: string; message: string }>('GET', `/v1/users/${alice.id}/dashboard?tz=Mars%2FOlympus`, {
      as: alice,
      headers: { 'Accept-Language': 'es-ES' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toMatch(/tz/);
  });

  it("keeps one seller out of another's figures, and needs a session", async () => {
    expect((await dashboard(bob, alice.id)).status).toBe(403);
    const own = await dashboard(bob);
    expect(own.body).toMatchObject({ emailVerified: false, unreadNotifications: 0, activeSessions: 1 });
    const anon = await get().call('GET', `/v1/users/${alice.id}/dashboard`, { as: 'public' });
    expect(anon.status).toBe(401);
  });
});
