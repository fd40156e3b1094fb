import type { AppModule } from '../module.js';
import { dashboardRoutes, todoRoutes } from './dashboard.routes.js';

export const dashboardModule: AppModule = {
  name: 'dashboard',
  routes: [
    { access: 'owner', plugin: dashboardRoutes },
    { access: 'user', plugin: todoRoutes },
  ],
};
