import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type Seller } from './harness.js';
import { sourcingApi } from './sourcing-support.js';

describeEachEngine('sourcing requests: the seller', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });
  const api = sourcingApi(get);

  it('takes a request by link only, with pictures, cost, quantity and ship-to country, and records its first step', async () => {
    const [a, b] = [await api.upload(alice), await api.upload(alice)];
    const res = await api.create(alice, {
      productUrl: '  https://www.aliexpress.com/item/1005006.html?spm=a2g0o  ',
      description: '',
      images: [a.url, b.url, a.url],
      targetCostCents: 1299,
      quantity: 300,
      shipToCountry: 'de',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: alice.id,
      productUrl: 'https://www.aliexpress.com/item/1005006.html?spm=a2g0o',
      description: null,
      images: [a.url, b.url],
      targetCostCents: 1299,
      quantity: 300,
      shipToCountry: 'DE',
      status: 'pending',
      quoteCents: null,
      product: null,
      declineReason: null,
      answeredAt: null,
    });
    expect(res.body.events).toEqual([
      { id: expect.any(String), from: null, to: 'pending', by: 'seller', note: '', createdAt: expect.any(String) },
    ]);
    expect((await api.one(alice, res.body.id)).body).toEqual(res.body);
  });

  it('takes a request by description only, sent form-encoded as the console sends seed calls', async () => {
    const res = await api.create(
      alice,
      { description: 'Bamboo phone stand, foldable, engraved logo', targetCostCents: '350', quantity: '1000' },
      { form: true },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      productUrl: null,
      description: 'Bamboo phone stand, foldable, engraved logo',
      images: [],
      targetCostCents: 350,
      quantity: 1000,
      shipToCountry: null,
    });
  });

  it('refuses a request with neither link nor description, in the reader language, and keeps nothing', async () => {
    const carol = await get().seller();
    const res = await api.create(
      carol,
      { productUrl: ' ', description: '  ', targetCostCents: 100, quantity: 1 },
      { lang: 'es-ES' },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SOURCING_URL_OR_DESCRIPTION');
    expect(res.body.message).toBe('Indica un enlace del producto o una descripción de lo que buscas.');
    expect((await api.list(carol)).body.items).toEqual([]);
  });

  it('refuses bad links, costs, quantities, countries and pictures before writing anything', async () => {
    const carol = await get().seller();
    const good = { description: 'A lamp', targetCostCents: 500, quantity: 10 };
    const bobsPicture = await api.upload(bob);
    const avatar = await api.upload(carol, 'avatar');
    const cases: [Record<string, unknown>, string, Record<string, unknown>?][] = [
      [{ ...good, productUrl: 'javascript:alert(1)' }, 'VALIDATION_FAILED', { field: 'productUrl' }],
      [{ ...good, targetCostCents: 0 }, 'VALIDATION_FAILED', { field: 'targetCostCents' }],
      [{ ...good, targetCostCents: 12.5 }, 'VALIDATION_FAILED', { field: 'targetCostCents' }],
      [{ ...good, quantity: -3 }, 'VALIDATION_FAILED', { field: 'quantity' }],
      [{ ...good, shipToCountry: 'XX' }, 'COUNTRY_UNKNOWN', { code: 'XX' }],
      [{ ...good, images: Array.from({ length: 7 }, () => '/files/x') }, 'VALIDATION_FAILED', { field: 'images' }],
      [{ ...good, images: ['https://evil.example/a.png'] }, 'SOURCING_IMAGE_INVALID'],
      [{ ...good, images: [bobsPicture.url] }, 'SOURCING_IMAGE_INVALID', { url: bobsPicture.url }],
      [{ ...good, images: [avatar.url] }, 'SOURCING_IMAGE_INVALID'],
      [{ ...good, images: ['/files/01ARZ3NDEKTSV4RRFFQ69G5FAV'] }, 'SOURCING_IMAGE_INVALID'],
    ];
    for (const [body, code, params] of cases) {
      const res = await api.create(carol, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      if (params) expect(res.body.params).toMatchObject(params);
    }
    const rows = await get().ctx.db.selectFrom('sourcing_requests').select('id').where('user_id', '=', carol.id).execute();
    expect(rows).toEqual([]);
  });

  it('lists only the own requests, newest first, by status and page by page', async () => {
    const dave = await get().seller();
    const made = [];
    for (const n of ['one', 'two', 'three']) made.push(await api.pending(dave, n));
    await api.pending(bob, 'not-daves');
    await api.cancel(dave, made[0]!.id);

    const all = await api.list(dave);
    expect(all.status).toBe(200);
    expect(all.body.items.map((r) => r.id)).toEqual(made.map((r) => r.id).reverse());
    expect(all.body.items.every((r) => r.userId === dave.id)).toBe(true);
    expect(all.body.nextCursor).toBeNull();

    const first = await api.list(dave, '?limit=2');
    expect(first.body.items.map((r) => r.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = await api.list(dave, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((r) => r.id)).toEqual([made[0]!.id]);
    expect(second.body.nextCursor).toBeNull();

    const cancelled = await api.list(dave, '?status=cancelled');
    expect(cancelled.body.items.map((r) => r.id)).toEqual([made[0]!.id]);
    expect((await api.list(dave, '?status=lost')).status).toBe(400);
    expect((await api.list(dave, '?cursor=not-a-cursor')).status).toBe(400);
  });

  it("keeps sellers out of each other's requests: 403 for another seller's path, 404 for another seller's id", async () => {
    const mine = await api.pending(alice, 'private-lamp');
    const bobs = await api.pending(bob, 'bobs-lamp');

    expect((await api.list(bob, '', alice.id)).status).toBe(403);
    expect((await api.one(bob, mine.id, alice.id)).status).toBe(403);
    expect((await api.create(bob, { description: 'x', targetCostCents: 1, quantity: 1 }, { userId: alice.id })).status).toBe(403);
    expect((await api.cancel(bob, mine.id, alice.id)).status).toBe(403);

    const probe = await api.one(alice, bobs.id);
    expect(probe.status).toBe(404);
    expect(probe.body).toMatchObject({ code: 'SOURCING_NOT_FOUND', params: { id: bobs.id } });
    expect((await api.cancel(alice, bobs.id)).body.code).toBe('SOURCING_NOT_FOUND');
    expect((await api.one(bob, bobs.id)).body.status).toBe('pending');
    expect((await get().call('GET', `/v1/users/${alice.id}/source`, { as: 'public' })).status).toBe(401);
  });

  it("lets an admin read a seller's requests but not post or cancel for them", async () => {
    const mine = await api.pending(alice, 'admin-reads');
    const read = await api.one(admin, mine.id, alice.id);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(mine.id);
    expect((await api.list(admin, '', alice.id)).body.items.map((r) => r.id)).toContain(mine.id);
    expect((await api.cancel(admin, mine.id, alice.id)).status).toBe(403);
    expect((await api.create(admin, { description: 'x', targetCostCents: 1, quantity: 1 }, { userId: alice.id })).status).toBe(
      403,
    );
  });

  it('cancels a pending request once, with its history; a cancelled request moves no further', async () => {
    const req = await api.pending(alice, 'to-cancel');
    const res = await api.cancel(alice, req.id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.events.map((e) => [e.from, e.to, e.by])).toEqual([
      [null, 'pending', 'seller'],
      ['pending', 'cancelled', 'seller'],
    ]);
    const again = await api.cancel(alice, req.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'SOURCING_TRANSITION_INVALID', params: { from: 'cancelled', to: 'cancelled' } });
    expect((await api.admin(admin, req.id, 'take')).status).toBe(409);
  });
});
