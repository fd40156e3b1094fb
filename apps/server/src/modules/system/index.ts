import type { AppModule } from '../module.js';
import { refreshPlannerStatistics } from '../../db/planner-statistics.js';
import { systemRoutes, testClockRoutes } from './system.routes.js';
import { scheduledBackup } from './backup.js';
import { findPgTool, missingPgToolMessage } from './backup-postgres.js';
import { HOUR } from '../../lib/time.js';

export const BACKUP_JOB = 'system.backup';

export const systemModule: AppModule = {
  name: 'system',
  routes: [
    { access: 'public', plugin: systemRoutes },
    { access: 'admin', plugin: testClockRoutes },
  ],
  jobs: (ctx) => {
    // Orders, ledger and catalogue keep growing between starts and imports; their plans follow only fresh statistics.
    ctx.jobs.register('db.statistics', () => refreshPlannerStatistics(ctx.db, ctx.engine));
    ctx.jobs.every('db.statistics', ctx.config.STATISTICS_EVERY_MS, 'db.statistics');
    // The server backs its database up itself when asked: SQLite by VACUUM INTO, PostgreSQL by pg_dump, which must
    // then be installed beside it (without it, a warning at start and no schedule).
    if (ctx.config.BACKUP_EVERY_HOURS > 0) {
      if (ctx.engine === 'postgres' && !findPgTool('pg_dump')) {
        ctx.log.warn(`BACKUP_EVERY_HOURS is set but no backups will be made: ${missingPgToolMessage('pg_dump')}`);
        return;
      }
      ctx.jobs.register(BACKUP_JOB, async (_p, job) => {
        const { dir, removed } = await scheduledBackup(ctx.config, new Date(ctx.now()));
        job.log.info({ dir, removed }, 'backed up the database');
      });
      ctx.jobs.every(BACKUP_JOB, ctx.config.BACKUP_EVERY_HOURS * HOUR, BACKUP_JOB);
    }
  },
};
