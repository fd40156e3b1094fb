import { beforeAll, expect, it } from 'vitest';
import { reconcile } from '../src/modules/ledger/reconciliation.js';
import type { Seller } from './harness.js';
import { deliver, describeWithGateway, paymentData, rechargeApi, signedNotification } from './sandbox-gateway-support.js';

describeWithGateway('recharges under concurrency: one credit each, whatever arrives at once', (get) => {
  let alice: Seller, admin: Seller;
  beforeAll(async () => {
    alice = await get().s.seller({ verified: true });
    admin = await get().s.admin();
  });
  const api = rechargeApi(get);

  it('two calls at once with one idempotency key start one recharge and both answer it, checkout included', async () => {
    const { s } = get();
    const count = async () =>
      (await s.ctx.db.selectFrom('recharges').select('id').where('user_id', '=', alice.id).execute()).length;
    const before = await count();
    const body = { method: 'card', amountCents: 4200, idempotencyKey: 'attempt-5e1c9a7b' };
    const [a, b] = await Promise.all([api.create(alice, body), api.create(alice, body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    expect(a.body.checkoutUrl).toBeTruthy();
    expect(b.body.checkoutUrl).toBe(a.body.checkoutUrl);
    // A later repeat (a retried request) answers the same recharge too; a new attempt starts a new one.
    expect((await api.create(alice, body)).body.id).toBe(a.body.id);
    expect(await count()).toBe(before + 1);
    const next = await api.create(alice, { ...body, idempotencyKey: 'attempt-77f0d2c4' });
    expect(next.body.id).not.toBe(a.body.id);
    expect(await count()).toBe(before + 2);
  });

  it('the same success notification delivered 10 times at once credits once', async () => {
    const { s } = get();
    const before = await api.balance(alice.id);
    const r = await api.card(alice, 7700);
    const n = signedNotification('payment.succeeded', await paymentData(s, r.id));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(s, n)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await api.balance(alice.id)).toBe(before + 7700);
    expect(await api.credits(r.id)).toBe(1);
    expect(await api.invoices(r.id)).toHaveLength(1);
  });

  it('ten different success events for one payment at once credit once', async () => {
    const { s } = get();
    const before = await api.balance(alice.id);
    const r = await api.card(alice, 3300);
    const data = await paymentData(s, r.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliver(s, signedNotification('payment.succeeded', data))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', ...Array(9).fill('ignored')]);
    expect(await api.balance(alice.id)).toBe(before + 3300);
    expect(await api.credits(r.id)).toBe(1);
  });

  it('an admin approving one transfer 5 times at once credits once; the other four are 409', async () => {
    const before = await api.balance(alice.id);
    const r = await api.bank(alice, 12_000);
    const proof = await api.upload(alice);
    const confirmed = await api.confirm(alice, r.id, {
      transferDate: new Date().toISOString().slice(0, 10),
      amountCents: 12_000,
      payerName: 'Alice',
      proofFileId: proof.id,
    });
    expect(confirmed.status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.admin(admin, r.id, 'approve')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'RECHARGE_TRANSITION_INVALID')).toBe(true);
    expect(await api.balance(alice.id)).toBe(before + 12_000);
    expect(await api.credits(r.id)).toBe(1);
    expect(await api.invoices(r.id)).toHaveLength(1);
  });

  it('leaves a ledger that reconciles', async () => {
    const result = await reconcile(get().s.ctx.db, Date.now());
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.transactions).toBeGreaterThanOrEqual(3);
  });
});
