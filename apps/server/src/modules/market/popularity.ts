import { sql } from 'kysely';
import { DAY } from '../../lib/time.js';
import type { JobQueue } from '../jobs/job-queue.js';

/**
 * Popularity is a decaying count of recent imports: each add to an import list adds one, and once a day every score
 * loses a tenth, so the hot collection follows what sellers import now rather than what they imported once.
 */
export function registerPopularityDecay(jobs: JobQueue): void {
  jobs.register('market.popularity', async (_p, job) => {
    const res = await job.db
      .updateTable('products')
      .set({ popularity: sql`(popularity * 9) / 10` })
      .where('popularity', '>', 0)
      .executeTakeFirst();
    job.log.info({ products: Number(res.numUpdatedRows) }, 'popularity decayed');
  });
  jobs.every('market.popularity', DAY, 'market.popularity');
}
