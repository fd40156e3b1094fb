import {
  REFERRAL_DEFAULTS,
  type AdminWithdrawal,
  type Commission,
  type Referee,
  type ReferralEarnings,
  type ReferralMovement,
  type ReferralOverview,
  type Withdrawal,
} from '@dropport/contracts';

/** A seller's programme: the defaults (3 %, 12 months, 14 days, US$20), $80 available, verified, no two-factor. */
export function anOverview(overrides: Partial<ReferralOverview> = {}): ReferralOverview {
  return {
    inviteCode: 'SAMCODE1',
    currency: 'USD',
    emailVerified: true,
    twoFactorEnabled: false,
    programme: { ...REFERRAL_DEFAULTS },
    summary: {
      referees: 4,
      refereesOrdered: 2,
      pendingCents: 1_250,
      availableCents: 8_000,
      heldCents: 2_000,
      toWalletCents: 500,
      paidOutCents: 3_000,
      reversedCents: 300,
      lifetimeCents: 14_750,
    },
    ...overrides,
  };
}

export function aReferee(overrides: Partial<Referee> = {}): Referee {
  return {
    id: 'r1',
    emailMasked: 'jo***@ex***.com',
    signedUpAt: '2026-03-10T12:00:00.000Z',
    verified: true,
    windowEndsAt: '2027-03-10T12:00:00.000Z',
    firstPaidOrderAt: '2026-04-02T12:00:00.000Z',
    paidOrders: 3,
    commissionCents: 4_560,
    ...overrides,
  };
}

export function aCommission(overrides: Partial<Commission> = {}): Commission {
  return {
    id: 'c1',
    orderNo: 'DP1000101',
    refereeEmailMasked: 'jo***@ex***.com',
    baseCents: 15_200,
    rateBp: 300,
    amountCents: 456,
    status: 'available',
    paidAt: '2026-04-02T12:00:00.000Z',
    deliveredAt: '2026-04-09T12:00:00.000Z',
    availableAt: '2026-04-23T12:00:00.000Z',
    reversedAt: null,
    ...overrides,
  };
}

export function aMovement(overrides: Partial<ReferralMovement> = {}): ReferralMovement {
  return {
    id: 'm1',
    kind: 'commission_earned',
    reference: 'DP1000101',
    amountCents: 456,
    pendingAfterCents: 456,
    availableAfterCents: 0,
    at: '2026-04-02T12:00:00.000Z',
    ...overrides,
  };
}

/** A seller's withdrawal as the seller's list shows it. */
export function aWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  const amountCents = overrides.amountCents ?? 2_500;
  const feeCents = overrides.feeCents ?? 0;
  return {
    id: 'w1',
    number: 'WD-2026-000001',
    method: 'paypal',
    status: 'requested',
    amountCents,
    feeCents,
    netCents: amountCents - feeCents,
    currency: 'USD',
    destination: 'sa***@pa***.com',
    reference: null,
    reason: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A withdrawal as the admin's queue shows it: who asked and the full destination. */
export function anAdminWithdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  const method = overrides.method ?? 'paypal';
  return {
    ...aWithdrawal({ method }),
    userId: 'u-ana',
    email: 'ana@shop.example',
    paypalEmail: method === 'paypal' ? 'ana.pay@paypal.example' : null,
    bank:
      method === 'bank'
        ? {
            accountName: 'Ana Lima',
            bankName: 'Banco Sol',
            accountNumber: 'DE89370400440532013000',
            swift: 'COBADEFFXXX',
            country: 'DE',
          }
        : null,
    ...overrides,
  };
}

/** Earnings per month (12) or week (26), oldest first, with commission in two periods. */
export function anEarnings(period: 'week' | 'month'): ReferralEarnings {
  const count = period === 'month' ? 12 : 26;
  const points = Array.from({ length: count }, (_, i) => {
    const start =
      period === 'month'
        ? new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 10)
        : new Date(Date.UTC(2026, 5, 1 + 7 * i)).toISOString().slice(0, 10);
    return { start, earnedCents: 0, reversedCents: 0, orders: 0 };
  });
  points[count - 2] = { ...points[count - 2]!, earnedCents: period === 'month' ? 1_200 : 700, orders: 2 };
  points[count - 1] = { ...points[count - 1]!, earnedCents: period === 'month' ? 3_000 : 900, reversedCents: 300, orders: 3 };
  return { period, points };
}
