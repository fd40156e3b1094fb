import type { AppModule } from '../module.js';
import { DAY } from '../../lib/time.js';
import { pruneAudit } from './audit-log.js';
import { auditAdminRoutes } from './audit.routes.js';

export const AUDIT_PRUNE_JOB = 'audit.prune';

/**
 * The audit log: other modules append to it in their own transactions (`recordAudit`); admins read and export it; it
 * is pruned daily past its retention.
 */
export const auditModule: AppModule = {
  name: 'audit',
  routes: [{ access: 'admin', plugin: auditAdminRoutes }],
  jobs: (ctx) => {
    ctx.jobs.register(AUDIT_PRUNE_JOB, async (_p, job) => {
      const removed = await pruneAudit(job.db, ctx.now() - ctx.config.AUDIT_RETENTION_DAYS * DAY);
      job.log.info({ removed }, 'pruned the audit log past its retention');
    });
    ctx.jobs.every(AUDIT_PRUNE_JOB, DAY, AUDIT_PRUNE_JOB);
  },
};
