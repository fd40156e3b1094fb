import type { Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;

/**
 * The referral programme.
 *
 * - `referral_settings`: one row (id 1), the programme's rules; no row means the defaults (REFERRAL_DEFAULTS).
 * - `referral_settings_changes`: every change an admin made, with the rules before and after (append-only).
 * - `referral_commissions`: one per referee order that earned: who earns (referrer), from whom (referee), the base
 *   and rate it was earned at, its amount (rounded once), the hold it keeps, and where it stands. The money itself
 *   sits in the referrer's ledger accounts (`referral_pending`, `referral_available`, `referral_held`); this row says
 *   which order each cent came from.
 * - `referral_withdrawals`: a referrer's withdrawals, to the wallet (completed at once) or out by PayPal or bank
 *   (held from request to outcome). `idempotency_key` is unique per seller: a repeated request finds the first.
 * - The platform's `referral_paid_out` account: commission that left the platform by PayPal or bank.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('window_days', 'integer', (c) => c.notNull())
    .addColumn('hold_days', 'integer', (c) => c.notNull())
    .addColumn('min_payout_cents', big, (c) => c.notNull())
    .addColumn('payout_fee_cents', big, (c) => c.notNull())
    .addColumn('max_open_payouts', 'integer', (c) => c.notNull())
    .addColumn('updated_by', text, (c) => c.references('users.id'))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('referral_settings_changes')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('actor_id', text, (c) => c.references('users.id'))
    // JSON ReferralSettings.
    .addColumn('before', text, (c) => c.notNull())
    .addColumn('after', text, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('referral_commissions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('order_id', text, (c) => c.notNull().unique().references('orders.id'))
    .addColumn('order_no', text, (c) => c.notNull())
    .addColumn('referrer_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('referee_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('base_cents', big, (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', big, (c) => c.notNull())
    .addColumn('hold_days', 'integer', (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('paid_at', big, (c) => c.notNull())
    .addColumn('delivered_at', big)
    // delivered_at + the hold: when a pending commission becomes available.
    .addColumn('available_at', big)
    .addColumn('reversed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_commissions_referrer')
    .on('referral_commissions')
    .columns(['referrer_id', 'paid_at', 'id'])
    .execute();
  await db.schema
    .createIndex('referral_commissions_referee')
    .on('referral_commissions')
    .columns(['referee_id', 'paid_at'])
    .execute();
  // The release job's scan: pending commissions whose time has come.
  await db.schema
    .createIndex('referral_commissions_due')
    .on('referral_commissions')
    .columns(['status', 'available_at'])
    .execute();

  await db.schema
    .createTable('referral_withdrawals')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('number', text, (c) => c.notNull().unique())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('method', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('amount_cents', big, (c) => c.notNull())
    .addColumn('fee_cents', big, (c) => c.notNull())
    .addColumn('paypal_email', text)
    // JSON BankDetails.
    .addColumn('bank', text)
    .addColumn('reference', text)
    .addColumn('reason', text)
    .addColumn('idempotency_key', text, (c) => c.notNull())
    .addColumn('decided_by', text, (c) => c.references('users.id'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_withdrawals_attempt')
    .on('referral_withdrawals')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('referral_withdrawals_user')
    .on('referral_withdrawals')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('referral_withdrawals_queue')
    .on('referral_withdrawals')
    .columns(['status', 'created_at', 'id'])
    .execute();

  const now = Date.now();
  await db
    .insertInto('ledger_accounts')
    .values({
      id: 'referral_paid_out:USD',
      kind: 'referral_paid_out',
      user_id: null,
      currency: 'USD',
      balance_minor: 0,
      may_go_negative: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('ledger_accounts').where('id', '=', 'referral_paid_out:USD').execute();
  for (const t of ['referral_withdrawals', 'referral_commissions', 'referral_settings_changes', 'referral_settings']) {
    await db.schema.dropTable(t).execute();
  }
}
