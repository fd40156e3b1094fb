import type { AppModule } from '../module.js';
import { DAY } from '../../lib/time.js';
import { purgeExpired } from './sessions.repo.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { sessionsRoutes } from './sessions.routes.js';
import { twoFactorLoginRoutes, twoFactorRoutes } from './two-factor.routes.js';
import { signInRoutes, userInfoRoutes, usersRoutes } from './users.routes.js';

export const usersModule: AppModule = {
  name: 'users',
  routes: [
    { access: 'public', plugin: signInRoutes },
    { access: 'self', plugin: usersRoutes },
    { access: 'user', need: 'member', plugin: userInfoRoutes },
    { access: 'self', plugin: sessionsRoutes },
    { access: 'public', plugin: twoFactorLoginRoutes },
    { access: 'self', plugin: twoFactorRoutes },
    { access: 'admin', plugin: adminUsersRoutes },
  ],
  jobs: (ctx) => {
    const maxIdle = ctx.config.SESSION_REMEMBER_DAYS * DAY;
    ctx.jobs.register('sessions.purge', async (_p, job) => {
      const removed = await purgeExpired(job.db, Date.now(), maxIdle);
      job.log.info({ removed }, 'purged expired sessions, codes and rate-limit windows');
    });
    ctx.jobs.every('sessions.purge', ctx.config.PURGE_EVERY_MS, 'sessions.purge');
  },
};
