import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { keysetPage, sortedCursor, ULID } from '../../db/keyset.js';
import type { InvoicesTable } from '../../db/schema.js';
import type { InvoiceKind } from '@dropport/contracts';

export type InvoiceRow = Selectable<InvoicesTable>;

/** The cursor of the invoice list: the last invoice's issue time and id. */
export const INVOICE_CURSOR = sortedCursor({ id: ULID });

export interface PageFilter {
  userId: string;
  kind?: InvoiceKind | undefined;
  year?: number | undefined;
  /** Issued at or after (epoch ms). */
  from?: number | undefined;
  /** Issued before (epoch ms). */
  to?: number | undefined;
  /** The last row of the previous page: its issue time and id. */
  after?: { sort: number; id: string } | undefined;
  limit: number;
}

/** One page of a seller's invoices, newest first, keyset after the cursor; one row more than asked tells of a next page. */
export function page(db: Db, f: PageFilter): Promise<InvoiceRow[]> {
  let q = db.selectFrom('invoices').selectAll().where('user_id', '=', f.userId);
  if (f.kind !== undefined) q = q.where('kind', '=', f.kind);
  if (f.year !== undefined) q = q.where('year', '=', f.year);
  if (f.from !== undefined) q = q.where('issued_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('issued_at', '<', f.to);
  return keysetPage(q, { sort: 'issued_at', id: 'id' }, f.after, f.limit).execute();
}

export const findById = (db: Db, id: string): Promise<InvoiceRow | undefined> =>
  db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();

/** The invoice of a source, if it has one. */
export const findBySource = (db: Db, kind: InvoiceKind, sourceId: string): Promise<InvoiceRow | undefined> =>
  db.selectFrom('invoices').selectAll().where('kind', '=', kind).where('source_id', '=', sourceId).executeTakeFirst();

export async function insert(db: Db, row: InvoiceRow): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}

/**
 * Takes the year's next number in one statement, which also locks the counter row until the caller's transaction
 * ends (PostgreSQL; SQLite has one writer), so numbers have no gaps: a rolled-back transaction gives its number back.
 */
export async function takeSeq(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ year, last_seq: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_seq: eb('invoice_counters.last_seq', '+', 1) })))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

/** Gives back the number just taken (the counter is still locked by this transaction, so it is the last one). */
export async function returnSeq(trx: Db, year: number): Promise<void> {
  await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_seq: eb('last_seq', '-', 1) }))
    .where('year', '=', year)
    .execute();
}

/** Who an invoice is made out to: the seller's name, email, organization, location and phone (the user must exist). */
export const billingDetails = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['username', 'email', 'organization_name', 'location_name', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * A closed account's erasure: the person's name, email and phone leave the bill-to block of every invoice of theirs
 * (the invoice stays, as the law requires, with the business's organization and location).
 */
export async function blankBillToPerson(db: Db, userId: string): Promise<number> {
  const rows = await db.selectFrom('invoices').select(['id', 'bill_to']).where('user_id', '=', userId).execute();
  for (const r of rows) {
    const party = JSON.parse(r.bill_to) as Record<string, unknown>;
    const blanked = JSON.stringify({ ...party, name: '', email: '', phone: '' });
    await db.updateTable('invoices').set({ bill_to: blanked }).where('id', '=', r.id).execute();
  }
  return rows.length;
}
