import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../src/db/group-commit.js';
import { invoiceLine, issueInvoice } from '../src/modules/invoices/invoice-issuer.js';
import { describeEachEngine, type Seller } from './harness.js';
import { invoicesApi } from './invoices-support.js';

/** Each test numbers in a year of its own, so the counts it checks are its own. */
const inYear = (year: number, day = '06-15T12:00:00Z') => Date.parse(`${year}-${day}`);
const seqs = (numbers: string[]) => numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

class Rollback extends Error {}

describeEachEngine('invoices: numbering without gaps', (get) => {
  const api = invoicesApi(get);
  let alice: Seller, bob: Seller;
  beforeAll(async () => {
    ({ alice, bob } = await get().cast());
  });

  const numbersOf = async (year: number) =>
    (await get().ctx.db.selectFrom('invoices').select('number').where('year', '=', year).execute()).map((r) => r.number);

  it('gives 30 invoices issued at once, in separate transactions, exactly the numbers 1 to 30 of the year', async () => {
    const issued = await Promise.all(
      oneTo(30).map((i) => api.issue(i % 2 ? alice.id : bob.id, { sourceId: `burst-${i}`, now: inYear(2031) })),
    );
    expect(seqs(issued.map((i) => i.number))).toEqual(oneTo(30));
    expect(new Set(issued.map((i) => i.number)).size).toBe(30);
    expect(issued.every((i) => /^DP-2031-0000[0-3]\d$/.test(i.number))).toBe(true);
    expect(seqs(await numbersOf(2031))).toEqual(oneTo(30));
  });

  it('takes back the numbers of payments that roll back, even while others commit around them (group commit on SQLite)', async () => {
    // inTransaction is how money moves: its own transaction on PostgreSQL, a savepoint in a shared commit on SQLite.
    const results = await Promise.allSettled(
      oneTo(40).map((i) =>
        inTransaction(get().ctx.db, async (trx) => {
          const inv = await issueInvoice(trx, {
            userId: alice.id,
            kind: 'recharge',
            sourceId: `mixed-${i}`,
            currency: 'USD',
            lines: [invoiceLine('wallet_recharge_card', { reference: `RC-M${i}` }, 10_00)],
            now: inYear(2032),
          });
          // Every fourth payment fails after its invoice was numbered (say, the wallet credit is refused).
          if (i % 4 === 0) throw new Rollback(`payment ${i} failed`);
          return inv;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof Rollback)).toBe(true);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    expect(seqs(await numbersOf(2032))).toEqual(oneTo(30));
    const rolledBack = await get()
      .ctx.db.selectFrom('invoices')
      .select('id')
      .where('source_id', 'in', ['mixed-4', 'mixed-8', 'mixed-40'])
      .execute();
    expect(rolledBack).toEqual([]);
  });

  it('does not spend a number on a rolled-back transaction: the next invoice takes it', async () => {
    const first = await api.issue(alice.id, { now: inYear(2033) });
    await expect(
      get()
        .ctx.db.transaction()
        .execute(async (trx) => {
          await issueInvoice(trx, {
            userId: alice.id,
            kind: 'order',
            sourceId: 'order-that-failed',
            currency: 'USD',
            lines: [invoiceLine('order_products', { orderNumber: '#1' }, 5_00)],
            now: inYear(2033),
          });
          throw new Rollback('insufficient balance');
        }),
    ).rejects.toBeInstanceOf(Rollback);
    const next = await api.issue(alice.id, { now: inYear(2033) });
    expect([first.number, next.number]).toEqual(['DP-2033-000001', 'DP-2033-000002']);
    const again = await api.issue(alice.id, { kind: 'order', sourceId: 'order-that-failed', now: inYear(2033) });
    expect(again.number).toBe('DP-2033-000003');
  });

  it('returns the first invoice when a source is invoiced twice, spending no number', async () => {
    const first = await api.issue(bob.id, { sourceId: 'recharge-twice', now: inYear(2034) });
    const twice = await api.issue(bob.id, {
      sourceId: 'recharge-twice',
      now: inYear(2034, '07-01T00:00:00Z'),
      lines: [invoiceLine('wallet_recharge_card', { reference: 'other' }, 99_00)],
    });
    expect(twice).toEqual(first);
    // The same source of another kind is another invoice.
    const asOrder = await api.issue(bob.id, { kind: 'order', sourceId: 'recharge-twice', now: inYear(2034) });
    expect([first.number, asOrder.number]).toEqual(['DP-2034-000001', 'DP-2034-000002']);
    expect(seqs(await numbersOf(2034))).toEqual([1, 2]);
  });

  it('returns the first invoice to every one of concurrent issuers of one source, spending one number', async () => {
    const racing = await Promise.all(oneTo(10).map(() => api.issue(bob.id, { sourceId: 'recharge-raced', now: inYear(2036) })));
    expect(new Set(racing.map((i) => i.id)).size).toBe(1);
    expect(racing[0]?.number).toBe('DP-2036-000001');
    expect(seqs(await numbersOf(2036))).toEqual([1]);
  });

  it('starts every year at 000001, by the UTC year of issue', async () => {
    const lastOf2026 = await api.issue(alice.id, { now: Date.parse('2026-12-31T23:59:59.999Z') });
    const firstOf2027 = await api.issue(alice.id, { now: Date.parse('2027-01-01T00:00:00.000Z') });
    const secondOf2027 = await api.issue(bob.id, { now: Date.parse('2027-01-01T00:00:01.000Z') });
    // Issued late (a payment settled after new year, dated in the old year): the old year's sequence goes on.
    const late2026 = await api.issue(bob.id, { now: Date.parse('2026-12-31T23:59:59.999Z') });
    expect([lastOf2026.number, firstOf2027.number, secondOf2027.number, late2026.number]).toEqual([
      'DP-2026-000001',
      'DP-2027-000001',
      'DP-2027-000002',
      'DP-2026-000002',
    ]);
  });

  it('refuses to number outside a transaction, or lines that do not add up', async () => {
    const input = {
      userId: alice.id,
      kind: 'recharge' as const,
      sourceId: 'refused',
      currency: 'USD',
      lines: [invoiceLine('wallet_recharge_card', { reference: 'RC-X' }, 10_00)],
      now: inYear(2035),
    };
    await expect(issueInvoice(get().ctx.db, input)).rejects.toThrow(/inside the transaction/);
    const tx = (lines: typeof input.lines) =>
      get()
        .ctx.db.transaction()
        .execute((trx) => issueInvoice(trx, { ...input, lines }));
    await expect(tx([])).rejects.toThrow(/at least one line/);
    await expect(tx([{ ...input.lines[0]!, amountCents: 9_99 }])).rejects.toThrow(/does not add up/);
    expect(await numbersOf(2035)).toEqual([]);
  });
});
