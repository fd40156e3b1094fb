import type { AppModule } from '../module.js';
import { walletAdminRoutes, walletRoutes } from './wallet.routes.js';

export const walletModule: AppModule = {
  name: 'wallet',
  routes: [
    { access: 'user', need: 'wallet.view', plugin: walletRoutes },
    { access: 'admin', plugin: walletAdminRoutes },
  ],
};
