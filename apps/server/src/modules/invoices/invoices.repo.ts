import type { Db } from '../../db/database.js';
import type { InvoiceRow } from './invoice-issuer.js';
import type { InvoiceKind } from '@dropport/contracts';

export interface PageFilter {
  userId: string;
  kind?: InvoiceKind | undefined;
  year?: number | undefined;
  /** Issued at or after (epoch ms). */
  from?: number | undefined;
  /** Issued before (epoch ms). */
  to?: number | undefined;
  /** The last row of the previous page. */
  after?: { issuedAt: number; id: string } | undefined;
  limit: number;
}

/** One page of a seller's invoices, newest first, keyset after the cursor; one row more than asked tells of a next page. */
export function page(db: Db, f: PageFilter): Promise<InvoiceRow[]> {
  let q = db.selectFrom('invoices').selectAll().where('user_id', '=', f.userId);
  if (f.kind !== undefined) q = q.where('kind', '=', f.kind);
  if (f.year !== undefined) q = q.where('year', '=', f.year);
  if (f.from !== undefined) q = q.where('issued_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('issued_at', '<', f.to);
  const after = f.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([eb('issued_at', '<', after.issuedAt), eb.and([eb('issued_at', '=', after.issuedAt), eb('id', '<', after.id)])]),
    );
  }
  return q
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

export const findById = (db: Db, id: string): Promise<InvoiceRow | undefined> =>
  db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
