import type { AdminWallet, WalletTransaction } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { aReconciliation } from './fake-wallet';

const fail = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

interface Seller {
  wallet: AdminWallet;
  lines: WalletTransaction[];
}

/**
 * The wallet API as the server answers it, over in-memory statements: the seller's own (`u-seller`) and, for an
 * admin, every seller's; filters by kind and day (both ends included), pages of `limit` by cursor, the CSV export,
 * adjustments (idempotent by key; a debit beyond the balance refused) and the reconciliation report.
 */
export function fakeWalletApi(options: { role?: 'user' | 'admin'; lines?: WalletTransaction[]; sellers?: Seller[] } = {}) {
  const role = options.role ?? 'user';
  const meId = role === 'admin' ? 'u-admin' : 'u-seller';
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: meId, token: 't' }));
  const me = aUser({ id: meId, role });
  const state = {
    sellers: new Map<string, Seller>(),
    reconciliation: aReconciliation(),
    failStatement: false,
    failReconciliation: false,
    /** Idempotency keys already used, with the line they made. */
    keys: new Map<string, WalletTransaction>(),
    next: 1,
  };
  state.sellers.set('u-seller', {
    wallet: { userId: 'u-seller', email: 'sam@shop.example', name: 'sam', currency: 'USD', availableCents: 0, updatedAt: null },
    lines: options.lines ?? [],
  });
  for (const s of options.sellers ?? []) state.sellers.set(s.wallet.userId, { wallet: { ...s.wallet }, lines: [...s.lines] });

  const walletOf = (s: Seller): AdminWallet => ({
    ...s.wallet,
    availableCents: s.lines[0]?.balanceAfterCents ?? 0,
    updatedAt: s.lines[0]?.createdAt ?? null,
  });

  const statement = (s: Seller, p: Record<string, unknown>): Reply => {
    if (state.failStatement) return fail(500, 'INTERNAL', 'Broken on our side.');
    const day = (l: WalletTransaction) => l.createdAt.slice(0, 10);
    const rows = s.lines.filter(
      (l) =>
        (!p.kind || l.kind === p.kind) &&
        (typeof p.from !== 'string' || day(l) >= p.from) &&
        (typeof p.to !== 'string' || day(l) <= p.to),
    );
    const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
    const limit = Number(p.limit ?? 20);
    const items = rows.slice(from, from + limit);
    return { status: 200, data: { items, nextCursor: from + limit < rows.length ? String(from + limit) : null } };
  };

  const adjust = (s: Seller, body: Record<string, unknown>): Reply => {
    const key = String(body.idempotencyKey);
    const seen = state.keys.get(`${s.wallet.userId}:${key}`);
    if (seen) return { status: 201, data: seen };
    const balance = s.lines[0]?.balanceAfterCents ?? 0;
    const cents = Number(body.amountCents);
    const signed = body.direction === 'debit' ? -cents : cents;
    if (balance + signed < 0) {
      return fail(422, 'INSUFFICIENT_BALANCE', `Your balance is too low: ${cents} is needed and ${balance} is available.`, {
        neededCents: cents,
        availableCents: balance,
      });
    }
    const line: WalletTransaction = {
      id: `ADJ${state.next++}`,
      kind: body.direction === 'debit' ? 'adjustment_debit' : 'adjustment_credit',
      reference: null,
      memo: String(body.reason),
      memoText: { kind: 'adjustment', params: { reason: String(body.reason) } },
      currency: 'USD',
      amountCents: signed,
      balanceAfterCents: balance + signed,
      createdAt: '2026-11-21T12:00:00.000Z',
    };
    s.lines = [line, ...s.lines];
    state.keys.set(`${s.wallet.userId}:${key}`, line);
    return { status: 201, data: line };
  };

  const route = (r: SentRequest): Reply | undefined => {
    const mine = state.sellers.get('u-seller')!;
    if (role === 'user') {
      if (r.url === '/api/wallet') {
        const w = walletOf(mine);
        return { status: 200, data: { currency: 'USD', availableCents: w.availableCents, heldCents: 0, updatedAt: w.updatedAt } };
      }
      if (r.url === '/api/wallet/transactions') return statement(mine, r.params);
      if (r.url === '/api/wallet/transactions.csv') {
        return { status: 200, data: new Blob(['date,kind,reference,memo,amount,balance,currency,transaction\n']) };
      }
      return undefined;
    }
    // The seller's linked stores, shown read-only on the admin's wallet page.
    if (/^\/api\/admin\/users\/[^/]+\/stores$/.test(r.url)) return { status: 200, data: { items: [] } };
    // …and the products the seller pushed to them.
    if (/^\/api\/admin\/users\/[^/]+\/listings$/.test(r.url)) return { status: 200, data: { items: [], nextCursor: null } };
    // …and who referred the seller (nobody here).
    const attribution = /^\/api\/admin\/referral\/attribution\/([^/]+)$/.exec(r.url);
    if (attribution) {
      const userId = decodeURIComponent(attribution[1]!);
      return { status: 200, data: { userId, referrer: null, windowEndsAt: null, commissions: 0, commissionCents: 0 } };
    }
    if (r.url === '/api/admin/ledger/reconciliation') {
      if (state.failReconciliation) return fail(500, 'INTERNAL', 'Broken on our side.');
      return { status: 200, data: state.reconciliation };
    }
    if (r.url === '/api/admin/wallets') {
      const q = typeof r.params.q === 'string' ? r.params.q.toLowerCase() : '';
      const items = [...state.sellers.values()]
        .map(walletOf)
        .filter((w) => w.email.includes(q) || w.name.toLowerCase().includes(q));
      return { status: 200, data: { items, nextCursor: null } };
    }
    const m = /^\/api\/admin\/wallets\/([^/]+)(\/transactions|\/adjustments)?$/.exec(r.url);
    if (m) {
      const s = state.sellers.get(decodeURIComponent(m[1]!));
      if (!s) return fail(404, 'USER_NOT_FOUND', 'There is no such user.');
      if (!m[2]) return { status: 200, data: walletOf(s) };
      if (m[2] === '/transactions') return statement(s, r.params);
      if (r.method === 'POST') return adjust(s, r.body);
    }
    return undefined;
  };

  const api = mockApi((r) => route(r) ?? consoleReplies(me)(r));
  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
