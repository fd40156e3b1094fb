import { beforeAll, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { describeEachEngine, type Seller } from './harness.js';

interface Item {
  id: string;
  type: string;
  params: Record<string, unknown>;
  readAt: string | null;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
}

// Carol's 30 notifications cycle through these, oldest first.
const CYCLE = ['order.shipped', 'order.refunded', 'wallet.low_balance', 'ticket.replied', 'account.password_changed'] as const;

describeEachEngine('notifications: type filter and paging with filters', (get) => {
  let carol: Seller;
  let dave: Seller;
  const carolIds: { id: string; type: string }[] = [];
  let daveShipped = '';
  const base = Date.now() - 3_600_000;

  beforeAll(async () => {
    const s = get();
    carol = await s.seller();
    dave = await s.seller();
    // Registration leaves a welcome notification; these counts start from none.
    await s.ctx.db.deleteFrom('notifications').where('user_id', 'in', [carol.id, dave.id]).execute();
    for (let i = 0; i < 30; i++) {
      const type = CYCLE[i % CYCLE.length]!;
      const id = await notify(s.ctx.db, { userId: carol.id, type, params: { orderNo: `DP-${i}` } }, base + i * 1000);
      carolIds.push({ id: id!, type });
    }
    daveShipped = (await notify(s.ctx.db, { userId: dave.id, type: 'order.shipped', params: { orderNo: 'DP-D' } }, base))!;
    // Carol reads every other order notification: the even ones among them.
    const read = carolIds.filter((n, i) => n.type.startsWith('order.') && i % 2 === 0).map((n) => n.id);
    const res = await s.call('POST', '/api/notifications/read', { as: carol, json: { ids: read } });
    expect(res.status).toBe(200);
  });

  const list = (as: Seller, query: string) => get().call<Page>('GET', `/api/notifications?${query}`, { as });

  /** Follows nextCursor to the end; answers the ids in order and the page sizes. */
  async function walk(as: Seller, query: string) {
    const ids: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const res: Awaited<ReturnType<typeof list>> = await list(as, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(...res.body.items.map((n) => n.id));
      sizes.push(res.body.items.length);
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    return { ids, sizes };
  }

  const newestFirst = (pick: (n: { id: string; type: string }, i: number) => boolean) =>
    carolIds
      .filter(pick)
      .map((n) => n.id)
      .reverse();

  it('lists only the asked type, newest first, paging by cursor to the end', async () => {
    const { ids, sizes } = await walk(carol, 'type=order.shipped&limit=4');
    expect(ids).toEqual(newestFirst((n) => n.type === 'order.shipped'));
    expect(sizes).toEqual([4, 2]);
  });

  it('takes a comma list of types, with spaces and repeats', async () => {
    const { ids, sizes } = await walk(carol, `type=${encodeURIComponent('order.shipped, order.refunded,order.shipped')}&limit=5`);
    expect(ids).toEqual(newestFirst((n) => n.type.startsWith('order.')));
    expect(sizes).toEqual([5, 5, 2]);
  });

  it('combines the type filter with unread, and pages the combination correctly', async () => {
    const { ids, sizes } = await walk(carol, 'type=order.shipped,order.refunded&unread=true&limit=2');
    expect(ids).toEqual(newestFirst((n, i) => n.type.startsWith('order.') && i % 2 === 1));
    expect(ids).toHaveLength(6);
    expect(sizes).toEqual([2, 2, 2]);
    const unreadWallet = await walk(carol, 'type=wallet.low_balance&unread=true&limit=100');
    expect(unreadWallet.ids).toEqual(newestFirst((n) => n.type === 'wallet.low_balance'));
  });

  it('answers an empty page for a known type with no records', async () => {
    const res = await list(carol, 'type=referral.earned');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });

  it('refuses an unknown type name with a clear error, in the caller’s language', async () => {
    const res = await list(carol, 'type=order.shipped,order.lost');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'NOTIFICATION_TYPE_UNKNOWN',
      message: 'There is no notification type "order.lost".',
      params: { type: 'order.lost' },
    });
    const es = await get().call<{ message: string }>('GET', '/api/notifications?type=nope', {
      as: carol,
      headers: { 'accept-language': 'es-ES' },
    });
    expect(es.body.message).toBe('No existe el tipo de notificación "nope".');
  });

  it("never shows a seller another seller's notifications, whatever the filter or cursor", async () => {
    const shipped = await walk(dave, 'type=order.shipped&limit=100');
    expect(shipped.ids).toEqual([daveShipped]);
    // Carol's newest id as a cursor still only reaches Dave's own rows.
    const fromCarolsCursor = await list(dave, `cursor=${carolIds.at(-1)!.id}&type=order.shipped,wallet.low_balance`);
    expect(fromCarolsCursor.body.items.map((n) => n.id)).toEqual([daveShipped]);
    const unread = await walk(dave, 'unread=true&type=wallet.low_balance');
    expect(unread.ids).toEqual([]);
  });

  it("never lets a seller mark another seller's notifications read", async () => {
    const carolsUnread = newestFirst((n) => n.type === 'wallet.low_balance');
    const res = await get().call('POST', '/api/notifications/read', { as: dave, json: { ids: [...carolsUnread, daveShipped] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 1 });
    const stillUnread = await walk(carol, 'type=wallet.low_balance&unread=true');
    expect(stillUnread.ids).toEqual(carolsUnread);
    const count = await get().call('GET', '/api/notifications/unread-count', { as: carol });
    expect(count.body).toEqual({ count: 6 + 6 + 6 + 6 });
  });
});
