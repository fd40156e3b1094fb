import type { AdminRecharge, Recharge, RechargeOptions } from '@dropport/contracts';

/** The options the server answers: $10 to $10,000, both methods, the sandbox's test cards. */
export function anOptions(overrides: Partial<RechargeOptions> = {}): RechargeOptions {
  return {
    currency: 'USD',
    minCents: 1000,
    maxCents: 1_000_000,
    methods: ['card', 'bank'],
    bank: {
      beneficiary: 'Dropport Ltd',
      bankName: 'Harbour Bank',
      accountNumber: 'GB33BUKB20201555555555',
      swift: 'HRBRGB2L',
      bankAddress: '1 Quay Street, London',
    },
    cardExpiresMinutes: 30,
    bankExpiresDays: 7,
    sandboxCards: [
      { number: '4242424242424242', outcome: 'success' },
      { number: '4000000000000002', outcome: 'declined' },
    ],
    proofMaxBytes: 5 * 1024 * 1024,
    ...overrides,
  };
}

/** A card recharge waiting for its payment unless told otherwise. */
export function aRecharge(overrides: Partial<Recharge> = {}): Recharge {
  const bank = overrides.method === 'bank';
  return {
    id: 'RC1',
    method: 'card',
    status: bank ? 'awaiting_transfer' : 'pending',
    amountCents: 25_000,
    currency: 'USD',
    reference: bank ? 'DPT-7K3M-9QXH' : 'DPC-4F8A-2ZQW',
    checkoutUrl: bank ? null : 'https://pay.sandbox.example/checkout/cs_1',
    failureReason: null,
    expiresAt: new Date(Date.now() + (bank ? 7 * 86_400_000 : 30 * 60_000)).toISOString(),
    transfer: null,
    creditedCents: null,
    ledgerTransactionId: null,
    invoiceId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** The recharge as an admin reads it. */
export const forAdmin = (r: Recharge, sellerEmail = 'ana@shop.example'): AdminRecharge => ({
  ...r,
  userId: 'u-seller',
  sellerEmail,
  reviewedBy: null,
  reviewedAt: null,
});

/** A bank recharge the seller confirmed with a proof, waiting for review. */
export function aSubmitted(overrides: Partial<Recharge> = {}): Recharge {
  return aRecharge({
    method: 'bank',
    status: 'submitted',
    transfer: {
      transferDate: '2026-11-21',
      amountCents: 25_000,
      payerName: 'Ana Souza',
      proofFileId: 'F1',
      proofUrl: '/files/F1',
    },
    ...overrides,
  });
}
