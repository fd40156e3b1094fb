import type { AppModule } from '../module.js';
import { catalogueSetupRoutes } from './catalogue-setup.routes.js';

export const catalogueSetupModule: AppModule = {
  name: 'catalogue-setup',
  routes: [{ access: 'admin', plugin: catalogueSetupRoutes }],
};
