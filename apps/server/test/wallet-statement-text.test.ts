import { beforeAll, expect, it } from 'vitest';
import type { WalletTransactionPage } from '@dropport/contracts';
import type { Seller } from './harness.js';
import { CARDS, describeWithGateway, payByCard, rechargeApi, until } from './sandbox-gateway-support.js';

describeWithGateway('statement lines carry a description kind and parameters', (get) => {
  let alice: Seller, admin: Seller;
  beforeAll(async () => {
    alice = await get().s.seller({ verified: true });
    admin = await get().s.admin();
  });
  const api = rechargeApi(get);
  const statement = async () =>
    (await get().s.call<WalletTransactionPage>('GET', '/api/wallet/transactions', { as: alice })).body.items;

  it('describes a card payment, a bank transfer and an adjustment as kind + params, beside the English memo', async () => {
    const card = await api.card(alice, 2100);
    await payByCard(card.checkoutUrl!, CARDS.success);
    await get().gateway.idle();
    const paid = await until('card credited', async () => (await api.one(alice, card.id)).body.status === 'succeeded');
    expect(paid).toBe(true);

    const bank = await api.bank(alice, 3000);
    const proof = await api.upload(alice);
    const confirmed = await api.confirm(alice, bank.id, {
      transferDate: new Date().toISOString().slice(0, 10),
      amountCents: 3000,
      payerName: 'Alice Costa',
      proofFileId: proof.id,
    });
    expect(confirmed.status).toBe(200);
    expect((await api.admin(admin, bank.id, 'approve')).status).toBe(200);

    const adjusted = await get().s.call('POST', `/api/admin/wallets/${alice.id}/adjustments`, {
      as: admin,
      json: { direction: 'credit', amountCents: 500, reason: 'Goodwill for a late parcel', idempotencyKey: 'adj-statement-1' },
    });
    expect(adjusted.status).toBe(201);

    const lines = await statement();
    const byKind = (kind: string) => lines.find((l) => l.kind === kind);
    const cardLine = byKind('recharge_card')!;
    expect(cardLine.memoText).toEqual({ kind: 'card_payment', params: { paymentId: expect.stringMatching(/^pay_/) } });
    expect(cardLine.memo).toBe(`Card payment ${cardLine.memoText!.params.paymentId}`);
    expect(byKind('recharge_bank')!.memoText).toEqual({
      kind: 'bank_transfer',
      params: { payerName: 'Alice Costa', transferDate: confirmed.body.transfer!.transferDate },
    });
    expect(byKind('adjustment_credit')!.memoText).toEqual({
      kind: 'adjustment',
      params: { reason: 'Goodwill for a late parcel' },
    });
  });
});
