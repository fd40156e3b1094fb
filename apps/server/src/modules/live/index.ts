import type { Ctx } from '../../context.js';
import { DAY, HOUR } from '../../lib/time.js';
import type { AppModule } from '../module.js';
import { pruneEvents } from './live-events.js';
import { liveRoutes } from './live.routes.js';

export const PRUNE_LIVE_JOB = 'live.prune';

export const liveModule: AppModule = {
  name: 'live',
  routes: [{ access: 'user', need: 'member', plugin: liveRoutes }],
  // Every hour, events older than a day go: a console away longer reloads what it shows.
  jobs: (ctx: Ctx) => {
    ctx.jobs.register(PRUNE_LIVE_JOB, async () => {
      await pruneEvents(ctx.db, ctx.now() - DAY);
    });
    ctx.jobs.every(PRUNE_LIVE_JOB, HOUR, PRUNE_LIVE_JOB);
  },
};
