import { sql, type Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;
const int = 'integer' as const;

const STATUSES = sql`status in ('open', 'awaiting_support', 'awaiting_seller', 'resolved', 'closed')`;

/**
 * Support tickets.
 *
 * - `support_tickets`: one per ticket: the seller, category, subject, status, what it is about (an order, a product,
 *   a recharge; the console page it was written from), the admin it is assigned to, the rating. `waiting_since` is
 *   when it began to wait on support (null while it waits on the seller or is done); `queue_at` is that, or the last
 *   message's time, and orders the admin's queue; `seller_read_at` against `last_support_message_at` says whether
 *   the seller has an unread reply.
 * - `support_messages`: the thread; `internal` notes are admins' only; `attachments` is JSON
 *   `{ id, name, mime, size }[]` of uploads (images, PDF) by the message's author.
 * - `support_settings`: one row (id 1) of SLA targets and the auto-close delay; none means SUPPORT_DEFAULTS.
 * - `support_canned`: canned replies per language.
 * - `support_counters`: the sequence behind ticket numbers (TK-2026-000001).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_counters')
    .addColumn('name', text, (c) => c.primaryKey())
    .addColumn('last_seq', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('number', text, (c) => c.notNull().unique())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('category', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().check(STATUSES))
    .addColumn('order_id', text)
    .addColumn('order_no', text)
    .addColumn('product_id', big)
    .addColumn('recharge_id', text)
    .addColumn('context', text)
    .addColumn('assignee_id', text, (c) => c.references('users.id'))
    .addColumn('rating', int)
    .addColumn('rating_comment', text)
    .addColumn('waiting_since', big)
    .addColumn('queue_at', big, (c) => c.notNull())
    .addColumn('last_message_at', big, (c) => c.notNull())
    .addColumn('last_support_message_at', big)
    .addColumn('seller_read_at', big)
    .addColumn('first_response_at', big)
    .addColumn('resolved_at', big)
    .addColumn('closed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  // The seller's list: newest activity first; the admin's queue: by status (or all) longest waiting first.
  await db.schema
    .createIndex('support_tickets_seller')
    .on('support_tickets')
    .columns(['user_id', 'last_message_at', 'id'])
    .execute();
  await db.schema.createIndex('support_tickets_queue').on('support_tickets').columns(['queue_at', 'id']).execute();
  await db.schema
    .createIndex('support_tickets_status_queue')
    .on('support_tickets')
    .columns(['status', 'queue_at', 'id'])
    .execute();
  await db.schema.createIndex('support_tickets_resolved').on('support_tickets').columns(['status', 'resolved_at']).execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('ticket_id', text, (c) => c.notNull().references('support_tickets.id'))
    .addColumn('author', text, (c) => c.notNull().check(sql`author in ('seller', 'support')`))
    .addColumn('author_id', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('internal', int, (c) => c.notNull())
    .addColumn('attachments', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_messages_ticket').on('support_messages').columns(['ticket_id', 'id']).execute();

  await db.schema
    .createTable('support_settings')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('first_response_hours', int, (c) => c.notNull())
    .addColumn('resolution_hours', int, (c) => c.notNull())
    .addColumn('auto_close_days', int, (c) => c.notNull())
    .addColumn('updated_by', text)
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('support_canned')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('locale', text, (c) => c.notNull())
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('created_by', text)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['support_canned', 'support_settings', 'support_messages', 'support_tickets', 'support_counters'])
    await db.schema.dropTable(t).execute();
}
