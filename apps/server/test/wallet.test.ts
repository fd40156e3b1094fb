import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type {
  AdminWallet,
  AdminWalletPage,
  Reconciliation,
  WalletBalance,
  WalletTransaction,
  WalletTransactionPage,
} from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

describeEachEngine('wallet API', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;

  const adjust = (userId: string, body: Record<string, unknown>, as: Seller = admin, lang = 'en-US') =>
    get().call<WalletTransaction & ErrorBody>('POST', `/api/admin/wallets/${userId}/adjustments`, {
      as,
      json: { currency: 'USD', idempotencyKey: randomUUID(), ...body },
      headers: { 'Accept-Language': lang },
    });
  const statement = (as: Seller, query = '') =>
    get().call<WalletTransactionPage & ErrorBody>('GET', `/api/wallet/transactions${query}`, { as });
  const balance = async (as: Seller) => (await get().call<WalletBalance>('GET', '/api/wallet', { as })).body;

  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });

  it('starts every seller at zero, then shows credits and debits with the reason and a running balance', async () => {
    expect(await balance(alice)).toEqual({ currency: 'USD', availableCents: 0, heldCents: 0, updatedAt: null });
    expect((await statement(alice)).body).toEqual({ items: [], nextCursor: null });

    const c = await adjust(alice.id, { direction: 'credit', amountCents: 2_500, reason: 'Welcome credit' });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body).toMatchObject({
      kind: 'adjustment_credit',
      amountCents: 2_500,
      balanceAfterCents: 2_500,
      memo: 'Welcome credit',
    });
    const d = await adjust(alice.id, { direction: 'debit', amountCents: 730, reason: 'Sample fee' });
    expect(d.body).toMatchObject({ kind: 'adjustment_debit', amountCents: -730, balanceAfterCents: 1_770 });

    const b = await balance(alice);
    expect(b.availableCents).toBe(1_770);
    expect(b.updatedAt).not.toBeNull();
    const s = (await statement(alice)).body;
    expect(s.items.map((i) => [i.kind, i.amountCents, i.balanceAfterCents, i.memo])).toEqual([
      ['adjustment_debit', -730, 1_770, 'Sample fee'],
      ['adjustment_credit', 2_500, 2_500, 'Welcome credit'],
    ]);
    // Bob sees none of it.
    expect((await statement(bob)).body.items).toEqual([]);
    expect((await balance(bob)).availableCents).toBe(0);

    // The seller is told, with the signed amount and the reason.
    const notes = await get()
      .ctx.db.selectFrom('notifications')
      .select(['type', 'params'])
      .where('user_id', '=', alice.id)
      .where('type', '=', 'wallet.adjusted')
      .orderBy('id')
      .execute();
    expect(notes.map((n) => JSON.parse(n.params) as unknown)).toEqual([
      { amountCents: 2_500, reason: 'Welcome credit' },
      { amountCents: -730, reason: 'Sample fee' },
    ]);
  });

  it('adjusts once for a repeated form key, refuses the key with other content, and never debits below zero', async () => {
    const key = randomUUID();
    const first = await adjust(bob.id, { direction: 'credit', amountCents: 1_000, reason: 'Goodwill', idempotencyKey: key });
    const again = await adjust(bob.id, { direction: 'credit', amountCents: 1_000, reason: 'Goodwill', idempotencyKey: key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    expect((await balance(bob)).availableCents).toBe(1_000);
    const other = await adjust(bob.id, { direction: 'credit', amountCents: 1_001, reason: 'Goodwill', idempotencyKey: key });
    expect([other.status, other.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);

    const tooMuch = await adjust(bob.id, { direction: 'debit', amountCents: 1_001, reason: 'Too much' }, admin, 'es-ES');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(tooMuch.body.message).toContain('10,00');
    expect((await balance(bob)).availableCents).toBe(1_000);
    expect((await statement(bob)).body.items).toHaveLength(1);
  });

  it('refuses bad amounts, currencies and reasons with a clear error, moving nothing', async () => {
    const before = await balance(bob);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ amountCents: 0 }, 400, 'VALIDATION_FAILED', 'amountCents'],
      [{ amountCents: -500 }, 400, 'VALIDATION_FAILED', 'amountCents'],
      [{ amountCents: 12.5 }, 400, 'VALIDATION_FAILED', 'amountCents'],
      [{ amountCents: 1e12 }, 400, 'VALIDATION_FAILED', 'amountCents'],
      [{ amountCents: 'ten' }, 400, 'VALIDATION_FAILED', 'amountCents'],
      [{ currency: 'EUR' }, 400, 'CURRENCY_UNSUPPORTED', ''],
      [{ currency: 'dollars' }, 400, 'VALIDATION_FAILED', 'currency'],
      [{ reason: '' }, 400, 'VALIDATION_FAILED', 'reason'],
      [{ direction: 'sideways' }, 400, 'VALIDATION_FAILED', 'direction'],
      [{ idempotencyKey: 'x' }, 400, 'VALIDATION_FAILED', 'idempotencyKey'],
    ];
    for (const [over, status, code, field] of cases) {
      const res = await adjust(bob.id, { direction: 'credit', amountCents: 100, reason: 'Test', ...over });
      expect([JSON.stringify(over), res.status, res.body.code]).toEqual([JSON.stringify(over), status, code]);
      if (field) expect(res.body.params.field).toBe(field);
    }
    expect(await balance(bob)).toEqual(before);
  });

  it('keeps admin endpoints to admins and names an unknown seller', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/wallets'],
      ['GET', `/api/admin/wallets/${bob.id}`],
      ['GET', `/api/admin/wallets/${bob.id}/transactions`],
      ['GET', '/api/admin/ledger/reconciliation'],
    ] as const) {
      const res = await get().call<ErrorBody>(method, path, { as: alice });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    const selfCredit = await adjust(alice.id, { direction: 'credit', amountCents: 1_000_000, reason: 'Free money' }, alice);
    expect(selfCredit.status).toBe(403);
    expect((await get().call<ErrorBody>('GET', '/api/wallet', { as: 'public' })).status).toBe(401);

    const ghost = await adjust('01ZZZZZZZZZZZZZZZZZZZZZZZZ', { direction: 'credit', amountCents: 100, reason: 'Nobody' });
    expect([ghost.status, ghost.body.code]).toEqual([404, 'USER_NOT_FOUND']);
    const ghostStatement = await get().call<ErrorBody>('GET', '/api/admin/wallets/01ZZZZZZZZZZZZZZZZZZZZZZZZ/transactions', {
      as: admin,
    });
    expect(ghostStatement.status).toBe(404);
  });

  it('lists wallets for admins with search, and shows one seller with their statement', async () => {
    const page = await get().call<AdminWalletPage>('GET', `/api/admin/wallets?q=${encodeURIComponent(alice.email)}`, {
      as: admin,
    });
    expect(page.body.items).toEqual([
      expect.objectContaining({ userId: alice.id, email: alice.email, availableCents: 1_770, currency: 'USD' }),
    ]);
    // Admins are not sellers; a seller without a wallet shows zero.
    const carol = await get().seller();
    const all = await get().call<AdminWalletPage>('GET', '/api/admin/wallets?limit=100', { as: admin });
    const ids = all.body.items.map((w) => w.userId);
    expect(ids).toContain(carol.id);
    expect(ids).not.toContain(admin.id);
    expect(all.body.items.find((w) => w.userId === carol.id)).toMatchObject({ availableCents: 0, updatedAt: null });
    // A search with LIKE's wildcards finds them literally.
    const wild = await get().call<AdminWalletPage>('GET', '/api/admin/wallets?q=%25', { as: admin });
    expect(wild.body.items).toEqual([]);

    const one = await get().call<AdminWallet>('GET', `/api/admin/wallets/${alice.id}`, { as: admin });
    expect(one.body).toMatchObject({ userId: alice.id, availableCents: 1_770 });
    const s = await get().call<WalletTransactionPage>('GET', `/api/admin/wallets/${alice.id}/transactions`, { as: admin });
    expect(s.body.items.map((i) => i.amountCents)).toEqual([-730, 2_500]);
  });

  it('filters the statement by kind and day, pages by cursor, and refuses bad filters', async () => {
    const dave = await get().seller();
    for (let i = 1; i <= 5; i++) await adjust(dave.id, { direction: 'credit', amountCents: i * 100, reason: `Credit ${i}` });
    await adjust(dave.id, { direction: 'debit', amountCents: 50, reason: 'Debit' });

    const credits = await statement(dave, '?kind=adjustment_credit');
    expect(credits.body.items.map((i) => i.amountCents)).toEqual([500, 400, 300, 200, 100]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await statement(dave, `?from=${today}&to=${today}`)).body.items).toHaveLength(6);
    expect((await statement(dave, '?to=2020-01-01')).body.items).toEqual([]);

    const seen: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const res: { body: WalletTransactionPage } = await statement(dave, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.body.items.map((i) => i.amountCents));
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([-50, 500, 400, 300, 200, 100]);

    for (const [q, code] of [
      ['?kind=bonus', 'VALIDATION_FAILED'],
      ['?from=2026-13-01', 'VALIDATION_FAILED'],
      ['?from=yesterday', 'VALIDATION_FAILED'],
      ['?from=2026-03-10&to=2026-03-09', 'DATE_RANGE_INVALID'],
      ['?cursor=abc', 'VALIDATION_FAILED'],
      ['?limit=1000', 'VALIDATION_FAILED'],
    ]) {
      const res = await statement(dave, q);
      expect([q, res.status, res.body.code]).toEqual([q, 400, code]);
    }
  });

  it('exports the filtered statement as CSV', async () => {
    const res = await get().call<string>('GET', '/api/wallet/transactions.csv?kind=adjustment_debit', { as: alice });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="dropport-statement.csv"; filename*=UTF-8''dropport-statement.csv`,
    );
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,kind,reference,memo,amount,balance,currency,transaction');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,adjustment_debit,,Sample fee,-7\.30,17\.70,USD,[0-9A-Z]{26}$/);
  });

  it('reconciles: every check passes, with the totals per account kind', async () => {
    const res = await get().call<Reconciliation>('GET', '/api/admin/ledger/reconciliation', { as: admin });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.checks.every((c) => c.ok && c.problems.length === 0)).toBe(true);
    expect(res.body.checks).toHaveLength(6);
    const total = res.body.totals.reduce((s, t) => s + t.balanceCents, 0);
    expect(total).toBe(0);
    const wallets = res.body.totals.find((t) => t.kind === 'wallet')!.balanceCents;
    const adjustments = res.body.totals.find((t) => t.kind === 'adjustments')!.balanceCents;
    expect(wallets).toBe(-adjustments);
    expect(wallets).toBeGreaterThan(0);
  });
});
