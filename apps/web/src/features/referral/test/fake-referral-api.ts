import type {
  Commission,
  Referee,
  ReferralMovement,
  ReferralOverview,
  User,
  Withdrawal,
  WalletBalance,
} from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { anEarnings, anOverview } from './fake-referral';

const fail = (status: number, code: string, message: string, params: Record<string, unknown> = {}): Reply => ({
  status,
  data: { code, message, params },
});

/** The code the fake's authenticator accepts. */
export const GOOD_CODE = '246810';

interface Options {
  overview?: ReferralOverview;
  referees?: Referee[];
  commissions?: Commission[];
  movements?: ReferralMovement[];
  withdrawals?: Withdrawal[];
  user?: User;
  /** Extra answers, tried first (a Promise answers once it settles). */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

/** Pages of `limit` by an offset cursor, as the server pages by its own. */
function paged<T>(rows: T[], p: Record<string, unknown>): Reply {
  const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
  const limit = Number(p.limit ?? 20);
  const items = structuredClone(rows.slice(from, from + limit));
  return { status: 200, data: { items, nextCursor: from + limit < rows.length ? String(from + limit) : null } };
}

/**
 * The seller's referral API as the server answers it, over in-memory state: the overview, referees, commissions (by
 * status), statement (and its CSV), earnings, withdrawals (the server's checks: verified email, minimum, fee, two-factor
 * code, what is available; idempotent by key) and cancelling; the countries and the calls every console page makes.
 */
export function fakeReferralApi(o: Options = {}) {
  const user = o.user ?? aUser();
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: user.id, token: 't' }));
  const state = {
    overview: structuredClone(o.overview ?? anOverview()),
    referees: o.referees ?? [],
    commissions: o.commissions ?? [],
    movements: o.movements ?? [],
    withdrawals: [...(o.withdrawals ?? [])],
    wallet: { currency: 'USD', availableCents: 10_000, heldCents: 0, updatedAt: null } as WalletBalance,
    keys: new Map<string, Withdrawal>(),
    next: 1,
    failOverview: false,
  };

  const withdraw = (b: Record<string, unknown>): Reply => {
    const seen = state.keys.get(String(b.idempotencyKey));
    if (seen) return { status: 201, data: seen };
    const s = state.overview;
    if (!s.emailVerified) return fail(403, 'EMAIL_NOT_VERIFIED', 'Verify your email address first.');
    const amount = Number(b.amountCents);
    const method = b.method as Withdrawal['method'];
    const payout = method !== 'wallet';
    const fee = payout ? s.programme.payoutFeeCents : 0;
    if (payout) {
      if (amount < s.programme.minPayoutCents)
        return fail(400, 'PAYOUT_BELOW_MINIMUM', 'Payouts start at the minimum.', { minCents: s.programme.minPayoutCents });
      if (s.twoFactorEnabled && b.code === undefined)
        return fail(400, 'TWO_FACTOR_CODE_REQUIRED', 'Enter the code from your authenticator app.');
      if (s.twoFactorEnabled && b.code !== GOOD_CODE)
        return fail(400, 'TWO_FACTOR_CODE_INVALID', 'That code is not right. Try the current one.');
    }
    if (amount > s.summary.availableCents)
      return fail(422, 'COMMISSION_INSUFFICIENT', 'Not enough commission is available.', {
        availableCents: s.summary.availableCents,
      });
    const n = state.next++;
    const bank = b.bank as Record<string, string> | undefined;
    const made: Withdrawal = {
      id: `w-new-${n}`,
      number: `WD-2026-00010${n}`,
      method,
      status: payout ? 'requested' : 'completed',
      amountCents: amount,
      feeCents: fee,
      netCents: amount - fee,
      currency: 'USD',
      destination:
        method === 'paypal'
          ? String(b.paypalEmail)
          : method === 'bank'
            ? `Bank · ****${String(bank?.accountNumber).replace(/\s/g, '').slice(-4)}`
            : 'Wallet balance',
      reference: null,
      reason: null,
      createdAt: '2026-11-21T12:00:00.000Z',
      updatedAt: '2026-11-21T12:00:00.000Z',
    };
    s.summary.availableCents -= amount;
    if (payout) s.summary.heldCents += amount;
    else {
      s.summary.toWalletCents += amount;
      state.wallet = { ...state.wallet, availableCents: state.wallet.availableCents + amount };
    }
    state.withdrawals = [made, ...state.withdrawals];
    state.keys.set(String(b.idempotencyKey), made);
    return { status: 201, data: made };
  };

  const cancel = (id: string): Reply => {
    const w = state.withdrawals.find((x) => x.id === id);
    if (!w) return fail(404, 'WITHDRAWAL_NOT_FOUND', 'There is no such withdrawal.');
    if (w.status !== 'requested')
      return fail(409, 'WITHDRAWAL_TRANSITION_INVALID', `Withdrawal ${w.number} cannot be cancelled now.`);
    const done = { ...w, status: 'cancelled' as const, updatedAt: '2026-11-21T13:00:00.000Z' };
    state.withdrawals = state.withdrawals.map((x) => (x.id === id ? done : x));
    state.overview.summary.availableCents += w.amountCents;
    state.overview.summary.heldCents -= w.amountCents;
    return { status: 200, data: done };
  };

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === '/api/referral') {
      // A copy, as a server's answer is: the state changes later without changing what the console was sent.
      return state.failOverview
        ? fail(500, 'INTERNAL', 'Broken on our side.')
        : { status: 200, data: structuredClone(state.overview) };
    }
    if (r.url === '/api/referral/referees') return paged(state.referees, r.params);
    if (r.url === '/api/referral/commissions')
      return paged(
        state.commissions.filter((c) => !r.params.status || c.status === r.params.status),
        r.params,
      );
    if (r.url === '/api/referral/statement') return paged(state.movements, r.params);
    if (r.url === '/api/referral/statement.csv')
      return { status: 200, data: new Blob(['date,kind,description,reference,amount,pending_after,available_after,id\n']) };
    if (r.url === '/api/referral/earnings')
      return { status: 200, data: anEarnings(r.params.period === 'week' ? 'week' : 'month') };
    if (r.url === '/api/referral/withdrawals' && r.method === 'POST') return withdraw(r.body);
    if (r.url === '/api/referral/withdrawals') return paged(state.withdrawals, r.params);
    const m = /^\/api\/referral\/withdrawals\/([^/]+)\/cancel$/.exec(r.url);
    if (m && r.method === 'POST') return cancel(decodeURIComponent(m[1]!));
    if (r.url === '/api/wallet') return { status: 200, data: { ...state.wallet } };
    if (r.url === '/v1/dataRegion/country') {
      const country = (code: string, name: string) => ({ code, name, phoneCode: '1', currency: 'EUR', eu: true, flag: '' });
      return { status: 200, data: { items: [country('BR', 'Brazil'), country('DE', 'Germany'), country('ES', 'Spain')] } };
    }
    return consoleReplies(user)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
