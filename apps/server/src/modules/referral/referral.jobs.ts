import type { Ctx } from '../../context.js';
import { HOUR } from '../../lib/time.js';
import { releaseDue } from './commissions.js';

export const RELEASE_JOB = 'referral.release';

/** Every hour, commissions whose hold has passed become available. */
export function registerReferralJobs(ctx: Ctx): void {
  ctx.jobs.register(RELEASE_JOB, async () => {
    await releaseDue(ctx.db, ctx.now());
  });
  ctx.jobs.every(RELEASE_JOB, HOUR, RELEASE_JOB);
}
