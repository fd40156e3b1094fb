import { beforeAll, expect, it } from 'vitest';
import type { AdminSourcingPage, MarketPage, Notification, ProductDetail } from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';
import { sourcingApi } from './sourcing-support.js';

describeEachEngine('sourcing requests: the admin answers', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  /** A seeded product made private (off the market): only a quote can show it to a seller. */
  let privateProduct: { id: number; title: string };
  let inactiveProduct: number;
  beforeAll(async () => {
    const s = get();
    ({ alice, bob, admin } = await s.cast());
    await s.catalogue(40);
    const [one, two] = await s.ctx.db.selectFrom('products').select(['id', 'title']).orderBy('id').limit(2).execute();
    privateProduct = { id: Number(one!.id), title: one!.title };
    inactiveProduct = Number(two!.id);
    await s.ctx.db
      .updateTable('products')
      .set({ visibility: 'private', listed: 0 })
      .where('id', '=', privateProduct.id)
      .execute();
    await s.ctx.db.updateTable('products').set({ status: 'inactive', listed: 0 }).where('id', '=', inactiveProduct).execute();
  });
  const api = sourcingApi(get);
  const queue = (as: Seller, query = '') =>
    get().call<AdminSourcingPage & ErrorBody>('GET', `/api/admin/sourcing${query}`, { as });
  const product = (as: Seller, id: number) => get().call<ProductDetail & ErrorBody>('GET', `/api/market/products/${id}`, { as });
  const privateCollection = (as: Seller) => get().call<MarketPage>('GET', '/api/market/products?collection=private', { as });
  const notifications = (as: Seller, type: string) =>
    get().call<{ items: Notification[] }>('GET', `/api/notifications?type=${type}`, { as });

  it("lists every seller's requests with the seller's email, by status, newest first", async () => {
    const a = await api.pending(alice, 'queue-a');
    const b = await api.pending(bob, 'queue-b');
    const res = await queue(admin, '?status=pending');
    expect(res.status).toBe(200);
    const ids = res.body.items.map((r) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(res.body.items.find((r) => r.id === a.id)).toMatchObject({ userId: alice.id, sellerEmail: alice.email });
    expect(res.body.items.find((r) => r.id === b.id)).toMatchObject({ userId: bob.id, sellerEmail: bob.email });
    expect(res.body.items.every((r) => r.status === 'pending')).toBe(true);
    const page = await queue(admin, '?limit=1');
    expect(page.body.items).toHaveLength(1);
    expect((await queue(admin, `?limit=1&cursor=${page.body.nextCursor}`)).body.items[0]!.id).not.toBe(page.body.items[0]!.id);
  });

  it('refuses the admin endpoints to sellers (403) and to the public credential (401)', async () => {
    const req = await api.pending(alice, 'seller-tries');
    expect((await queue(alice)).status).toBe(403);
    for (const [action, body] of [
      ['take', undefined],
      ['quote', { quoteCents: 100, productId: privateProduct.id }],
      ['decline', { reason: 'no' }],
    ] as const) {
      const res = await api.admin(alice, req.id, action, body);
      expect(res.status, action).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await get().call('GET', '/api/admin/sourcing', { as: 'public' })).status).toBe(401);
    expect((await api.one(alice, req.id)).body.status).toBe('pending');
  });

  it("takes and quotes with a private product: it joins the seller's private products, visible to her only, and she is told", async () => {
    const req = await api.pending(alice, 'quoted-lamp');
    expect((await product(alice, privateProduct.id)).status).toBe(404);

    const taken = await api.admin(admin, req.id, 'take');
    expect(taken.status).toBe(200);
    expect(taken.body.status).toBe('processing');
    const quoted = await api.admin(admin, req.id, 'quote', { quoteCents: 1150, productId: privateProduct.id, note: 'MOQ 50' });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      status: 'quoted',
      quoteCents: 1150,
      product: { id: privateProduct.id, title: privateProduct.title },
      declineReason: null,
    });
    expect(quoted.body.answeredAt).toMatch(/^\d{4}-/);
    expect(quoted.body.events.map((e) => [e.from, e.to, e.by, e.note])).toEqual([
      [null, 'pending', 'seller', ''],
      ['pending', 'processing', 'team', ''],
      ['processing', 'quoted', 'team', 'MOQ 50'],
    ]);
    expect((await api.one(alice, req.id)).body).toEqual(quoted.body);

    const collection = await privateCollection(alice);
    expect(collection.body.items.map((p) => p.id)).toContain(privateProduct.id);
    expect((await privateCollection(bob)).body.items.map((p) => p.id)).not.toContain(privateProduct.id);
    expect((await product(alice, privateProduct.id)).body).toMatchObject({ id: privateProduct.id, visibility: 'private' });
    expect((await product(bob, privateProduct.id)).status).toBe(404);

    const told = await notifications(alice, 'sourcing.quoted');
    expect(told.body.items).toHaveLength(1);
    expect(told.body.items[0]!.params).toEqual({
      requestId: req.id,
      quoteCents: 1150,
      productId: privateProduct.id,
      productTitle: privateProduct.title,
    });
    expect((await notifications(bob, 'sourcing.quoted')).body.items).toEqual([]);
  });

  it('declines with the reason the seller reads, and tells her', async () => {
    const req = await api.pending(bob, 'declined-widget');
    await api.admin(admin, req.id, 'take');
    expect((await api.admin(admin, req.id, 'decline', { reason: '   ' })).status).toBe(400);
    const res = await api.admin(admin, req.id, 'decline', { reason: '  No supplier makes this below $5.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', declineReason: 'No supplier makes this below $5.', quoteCents: null });
    expect(res.body.events.at(-1)).toMatchObject({ from: 'processing', to: 'declined', by: 'team' });
    const told = await notifications(bob, 'sourcing.declined');
    expect(told.body.items.map((n) => n.params)).toEqual([{ requestId: req.id, reason: 'No supplier makes this below $5.' }]);
  });

  it('refuses illegal moves with 409 and the two statuses, and changes nothing', async () => {
    const req = await api.pending(alice, 'illegal');
    const early = await api.admin(admin, req.id, 'quote', { quoteCents: 100, productId: privateProduct.id });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'SOURCING_TRANSITION_INVALID', params: { from: 'pending', to: 'quoted' } });
    expect((await api.admin(admin, req.id, 'decline', { reason: 'no' })).body.params).toEqual({
      from: 'pending',
      to: 'declined',
    });

    await api.admin(admin, req.id, 'take');
    expect((await api.admin(admin, req.id, 'take')).body.params).toEqual({ from: 'processing', to: 'processing' });
    await api.admin(admin, req.id, 'quote', { quoteCents: 100, productId: privateProduct.id });
    for (const action of ['take', 'decline'] as const) {
      const res = await api.admin(admin, req.id, action, action === 'decline' ? { reason: 'late' } : undefined);
      expect(res.status, action).toBe(409);
      expect(res.body.params).toMatchObject({ from: 'quoted' });
    }
    const cancel = await api.cancel(alice, req.id);
    expect(cancel.body).toMatchObject({ code: 'SOURCING_TRANSITION_INVALID', params: { from: 'quoted', to: 'cancelled' } });
    const after = await api.one(alice, req.id);
    expect(after.body.status).toBe('quoted');
    expect(after.body.events).toHaveLength(3);
  });

  it('refuses a quote with an unknown or inactive product and writes nothing; a missing request is 404', async () => {
    const req = await api.pending(bob, 'bad-product');
    await api.admin(admin, req.id, 'take');
    for (const productId of [999_999, inactiveProduct]) {
      const res = await api.admin(admin, req.id, 'quote', { quoteCents: 100, productId });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', params: { id: productId } });
    }
    expect((await api.admin(admin, req.id, 'quote', { quoteCents: 0, productId: privateProduct.id })).status).toBe(400);
    const still = await api.one(bob, req.id);
    expect(still.body).toMatchObject({ status: 'processing', quoteCents: null, product: null });
    expect(still.body.events).toHaveLength(2);
    expect((await privateCollection(bob)).body.items).toEqual([]);
    expect((await notifications(bob, 'sourcing.quoted')).body.items).toEqual([]);

    const missing = await api.admin(admin, '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'take');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('SOURCING_NOT_FOUND');
  });

  it('lets exactly one of two admins answering at once win', async () => {
    const second = await get().admin();
    const req = await api.pending(alice, 'race');
    await api.admin(admin, req.id, 'take');
    const results = await Promise.all([
      api.admin(admin, req.id, 'quote', { quoteCents: 900, productId: privateProduct.id }),
      api.admin(second, req.id, 'decline', { reason: 'Out of stock' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const final = await api.one(alice, req.id);
    expect(final.body.events).toHaveLength(3);
    const kinds = ['sourcing.quoted', 'sourcing.declined'];
    const told = await Promise.all(kinds.map((k) => notifications(alice, k)));
    const forThis = told.flatMap((t) => t.body.items).filter((n) => n.params.requestId === req.id);
    expect(forThis).toHaveLength(1);
  });
});
