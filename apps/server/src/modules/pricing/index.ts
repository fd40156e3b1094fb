import type { AppModule } from '../module.js';
import { pricingRoutes } from './pricing.routes.js';

export const pricingModule: AppModule = {
  name: 'pricing',
  routes: [{ access: 'user', need: 'stores', plugin: pricingRoutes }],
};
