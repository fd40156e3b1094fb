import { expect, it } from 'vitest';
import { DEMO, seedDemo } from '../src/db/seed/demo.js';
import { seedDemoNotifications } from '../src/db/seed/demo-notifications.js';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { describeEachEngine } from './harness.js';

interface Page {
  items: { type: string; readAt: string | null; createdAt: string }[];
}

describeEachEngine('demo notifications', (get) => {
  it('gives the demo seller a few notifications of several types, some read, and a restart adds none', async () => {
    const s = get();
    // The business's own orders bring notifications of their own (tested with it).
    await seedDemo(s.ctx, { business: false });
    await seedDemo(s.ctx, { business: false });
    const login = await s.call<{ id: string; session: { token: string } }>('POST', '/v1/users/loginByPwd', {
      form: { username: DEMO.seller.email, password: DEMO.seller.password },
    });
    const as = { id: login.body.id, token: login.body.session.token };
    const list = await s.call<Page>('GET', '/api/notifications?limit=100', { as });
    const types = list.body.items.map((n) => n.type);
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(new Set(types.map((t) => t.split('.')[0])).size).toBeGreaterThanOrEqual(4);
    expect(types).toContain('order.shipped');
    expect(new Set(types).size, 'one of each, not doubled by the second seed').toBe(types.length);
    const read = list.body.items.filter((n) => n.readAt !== null).length;
    expect(read).toBeGreaterThan(0);
    expect((await s.call('GET', '/api/notifications/unread-count', { as })).body).toEqual({ count: types.length - read });
    // Newest first, and all in the past.
    const times = list.body.items.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.max(...times)).toBeLessThan(Date.now());
  });

  it('leaves a seller who already has notifications alone', async () => {
    const s = get();
    const seller = await s.seller();
    await notify(s.ctx.db, { userId: seller.id, type: 'order.on_hold', params: { orderId: 'o1', orderNo: 'DP-1' } });
    expect(await seedDemoNotifications(s.ctx.db, seller.id)).toBe(0);
    const list = await s.call<Page>('GET', '/api/notifications?limit=100', { as: seller });
    // Registration's welcome and the one above: the demo seed added nothing.
    expect(list.body.items.map((n) => n.type)).toEqual(['order.on_hold', 'account.welcome']);
  });
});
