import type { Ctx } from '../../context.js';
import { MINUTE } from '../../lib/time.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { registerStoreHooks } from '../stores/store-hooks.js';
import * as repo from './listings.repo.js';
import { PUSH_JOB, runPush } from './push.service.js';
import { enqueueDue, enqueueForProduct, SYNC_DUE_JOB, SYNC_JOB, SYNC_PRODUCT_JOB, syncListing } from './sync.service.js';

/** How often the scheduled sync looks for listings whose catalogue side changed. */
export const SYNC_EVERY_MS = 15 * MINUTE;

/** The push and sync jobs, the 15-minute sync round, and what a store's webhooks do to listings. */
export function registerListingJobs(ctx: Ctx, jobs: JobQueue) {
  jobs.register<{ listingId: string }>(PUSH_JOB, (p, job) => runPush(ctx, p.listingId, job), { maxAttempts: 3 });
  jobs.register<{ listingId: string }>(SYNC_JOB, async (p) => {
    await syncListing(ctx, p.listingId);
  });
  jobs.register<{ productId: number }>(SYNC_PRODUCT_JOB, async (p, job) => {
    const n = await enqueueForProduct(ctx, p.productId);
    job.log.info({ productId: p.productId, listings: n }, 'catalogue edit: listings to sync');
  });
  jobs.register(SYNC_DUE_JOB, async (_p, job) => {
    const n = await enqueueDue(ctx);
    if (n) job.log.info({ listings: n }, 'scheduled sync: listings to sync');
  });
  jobs.every(SYNC_DUE_JOB, SYNC_EVERY_MS, SYNC_DUE_JOB);

  registerStoreHooks(ctx, {
    productDeleted: (db, e) => repo.markRemoved(db, e.storeIds, e.productId, Date.now()),
    shopErased: (db, e) => repo.deleteForStores(db, e.storeIds),
  });
}
