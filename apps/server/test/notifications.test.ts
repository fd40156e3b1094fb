import { beforeAll, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { describeEachEngine, type Seller } from './harness.js';

interface Item {
  id: string;
  type: string;
  params: Record<string, unknown>;
  readAt: string | null;
  createdAt: string;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
}

describeEachEngine('notifications API', (get) => {
  let alice: Seller;
  let bob: Seller;
  /** Alice's 25 notifications, oldest first. */
  const ids: string[] = [];
  const base = Date.now() - 3_600_000;

  beforeAll(async () => {
    const s = get();
    alice = await s.seller();
    bob = await s.seller();
    // Registration leaves a welcome notification; these counts start from none.
    await s.ctx.db.deleteFrom('notifications').where('user_id', 'in', [alice.id, bob.id]).execute();
    for (let i = 0; i < 25; i++) {
      const id = await notify(
        s.ctx.db,
        { userId: alice.id, type: 'order.shipped', params: { order: `ORD-${i}` } },
        base + i * 1000,
      );
      ids.push(id!);
    }
    await notify(s.ctx.db, { userId: bob.id, type: 'balance.low', params: { cents: 120 } }, base);
  });

  const page = (as: Seller, query = '') => get().call<Page>('GET', `/api/notifications${query}`, { as });
  const unread = async (as: Seller) =>
    (await get().call<{ count: number }>('GET', '/api/notifications/unread-count', { as })).body;

  it('pages through the list newest first with a keyset cursor', async () => {
    const seen: Item[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof page>> = await page(alice, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      sizes.push(res.body.items.length);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      if (cursor) expect(cursor).toBe(res.body.items.at(-1)?.id);
    } while (cursor && ++pages < 10);

    expect(sizes).toEqual([10, 10, 5]);
    expect(seen.map((n) => n.id)).toEqual([...ids].reverse());
    expect(seen[0]).toEqual({
      id: ids[24],
      type: 'order.shipped',
      params: { order: 'ORD-24' },
      readAt: null,
      createdAt: new Date(base + 24_000).toISOString(),
    });

    const defaults = await page(alice);
    expect(defaults.body.items).toHaveLength(20);
    expect(defaults.body.nextCursor).toBe(ids[5]);
  });

  it('counts unread notifications and lists only those with ?unread=true', async () => {
    expect(await unread(alice)).toEqual({ count: 25 });
    expect(await unread(bob)).toEqual({ count: 1 });

    const res = await get().call<{ updated: number }>('POST', '/api/notifications/read', {
      as: alice,
      json: { ids: ids.slice(0, 3) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 3 });
    expect(await unread(alice)).toEqual({ count: 22 });

    const onlyUnread = await page(alice, '?unread=true&limit=100');
    expect(onlyUnread.body.items.map((n) => n.id)).toEqual(ids.slice(3).reverse());
    expect(onlyUnread.body.nextCursor).toBeNull();

    const all = await page(alice, '?limit=100');
    const read = all.body.items.filter((n) => n.readAt !== null).map((n) => n.id);
    expect(read.sort()).toEqual(ids.slice(0, 3).sort());

    // Marking again changes nothing.
    const again = await get().call('POST', '/api/notifications/read', { as: alice, json: { ids: ids.slice(0, 3) } });
    expect(again.body).toEqual({ updated: 0 });
  });

  it("never lets a seller see or mark another seller's notifications", async () => {
    const list = await page(bob, '?limit=100');
    expect(list.body.items.map((n) => n.type)).toEqual(['balance.low']);

    const res = await get().call('POST', '/api/notifications/read', { as: bob, json: { ids: ids.slice(3, 8) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 0 });
    expect(await unread(alice)).toEqual({ count: 22 });
  });

  it('marks everything read with {all: true}, for the caller only', async () => {
    const res = await get().call('POST', '/api/notifications/read', { as: alice, json: { all: true } });
    expect(res.body).toEqual({ updated: 22 });
    expect(await unread(alice)).toEqual({ count: 0 });
    expect((await page(alice, '?unread=true')).body).toEqual({ items: [], nextCursor: null });
    expect(await unread(bob)).toEqual({ count: 1 });
  });

  it('requires a session', async () => {
    for (const [method, path, opts] of [
      ['GET', '/api/notifications', {}],
      ['GET', '/api/notifications/unread-count', {}],
      ['POST', '/api/notifications/read', { json: { all: true } }],
    ] as const) {
      const res = await get().call(method, path, opts);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toMatchObject({ code: 'AUTH_REQUIRED' });
    }
  });

  it('refuses a bad body or query with 400', async () => {
    for (const json of [{ ids: [] }, { all: false }, {}, { ids: 'x' }]) {
      const res = await get().call('POST', '/api/notifications/read', { as: alice, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const res = await page(alice, '?limit=0');
    expect(res.status).toBe(400);
  });

  it('makes one notification only for a repeated dedupe key', async () => {
    const s = get();
    const input = { userId: bob.id, type: 'payout.sent', params: { payout: 'P-1' }, dedupeKey: `payout:P-1:${s.engine}` };
    const first = await notify(s.ctx.db, input);
    const second = await notify(s.ctx.db, input);
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const list = await page(bob, '?limit=100');
    expect(list.body.items.filter((n) => n.type === 'payout.sent').map((n) => n.id)).toEqual([first]);
    expect(await unread(bob)).toEqual({ count: 2 });
  });
});
