import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { insertJob } from '../jobs/job-queue.js';
import * as repo from './listings.repo.js';

/**
 * Called by the catalogue's product writer inside its transaction: when the product is listed in a store, a job
 * syncs its listings once the edit is committed (new cost, stock, a stopped product). Nothing when it is not listed.
 */
export async function syncListingsOfProduct(db: Db, productId: number): Promise<void> {
  if (await repo.productListed(db, productId))
    await insertJob(db, 'listings.sync-product', { productId }, { uniqueKey: `listing-sync-product:${productId}:${newId()}` });
}
