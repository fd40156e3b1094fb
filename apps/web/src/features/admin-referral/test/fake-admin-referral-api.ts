import {
  REFERRAL_DEFAULTS,
  type AdminWithdrawal,
  type ReferralSettings,
  type ReferralSettingsChange,
  type Referrer,
} from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';

const fail = (status: number, code: string, message: string): Reply => ({ status, data: { code, message, params: {} } });

interface Options {
  settings?: ReferralSettings;
  changes?: ReferralSettingsChange[];
  referrers?: Referrer[];
  withdrawals?: AdminWithdrawal[];
  /** Extra answers, tried first (a Promise answers once it settles). */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

/** A referrer as the admin's list shows it. */
export function aReferrer(overrides: Partial<Referrer> = {}): Referrer {
  return {
    userId: 'u-ana',
    email: 'ana@shop.example',
    inviteCode: 'ANACODE7',
    referees: 5,
    summary: {
      referees: 5,
      refereesOrdered: 3,
      pendingCents: 1_250,
      availableCents: 8_000,
      heldCents: 2_500,
      toWalletCents: 0,
      paidOutCents: 4_000,
      reversedCents: 0,
      lifetimeCents: 15_750,
    },
    ...overrides,
  };
}

/** One change of the rules. */
export function aChange(overrides: Partial<ReferralSettingsChange> = {}): ReferralSettingsChange {
  return {
    id: 'ch1',
    actorEmail: 'boss@dropport.example',
    before: { ...REFERRAL_DEFAULTS, rateBp: 250 },
    after: { ...REFERRAL_DEFAULTS },
    changedAt: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * The admin's referral API as the server answers it, over in-memory state: the settings (each change recorded), the
 * referrers (searched by email or code), the payout queue (by status, oldest first) and the decisions on it (the
 * flow's moves only; idempotent by key); plus the calls every console page makes, for an admin.
 */
export function fakeAdminReferralApi(o: Options = {}) {
  const admin = aUser({ id: 'u-admin', role: 'admin', email: 'admin@dropport.example' });
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: admin.id, token: 't' }));
  const state = {
    settings: { ...(o.settings ?? REFERRAL_DEFAULTS) },
    updatedAt: o.changes?.[0]?.changedAt ?? null,
    changes: [...(o.changes ?? [])],
    referrers: o.referrers ?? [],
    withdrawals: [...(o.withdrawals ?? [])],
    keys: new Map<string, AdminWithdrawal>(),
    next: 1,
  };
  const view = () => structuredClone({ settings: state.settings, updatedAt: state.updatedAt, changes: state.changes });

  const decide = (id: string, action: string, body: Record<string, unknown>): Reply => {
    const key = `${id}:${action}:${String(body.idempotencyKey)}`;
    const seen = state.keys.get(key);
    if (seen) return { status: 200, data: seen };
    const w = state.withdrawals.find((x) => x.id === id);
    if (!w) return fail(404, 'WITHDRAWAL_NOT_FOUND', 'There is no such withdrawal.');
    const to = action === 'approve' ? 'approved' : action === 'paid' ? 'paid' : 'rejected';
    const allowed =
      (w.status === 'requested' && (to === 'approved' || to === 'rejected')) ||
      (w.status === 'approved' && (to === 'paid' || to === 'rejected'));
    if (!allowed) return fail(409, 'WITHDRAWAL_TRANSITION_INVALID', `Withdrawal ${w.number} cannot move to ${to}.`);
    const done: AdminWithdrawal = {
      ...w,
      status: to,
      reference: to === 'paid' ? String(body.reference) : w.reference,
      reason: to === 'rejected' ? String(body.reason) : w.reason,
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    state.withdrawals = state.withdrawals.map((x) => (x.id === id ? done : x));
    state.keys.set(key, done);
    return { status: 200, data: done };
  };

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === '/api/admin/referral/settings') {
      if (r.method === 'PUT') {
        const after = r.body as unknown as ReferralSettings;
        state.changes = [
          {
            id: `ch-new-${state.next++}`,
            actorEmail: admin.email,
            before: state.settings,
            after,
            changedAt: '2026-11-22T09:00:00.000Z',
          },
          ...state.changes,
        ];
        state.settings = { ...after };
        state.updatedAt = '2026-11-22T09:00:00.000Z';
      }
      return { status: 200, data: view() };
    }
    if (r.url === '/api/admin/referral/referrers') {
      const q = typeof r.params.q === 'string' ? r.params.q.toLowerCase() : '';
      const rows = state.referrers.filter((x) => x.email.includes(q) || x.inviteCode.toLowerCase().includes(q));
      return { status: 200, data: { items: structuredClone(rows), nextCursor: null } };
    }
    if (r.url === '/api/admin/referral/withdrawals') {
      const rows = state.withdrawals.filter((w) => !r.params.status || w.status === r.params.status);
      return { status: 200, data: { items: structuredClone(rows), nextCursor: null } };
    }
    const m = /^\/api\/admin\/referral\/withdrawals\/([^/]+)\/(approve|paid|reject)$/.exec(r.url);
    if (m && r.method === 'POST') return decide(decodeURIComponent(m[1]!), m[2]!, r.body);
    return consoleReplies(admin)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
