import type { AppModule } from '../module.js';
import { adminRoutes } from './admin.routes.js';

export const adminModule: AppModule = {
  name: 'admin',
  routes: [{ access: 'admin', plugin: adminRoutes }],
};
