import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { insertJob } from '../jobs/job-queue.js';

/**
 * Called by the catalogue's product writer inside its transaction: when the product is listed in a store, a job
 * syncs its listings once the edit is committed (new cost, stock, a stopped product). Nothing when it is not listed.
 */
export async function syncListingsOfProduct(db: Db, productId: number): Promise<void> {
  const listed = await db
    .selectFrom('listings')
    .select('id')
    .where('product_id', '=', productId)
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  if (listed)
    await insertJob(db, 'listings.sync-product', { productId }, { uniqueKey: `listing-sync-product:${productId}:${newId()}` });
}
