import type { Ctx } from '../../context.js';
import { HOUR } from '../../lib/time.js';
import type { AppModule } from '../module.js';
import { FIGURES_REBUILD_JOB } from '../settings/settings.service.js';
import { rebuildFigures, sellersToBackfill } from './order-figures.js';
import { dashboardRoutes, operationsRoutes, todoRoutes } from './dashboard.routes.js';
import { metricsRoutes } from './metrics.routes.js';

export const FIGURES_BACKFILL_JOB = 'dashboard.figures-backfill';

export const dashboardModule: AppModule = {
  name: 'dashboard',
  routes: [
    { access: 'owner', need: 'member', plugin: dashboardRoutes },
    { access: 'user', need: 'member', plugin: todoRoutes },
    { access: 'admin', plugin: operationsRoutes },
    // A scraper is no user: the route checks its token (or that it comes from this machine) itself.
    { access: 'public', plugin: metricsRoutes },
  ],
  jobs: (ctx: Ctx) => {
    // A seller's figures counted again (a new time zone moves their orders' days).
    ctx.jobs.register<{ userId: string }>(FIGURES_REBUILD_JOB, async ({ userId }) => {
      await rebuildFigures(ctx.db, userId);
    });
    // Orders paid before the figures were kept are counted once, soon after the first start.
    ctx.jobs.register(FIGURES_BACKFILL_JOB, async () => {
      for (const userId of await sellersToBackfill(ctx.db)) await rebuildFigures(ctx.db, userId);
    });
    ctx.jobs.every(FIGURES_BACKFILL_JOB, 24 * HOUR, FIGURES_BACKFILL_JOB);
  },
};
