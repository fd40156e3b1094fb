import type { Db } from '../../db/database.js';
import { idCursor, keysetPage, type Key } from '../../db/keyset.js';
import type { GatewayNotificationsTable, RechargeEventsTable, RechargesTable } from '../../db/schema.js';
import { lockRows } from '../../db/locks.js';

export type RechargeRow = RechargesTable;
export type EventRow = Omit<RechargeEventsTable, 'note'> & { note: string };
export type NotificationRow = GatewayNotificationsTable;

/** A recharge with its seller's email, for the admin's views. */
export interface RechargeView extends RechargeRow {
  seller_email: string;
}

export interface PageFilter {
  userId?: string;
  status?: string;
  method?: string;
  after?: Key | undefined;
  limit: number;
}

/** The cursor of the recharge lists: the last recharge's id. */
export const RECHARGE_CURSOR = idCursor();

/** One page newest first (ids are time-ordered), keyset after the cursor; one row more than asked tells of a next page. */
export async function page(db: Db, f: PageFilter): Promise<RechargeView[]> {
  let q = db
    .selectFrom('recharges as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select('u.email as seller_email');
  if (f.userId !== undefined) q = q.where('r.user_id', '=', f.userId);
  if (f.status !== undefined) q = q.where('r.status', '=', f.status);
  if (f.method !== undefined) q = q.where('r.method', '=', f.method);
  return keysetPage(q, { id: 'r.id' }, f.after, f.limit).execute();
}

export const findView = (db: Db, id: string): Promise<RechargeView | undefined> =>
  db
    .selectFrom('recharges as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select('u.email as seller_email')
    .where('r.id', '=', id)
    .executeTakeFirst();

/** A recharge by id or by reference; with `lock`, its row is held until the transaction ends. */
export async function find(db: Db, by: { id: string } | { reference: string }, lock = false): Promise<RechargeRow | undefined> {
  let q = db.selectFrom('recharges').selectAll();
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('reference', '=', by.reference);
  return (lock ? lockRows(db, q) : q).executeTakeFirst();
}

/** The recharge a seller's earlier call with this idempotency key started, if any. */
export const findAttempt = (db: Db, userId: string, key: string): Promise<RechargeRow | undefined> =>
  db.selectFrom('recharges').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();

export async function insert(db: Db, row: RechargeRow): Promise<void> {
  await db.insertInto('recharges').values(row).execute();
}

export async function insertEvent(db: Db, row: EventRow): Promise<void> {
  await db.insertInto('recharge_events').values(row).execute();
}

export const eventsOf = (db: Db, rechargeId: string): Promise<EventRow[]> =>
  db.selectFrom('recharge_events').selectAll().where('recharge_id', '=', rechargeId).orderBy('id').execute();

type Changes = Partial<Omit<RechargeRow, 'id' | 'user_id' | 'created_at'>>;

/**
 * Changes a recharge only if it still has the status it was read with, so two moves racing each other cannot both
 * win; answers whether this call made the change.
 */
export async function update(db: Db, id: string, from: string, set: Changes & { updated_at: number }): Promise<boolean> {
  const res = await db.updateTable('recharges').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Open recharges whose time is up: card checkouts not paid, bank references not confirmed. */
export const expiredOpen = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('recharges')
    .select(['id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['pending', 'failed']), eb('method', '=', 'card')]),
        eb('status', '=', 'awaiting_transfer'),
      ]),
    )
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();

export const findUpload = (db: Db, id: string) =>
  db.selectFrom('uploads').select(['id', 'user_id', 'purpose']).where('id', '=', id).executeTakeFirst();

/**
 * Records a notification under its event id; answers false when that event id was already recorded (a repeat). On
 * PostgreSQL a concurrent delivery of the same event waits here until the first one commits.
 */
export async function claimNotification(db: Db, row: NotificationRow): Promise<boolean> {
  const res = await db
    .insertInto('gateway_notifications')
    .values(row)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Records a notification that has no event id (one whose event could not be read). */
export async function insertNotification(db: Db, row: NotificationRow): Promise<void> {
  await db.insertInto('gateway_notifications').values(row).execute();
}

export const notificationByEvent = (db: Db, eventId: string) =>
  db.selectFrom('gateway_notifications').selectAll().where('event_id', '=', eventId).executeTakeFirst();

export async function settleNotification(db: Db, id: string, outcome: string, rechargeId: string | null): Promise<void> {
  await db.updateTable('gateway_notifications').set({ outcome, recharge_id: rechargeId }).where('id', '=', id).execute();
}

/** A closed account's erasure: the payer's name a bank transfer gave leaves its recharges (the amounts stay). */
export async function blankPayerNames(db: Db, userId: string): Promise<void> {
  await db.updateTable('recharges').set({ payer_name: null }).where('user_id', '=', userId).execute();
}

/** The uploads that prove a seller's bank transfers: money records, kept when the rest of their uploads go. */
export async function proofUploadsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('recharges')
    .select('proof_file_id')
    .where('user_id', '=', userId)
    .where('proof_file_id', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.proof_file_id ? [r.proof_file_id] : []));
}
