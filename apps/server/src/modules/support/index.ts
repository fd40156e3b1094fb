import type { Ctx } from '../../context.js';
import { HOUR } from '../../lib/time.js';
import type { AppModule } from '../module.js';
import { supportAdminRoutes, supportRoutes } from './support.routes.js';
import { closeResolved } from './tickets.service.js';

export const AUTO_CLOSE_JOB = 'support.auto-close';

export const supportModule: AppModule = {
  name: 'support',
  routes: [
    { access: 'user', need: 'member', plugin: supportRoutes },
    { access: 'admin', plugin: supportAdminRoutes },
  ],
  // Every hour, resolved tickets left without a reply for the auto-close days close.
  jobs: (ctx: Ctx) => {
    ctx.jobs.register(AUTO_CLOSE_JOB, async () => {
      await closeResolved(ctx.db, ctx.now());
    });
    ctx.jobs.every(AUTO_CLOSE_JOB, HOUR, AUTO_CLOSE_JOB);
  },
};
