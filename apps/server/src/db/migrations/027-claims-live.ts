import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.js';

const text = 'text' as const;
const big = 'bigint' as const;
const int = 'integer' as const;

/**
 * After-sales claims and live updates.
 *
 * - `support_claims`: a seller's claim on lines of a shipped order (refund or resend, with a reason), its ticket
 *   thread (`ticket_id`, one claim per ticket), the claimed units' paid amount, and the admin's decision: what a
 *   refund gave back, the resend order, the note.
 * - `support_claim_lines`: the claimed units per order line and what they were paid.
 * - `support_settings` gains the claims' rules: days after shipping before a not-received claim (US and EU
 *   destinations; others) and days after delivery a damaged, wrong or missing item can be claimed.
 * - `orders.resend_of`: the order a resend replaces.
 * - `support_tickets.queue_at` for tickets not waiting on support becomes a key after every waiting one (the newest
 *   activity first), so the unfiltered queue starts with what waits longest; the queue's search reads an index of
 *   its own (PostgreSQL: trigrams of the subject; SQLite: the queue order with the subject and seller, covering).
 * - `live_events`: what changed for a user, sent to their open consoles (GET /api/events) and kept a day so a console
 *   that reconnects gets what it missed. A sequence, so a reconnecting console asks for what follows the last it saw.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = engineOf(db) === 'sqlite';
  await db.schema
    .createTable('support_claims')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('order_id', text, (c) => c.notNull().references('orders.id'))
    .addColumn('order_no', text, (c) => c.notNull())
    .addColumn('ticket_id', text, (c) => c.notNull().unique().references('support_tickets.id'))
    .addColumn('kind', text, (c) => c.notNull().check(sql`kind in ('refund', 'resend')`))
    .addColumn('reason', text, (c) => c.notNull().check(sql`reason in ('not_received', 'damaged', 'wrong_item', 'missing_item')`))
    .addColumn('status', text, (c) => c.notNull().check(sql`status in ('pending', 'refunded', 'resent', 'rejected')`))
    .addColumn('amount_cents', big, (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('refunded_cents', big)
    .addColumn('resend_order_id', text)
    .addColumn('resend_order_no', text)
    .addColumn('decision_note', text)
    .addColumn('decided_by', text)
    .addColumn('decided_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_claims_order').on('support_claims').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('support_claim_lines')
    .addColumn('claim_id', text, (c) => c.notNull().references('support_claims.id'))
    .addColumn('item_id', text, (c) => c.notNull())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('variant_title', text)
    .addColumn('quantity', int, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('amount_cents', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('support_claim_lines_pk', ['claim_id', 'item_id'])
    .execute();
  await db.schema.createIndex('support_claim_lines_item').on('support_claim_lines').column('item_id').execute();

  for (const [column, days] of [
    ['claim_delay_days_near', 30],
    ['claim_delay_days_far', 45],
    ['claim_window_days', 30],
  ] as const) {
    await db.schema
      .alterTable('support_settings')
      .addColumn(column, int, (c) => c.notNull().defaultTo(days))
      .execute();
  }

  await db.schema.alterTable('orders').addColumn('resend_of', text).execute();

  await sql`update support_tickets set queue_at = 9000000000000000 - last_message_at where waiting_since is null`.execute(db);
  if (sqlite) {
    await db.schema
      .createIndex('support_tickets_search')
      .on('support_tickets')
      .columns(['queue_at', 'id', 'user_id', 'subject'])
      .execute();
  } else {
    await sql`create index support_tickets_search on support_tickets using gin (subject gin_trgm_ops)`.execute(db);
  }

  await db.schema
    .createTable('live_events')
    .addColumn('id', sqlite ? 'integer' : 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull())
    .addColumn('data', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_events_user').on('live_events').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('live_events_time').on('live_events').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
  await db.schema.dropIndex('support_tickets_search').execute();
  await db.schema.alterTable('orders').dropColumn('resend_of').execute();
  for (const c of ['claim_delay_days_near', 'claim_delay_days_far', 'claim_window_days'])
    await db.schema.alterTable('support_settings').dropColumn(c).execute();
  await db.schema.dropTable('support_claim_lines').execute();
  await db.schema.dropTable('support_claims').execute();
}
