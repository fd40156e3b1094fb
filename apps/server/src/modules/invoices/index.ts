import type { AppModule } from '../module.js';
import { invoicesRoutes } from './invoices.routes.js';

export const invoicesModule: AppModule = {
  name: 'invoices',
  routes: [{ access: 'user', need: 'wallet.view', plugin: invoicesRoutes }],
};
