import {
  SUPPORT_DEFAULTS,
  WAITING_ON_SUPPORT,
  type AdminTicketDetail,
  type AdminTicketSummary,
  type NewTicket,
  type SupportSettings,
  type TicketAttachment,
  type TicketDetail,
  type TicketMessage,
  type TicketSummary,
} from '@dropport/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { lockRows } from '../../db/locks.js';
import type { Database, SupportMessagesTable, SupportTicketsTable } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { DAY, HOUR, iso, isoOrNull } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { answerOnce } from '../idempotency/request-answers.js';
import { notify } from '../notifications/notifications.service.js';
import { uploadsByIds } from '../uploads/uploads.service.js';
import { publish } from '../live/live-events.js';
import { claimOfTicket } from './claims.service.js';

export type TicketRow = Selectable<SupportTicketsTable>;
type MessageRow = Selectable<SupportMessagesTable>;
interface StoredAttachment {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** Above every time a ticket can wait since: tickets not waiting on support sort after all that are. */
const NOT_WAITING = 9_000_000_000_000_000;

/**
 * The admin queue's sort key (ascending): a ticket waiting on support sorts by when it began to wait (longest waiting
 * first); any other after all of those, the most recent activity first.
 */
export const queueKey = (waitingSince: number | null, lastActivity: number) => waitingSince ?? NOT_WAITING - lastActivity;

/** The SLA targets and auto-close delay in force (the defaults until an admin saves them). */
export async function readSettings(db: Db): Promise<SupportSettings> {
  const row = await db.selectFrom('support_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return row
    ? {
        firstResponseHours: row.first_response_hours,
        resolutionHours: row.resolution_hours,
        autoCloseDays: row.auto_close_days,
        claimDelayDaysNear: row.claim_delay_days_near,
        claimDelayDaysFar: row.claim_delay_days_far,
        claimWindowDays: row.claim_window_days,
      }
    : SUPPORT_DEFAULTS;
}

/** TK-2026-000042: the next ticket number, one writer at a time (the counter row). */
async function nextNumber(db: Db, now: number): Promise<string> {
  const name = `TK-${new Date(now).getUTCFullYear()}`;
  await db
    .insertInto('support_counters')
    .values({ name, last_seq: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .updateTable('support_counters')
    .set({ last_seq: sql`last_seq + 1` })
    .where('name', '=', name)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return `${name}-${String(row.last_seq).padStart(6, '0')}`;
}

/**
 * The uploads a message attaches: each one its author uploaded, an image or a document (PDF, PNG, JPEG);
 * anything else is TICKET_ATTACHMENT_INVALID.
 */
export async function attachmentsOf(db: Db, authorId: string, ids: string[]): Promise<StoredAttachment[]> {
  const unique = [...new Set(ids)];
  const rows = await uploadsByIds(db, unique);
  return unique.map((id) => {
    const r = rows.find((u) => u.id === id);
    if (!r || r.user_id !== authorId || !['image', 'document'].includes(r.purpose)) fail('TICKET_ATTACHMENT_INVALID', { id });
    return { id: r.id, name: r.name, mime: r.mime, size: Number(r.size) };
  });
}

/** The order, product or recharge a new ticket names: the seller's own (or a product they may see), else refused. */
async function links(db: Db, userId: string, t: z.output<typeof NewTicket>) {
  let orderNo: string | null = null;
  if (t.orderId) {
    const o = await db.selectFrom('orders').select(['user_id', 'order_no']).where('id', '=', t.orderId).executeTakeFirst();
    if (!o || o.user_id !== userId) fail('TICKET_LINK_NOT_FOUND');
    orderNo = o.order_no;
  }
  if (t.rechargeId) {
    const r = await db.selectFrom('recharges').select('user_id').where('id', '=', t.rechargeId).executeTakeFirst();
    if (!r || r.user_id !== userId) fail('TICKET_LINK_NOT_FOUND');
  }
  if (t.productId !== undefined) {
    const p = await db.selectFrom('products').select('id').where('id', '=', t.productId).executeTakeFirst();
    if (!p) fail('TICKET_LINK_NOT_FOUND');
  }
  return { orderNo };
}

export async function addMessage(
  db: Db,
  m: {
    ticketId: string;
    author: 'seller' | 'support';
    authorId: string;
    body: string;
    internal: boolean;
    attachments: StoredAttachment[];
  },
  now: number,
): Promise<void> {
  await db
    .insertInto('support_messages')
    .values({
      id: newId(now),
      ticket_id: m.ticketId,
      author: m.author,
      author_id: m.authorId,
      body: m.body,
      internal: m.internal ? 1 : 0,
      attachments: JSON.stringify(m.attachments),
      created_at: now,
    })
    .execute();
}

/** A new ticket row waiting on support (its first message is the caller's to add); answers its id. */
export async function openTicket(
  db: Db,
  t: {
    userId: string;
    category: TicketRow['category'];
    subject: string;
    orderId?: string | null;
    orderNo?: string | null;
    productId?: number | null;
    rechargeId?: string | null;
    context: string | null;
    now: number;
  },
): Promise<string> {
  const { now } = t;
  const id = newId(now);
  await db
    .insertInto('support_tickets')
    .values({
      id,
      number: await nextNumber(db, now),
      user_id: t.userId,
      category: t.category,
      subject: t.subject,
      status: 'open',
      order_id: t.orderId ?? null,
      order_no: t.orderNo ?? null,
      product_id: t.productId ?? null,
      recharge_id: t.rechargeId ?? null,
      context: t.context,
      assignee_id: null,
      rating: null,
      rating_comment: null,
      waiting_since: now,
      queue_at: now,
      last_message_at: now,
      last_support_message_at: null,
      seller_read_at: now,
      first_response_at: null,
      resolved_at: null,
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** POST /api/support/tickets: a new ticket with its first message, waiting on support. Answered once per key. */
export function create(ctx: Ctx, caller: Principal, input: z.output<typeof NewTicket>): Promise<TicketDetail> {
  const run = () =>
    inTransaction(ctx.db as Kysely<Database>, async (trx) => {
      const now = ctx.now();
      const { orderNo } = await links(trx, caller.userId, input);
      const attachments = await attachmentsOf(trx, caller.userId, input.attachmentIds);
      const id = await openTicket(trx, {
        userId: caller.userId,
        category: input.category,
        subject: input.subject,
        orderId: input.orderId ?? null,
        orderNo,
        productId: input.productId ?? null,
        rechargeId: input.rechargeId ?? null,
        context: input.context ?? null,
        now,
      });
      await addMessage(
        trx,
        { ticketId: id, author: 'seller', authorId: caller.userId, body: input.message, internal: false, attachments },
        now,
      );
      return sellerDetail(ctx, trx, await requireTicket(trx, id));
    });
  if (!input.idempotencyKey) return run();
  const { idempotencyKey, ...request } = input;
  return answerOnce(ctx, { userId: caller.userId, scope: 'support.create', key: idempotencyKey, request }, run);
}

export async function requireTicket(db: Db, id: string, lock = false): Promise<TicketRow> {
  const q = db.selectFrom('support_tickets').selectAll().where('id', '=', id);
  const row = await (lock ? lockRows(db, q) : q).executeTakeFirst();
  if (!row) fail('TICKET_NOT_FOUND', { id });
  return row;
}

/** The seller's own ticket; another seller's reads as missing. */
export async function ownTicket(db: Db, caller: Principal, id: string, lock = false): Promise<TicketRow> {
  const t = await requireTicket(db, id, lock);
  if (t.user_id !== caller.userId) fail('TICKET_NOT_FOUND', { id });
  return t;
}

/** A seller writes on their ticket: it waits on support again (a resolved one reopens); a closed one is refused. */
export function sellerReply(ctx: Ctx, caller: Principal, id: string, r: { body: string; attachmentIds: string[] }) {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const t = await ownTicket(trx, caller, id, true);
    if (t.status === 'closed') fail('TICKET_CLOSED', { number: t.number });
    const now = ctx.now();
    const attachments = await attachmentsOf(trx, caller.userId, r.attachmentIds);
    await addMessage(
      trx,
      { ticketId: id, author: 'seller', authorId: caller.userId, body: r.body, internal: false, attachments },
      now,
    );
    const waiting = t.waiting_since ?? now;
    await trx
      .updateTable('support_tickets')
      .set({
        status: t.status === 'open' ? 'open' : 'awaiting_support',
        waiting_since: waiting,
        queue_at: waiting,
        resolved_at: null,
        last_message_at: now,
        seller_read_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return sellerDetail(ctx, trx, await requireTicket(trx, id));
  });
}

/**
 * Support writes on a ticket: a reply waits on the seller (the first one stops the first-response timer) and tells
 * them; an internal note changes nothing the seller sees. A closed ticket takes no reply.
 */
export function supportReply(
  ctx: Ctx,
  caller: Principal,
  id: string,
  r: { body: string; attachmentIds: string[]; internal: boolean },
): Promise<TicketRow> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const t = await requireTicket(trx, id, true);
    if (t.status === 'closed' && !r.internal) fail('TICKET_CLOSED', { number: t.number });
    const now = ctx.now();
    const attachments = await attachmentsOf(trx, caller.userId, r.attachmentIds);
    await addMessage(
      trx,
      { ticketId: id, author: 'support', authorId: caller.userId, body: r.body, internal: r.internal, attachments },
      now,
    );
    if (!r.internal) {
      await trx
        .updateTable('support_tickets')
        .set({
          status: 'awaiting_seller',
          waiting_since: null,
          queue_at: queueKey(null, now),
          first_response_at: t.first_response_at ?? now,
          resolved_at: null,
          last_message_at: now,
          last_support_message_at: now,
          assignee_id: t.assignee_id ?? caller.userId,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      await notify(
        trx,
        {
          userId: t.user_id,
          type: 'ticket.replied',
          params: { ticketId: id, subject: t.subject },
          dedupeKey: `ticket.replied:${id}:${now}`,
        },
        now,
      );
      await publish(trx, t.user_id, { type: 'ticket', ticketId: id }, now);
    }
    return requireTicket(trx, id);
  });
}

/** The seller rates a resolved or closed ticket, once. */
export function rate(ctx: Ctx, caller: Principal, id: string, r: { rating: number; comment?: string | undefined }) {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const t = await ownTicket(trx, caller, id, true);
    if (!['resolved', 'closed'].includes(t.status) || t.rating !== null) fail('TICKET_NOT_RATEABLE', { number: t.number });
    await trx
      .updateTable('support_tickets')
      .set({ rating: r.rating, rating_comment: r.comment ?? null, updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
    return sellerDetail(ctx, trx, await requireTicket(trx, id));
  });
}

/** Resolved tickets the seller left without a reply for the auto-close days become closed; answers how many. */
export async function closeResolved(db: Db, now: number): Promise<number> {
  const { autoCloseDays } = await readSettings(db);
  const res = await db
    .updateTable('support_tickets')
    .set({ status: 'closed', closed_at: now, updated_at: now })
    .where('status', '=', 'resolved')
    .where('resolved_at', '<=', now - autoCloseDays * DAY)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

// ---- Views ------------------------------------------------------------------------------------------------------

const parseAttachments = (json: string) => JSON.parse(json) as StoredAttachment[];

async function messagesOf(db: Db, ticketId: string, withInternal: boolean) {
  let q = db
    .selectFrom('support_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .selectAll('m')
    .select(['u.username', 'u.email'])
    .where('m.ticket_id', '=', ticketId);
  if (!withInternal) q = q.where('m.internal', '=', 0);
  return q.orderBy('m.id').execute();
}

function toMessage(
  m: MessageRow & { username: string | null; email: string | null },
  url: (a: StoredAttachment) => string,
): TicketMessage {
  return {
    id: m.id,
    author: m.author,
    authorName: m.username || (m.author === 'support' ? 'Dropport' : (m.email ?? '')),
    body: m.body,
    internal: m.internal === 1,
    attachments: parseAttachments(m.attachments).map((a): TicketAttachment => ({ ...a, url: url(a) })),
    createdAt: iso(Number(m.created_at)),
  };
}

const closesAt = (t: TicketRow, s: SupportSettings) =>
  t.status === 'resolved' && t.resolved_at !== null ? iso(Number(t.resolved_at) + s.autoCloseDays * DAY) : null;

export function toSummary(t: TicketRow): TicketSummary {
  return {
    id: t.id,
    number: t.number,
    category: t.category,
    subject: t.subject,
    status: t.status,
    orderId: t.order_id,
    orderNo: t.order_no,
    productId: t.product_id === null ? null : Number(t.product_id),
    rechargeId: t.recharge_id,
    unread:
      t.last_support_message_at !== null &&
      (t.seller_read_at === null || Number(t.seller_read_at) < Number(t.last_support_message_at)),
    lastMessageAt: iso(Number(t.last_message_at)),
    createdAt: iso(Number(t.created_at)),
    resolvedAt: isoOrNull(t.resolved_at === null ? null : Number(t.resolved_at)),
    closedAt: isoOrNull(t.closed_at === null ? null : Number(t.closed_at)),
    rating: t.rating,
  };
}

/** The ticket as its seller reads it: their thread without internal notes, attachments through the ticket. */
export async function sellerDetail(ctx: Ctx, db: Db, t: TicketRow): Promise<TicketDetail> {
  const s = await readSettings(db);
  const messages = await messagesOf(db, t.id, false);
  return {
    ...toSummary(t),
    context: t.context,
    claim: t.category === 'claim' ? await claimOfTicket(db, t.id) : null,
    ratingComment: t.rating_comment,
    messages: messages.map((m) => toMessage(m, (a) => `/api/support/tickets/${t.id}/files/${a.id}`)),
    closesAt: closesAt(t, s),
  };
}

/** The SLA timers: due times from creation; a first response or resolution after its due time is overdue. */
export function timersOf(t: TicketRow, s: SupportSettings, now: number): AdminTicketSummary['timers'] {
  const created = Number(t.created_at);
  const firstDue = created + s.firstResponseHours * HOUR;
  const resolveDue = created + s.resolutionHours * HOUR;
  const firstAt = t.first_response_at === null ? null : Number(t.first_response_at);
  const done = t.status === 'resolved' || t.status === 'closed';
  const doneAt = t.resolved_at ?? t.closed_at;
  return {
    firstResponseDueAt: iso(firstDue),
    firstResponseAt: isoOrNull(firstAt),
    firstResponseOverdue: (firstAt ?? now) > firstDue,
    resolutionDueAt: iso(resolveDue),
    resolutionOverdue: done ? doneAt !== null && Number(doneAt) > resolveDue : now > resolveDue,
    waitingSince: WAITING_ON_SUPPORT.includes(t.status) && t.waiting_since !== null ? iso(Number(t.waiting_since)) : null,
  };
}

/** Tickets as the admin's queue lists them: with the seller's and the assignee's emails and the timers. */
export async function adminSummaries(db: Db, rows: TicketRow[], now: number): Promise<AdminTicketSummary[]> {
  const s = await readSettings(db);
  const ids = [...new Set(rows.flatMap((t) => [t.user_id, ...(t.assignee_id ? [t.assignee_id] : [])]))];
  const people = ids.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute() : [];
  const email = (id: string | null) => people.find((p) => p.id === id)?.email ?? null;
  return rows.map((t) => {
    const { unread: _u, ...summary } = toSummary(t);
    return {
      ...summary,
      sellerId: t.user_id,
      sellerEmail: email(t.user_id) ?? '',
      assigneeId: t.assignee_id,
      assigneeEmail: email(t.assignee_id),
      timers: timersOf(t, s, now),
    };
  });
}

/** The ticket as an admin reads it: every message, internal notes included, and the timers. */
export async function adminDetail(ctx: Ctx, db: Db, t: TicketRow): Promise<AdminTicketDetail> {
  const s = await readSettings(db);
  const [summary] = await adminSummaries(db, [t], ctx.now());
  return {
    ...(summary as AdminTicketSummary),
    context: t.context,
    claim: t.category === 'claim' ? await claimOfTicket(db, t.id) : null,
    ratingComment: t.rating_comment,
    messages: (await messagesOf(db, t.id, true)).map((m) => toMessage(m, (a) => `/files/${a.id}`)),
    closesAt: closesAt(t, s),
  };
}

/**
 * A closed account's erasure: what was written in its tickets (subjects, messages both ways, attachments, rating
 * comments) goes; the tickets stay as records of claims decided, with their numbers, orders and dates.
 */
export async function eraseTicketsOf(db: Db, userId: string): Promise<void> {
  const ids = db.selectFrom('support_tickets').select('id').where('user_id', '=', userId);
  await db.updateTable('support_messages').set({ body: '', attachments: '[]' }).where('ticket_id', 'in', ids).execute();
  await db
    .updateTable('support_tickets')
    .set({ subject: '', rating_comment: null, context: null })
    .where('user_id', '=', userId)
    .execute();
}
