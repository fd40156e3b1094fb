import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import type { PrivacyRequestsTable, WebhookDeliveriesTable } from '../../db/schema.js';

export type DeliveryRow = WebhookDeliveriesTable;

/** Records a delivery unless its webhook id or (shop, body digest) is known already; answers whether it was new. */
export async function recordDelivery(db: Db, row: DeliveryRow): Promise<boolean> {
  const res = await db
    .insertInto('webhook_deliveries')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** What the job reads of a delivery before it opens its transaction. */
export const deliverySeen = (db: Db, id: string) =>
  db.selectFrom('webhook_deliveries').select(['topic', 'shop_domain', 'status']).where('id', '=', id).executeTakeFirst();

/** A delivery, locked for the rest of the transaction. */
export const lockDelivery = (db: Db, id: string) =>
  lockRows(db, db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id)).executeTakeFirst();

/** Closes a delivery with its outcome; its payload is no longer kept. With `onlyQueued`, only one still queued. */
export async function closeDelivery(
  db: Db,
  id: string,
  set: { status: 'done' | 'failed'; outcome: string; handledAt: number },
  o: { onlyQueued?: boolean } = {},
): Promise<void> {
  let q = db
    .updateTable('webhook_deliveries')
    .set({ status: set.status, outcome: set.outcome, payload: null, handled_at: set.handledAt })
    .where('id', '=', id);
  if (o.onlyQueued) q = q.where('status', '=', 'queued');
  await q.execute();
}

export async function insertPrivacyRequest(db: Db, row: PrivacyRequestsTable): Promise<void> {
  await db.insertInto('privacy_requests').values(row).execute();
}
