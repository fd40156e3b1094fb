import type { AppModule } from '../module.js';
import { sourcingAdminRoutes, sourcingRoutes } from './sourcing.routes.js';

export const sourcingModule: AppModule = {
  name: 'sourcing',
  routes: [
    { access: 'owner', need: 'market', plugin: sourcingRoutes },
    { access: 'admin', plugin: sourcingAdminRoutes },
  ],
};
