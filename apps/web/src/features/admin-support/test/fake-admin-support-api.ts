import {
  SUPPORT_DEFAULTS,
  type AdminTicketDetail,
  type AdminTicketSummary,
  type CannedReply,
  type Claim,
  type SupportSettings,
  type TicketMessage,
} from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';

export const BASE = '/api/admin/support';
const fail = (status: number, code: string, message: string): Reply => ({ status, data: { code, message, params: {} } });
const ok = (data: unknown): Reply => ({ status: 200, data: structuredClone(data) });

export const ADMIN_ID = 'u-admin';
export const ADMIN_EMAIL = 'admin@dropport.example';

/** A message of a thread. */
export function aMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id: 'm1',
    author: 'seller',
    authorName: 'Ana Shop',
    body: 'My order never arrived.',
    internal: false,
    attachments: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A ticket as the admin reads it: new, waiting for support, unassigned, about an order. */
export function aTicket(overrides: Partial<AdminTicketDetail> = {}): AdminTicketDetail {
  return {
    id: 't1',
    number: 'ST-2026-000001',
    category: 'order',
    subject: 'Order not delivered',
    status: 'open',
    orderId: 'o1',
    orderNo: 'DP-1001',
    productId: null,
    rechargeId: null,
    lastMessageAt: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    resolvedAt: null,
    closedAt: null,
    rating: null,
    sellerId: 'u-ana',
    sellerEmail: 'ana@shop.example',
    assigneeId: null,
    assigneeEmail: null,
    timers: {
      firstResponseDueAt: '2026-11-20T21:00:00.000Z',
      firstResponseAt: null,
      firstResponseOverdue: false,
      resolutionDueAt: '2026-11-23T09:00:00.000Z',
      resolutionOverdue: false,
      waitingSince: '2026-11-20T09:00:00.000Z',
    },
    context: '/orders/o1',
    claim: null,
    ratingComment: null,
    messages: [aMessage()],
    closesAt: null,
    ...overrides,
  };
}

/** A canned reply. */
export function aCanned(overrides: Partial<CannedReply> = {}): CannedReply {
  return {
    id: 'c1',
    title: 'Tracking delay',
    locale: 'en-US',
    body: 'Thanks for writing. Carriers sometimes update tracking late.',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

interface Options {
  tickets?: AdminTicketDetail[];
  canned?: CannedReply[];
  settings?: SupportSettings;
  /** Extra answers, tried first (a Promise answers once it settles). */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

const summaryOf = (t: AdminTicketDetail): AdminTicketSummary => {
  const { context: _c, claim: _l, ratingComment: _r, messages: _m, closesAt: _a, ...rest } = t;
  return rest;
};

/**
 * The admin's support API as the server answers it, over in-memory state: the queue (filtered, paged by cursor), a
 * ticket's thread (replies move it to the seller, notes change nothing), assignment, resolving, a ticket's claim (read,
 * and decided once: a refund gives back the claimed amount, a resend makes order DP-2001, a rejection needs a reason),
 * the canned replies and the settings; plus the calls every console page makes, for an admin.
 */
export function fakeAdminSupportApi(o: Options = {}) {
  const admin = aUser({ id: ADMIN_ID, role: 'admin', email: ADMIN_EMAIL });
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: admin.id, token: 't' }));
  const state = {
    tickets: structuredClone(o.tickets ?? [aTicket()]),
    canned: structuredClone(o.canned ?? [aCanned()]),
    settings: { ...(o.settings ?? SUPPORT_DEFAULTS) },
    next: 1,
  };
  const now = new Date('2026-11-22T09:00:00.000Z').getTime();
  const find = (id: string) => state.tickets.find((t) => t.id === id);
  const update = (t: AdminTicketDetail) => {
    state.tickets = state.tickets.map((x) => (x.id === t.id ? t : x));
    return ok(t);
  };

  const queue = (p: Record<string, unknown>): Reply => {
    const q = typeof p.q === 'string' ? p.q.toLowerCase() : '';
    const items = state.tickets.filter(
      (t) =>
        (!p.status || t.status === p.status) &&
        (!p.category || t.category === p.category) &&
        (p.assignee === undefined ||
          (p.assignee === 'me'
            ? t.assigneeId === ADMIN_ID
            : p.assignee === 'none'
              ? t.assigneeId === null
              : t.assigneeId === p.assignee)) &&
        (p.olderThanHours === undefined ||
          (t.timers.waitingSince !== null &&
            now - new Date(t.timers.waitingSince).getTime() > Number(p.olderThanHours) * 3_600_000)) &&
        (!q || `${t.number} ${t.subject} ${t.sellerEmail}`.toLowerCase().includes(q)),
    );
    const start = p.cursor ? Number(p.cursor) : 0;
    const limit = Number(p.limit ?? 20);
    const end = start + limit;
    return ok({ items: items.slice(start, end).map(summaryOf), nextCursor: end < items.length ? String(end) : null });
  };

  const message = (t: AdminTicketDetail, body: Record<string, unknown>): Reply => {
    const text = String(body.body ?? '').trim();
    if (!text) return fail(400, 'VALIDATION_FAILED', 'Write a message.');
    const internal = body.internal === true;
    const m = aMessage({
      id: `m-new-${state.next++}`,
      author: 'support',
      authorName: 'Admin',
      body: text,
      internal,
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    const replied = !internal;
    return update({
      ...t,
      messages: [...t.messages, m],
      status: replied ? 'awaiting_seller' : t.status,
      timers: replied ? { ...t.timers, firstResponseAt: t.timers.firstResponseAt ?? m.createdAt, waitingSince: null } : t.timers,
    });
  };

  const decide = (t: AdminTicketDetail, c: Claim, body: Record<string, unknown>): Reply => {
    if (c.status !== 'pending')
      return fail(409, 'CLAIM_ALREADY_DECIDED', `This claim on order ${c.orderNo} was already decided.`);
    const note = typeof body.note === 'string' && body.note.trim() ? body.note.trim() : null;
    if (body.decision === 'reject' && !note) return fail(400, 'VALIDATION_FAILED', 'Give the reason for the rejection.');
    const decided: Claim = {
      ...c,
      status: body.decision === 'refund' ? 'refunded' : body.decision === 'resend' ? 'resent' : 'rejected',
      refundedCents: body.decision === 'refund' ? c.amountCents : null,
      resendOrderId: body.decision === 'resend' ? 'o-2001' : null,
      resendOrderNo: body.decision === 'resend' ? 'DP-2001' : null,
      decisionNote: note,
      decidedAt: '2026-11-22T09:00:00.000Z',
    };
    update({ ...t, claim: decided });
    return ok(decided);
  };

  const saveCanned = (id: string | null, body: Record<string, unknown>): Reply => {
    const fields = { title: String(body.title), locale: body.locale as CannedReply['locale'], body: String(body.body) };
    if (id === null) {
      const created: CannedReply = { id: `c-new-${state.next++}`, updatedAt: '2026-11-22T09:00:00.000Z', ...fields };
      state.canned.push(created);
      return ok(created);
    }
    const before = state.canned.find((c) => c.id === id);
    if (!before) return fail(404, 'CANNED_REPLY_NOT_FOUND', 'This canned reply no longer exists.');
    const after = { ...before, ...fields };
    state.canned = state.canned.map((c) => (c.id === id ? after : c));
    return ok(after);
  };

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === `${BASE}/tickets` && r.method === 'GET') return queue(r.params);
    const tk = new RegExp(`^${BASE}/tickets/([^/]+)(?:/(messages|assign|resolve))?$`).exec(r.url);
    if (tk) {
      const t = find(decodeURIComponent(tk[1]!));
      if (!t) return fail(404, 'TICKET_NOT_FOUND', 'This ticket does not exist.');
      if (!tk[2] && r.method === 'GET') return ok(t);
      if (tk[2] === 'messages' && r.method === 'POST') return message(t, r.body);
      if (tk[2] === 'assign' && r.method === 'POST') {
        const assigneeId = r.body.assigneeId as string | null;
        return update({ ...t, assigneeId, assigneeEmail: assigneeId === ADMIN_ID ? ADMIN_EMAIL : assigneeId });
      }
      if (tk[2] === 'resolve' && r.method === 'POST') {
        if (t.status === 'resolved' || t.status === 'closed')
          return fail(409, 'TICKET_CLOSED', `Ticket ${t.number} is already resolved.`);
        return update({ ...t, status: 'resolved', resolvedAt: '2026-11-22T09:00:00.000Z' });
      }
    }
    const cl = new RegExp(`^${BASE}/claims/([^/]+)(?:/(decide))?$`).exec(r.url);
    if (cl) {
      const t = state.tickets.find((x) => x.claim?.id === decodeURIComponent(cl[1]!));
      if (!t?.claim) return fail(404, 'CLAIM_NOT_FOUND', 'This claim does not exist.');
      if (!cl[2] && r.method === 'GET') return ok(t.claim);
      if (cl[2] === 'decide' && r.method === 'POST') return decide(t, t.claim, r.body);
    }
    if (r.url === `${BASE}/settings`) {
      if (r.method === 'PUT') state.settings = r.body as unknown as SupportSettings;
      return ok(state.settings);
    }
    if (r.url === `${BASE}/canned`) {
      if (r.method === 'POST') return saveCanned(null, r.body);
      return ok({ items: state.canned });
    }
    const cn = new RegExp(`^${BASE}/canned/([^/]+)$`).exec(r.url);
    if (cn) {
      const id = decodeURIComponent(cn[1]!);
      if (r.method === 'PUT') return saveCanned(id, r.body);
      if (r.method === 'DELETE') {
        state.canned = state.canned.filter((c) => c.id !== id);
        return { status: 204, data: '' };
      }
    }
    return consoleReplies(admin)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
