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

  it("exports the statement CSV with each description in the seller's language", async () => {
    const csv = async (headers: Record<string, string>) => {
      const res = await get().s.call<string>('GET', '/api/wallet/transactions.csv', { as: alice, headers });
      expect(res.status).toBe(200);
      return res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
    };
    const lines = await statement();
    const paymentId = lines.find((l) => l.kind === 'recharge_card')!.memoText!.params.paymentId!;
    const day = lines.find((l) => l.kind === 'recharge_bank')!.memoText!.params.transferDate!;
    const spanishDay = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );

    const spanish = await csv({ 'Accept-Language': 'es-ES,es;q=0.9' });
    expect(spanish.find((l) => l.includes(',recharge_card,'))).toContain(`,Pago con tarjeta ${paymentId},21.00,`);
    expect(spanish.find((l) => l.includes(',recharge_bank,'))).toContain(
      `,Transferencia bancaria de Alice Costa el ${spanishDay},30.00,`,
    );
    // The admin's reason is their own words, in no catalogue.
    expect(spanish.find((l) => l.includes(',adjustment_credit,'))).toContain(',Goodwill for a late parcel,5.00,');

    // Without a language of ours asked, the seller's saved language.
    const saved = await get().s.call('POST', `/v1/users/${alice.id}/setting?locale=pt-BR`, { as: alice });
    expect(saved.status).toBe(200);
    const portuguese = await csv({ 'Accept-Language': 'fr-FR' });
    expect(portuguese.find((l) => l.includes(',recharge_card,'))).toContain(`,Pagamento com cartão ${paymentId},21.00,`);
  });
});
