import type { TicketDetail, TicketMessage, TicketSummary, Upload, User } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';

/** A support message as the API answers it. */
export function aMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id: 'm1',
    author: 'seller',
    authorName: 'Sam Seller',
    body: 'My parcel has not moved for a week.',
    internal: false,
    attachments: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A ticket with its thread, waiting for support unless told otherwise. */
export function aTicket(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    id: 't1',
    number: 'TK-000101',
    category: 'order',
    subject: 'Parcel stuck in transit',
    status: 'awaiting_support',
    orderId: null,
    orderNo: null,
    productId: null,
    rechargeId: null,
    unread: false,
    lastMessageAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    closedAt: null,
    rating: null,
    context: null,
    claim: null,
    ratingComment: null,
    messages: [aMessage()],
    closesAt: null,
    ...overrides,
  };
}

const summary = (t: TicketDetail): TicketSummary => {
  const { context: _c, claim: _l, ratingComment: _r, messages: _m, closesAt: _a, ...rest } = t;
  return rest;
};

const fail = (status: number, code: string, message: string): Reply => ({ status, data: { code, message, params: {} } });

/** An upload id as the server makes them (26 characters, ULID-like). */
export const uploadId = (n: number) => `01JUPLOAD${String(n).padStart(17, '0')}`;

interface Options {
  tickets?: TicketDetail[];
  user?: User;
  /** Extra answers, tried first. */
  over?: (r: SentRequest) => Reply | Promise<Reply> | undefined;
}

/**
 * The seller's support API over in-memory state: the list (by status, newest activity first, paged), a ticket (read
 * marks it read), a new ticket (idempotent by key), replies (refused on a closed ticket; reopening a resolved one),
 * ratings (once, resolved or closed), uploads, the unread count, and the calls every console page makes.
 */
export function fakeSupportApi(o: Options = {}) {
  const user = o.user ?? aUser();
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: user.id, token: 't' }));
  const state = {
    tickets: structuredClone(o.tickets ?? []),
    keys: new Map<string, TicketDetail>(),
    uploads: new Map<string, Upload>(),
    next: 1,
    at: Date.parse('2026-11-21T12:00:00.000Z'),
  };
  const now = () => new Date((state.at += 60_000)).toISOString();
  const attach = (ids: unknown) =>
    (Array.isArray(ids) ? ids : []).map((id) => {
      const u = state.uploads.get(String(id))!;
      return { id: u.id, name: u.name, mime: u.mime, size: u.size, url: `/api/support/tickets/x/files/${u.id}` };
    });

  const list = (p: Record<string, unknown>): Reply => {
    const rows = state.tickets
      .filter((t) => !p.status || t.status === p.status)
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
    const from = typeof p.cursor === 'string' ? Number(p.cursor) : 0;
    const limit = Number(p.limit ?? 20);
    const items = rows.slice(from, from + limit).map(summary);
    return { status: 200, data: { items, nextCursor: from + limit < rows.length ? String(from + limit) : null } };
  };

  const create = (b: Record<string, unknown>): Reply => {
    const seen = state.keys.get(String(b.idempotencyKey));
    if (seen) return { status: 201, data: structuredClone(seen) };
    const n = state.next++;
    const at = now();
    const made = aTicket({
      id: `t-new-${n}`,
      number: `TK-00020${n}`,
      category: b.category as TicketDetail['category'],
      subject: String(b.subject),
      status: 'open',
      orderId: typeof b.orderId === 'string' ? b.orderId : null,
      orderNo: typeof b.orderId === 'string' ? 'DP-1041' : null,
      lastMessageAt: at,
      createdAt: at,
      messages: [aMessage({ id: `m-new-${n}`, body: String(b.message), attachments: attach(b.attachmentIds), createdAt: at })],
    });
    state.tickets.push(made);
    if (b.idempotencyKey) state.keys.set(String(b.idempotencyKey), made);
    return { status: 201, data: structuredClone(made) };
  };

  const reply = (t: TicketDetail, b: Record<string, unknown>): Reply => {
    if (t.status === 'closed') return fail(409, 'TICKET_CLOSED', 'This ticket is closed. Open a new one.');
    const at = now();
    t.messages.push(
      aMessage({ id: `m-${t.messages.length + 1}`, body: String(b.body), attachments: attach(b.attachmentIds), createdAt: at }),
    );
    t.status = 'awaiting_support';
    t.lastMessageAt = at;
    t.closesAt = null;
    return { status: 200, data: structuredClone(t) };
  };

  const rate = (t: TicketDetail, b: Record<string, unknown>): Reply => {
    if ((t.status !== 'resolved' && t.status !== 'closed') || t.rating !== null)
      return fail(409, 'TICKET_NOT_RATEABLE', 'This ticket cannot be rated now.');
    t.rating = Number(b.rating);
    t.ratingComment = typeof b.comment === 'string' ? b.comment : null;
    return { status: 200, data: structuredClone(t) };
  };

  const api = mockApi((r) => {
    const own = o.over?.(r);
    if (own) return own;
    if (r.url === '/api/uploads' && r.method === 'POST') {
      const n = state.uploads.size + 1;
      const u: Upload = {
        id: uploadId(n),
        purpose: 'document',
        mime: 'application/pdf',
        size: 2048,
        name: `file-${n}.pdf`,
        url: `/files/${uploadId(n)}`,
        createdAt: now(),
      };
      state.uploads.set(u.id, u);
      return { status: 201, data: u };
    }
    if (r.url === '/api/support/unread') return { status: 200, data: { count: state.tickets.filter((t) => t.unread).length } };
    if (r.url === '/api/support/tickets' && r.method === 'POST') return create(r.body);
    if (r.url === '/api/support/tickets') return list(r.params);
    const m = /^\/api\/support\/tickets\/([^/]+)(?:\/(messages|rating))?$/.exec(r.url);
    if (m) {
      const t = state.tickets.find((x) => x.id === decodeURIComponent(m[1]!));
      if (!t) return fail(404, 'TICKET_NOT_FOUND', 'There is no such ticket.');
      if (m[2] === 'messages' && r.method === 'POST') return reply(t, r.body);
      if (m[2] === 'rating' && r.method === 'POST') return rate(t, r.body);
      if (!m[2] && r.method === 'GET') {
        t.unread = false;
        return { status: 200, data: structuredClone(t) };
      }
    }
    return consoleReplies(user)(r);
  });

  const calls = (method: string, url: string) => api.sent.filter((r) => r.method === method && r.url === url);
  return { state, sent: api.sent, calls };
}
