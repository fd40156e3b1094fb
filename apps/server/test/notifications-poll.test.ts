import { expect, it } from 'vitest';
import { describeEachEngine } from './harness.js';

describeEachEngine('notifications: the bell’s background poll', (get) => {
  it('answers the unread count but does not keep an idle session alive', async () => {
    const s = get();
    const seller = await s.seller();
    const seen = async () =>
      Number(
        (await s.ctx.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', seller.id).executeTakeFirstOrThrow())
          .last_seen_at,
      );
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    await s.ctx.db.updateTable('sessions').set({ last_seen_at: tenMinutesAgo }).where('user_id', '=', seller.id).execute();

    const polled = await s.call('GET', '/api/notifications/unread-count', {
      as: seller,
      headers: { 'X-Dropport-Background': '1' },
    });
    expect(polled.status).toBe(200);
    expect(polled.body).toEqual({ count: expect.any(Number) });
    expect(await seen()).toBe(tenMinutesAgo);

    // The same call made by the seller (no header) is activity.
    await s.call('GET', '/api/notifications/unread-count', { as: seller });
    expect(await seen()).toBeGreaterThan(tenMinutesAgo);
  });

  it('still ends a session that was idle too long, poll or not', async () => {
    const s = get();
    const seller = await s.seller();
    await s.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 13 * 3600_000 })
      .where('user_id', '=', seller.id)
      .execute();
    const polled = await s.call('GET', '/api/notifications/unread-count', {
      as: seller,
      headers: { 'X-Dropport-Background': '1' },
    });
    expect(polled.status).toBe(401);
    expect(polled.body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});
