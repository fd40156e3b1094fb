import type { AdminRecharge, Recharge, RechargeOptions, Upload, User } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { anOptions, aRecharge, forAdmin } from './fake-recharges';

const fail = (status: number, code: string, message: string): Reply => ({ status, data: { code, message, params: {} } });

interface Options {
  recharges?: Recharge[];
  options?: RechargeOptions;
  user?: User;
  /** Sign in as this user (false: no credential at all). */
  signedIn?: boolean;
  /** Extra answers, tried first (a Promise answers once it settles). */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

/**
 * The recharge API as the server answers it, over in-memory recharges: options, the balance, create (card or bank),
 * list, detail, confirm, cancel, uploads, and the admin's queue, detail, approve and reject; plus the calls every
 * console page makes.
 */
export function fakeRechargeApi(o: Options = {}) {
  const user = o.user ?? aUser();
  if (o.signedIn !== false) sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: user.id, token: 't' }));
  const state = {
    recharges: (o.recharges ?? []).map((r) => forAdmin(r)),
    options: o.options ?? anOptions(),
    balanceCents: 12_345,
    emailVerified: user.emailVerified,
    created: 0,
  };
  const find = (id: string | undefined) => state.recharges.find((r) => r.id === id);
  const plain = ({ userId: _u, sellerEmail: _s, reviewedBy: _b, reviewedAt: _a, ...r }: AdminRecharge): Recharge => r;
  const save = (id: string, patch: Partial<AdminRecharge>) => {
    state.recharges = state.recharges.map((r) => (r.id === id ? { ...r, ...patch } : r));
    return find(id)!;
  };
  const filtered = (p: Record<string, unknown>) =>
    state.recharges.filter((r) => (!p.status || r.status === p.status) && (!p.method || r.method === p.method));

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    const [, , scope, , id, action] = r.url.split('/'); // '', 'api', 'wallet'|'admin', 'recharges', id, action
    if (r.url === '/api/wallet/recharge-options') return { status: 200, data: state.options };
    if (r.url === '/api/wallet')
      return { status: 200, data: { currency: 'USD', availableCents: state.balanceCents, heldCents: 0, updatedAt: null } };
    if (r.url === '/api/uploads' && r.method === 'POST') {
      const stored: Upload = {
        id: 'F9',
        purpose: 'document',
        mime: 'application/pdf',
        size: 1200,
        name: 'receipt.pdf',
        url: '/files/F9',
        createdAt: '2026-11-21T09:00:00.000Z',
      };
      return { status: 201, data: stored };
    }
    if (r.url.startsWith('/files/')) return { status: 200, data: new Blob(['%PDF-1.4'], { type: 'image/png' }) };
    if (r.url === '/api/wallet/recharges' && r.method === 'POST') {
      if (!state.emailVerified)
        return fail(403, 'EMAIL_NOT_VERIFIED', 'Verify your email address first: enter the code we sent you.');
      const method = r.body.method === 'bank' ? 'bank' : 'card';
      state.created += 1;
      const made = forAdmin(
        aRecharge({
          id: `RC-NEW-${state.created}`,
          method,
          amountCents: Number(r.body.amountCents),
          createdAt: new Date().toISOString(),
        }),
      );
      state.recharges = [made, ...state.recharges];
      return { status: 201, data: plain(made) };
    }
    if (r.url === '/api/wallet/recharges')
      return { status: 200, data: { items: filtered(r.params).map(plain), nextCursor: null } };
    if (r.url === '/api/admin/recharges') return { status: 200, data: { items: filtered(r.params), nextCursor: null } };
    if (r.url.startsWith('/api/wallet/recharges/') || r.url.startsWith('/api/admin/recharges/')) {
      const found = find(id);
      if (!found) return fail(404, 'RECHARGE_NOT_FOUND', 'There is no such recharge.');
      const answer = (x: AdminRecharge): Reply => ({ status: 200, data: scope === 'admin' ? x : plain(x) });
      if (r.method === 'GET') return answer(found);
      if (action === 'confirm') {
        const t = {
          transferDate: String(r.body.transferDate),
          amountCents: Number(r.body.amountCents),
          payerName: String(r.body.payerName),
          proofFileId: String(r.body.proofFileId),
          proofUrl: `/files/${String(r.body.proofFileId)}`,
        };
        return answer(save(found.id, { status: 'submitted', transfer: t }));
      }
      if (action === 'cancel') return answer(save(found.id, { status: 'cancelled' }));
      if (action === 'approve') {
        state.balanceCents += found.transfer?.amountCents ?? found.amountCents;
        return answer(
          save(found.id, { status: 'succeeded', reviewedBy: 'admin@dropport.example', reviewedAt: new Date().toISOString() }),
        );
      }
      if (action === 'reject')
        return answer(
          save(found.id, {
            status: 'rejected',
            failureReason: String(r.body.reason),
            reviewedBy: 'admin@dropport.example',
            reviewedAt: new Date().toISOString(),
          }),
        );
    }
    return consoleReplies(user)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { ...api, state, calls, save };
}
