import type { Kysely } from 'kysely';

/**
 * A referrer's summary sums their commissions by status and counts the referees who earned them: two indexes that
 * hold those columns, so both are read from the index alone, however many lines a referrer has. A referrer's
 * referees are found by the invite code they signed up with (`users.referred_by`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('referral_commissions_totals')
    .on('referral_commissions')
    .columns(['referrer_id', 'status', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('referral_commissions_referrer_referee')
    .on('referral_commissions')
    .columns(['referrer_id', 'referee_id'])
    .execute();
  await db.schema.createIndex('users_referred_by').on('users').columns(['referred_by', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_referred_by').execute();
  await db.schema.dropIndex('referral_commissions_referrer_referee').execute();
  await db.schema.dropIndex('referral_commissions_totals').execute();
}
