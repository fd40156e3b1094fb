import type { AppModule } from '../module.js';
import { policiesAdminRoutes, policiesRoutes } from './policies.routes.js';

export const policiesModule: AppModule = {
  name: 'policies',
  routes: [
    { access: 'public', plugin: policiesRoutes },
    { access: 'admin', plugin: policiesAdminRoutes },
  ],
};
