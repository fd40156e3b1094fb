import { decayPopularity } from '../catalogue/product-changes.js';
import { DAY } from '../../lib/time.js';
import type { JobQueue } from '../jobs/job-queue.js';

/**
 * Popularity is a decaying count of recent imports: each add to an import list adds one, and once a day every score
 * loses a tenth, so the hot collection follows what sellers import now rather than what they imported once.
 */
export function registerPopularityDecay(jobs: JobQueue): void {
  jobs.register('market.popularity', async (_p, job) => {
    job.log.info({ products: await decayPopularity(job.db) }, 'popularity decayed');
  });
  jobs.every('market.popularity', DAY, 'market.popularity');
}
