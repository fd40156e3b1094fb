import type { AppModule } from '../module.js';
import { notificationsRoutes } from './notifications.routes.js';
import { registerNotificationJobs } from './notifications.service.js';

export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: [{ access: 'user', need: 'member', plugin: notificationsRoutes }],
  jobs: (ctx) => registerNotificationJobs(ctx.jobs),
};
