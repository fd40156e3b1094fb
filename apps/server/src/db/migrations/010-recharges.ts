import type { Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;

/**
 * Wallet recharges: one row per attempt (card through the payment gateway, or bank transfer an admin approves), its
 * status history, and every notification the gateway sent.
 *
 * - `recharges.reference` is what the outside world names the recharge by: the merchant order number sent to the
 *   gateway (card) or the transfer reference the seller quotes at the bank (bank); unique.
 * - `gateway_notifications.event_id` is unique: a notification delivered twice is recorded once, and the second
 *   delivery finds the first. Notifications whose signature failed are kept without an event id (an attacker must
 *   not be able to take a real event's id in advance).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recharges')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('method', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('amount_cents', big, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('reference', text, (c) => c.notNull().unique())
    // Card: the gateway's payment and its hosted checkout.
    .addColumn('gateway_payment_id', text)
    .addColumn('checkout_url', text)
    // Card: why the last attempt failed; bank: the admin's rejection reason.
    .addColumn('failure_reason', text)
    .addColumn('expires_at', big)
    // Bank: what the seller confirmed (the date as YYYY-MM-DD, the amount actually sent, who sent it, the proof).
    .addColumn('transfer_date', text)
    .addColumn('transfer_amount_cents', big)
    .addColumn('payer_name', text)
    .addColumn('proof_file_id', text, (c) => c.references('uploads.id'))
    .addColumn('ledger_transaction_id', text, (c) => c.references('ledger_transactions.id'))
    .addColumn('invoice_id', text, (c) => c.references('invoices.id'))
    .addColumn('reviewed_by', text, (c) => c.references('users.id'))
    .addColumn('reviewed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('completed_at', big)
    .execute();
  // The seller's list (newest first) and the admin queue (by status, newest first).
  await db.schema.createIndex('recharges_user').on('recharges').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('recharges_status').on('recharges').columns(['status', 'id']).execute();
  // The expiry job: open recharges whose time is up.
  await db.schema.createIndex('recharges_expiry').on('recharges').columns(['status', 'expires_at']).execute();

  await db.schema
    .createTable('recharge_events')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('recharge_id', text, (c) => c.notNull().references('recharges.id'))
    .addColumn('from_status', text)
    .addColumn('to_status', text, (c) => c.notNull())
    // The user who moved it; null for the gateway and the expiry job.
    .addColumn('actor_id', text, (c) => c.references('users.id'))
    .addColumn('note', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recharge_events_recharge').on('recharge_events').columns(['recharge_id', 'id']).execute();

  await db.schema
    .createTable('gateway_notifications')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('event_id', text, (c) => c.unique())
    .addColumn('event_type', text)
    .addColumn('recharge_id', text, (c) => c.references('recharges.id'))
    .addColumn('raw_body', text, (c) => c.notNull())
    .addColumn('signature_ok', 'integer', (c) => c.notNull())
    // What the notification did: applied, duplicate, ignored (a move the flow does not allow), or why it was refused.
    .addColumn('outcome', text, (c) => c.notNull())
    .addColumn('received_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gateway_notifications_recharge')
    .on('gateway_notifications')
    .columns(['recharge_id', 'received_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_notifications').execute();
  await db.schema.dropTable('recharge_events').execute();
  await db.schema.dropTable('recharges').execute();
}
