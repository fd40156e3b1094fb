import type { AppModule } from '../module.js';
import { adminOrdersRoutes } from './admin-orders.routes.js';
import { registerOrderJobs } from './orders.jobs.js';
import { ordersRoutes } from './orders.routes.js';

export const ordersModule: AppModule = {
  name: 'orders',
  routes: [
    { access: 'user', need: { read: 'orders.view', write: 'orders.edit' }, plugin: ordersRoutes },
    { access: 'admin', plugin: adminOrdersRoutes },
  ],
  jobs: (ctx) => registerOrderJobs(ctx, ctx.jobs),
};
