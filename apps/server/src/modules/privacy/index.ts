import type { AppModule } from '../module.js';
import { HOUR } from '../../lib/time.js';
import { adminPrivacyRoutes, privacyRoutes } from './privacy.routes.js';
import { EXPORT_JOB, runExport, sweep } from './privacy.service.js';

const SWEEP_JOB = 'privacy.sweep';

export const privacyModule: AppModule = {
  name: 'privacy',
  routes: [
    { access: 'self', plugin: privacyRoutes },
    { access: 'admin', plugin: adminPrivacyRoutes },
  ],
  jobs: (ctx) => {
    ctx.jobs.register<{ exportId: string }>(EXPORT_JOB, ({ exportId }, job) => runExport(ctx, exportId, job.isLastAttempt), {
      maxAttempts: 3,
    });
    // Closed accounts past their grace period are erased, and ready exports past their time deleted, every hour.
    ctx.jobs.register(SWEEP_JOB, async (_p, job) => {
      const done = await sweep(ctx);
      if (done.erased || done.expired) job.log.info(done, 'privacy sweep');
    });
    ctx.jobs.every(SWEEP_JOB, HOUR, SWEEP_JOB);
  },
};
