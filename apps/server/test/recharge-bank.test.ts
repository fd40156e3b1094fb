import { beforeAll, expect, it } from 'vitest';
import { notificationLink, type AdminRechargePage, type Notification, type RechargePage } from '@dropport/contracts';
import type { ErrorBody, Seller } from './harness.js';
import { describeWithGateway, rechargeApi } from './sandbox-gateway-support.js';

const today = () => new Date().toISOString().slice(0, 10);

describeWithGateway('bank transfer recharges and the admin queue', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    const s = get().s;
    alice = await s.seller({ verified: true });
    bob = await s.seller({ verified: true });
    admin = await s.admin();
  });
  const api = rechargeApi(get);
  const queue = (as: Seller, query = '') =>
    get().s.call<AdminRechargePage & ErrorBody>('GET', `/api/admin/recharges${query}`, { as });
  const adminOne = (as: Seller, id: string) =>
    get().s.call<AdminRechargePage['items'][number] & ErrorBody>('GET', `/api/admin/recharges/${id}`, { as });
  const notifications = (as: Seller, type: string) =>
    get().s.call<{ items: Notification[] }>('GET', `/api/notifications?type=${type}`, { as });
  const transfer = (proofFileId: string, over: Record<string, unknown> = {}) => ({
    transferDate: today(),
    amountCents: 49_900,
    payerName: 'Alice Shop LLC',
    proofFileId,
    ...over,
  });
  /** A bank recharge of Alice's, confirmed with her own proof. */
  const submitted = async (amountCents = 50_000, sent = 49_900) => {
    const r = await api.bank(alice, amountCents);
    const proof = await api.upload(alice);
    const res = await api.confirm(alice, r.id, transfer(proof.id, { amountCents: sent }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('issues a short transfer reference that waits for the transfer', async () => {
    const r = await api.bank(alice, 50_000);
    expect(r).toMatchObject({
      method: 'bank',
      status: 'awaiting_transfer',
      amountCents: 50_000,
      checkoutUrl: null,
      transfer: null,
    });
    expect(r.reference).toMatch(/^DPT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const days = (Date.parse(r.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('takes the confirmation with the seller own document as proof, and only that', async () => {
    const r = await api.bank(alice, 50_000);
    const mine = await api.upload(alice);
    const bobs = await api.upload(bob);
    const picture = await api.upload(alice, 'image');
    const refusals: [string, Record<string, unknown>, number, string][] = [
      ["bob's proof", transfer(bobs.id), 400, 'RECHARGE_PROOF_INVALID'],
      ['no such file', transfer('01J0000000000000000000000Z'), 400, 'RECHARGE_PROOF_INVALID'],
      ['a future date', transfer(mine.id, { transferDate: '2999-01-01' }), 400, 'RECHARGE_TRANSFER_DATE_INVALID'],
      ['no such date', transfer(mine.id, { transferDate: '2025-02-30' }), 400, 'RECHARGE_TRANSFER_DATE_INVALID'],
      ['no amount', transfer(mine.id, { amountCents: 0 }), 400, 'VALIDATION_FAILED'],
      // A confirmation is held to the limits a recharge is asked within (US$1,000,000 on a US$500 reference was approved).
      ['a million dollars', transfer(mine.id, { amountCents: 100_000_000 }), 400, 'RECHARGE_AMOUNT_OUT_OF_RANGE'],
      ['under the minimum', transfer(mine.id, { amountCents: 999 }), 400, 'RECHARGE_AMOUNT_OUT_OF_RANGE'],
      ['an amount in hexadecimal', transfer(mine.id, { amountCents: '0x1F40' }), 400, 'VALIDATION_FAILED'],
      ['an amount in a list', transfer(mine.id, { amountCents: [5000] }), 400, 'VALIDATION_FAILED'],
      ['no payer', transfer(mine.id, { payerName: ' ' }), 400, 'VALIDATION_FAILED'],
      ['a picture, not a document', transfer(picture.id), 400, 'RECHARGE_PROOF_INVALID'],
    ];
    for (const [name, body, status, code] of refusals) {
      const res = await api.confirm(alice, r.id, body);
      expect(res.status, name).toBe(status);
      expect(res.body.code, name).toBe(code);
    }
    expect((await api.one(alice, r.id)).body.status).toBe('awaiting_transfer');

    const ok = await api.confirm(alice, r.id, transfer(mine.id));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'submitted',
      amountCents: 50_000,
      transfer: {
        transferDate: today(),
        amountCents: 49_900,
        payerName: 'Alice Shop LLC',
        proofFileId: mine.id,
        proofUrl: `/files/${mine.id}`,
      },
    });
    const again = await api.confirm(alice, r.id, transfer(mine.id));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'RECHARGE_TRANSITION_INVALID', params: { from: 'submitted', to: 'submitted' } });
  });

  it('lists submitted transfers for the admin with the seller and the proof, which the admin may download', async () => {
    const r = await submitted();
    const res = await queue(admin, '?status=submitted&method=bank');
    expect(res.status).toBe(200);
    const item = res.body.items.find((i) => i.id === r.id);
    expect(item).toMatchObject({ userId: alice.id, sellerEmail: alice.email, status: 'submitted', reviewedBy: null });
    expect(res.body.items.every((i) => i.status === 'submitted' && i.method === 'bank')).toBe(true);
    const detail = await adminOne(admin, r.id);
    expect(detail.body.transfer?.proofUrl).toBe(`/files/${r.transfer!.proofFileId}`);
    expect((await get().s.call('GET', detail.body.transfer!.proofUrl, { as: admin })).status).toBe(200);
    expect((await get().s.call('GET', detail.body.transfer!.proofUrl, { as: bob })).status).toBe(404);
    expect((await adminOne(admin, '01J0000000000000000000000Z')).status).toBe(404);
  });

  it('approves once: the wallet gets the confirmed transfer amount, an invoice, the seller is told; twice is 409', async () => {
    const r = await submitted(50_000, 49_900);
    const before = await api.balance(alice.id);
    const ok = await api.admin(admin, r.id, 'approve');
    expect(ok.status).toBe(200);
    // The answer states what was credited: the amount confirmed, not the one first asked for.
    expect(ok.body).toMatchObject({ status: 'succeeded', creditedCents: 49_900, reviewedBy: admin.id, sellerEmail: alice.email });
    expect(ok.body.reviewedAt).toMatch(/^\d{4}-/);
    expect(await api.balance(alice.id)).toBe(before + 49_900);
    expect(await api.credits(r.id)).toBe(1);
    const [invoice] = await api.invoices(r.id);
    expect(invoice).toMatchObject({ total_cents: 49_900, id: ok.body.invoiceId });
    expect(JSON.parse(invoice!.lines)[0]).toMatchObject({ item: 'wallet_recharge_bank', params: { reference: r.reference } });
    const tx = await get()
      .s.ctx.db.selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', ok.body.ledgerTransactionId!)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'recharge_bank', reference: r.reference, actor_id: admin.id, amount_minor: 49_900 });

    const twice = await api.admin(admin, r.id, 'approve');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('RECHARGE_TRANSITION_INVALID');
    expect(await api.balance(alice.id)).toBe(before + 49_900);
    const told = (await notifications(alice, 'wallet.recharged')).body.items.find((n) => n.params.rechargeId === r.id);
    expect(told?.params).toMatchObject({ method: 'bank', amountCents: 49_900 });
    expect((await api.one(alice, r.id)).body).toMatchObject({ status: 'succeeded', invoiceId: ok.body.invoiceId });
  });

  it('rejects with a reason the seller reads, moving no money', async () => {
    const r = await submitted();
    const before = await api.balance(alice.id);
    expect((await api.admin(admin, r.id, 'reject', { reason: 'no' })).status).toBe(400);
    const res = await api.admin(admin, r.id, 'reject', { reason: 'No transfer with this reference reached our account.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', reviewedBy: admin.id });
    const seen = await api.one(alice, r.id);
    expect(seen.body).toMatchObject({
      status: 'rejected',
      failureReason: 'No transfer with this reference reached our account.',
      ledgerTransactionId: null,
      invoiceId: null,
    });
    expect(await api.balance(alice.id)).toBe(before);
    const told = (await notifications(alice, 'wallet.recharge_rejected')).body.items.find((n) => n.params.rechargeId === r.id);
    expect(told?.params).toMatchObject({ reason: 'No transfer with this reference reached our account.', amountCents: 49_900 });
    expect(notificationLink(told!.type, told!.params)).toBe(`/balance/recharge?id=${r.id}`);
    expect((await api.admin(admin, r.id, 'approve')).status).toBe(409);
    expect(await api.balance(alice.id)).toBe(before);
  });

  it('lets the seller cancel a transfer not yet confirmed, and nothing else', async () => {
    const r = await api.bank(alice, 20_000);
    const cancel = (as: Seller, id: string) =>
      get().s.call<{ status: string } & ErrorBody>('POST', `/api/wallet/recharges/${id}/cancel`, { as });
    expect((await cancel(bob, r.id)).status).toBe(404);
    const ok = await cancel(alice, r.id);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('cancelled');
    expect((await cancel(alice, r.id)).status).toBe(409);
    const card = await api.card(alice, 2000);
    const cardCancel = await cancel(alice, card.id);
    expect(cardCancel.status).toBe(409);
    expect(cardCancel.body.code).toBe('RECHARGE_TRANSITION_INVALID');
    const s = await submitted();
    expect((await cancel(alice, s.id)).status).toBe(409);
  });

  it('keeps each seller to their own recharges (404) and the admin endpoints to admins (403)', async () => {
    const r = await api.bank(alice, 30_000);
    const proof = await api.upload(bob);
    expect((await api.one(bob, r.id)).status).toBe(404);
    expect((await api.one(bob, r.id)).body.code).toBe('RECHARGE_NOT_FOUND');
    expect((await api.confirm(bob, r.id, transfer(proof.id))).status).toBe(404);
    const bobsList = await get().s.call<RechargePage>('GET', '/api/wallet/recharges', { as: bob });
    expect(bobsList.body.items.some((i) => i.id === r.id)).toBe(false);

    const sub = await submitted();
    expect((await queue(alice)).status).toBe(403);
    expect((await adminOne(alice, sub.id)).status).toBe(403);
    for (const [action, body] of [
      ['approve', undefined],
      ['reject', { reason: 'I reject myself' }],
    ] as const) {
      const res = await api.admin(alice, sub.id, action, body);
      expect(res.status, action).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await get().s.call('GET', '/api/admin/recharges', { as: 'public' })).status).toBe(401);
    expect((await get().s.call('GET', '/api/wallet/recharges', { as: 'public' })).status).toBe(401);
    expect((await api.one(alice, sub.id)).body.status).toBe('submitted');
  });

  it("pages the seller's list newest first, with status and method filters", async () => {
    const carol = await get().s.seller({ verified: true });
    const made = [await api.bank(carol, 10_000), await api.card(carol, 10_100), await api.bank(carol, 10_200)];
    const list = (q: string) => get().s.call<RechargePage & ErrorBody>('GET', `/api/wallet/recharges${q}`, { as: carol });
    const all = await list('');
    expect(all.body.items.map((i) => i.id)).toEqual(made.map((m) => m.id).reverse());
    const first = await list('?limit=2');
    expect(first.body.items).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((i) => i.id)).toEqual([made[0]!.id]);
    expect(second.body.nextCursor).toBeNull();
    expect((await list('?method=card')).body.items.map((i) => i.id)).toEqual([made[1]!.id]);
    expect((await list('?status=awaiting_transfer&method=bank')).body.items).toHaveLength(2);
    expect((await list('?status=nonsense')).status).toBe(400);
  });
});
