import type { AppModule } from '../module.js';
import { refreshPlannerStatistics } from '../../db/planner-statistics.js';
import { systemRoutes, testClockRoutes } from './system.routes.js';

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
  },
};
