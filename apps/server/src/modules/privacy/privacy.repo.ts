import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DataExportsTable } from '../../db/schema.js';
import { lockRows } from '../../db/locks.js';

export type ExportRow = DataExportsTable;

export const insertExport = (db: Db, row: Insertable<DataExportsTable>) => db.insertInto('data_exports').values(row).execute();

export const updateExport = (db: Db, id: string, set: Updateable<DataExportsTable>) =>
  db.updateTable('data_exports').set(set).where('id', '=', id).execute();

export const exportById = (db: Db, id: string) =>
  db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();

/** An account's exports, newest first (a seller asks for a few a year: the last twenty are shown). */
export const exportsOf = (db: Db, userId: string) =>
  db.selectFrom('data_exports').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(20).execute();

/**
 * The account's row, held until the transaction ends: two requests for an export of one account take turns, so the
 * second finds the first one's export being built. Undefined for no such account.
 */
export const lockAccount = (db: Db, userId: string) =>
  lockRows(db, db.selectFrom('users').select('id').where('id', '=', userId)).executeTakeFirst();

/** The export of this account being built, if one is. */
export const exportInProgress = (db: Db, userId: string) =>
  db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();

/** Ready exports past their time, whose files go. */
export const expiredExports = (db: Db, now: number) =>
  db.selectFrom('data_exports').select(['id', 'file']).where('status', '=', 'ready').where('expires_at', '<=', now).execute();

/** A closed account's erasure: its exports' rows stay (who asked, when), their files are already gone. */
export const exportFilesOf = (db: Db, userId: string) =>
  db.selectFrom('data_exports').select(['id', 'file']).where('user_id', '=', userId).where('file', 'is not', null).execute();

// ---- What keeps an account open ---------------------------------------------------------------------------------

const OPEN_ORDER_STATUSES = ['on_hold', 'awaiting_payment', 'paid', 'processing'] as const;

/**
 * Orders not yet shipped, cancelled or refunded, and shipped ones with an after-sales claim still to decide (its
 * refund would reach the wallet after closing).
 */
export async function openOrders(db: Db, userId: string): Promise<number> {
  const r = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', OPEN_ORDER_STATUSES),
        eb(
          'id',
          'in',
          eb.selectFrom('support_claims').select('order_id').where('user_id', '=', userId).where('status', '=', 'pending'),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Units the seller holds in the cloud warehouse, on the shelf or on their way in. */
export async function stockUnits(db: Db, userId: string): Promise<number> {
  const r = await db
    .selectFrom('seller_stock')
    .select(sql<number>`coalesce(sum(on_hand + inbound), 0)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

// ---- The export's reads: every row of the account, as stored, secrets left out -----------------------------------

type Row = Record<string, unknown>;

/** Every row of `table` whose `column` is the account (tables of settings and such, read whole). */
export async function rowsOf(db: Db, table: string, userId: string, column = 'user_id'): Promise<Row[]> {
  const r = await sql<Row>`select * from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db);
  return r.rows;
}

export const profileOf = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'role',
      'username',
      'avatar',
      'job',
      'job_name',
      'organization',
      'organization_name',
      'location',
      'location_name',
      'introduction',
      'personal_website',
      'phone',
      'account_id',
      'invite_code',
      'referred_by',
      'email_verified_at',
      'created_at',
      'updated_at',
      'closed_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();

export const membershipsOf = (db: Db, userId: string) =>
  db
    .selectFrom('team_members')
    .select(['account_id', 'email', 'role', 'permissions', 'store_ids', 'status', 'created_at', 'accepted_at'])
    .where('user_id', '=', userId)
    .execute();

/** The stores, without their access tokens. */
export const storesOf = (db: Db, userId: string) =>
  db
    .selectFrom('stores')
    .select(['id', 'platform', 'shop_domain', 'name', 'currency', 'scopes', 'status', 'linked_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('linked_at')
    .execute();

export const listingsOf = (db: Db, userId: string) =>
  db.selectFrom('listings').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

export const listingVariantsOf = (db: Db, userId: string) =>
  db
    .selectFrom('listing_variants as v')
    .innerJoin('listings as l', 'l.id', 'v.listing_id')
    .selectAll('v')
    .where('l.user_id', '=', userId)
    .orderBy('v.listing_id')
    .orderBy('v.position')
    .execute();

export const ordersOf = (db: Db, userId: string) =>
  db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

export const orderItemsOf = (db: Db, userId: string) =>
  db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .where('o.user_id', '=', userId)
    .orderBy('i.order_id')
    .orderBy('i.position')
    .execute();

/** Every movement of the account's own ledger accounts (wallet and referral), with its transaction, oldest first. */
export const ledgerLinesOf = (db: Db, userId: string) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([
      'e.created_at',
      'a.kind as account',
      'a.currency',
      't.kind',
      't.memo',
      't.reference',
      'e.amount_minor',
      'e.balance_after',
      't.id as transaction_id',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('e.id')
    .execute();

export const rechargesOf = (db: Db, userId: string) =>
  db
    .selectFrom('recharges')
    .select([
      'id',
      'method',
      'status',
      'amount_cents',
      'currency',
      'reference',
      'gateway_payment_id',
      'failure_reason',
      'transfer_date',
      'transfer_amount_cents',
      'payer_name',
      'invoice_id',
      'created_at',
      'completed_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const withdrawalsOf = (db: Db, userId: string) =>
  db
    .selectFrom('referral_withdrawals')
    .select([
      'id',
      'number',
      'method',
      'status',
      'currency',
      'amount_cents',
      'fee_cents',
      'paypal_email',
      'bank',
      'reference',
      'reason',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export const invoicesOf = (db: Db, userId: string) =>
  db.selectFrom('invoices').selectAll().where('user_id', '=', userId).orderBy('issued_at').orderBy('id').execute();

export const ticketsOf = (db: Db, userId: string) =>
  db.selectFrom('support_tickets').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

/** The messages of the account's tickets as the seller saw them (support's internal notes are not theirs). */
export const ticketMessagesOf = (db: Db, userId: string) =>
  db
    .selectFrom('support_messages as m')
    .innerJoin('support_tickets as t', 't.id', 'm.ticket_id')
    .select(['m.ticket_id', 'm.author', 'm.body', 'm.attachments', 'm.created_at'])
    .where('t.user_id', '=', userId)
    .where('m.internal', '=', 0)
    .orderBy('m.ticket_id')
    .orderBy('m.created_at')
    .execute();
