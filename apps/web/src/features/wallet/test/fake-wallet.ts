import type { AdminWallet, MemoText, WalletLedgerKind, Reconciliation, WalletTransaction } from '@dropport/contracts';

export interface Movement {
  kind: WalletLedgerKind;
  amountCents: number;
  memo?: string;
  memoText?: MemoText | null;
  reference?: string | null;
  /** YYYY-MM-DD; noon UTC, so the day reads the same in any test time zone. */
  day: string;
}

/** A statement, newest first, with the running balance each movement left, from movements oldest first. */
export function aStatement(moves: Movement[], prefix = 'T'): WalletTransaction[] {
  let balance = 0;
  const lines = moves.map((m, i): WalletTransaction => {
    balance += m.amountCents;
    return {
      id: `${prefix}${String(i + 1).padStart(3, '0')}`,
      kind: m.kind,
      reference: m.reference === undefined ? null : m.reference,
      memo: m.memo ?? '',
      memoText: m.memoText ?? null,
      currency: 'USD',
      amountCents: m.amountCents,
      balanceAfterCents: balance,
      createdAt: `${m.day}T12:00:00.000Z`,
    };
  });
  return lines.reverse();
}

/** A seller's wallet as the admin list shows it. */
export function aWallet(overrides: Partial<AdminWallet> = {}): AdminWallet {
  return {
    userId: 'u-ana',
    email: 'ana@shop.example',
    name: 'Ana Lima',
    currency: 'USD',
    availableCents: 0,
    updatedAt: null,
    ...overrides,
  };
}

/** A reconciliation where every check passed (or not, with `problems` per check). */
export function aReconciliation(
  problems: Partial<Record<Reconciliation['checks'][number]['check'], Reconciliation['checks'][number]['problems']>> = {},
): Reconciliation {
  const checks = (
    [
      'transactionsBalanced',
      'currenciesBalanced',
      'cachedBalances',
      'runningBalances',
      'noNegativeWallets',
      'transactionsHaveEntries',
    ] as const
  ).map((check) => ({ check, ok: (problems[check] ?? []).length === 0, problems: problems[check] ?? [] }));
  return {
    ok: checks.every((c) => c.ok),
    checkedAt: '2026-11-20T12:00:00.000Z',
    transactions: 1204,
    entries: 2408,
    accounts: 37,
    checks,
    totals: [
      { kind: 'adjustments', currency: 'USD', balanceCents: -2500 },
      { kind: 'gateway_clearing', currency: 'USD', balanceCents: -1_250_000 },
      { kind: 'platform_revenue', currency: 'USD', balanceCents: 40_000 },
      { kind: 'wallet', currency: 'USD', balanceCents: 1_212_500 },
    ],
  };
}
