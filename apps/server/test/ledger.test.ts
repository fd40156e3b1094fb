import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.js';
import {
  checkPostings,
  credit,
  debit,
  fingerprint,
  pay,
  post,
  refund,
  requireAmount,
  walletAccountId,
  walletBalance,
} from '../src/modules/ledger/ledger.js';
import { reconcile } from '../src/modules/ledger/reconciliation.js';
import { describeEachEngine, type Seller } from './harness.js';

/** The code of the AppError a promise rejects with ('' for anything else). */
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof AppError ? err.code : `other: ${String(err)}`;
  }
};

describe('ledger rules', () => {
  it('takes only balanced transactions of whole, non-zero amounts on distinct accounts', () => {
    const ok = [
      { accountId: 'a', amountCents: -150 },
      { accountId: 'b', amountCents: 100 },
      { accountId: 'c', amountCents: 50 },
    ];
    expect(() => checkPostings(ok)).not.toThrow();
    expect(() => checkPostings([{ accountId: 'a', amountCents: 0 }])).toThrow(/two or more/);
    expect(() => checkPostings([ok[0]!, { accountId: 'b', amountCents: 149 }])).toThrow(/sum to zero, not -1/);
    expect(() =>
      checkPostings([
        { accountId: 'a', amountCents: -1.5 },
        { accountId: 'b', amountCents: 1.5 },
      ]),
    ).toThrow(/whole number/);
    expect(() =>
      checkPostings([
        { accountId: 'a', amountCents: 0 },
        { accountId: 'b', amountCents: 0 },
      ]),
    ).toThrow(/non-zero/);
    expect(() =>
      checkPostings([
        { accountId: 'a', amountCents: -5 },
        { accountId: 'a', amountCents: 5 },
      ]),
    ).toThrow(/twice/);
  });

  it('refuses zero, negative, fractional and absurd amounts with AMOUNT_INVALID', () => {
    expect(requireAmount(1)).toBe(1);
    expect(requireAmount(100_000_000)).toBe(100_000_000);
    for (const bad of [0, -1, 0.5, 12.345, 100_000_001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => requireAmount(bad), String(bad)).toThrow(AppError);
    }
  });

  it('fingerprints a request by its content, not by the order of its lines', () => {
    const a = { accountId: 'x', amountCents: -5 };
    const b = { accountId: 'y', amountCents: 5 };
    const base = { kind: 'payment', currency: 'USD', reference: 'o1' };
    expect(fingerprint({ ...base, postings: [a, b] })).toBe(fingerprint({ ...base, postings: [b, a] }));
    expect(fingerprint({ ...base, postings: [a, b] })).not.toBe(fingerprint({ ...base, reference: 'o2', postings: [a, b] }));
    expect(fingerprint({ ...base, postings: [a, b] })).not.toBe(
      fingerprint({
        ...base,
        postings: [
          { ...a, amountCents: -6 },
          { ...b, amountCents: 6 },
        ],
      }),
    );
  });
});

describeEachEngine('ledger', (get) => {
  let alice: Seller, bob: Seller;
  const db = () => get().ctx.db;
  let n = 0;
  const key = (what: string) => `test:${what}:${n++}:${Date.now()}`;

  beforeAll(async () => {
    ({ alice, bob } = await get().cast());
  });

  it('credits, pays and refunds with a running balance; every transaction sums to zero', async () => {
    const top = await credit(db(), {
      userId: alice.id,
      amountCents: 10_000,
      currency: 'USD',
      key: key('top'),
      kind: 'recharge_card',
      from: 'gateway_clearing',
      reference: 'PAY-1',
    });
    expect(top.replayed).toBe(false);
    expect(top.amountCents).toBe(10_000);
    expect(top.entries.find((e) => e.accountId === walletAccountId(alice.id, 'USD'))?.balanceAfterCents).toBe(10_000);

    const paid = await pay(db(), {
      userId: alice.id,
      amountCents: 2_550,
      currency: 'USD',
      key: key('pay'),
      reference: 'ORDER-1',
    });
    expect(paid.entries.find((e) => e.accountId.startsWith('wallet:'))).toEqual({
      accountId: walletAccountId(alice.id, 'USD'),
      amountCents: -2_550,
      balanceAfterCents: 7_450,
    });
    await refund(db(), { userId: alice.id, amountCents: 550, currency: 'USD', key: key('refund'), reference: 'ORDER-1' });
    expect((await walletBalance(db(), alice.id, 'USD')).availableCents).toBe(8_000);

    // The rest of the payment may be refunded, not a cent more.
    expect(
      await codeOf(
        refund(db(), { userId: alice.id, amountCents: 2_001, currency: 'USD', key: key('refund'), reference: 'ORDER-1' }),
      ),
    ).toBe('REFUND_EXCEEDS_PAYMENT');
    expect(
      await codeOf(refund(db(), { userId: alice.id, amountCents: 1, currency: 'USD', key: key('refund'), reference: 'ORDER-2' })),
    ).toBe('REFUND_EXCEEDS_PAYMENT');
    expect((await walletBalance(db(), alice.id, 'USD')).availableCents).toBe(8_000);
    expect((await reconcile(db(), Date.now())).ok).toBe(true);
  });

  it('returns the first result for a repeated key and moves nothing; another request under the key is refused', async () => {
    const k = key('once');
    const move = {
      userId: bob.id,
      amountCents: 700,
      currency: 'USD',
      key: k,
      kind: 'adjustment_credit' as const,
      from: 'adjustments' as const,
    };
    const first = await credit(db(), move);
    const again = await credit(db(), move);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.entries).toEqual(first.entries);
    expect((await walletBalance(db(), bob.id, 'USD')).availableCents).toBe(700);
    expect(await codeOf(credit(db(), { ...move, amountCents: 701 }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await codeOf(credit(db(), { ...move, userId: alice.id }))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await walletBalance(db(), bob.id, 'USD')).availableCents).toBe(700);
  });

  it('never lets a wallet go below zero, and a refused payment writes nothing', async () => {
    const before = await walletBalance(db(), bob.id, 'USD');
    const k = key('too-much');
    const err = await pay(db(), {
      userId: bob.id,
      amountCents: before.availableCents + 1,
      currency: 'USD',
      key: k,
      reference: 'ORDER-9',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('INSUFFICIENT_BALANCE');
    expect((err as AppError).params).toMatchObject({
      availableCents: before.availableCents,
      neededCents: before.availableCents + 1,
    });
    expect(await db().selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', k).execute()).toEqual([]);
    expect(await walletBalance(db(), bob.id, 'USD')).toEqual(before);
    // A seller with no wallet yet has nothing to pay with.
    const carol = await get().seller();
    expect(await codeOf(pay(db(), { userId: carol.id, amountCents: 1, currency: 'USD', key: key('none'), reference: 'O' }))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    // The database refuses a negative wallet even when the code above it does not ask.
    await expect(
      db().updateTable('ledger_accounts').set({ balance_minor: -1 }).where('id', '=', walletAccountId(bob.id, 'USD')).execute(),
    ).rejects.toThrow(/check|constraint/i);
  });

  it('refuses a currency it does not settle in', async () => {
    expect(
      await codeOf(
        credit(db(), {
          userId: bob.id,
          amountCents: 5,
          currency: 'EUR',
          key: key('eur'),
          kind: 'adjustment_credit',
          from: 'adjustments',
        }),
      ),
    ).toBe('CURRENCY_UNSUPPORTED');
    expect(
      await codeOf(
        debit(db(), {
          userId: bob.id,
          amountCents: 0,
          currency: 'USD',
          key: key('zero'),
          kind: 'adjustment_debit',
          to: 'adjustments',
        }),
      ),
    ).toBe('AMOUNT_INVALID');
  });

  it('keeps entries and transactions append-only in the database', async () => {
    await expect(sql`update ledger_entries set amount_minor = amount_minor + 1`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_transactions set memo = 'x'`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transactions`.execute(db())).rejects.toThrow(/append-only/);
  });

  it('a move inside a larger transaction rolls back with it', async () => {
    const before = await walletBalance(db(), bob.id, 'USD');
    const k = key('rolled-back');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await credit(trx, {
            userId: bob.id,
            amountCents: 300,
            currency: 'USD',
            key: k,
            kind: 'recharge_bank',
            from: 'bank_receipts',
          });
          throw new Error('the caller failed after the credit');
        }),
    ).rejects.toThrow(/caller failed/);
    expect(await walletBalance(db(), bob.id, 'USD')).toEqual(before);
    expect(await db().selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', k).execute()).toEqual([]);
  });

  it('under racing debits, repeated keys and duplicate credits: no negative balance, no drift, each key once', async () => {
    const dave = await get().seller();
    const start = 10_000;
    await credit(db(), {
      userId: dave.id,
      amountCents: start,
      currency: 'USD',
      key: key('dave-start'),
      kind: 'recharge_card',
      from: 'gateway_clearing',
    });
    const debitKeys = Array.from({ length: 60 }, (_, i) => `race:debit:${dave.id}:${i}`);
    const creditKeys = Array.from({ length: 10 }, (_, i) => `race:credit:${dave.id}:${i}`);
    const ops: Promise<unknown>[] = [];
    // Every key is sent three times, interleaved: 60 debits of $3 (more than the balance covers) and 10 credits of $1.
    for (let round = 0; round < 3; round++) {
      debitKeys.forEach((k, i) => {
        ops.push(
          pay(db(), { userId: dave.id, amountCents: 300, currency: 'USD', key: k, reference: `O-${i}` }).catch((e: unknown) => e),
        );
        if (i % 6 === 0) {
          const c = creditKeys[i / 6]!;
          ops.push(
            credit(db(), {
              userId: dave.id,
              amountCents: 100,
              currency: 'USD',
              key: c,
              kind: 'recharge_card',
              from: 'gateway_clearing',
            }).catch((e: unknown) => e),
          );
        }
      });
    }
    const results = await Promise.all(ops);
    const unexpected = results.filter((r) => r instanceof Error && !(r instanceof AppError && r.code === 'INSUFFICIENT_BALANCE'));
    expect(unexpected).toEqual([]);

    const rows = await db()
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select(['t.idempotency_key', 't.kind', 'e.amount_minor'])
      .where('e.account_id', '=', walletAccountId(dave.id, 'USD'))
      .execute();
    const keys = rows.map((r) => r.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    const debits = rows.filter((r) => r.kind === 'payment').length;
    const credits = rows.filter((r) => r.kind === 'recharge_card').length - 1;
    expect(credits).toBe(creditKeys.length);
    // $100 + $10 of credits pay for at most 36 debits of $3; every debit the balance allowed went through.
    expect(debits).toBeLessThanOrEqual(36);
    const balance = (await walletBalance(db(), dave.id, 'USD')).availableCents;
    expect(balance).toBe(start + credits * 100 - debits * 300);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBeLessThan(300);
    const report = await reconcile(db(), Date.now());
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('reconciliation finds a cached balance that disagrees with its entries', async () => {
    // Break the cache behind the ledger's back (the account row is not append-only), then put it back.
    const id = walletAccountId(alice.id, 'USD');
    const { availableCents } = await walletBalance(db(), alice.id, 'USD');
    await db()
      .updateTable('ledger_accounts')
      .set({ balance_minor: availableCents + 1 })
      .where('id', '=', id)
      .execute();
    try {
      const report = await reconcile(db(), Date.now());
      expect(report.ok).toBe(false);
      const failed = report.checks.filter((c) => !c.ok);
      expect(failed.map((c) => c.check).sort()).toEqual(['cachedBalances', 'runningBalances']);
      expect(failed[0]!.problems).toContainEqual({ id, expected: availableCents, actual: availableCents + 1 });
    } finally {
      await db().updateTable('ledger_accounts').set({ balance_minor: availableCents }).where('id', '=', id).execute();
    }
    expect((await reconcile(db(), Date.now())).ok).toBe(true);
  });

  it('posts a multi-line transaction and answers its entries in account order', async () => {
    await credit(db(), {
      userId: bob.id,
      amountCents: 1_000,
      currency: 'USD',
      key: key('bob-top'),
      kind: 'recharge_card',
      from: 'gateway_clearing',
    });
    const split = await post(db(), {
      key: key('split'),
      kind: 'payment',
      currency: 'USD',
      reference: 'ORDER-SPLIT',
      postings: [
        { account: { wallet: bob.id }, amountCents: -1_000 },
        { account: { system: 'platform_revenue' }, amountCents: 900 },
        { account: { system: 'referral_payable' }, amountCents: 100 },
      ],
    });
    expect(split.amountCents).toBe(1_000);
    expect(split.entries.map((e) => e.accountId)).toEqual([
      'platform_revenue:USD',
      'referral_payable:USD',
      walletAccountId(bob.id, 'USD'),
    ]);
    expect(split.entries.reduce((s, e) => s + e.amountCents, 0)).toBe(0);
  });
});
