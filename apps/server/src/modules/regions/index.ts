import type { AppModule } from '../module.js';
import { regionsRoutes } from './regions.routes.js';

export const regionsModule: AppModule = {
  name: 'regions',
  // Reference data the sign-up forms read before anyone has an account.
  routes: [{ access: 'public', plugin: regionsRoutes }],
};
