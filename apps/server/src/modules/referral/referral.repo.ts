import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { CommissionStatus, WithdrawalStatus } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { idCursor, integerIdCursor, keysetPage, sortedCursor, ULID, type Key } from '../../db/keyset.js';
import { lockRows } from '../../db/locks.js';
import type {
  ReferralCommissionsTable,
  ReferralSettingsChangesTable,
  ReferralSettingsTable,
  ReferralWithdrawalsTable,
} from '../../db/schema.js';

export type SettingsRow = Selectable<ReferralSettingsTable>;
export type CommissionRow = Selectable<ReferralCommissionsTable>;
export type WithdrawalRow = Selectable<ReferralWithdrawalsTable>;

// ---- Settings ----

export const settingsRow = (db: Db) => db.selectFrom('referral_settings').selectAll().where('id', '=', 1).executeTakeFirst();

export async function saveSettings(db: Db, row: Insertable<ReferralSettingsTable>): Promise<void> {
  const { id: _id, ...set } = row;
  await db
    .insertInto('referral_settings')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(set))
    .execute();
}

export async function addSettingsChange(db: Db, row: Insertable<ReferralSettingsChangesTable>): Promise<void> {
  await db.insertInto('referral_settings_changes').values(row).execute();
}

export const settingsChanges = (db: Db, limit: number) =>
  db
    .selectFrom('referral_settings_changes as c')
    .leftJoin('users as u', 'u.id', 'c.actor_id')
    .select(['c.id', 'c.before', 'c.after', 'c.created_at', 'u.email as actor_email'])
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();

// ---- What commissions read of orders and users ----

/** What a commission needs to know of an order. */
export const orderFacts = (db: Db, orderId: string) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'order_no',
      'user_id',
      'status',
      'products_cents',
      'shipping_cents',
      'paid_at',
      'delivered_at',
      'cancelled_at',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
export type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/** A seller as the programme sees them. */
export const member = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'invite_code', 'referred_by', 'email_verified_at', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();

export type Member = NonNullable<Awaited<ReturnType<typeof member>>>;

export const memberByInviteCode = (db: Db, code: string) =>
  db.selectFrom('users').select(['id', 'email', 'invite_code', 'closed_at']).where('invite_code', '=', code).executeTakeFirst();

// ---- Commissions ----

export const commissionOfOrder = (db: Db, orderId: string) =>
  lockRows(db, db.selectFrom('referral_commissions').selectAll().where('order_id', '=', orderId)).executeTakeFirst();

export async function insertCommission(db: Db, row: CommissionRow): Promise<void> {
  await db.insertInto('referral_commissions').values(row).execute();
}

export async function updateCommission(db: Db, id: string, set: Updateable<ReferralCommissionsTable>): Promise<void> {
  await db.updateTable('referral_commissions').set(set).where('id', '=', id).execute();
}

/** Pending commissions whose hold has passed, oldest first (the release job's batch). */
export const dueCommissions = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('referral_commissions')
    .select(['id', 'order_id'])
    .where('status', '=', 'pending')
    .where('available_at', '<=', now)
    .orderBy('available_at')
    .limit(limit)
    .execute();

export const COMMISSION_CURSOR = sortedCursor({ id: ULID });

/** A referrer's commissions, newest order payment first. */
export function commissionsOf(
  db: Db,
  referrerId: string,
  status: CommissionStatus | undefined,
  after: Key | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('referral_commissions as c')
    .innerJoin('users as u', 'u.id', 'c.referee_id')
    .selectAll('c')
    .select('u.email as referee_email')
    .where('c.referrer_id', '=', referrerId);
  if (status !== undefined) q = q.where('c.status', '=', status);
  return keysetPage(q, { sort: 'c.paid_at', id: 'c.id' }, after, limit).execute();
}

/** Sums of a referrer's commissions by status, and how many referees earned them. */
export async function commissionTotals(db: Db, referrerId: string) {
  const rows = await db
    .selectFrom('referral_commissions')
    .select(['status', sql<number>`coalesce(sum(amount_cents), 0)`.as('total')])
    .where('referrer_id', '=', referrerId)
    .groupBy('status')
    .execute();
  const ordered = await db
    .selectFrom('referral_commissions')
    .select(sql<number>`count(distinct referee_id)`.as('n'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { byStatus: new Map(rows.map((r) => [r.status, Number(r.total)])), refereesOrdered: Number(ordered.n) };
}

/** Commission earned per period start (a SQL expression over paid_at), from `from` on. */
export async function earningsSince(db: Db, referrerId: string, from: number) {
  return db
    .selectFrom('referral_commissions')
    .select(['paid_at', 'amount_cents', 'status'])
    .where('referrer_id', '=', referrerId)
    .where('paid_at', '>=', from)
    .execute();
}

// ---- Referees ----

export const countReferees = async (db: Db, inviteCode: string) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('referred_by', '=', inviteCode)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const REFEREE_CURSOR = sortedCursor({ id: /^[A-Za-z0-9_-]{1,100}$/ });

/** A referrer's referees, newest sign-up first. */
export const refereesOf = (db: Db, inviteCode: string, after: Key | undefined, limit: number) =>
  keysetPage(
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.email', 'u.created_at', 'u.email_verified_at'])
      .where('u.referred_by', '=', inviteCode),
    { sort: 'u.created_at', id: 'u.id' },
    after,
    limit,
  ).execute();

/** What each of `refereeIds` earned the referrer: commissions, the first paid order, the amount not reversed. */
export const earnedBy = (db: Db, referrerId: string, refereeIds: string[]) =>
  refereeIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('referral_commissions')
        .select([
          'referee_id',
          sql<number>`count(*)`.as('orders'),
          sql<number>`min(paid_at)`.as('first_paid'),
          sql<number>`coalesce(sum(case when status <> 'reversed' then amount_cents else 0 end), 0)`.as('earned'),
        ])
        .where('referee_id', 'in', refereeIds)
        .where('referrer_id', '=', referrerId)
        .groupBy('referee_id')
        .execute();

// ---- Withdrawals ----

export async function insertWithdrawal(db: Db, row: WithdrawalRow): Promise<boolean> {
  const inserted = await db
    .insertInto('referral_withdrawals')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export const withdrawalByKey = (db: Db, userId: string, key: string) =>
  db
    .selectFrom('referral_withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const lockWithdrawal = (db: Db, id: string) =>
  lockRows(db, db.selectFrom('referral_withdrawals').selectAll().where('id', '=', id)).executeTakeFirst();

export async function updateWithdrawal(db: Db, id: string, set: Updateable<ReferralWithdrawalsTable>): Promise<void> {
  await db.updateTable('referral_withdrawals').set(set).where('id', '=', id).execute();
}

/** Payouts out a seller has waiting (requested or approved). */
export const openPayouts = async (db: Db, userId: string) =>
  Number(
    (
      await db
        .selectFrom('referral_withdrawals')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('status', 'in', ['requested', 'approved'])
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Sums of a seller's withdrawals that left for good: to the wallet, and paid out. */
export async function withdrawnTotals(db: Db, userId: string) {
  const rows = await db
    .selectFrom('referral_withdrawals')
    .select(['status', sql<number>`coalesce(sum(amount_cents), 0)`.as('total')])
    .where('user_id', '=', userId)
    .where('status', 'in', ['completed', 'paid'])
    .groupBy('status')
    .execute();
  const of = (s: WithdrawalStatus) => Number(rows.find((r) => r.status === s)?.total ?? 0);
  return { toWalletCents: of('completed'), paidOutCents: of('paid') };
}

export const WITHDRAWAL_CURSOR = idCursor(ULID);

export const withdrawalsOf = (db: Db, userId: string, after: Key | undefined, limit: number) =>
  keysetPage(
    db.selectFrom('referral_withdrawals').selectAll().where('user_id', '=', userId),
    { id: 'id' },
    after,
    limit,
  ).execute();

/** The admin's queue: oldest first. */
export function withdrawalQueue(db: Db, status: WithdrawalStatus | undefined, after: Key | undefined, limit: number) {
  let q = db
    .selectFrom('referral_withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .selectAll('w')
    .select('u.email')
    .where('w.method', '<>', 'wallet');
  if (status !== undefined) q = q.where('w.status', '=', status);
  return keysetPage(q, { id: 'w.id', dir: 'asc' }, after, limit).execute();
}

export const withdrawalWithEmail = (db: Db, id: string) =>
  db
    .selectFrom('referral_withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .selectAll('w')
    .select('u.email')
    .where('w.id', '=', id)
    .executeTakeFirst();

/** The next withdrawal number of a year: WD-YYYY-NNNNNN. */
export async function nextWithdrawalNumber(db: Db, year: number): Promise<string> {
  const prefix = `WD-${year}-`;
  const row = await db
    .selectFrom('referral_withdrawals')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('number', 'like', `${prefix}%`)
    .executeTakeFirst();
  const last = row?.last ? Number(String(row.last).slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(6, '0')}`;
}

// ---- The statement: the ledger's movements of a seller's commission accounts ----

export const MOVEMENT_CURSOR = integerIdCursor;

/**
 * One row per ledger transaction that moved any of `accounts` (the seller's pending, available and held), newest
 * first, keyed by its first entry on them; with the pending and available balances after it. A page reads only the
 * newest entries it can need: a movement has at most two entries on these accounts, written together (the accounts'
 * rows stay locked until it commits), so `2 × (limit + 1)` entries name at least `limit + 1` movements and hold every
 * entry of all but the oldest of them; the next page starts below the first entry of the last one shown.
 */
export function movements(
  db: Db,
  accounts: { pending: string; available: string; held: string },
  after: Key | undefined,
  limit?: number,
) {
  let entries = db
    .selectFrom('ledger_entries')
    .select(['id', 'transaction_id'])
    .where('account_id', 'in', [accounts.pending, accounts.available, accounts.held]);
  if (after !== undefined) entries = entries.where('id', '<', Number(after.id));
  if (limit !== undefined) entries = entries.orderBy('id', 'desc').limit(2 * (limit + 1));
  const moved = db
    .selectFrom(entries.as('e'))
    .select(['e.transaction_id', sql<number>`min(e.id)`.as('first_entry'), sql<number>`max(e.id)`.as('last_entry')])
    .groupBy('e.transaction_id')
    .as('m');
  const balanceAt = (account: string) =>
    sql<
      number | null
    >`(select e2.balance_after from ledger_entries e2 where e2.account_id = ${account} and e2.id <= m.last_entry order by e2.id desc limit 1)`;
  const q = db
    .selectFrom(moved)
    .innerJoin('ledger_transactions as t', 't.id', 'm.transaction_id')
    .select([
      't.id',
      't.kind',
      't.reference',
      't.amount_minor',
      't.created_at',
      'm.first_entry',
      balanceAt(accounts.pending).as('pending_after'),
      balanceAt(accounts.available).as('available_after'),
    ]);
  if (limit === undefined) return q.orderBy('m.first_entry', 'desc').execute();
  return keysetPage(q, { id: 'm.first_entry' }, undefined, limit).execute();
}

// ---- Admin: referrers ----

export const REFERRER_CURSOR = idCursor(/^[A-Za-z0-9_-]{1,100}$/);

/** Sellers who referred anyone, by id; `q` matches the email, the invite code or the id. */
export function referrers(db: Db, q: string | undefined, after: Key | undefined, limit: number) {
  const referees = db
    .selectFrom('users as r')
    .select(['r.referred_by', sql<number>`count(*)`.as('n')])
    .where('r.referred_by', 'is not', null)
    .groupBy('r.referred_by')
    .as('k');
  let query = db
    .selectFrom('users as u')
    .innerJoin(referees, 'k.referred_by', 'u.invite_code')
    .select(['u.id', 'u.email', 'u.invite_code', 'k.n']);
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.email)`, 'like', sql`${like} escape '\\'`),
        eb('u.invite_code', '=', q.toUpperCase()),
        eb('u.id', '=', q),
      ]),
    );
  }
  return keysetPage(query, { id: 'u.id', dir: 'asc' }, after, limit).execute();
}

/** What one referee earned their referrer. */
export async function refereeEarnings(db: Db, refereeId: string) {
  const row = await db
    .selectFrom('referral_commissions')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(case when status <> 'reversed' then amount_cents else 0 end), 0)`.as('earned'),
    ])
    .where('referee_id', '=', refereeId)
    .executeTakeFirstOrThrow();
  return { commissions: Number(row.n), earnedCents: Number(row.earned) };
}

/** A closed account's erasure: the PayPal address and bank details of its payouts go (the amounts stay). */
export async function blankPayoutDetails(db: Db, userId: string): Promise<void> {
  await db.updateTable('referral_withdrawals').set({ paypal_email: null, bank: null }).where('user_id', '=', userId).execute();
}
