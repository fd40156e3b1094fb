import {
  type AdminTicketPage,
  type CannedReply,
  type CannedReplyInput,
  type SupportSettings,
  type TicketCategory,
  type TicketPage,
  type TicketStatus,
} from '@dropport/contracts';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { decodeCursor, keysetPage, pageOf, sortedCursor, ULID } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { HOUR, iso } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { openAllowed } from '../uploads/uploads.service.js';
import { publish } from '../live/live-events.js';
import {
  adminDetail,
  adminSummaries,
  ownTicket,
  queueKey,
  readSettings,
  requireTicket,
  sellerDetail,
  toSummary,
} from './tickets.service.js';

type Paging = { cursor?: string | undefined; limit: number };
const SELLER_CURSOR = sortedCursor({ id: ULID, tag: 'activity' });
const QUEUE_CURSOR = sortedCursor({ id: ULID, tag: 'queue' });

/** GET /api/support/tickets: the seller's tickets, newest activity first. */
export async function listMine(ctx: Ctx, userId: string, q: Paging & { status?: TicketStatus | undefined }): Promise<TicketPage> {
  let query = ctx.db.selectFrom('support_tickets').selectAll().where('user_id', '=', userId);
  if (q.status) query = query.where('status', '=', q.status);
  const rows = await keysetPage(
    query,
    { sort: 'last_message_at', id: 'id' },
    decodeCursor(SELLER_CURSOR, q.cursor),
    q.limit,
  ).execute();
  const page = pageOf(rows, q.limit, SELLER_CURSOR, (r) => ({ sort: Number(r.last_message_at), id: r.id }));
  return { items: page.items.map(toSummary), nextCursor: page.nextCursor };
}

/** GET /api/support/tickets/:id: the seller's thread; reading it marks support's replies read. */
export async function getMine(ctx: Ctx, caller: Principal, id: string) {
  const t = await ownTicket(ctx.db, caller, id);
  const now = ctx.now();
  await ctx.db.updateTable('support_tickets').set({ seller_read_at: now }).where('id', '=', id).execute();
  return sellerDetail(ctx, ctx.db, { ...t, seller_read_at: now });
}

/** GET /api/support/unread: how many of the seller's tickets have a reply they have not read. */
export async function unread(ctx: Ctx, userId: string) {
  const row = await ctx.db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('last_support_message_at', 'is not', null)
    .where((eb) => eb.or([eb('seller_read_at', 'is', null), eb('seller_read_at', '<', eb.ref('last_support_message_at'))]))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n) };
}

/** An attachment of any non-internal message of the seller's own ticket (theirs or support's). */
export async function fileOf(ctx: Ctx, caller: Principal, ticketId: string, fileId: string) {
  await ownTicket(ctx.db, caller, ticketId);
  const messages = await ctx.db
    .selectFrom('support_messages')
    .select('attachments')
    .where('ticket_id', '=', ticketId)
    .where('internal', '=', 0)
    .execute();
  const found = messages.some((m) => (JSON.parse(m.attachments) as { id: string }[]).some((a) => a.id === fileId));
  if (!found) fail('NOT_FOUND');
  return openAllowed(ctx, fileId);
}

export interface QueueFilter {
  status?: TicketStatus | undefined;
  category?: TicketCategory | undefined;
  assignee?: string | undefined;
  olderThanHours?: number | undefined;
  q?: string | undefined;
}

const TICKET_NUMBER = /^TK-\d{4}-\d{6}$/i;
/** A search matching more sellers' emails than this looks for the first ones' tickets (a fragment that short finds the subjects anyway). */
const SELLERS_SEARCHED = 500;

/** GET /api/admin/support/tickets: the queue, longest waiting first (then by last activity). */
export async function queue(ctx: Ctx, caller: Principal, f: QueueFilter & Paging): Promise<AdminTicketPage> {
  let query = ctx.db.selectFrom('support_tickets as t').selectAll('t');
  if (f.status) query = query.where('t.status', '=', f.status);
  if (f.category) query = query.where('t.category', '=', f.category);
  if (f.assignee === 'me') query = query.where('t.assignee_id', '=', caller.userId);
  else if (f.assignee === 'none') query = query.where('t.assignee_id', 'is', null);
  else if (f.assignee) query = query.where('t.assignee_id', '=', f.assignee);
  if (f.olderThanHours !== undefined) query = query.where('t.waiting_since', '<=', ctx.now() - f.olderThanHours * HOUR);
  if (f.q && TICKET_NUMBER.test(f.q)) {
    // A ticket number is one row of the unique index.
    query = query.where('t.number', '=', f.q.toUpperCase());
  } else if (f.q) {
    // The subject through its own index (PostgreSQL's trigram index; SQLite's LIKE ignores ASCII case and reads the
    // queue's covering index), or a seller whose email matches, those sellers found first.
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    const sellers = await ctx.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, 'like', sql`${like} escape '\\'`)
      .limit(SELLERS_SEARCHED)
      .execute();
    const op = ctx.engine === 'postgres' ? 'ilike' : 'like';
    query = query.where((eb) =>
      eb.or([
        eb('t.subject', op, sql<string>`${like} escape '\\'`),
        ...(sellers.length
          ? [
              eb(
                't.user_id',
                'in',
                sellers.map((s) => s.id),
              ),
            ]
          : []),
      ]),
    );
  }
  const rows = await keysetPage(
    query,
    { sort: 't.queue_at', id: 't.id', dir: 'asc' },
    decodeCursor(QUEUE_CURSOR, f.cursor),
    f.limit,
  ).execute();
  const page = pageOf(rows, f.limit, QUEUE_CURSOR, (r) => ({ sort: Number(r.queue_at), id: r.id }));
  return {
    items: await adminSummaries(ctx.db, page.items, ctx.now()),
    nextCursor: page.nextCursor,
  };
}

export const adminGet = async (ctx: Ctx, id: string) => adminDetail(ctx, ctx.db, await requireTicket(ctx.db, id));

/** POST /api/admin/support/tickets/:id/assign: to an admin, or to nobody. */
export async function assign(ctx: Ctx, id: string, assigneeId: string | null) {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    await requireTicket(trx, id, true);
    if (assigneeId !== null) {
      const u = await trx.selectFrom('users').select('role').where('id', '=', assigneeId).executeTakeFirst();
      if (u?.role !== 'admin') fail('TICKET_ASSIGNEE_INVALID');
    }
    await trx
      .updateTable('support_tickets')
      .set({ assignee_id: assigneeId, updated_at: ctx.now() })
      .where('id', '=', id)
      .execute();
    return adminDetail(ctx, trx, await requireTicket(trx, id));
  });
}

/** POST /api/admin/support/tickets/:id/resolve: solved; it closes by itself after the auto-close days. */
export async function resolve(ctx: Ctx, caller: Principal, id: string) {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const t = await requireTicket(trx, id, true);
    if (t.status === 'closed') fail('TICKET_CLOSED', { number: t.number });
    const now = ctx.now();
    await trx
      .updateTable('support_tickets')
      .set({
        status: 'resolved',
        resolved_at: t.resolved_at ?? now,
        waiting_since: null,
        queue_at: queueKey(null, now),
        assignee_id: t.assignee_id ?? caller.userId,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await publish(trx, t.user_id, { type: 'ticket', ticketId: id }, now);
    return adminDetail(ctx, trx, await requireTicket(trx, id));
  });
}

/** PUT /api/admin/support/settings */
export async function saveSettings(ctx: Ctx, caller: Principal, s: SupportSettings): Promise<SupportSettings> {
  const row = {
    first_response_hours: s.firstResponseHours,
    resolution_hours: s.resolutionHours,
    auto_close_days: s.autoCloseDays,
    claim_delay_days_near: s.claimDelayDaysNear,
    claim_delay_days_far: s.claimDelayDaysFar,
    claim_window_days: s.claimWindowDays,
    updated_by: caller.userId,
    updated_at: ctx.now(),
  };
  await ctx.db
    .insertInto('support_settings')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return readSettings(ctx.db);
}

const toCanned = (r: {
  id: string;
  title: string;
  locale: CannedReply['locale'];
  body: string;
  updated_at: number;
}): CannedReply => ({
  id: r.id,
  title: r.title,
  locale: r.locale,
  body: r.body,
  updatedAt: iso(Number(r.updated_at)),
});

export async function cannedList(ctx: Ctx) {
  const rows = await ctx.db.selectFrom('support_canned').selectAll().orderBy('locale').orderBy('title').execute();
  return { items: rows.map(toCanned) };
}

export async function cannedCreate(ctx: Ctx, caller: Principal, c: z.output<typeof CannedReplyInput>) {
  const now = ctx.now();
  const row = {
    id: newId(now),
    title: c.title,
    locale: c.locale,
    body: c.body,
    created_by: caller.userId,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.insertInto('support_canned').values(row).execute();
  return toCanned(row);
}

export async function cannedUpdate(ctx: Ctx, id: string, c: z.output<typeof CannedReplyInput>) {
  const res = await ctx.db
    .updateTable('support_canned')
    .set({ title: c.title, locale: c.locale, body: c.body, updated_at: ctx.now() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) fail('CANNED_REPLY_NOT_FOUND', { id });
  const row = await ctx.db.selectFrom('support_canned').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toCanned(row);
}

export async function cannedDelete(ctx: Ctx, id: string) {
  const res = await ctx.db.deleteFrom('support_canned').where('id', '=', id).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) fail('CANNED_REPLY_NOT_FOUND', { id });
}

/** How many of a seller's tickets wait for their reply (the Workplace's to-dos). */
export async function awaitingSellerCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('support_tickets')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'awaiting_seller')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
