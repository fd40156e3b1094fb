import type { AppModule } from '../module.js';
import { dashboardRoutes } from './dashboard.routes.js';

export const dashboardModule: AppModule = {
  name: 'dashboard',
  routes: [{ access: 'owner', plugin: dashboardRoutes }],
};
