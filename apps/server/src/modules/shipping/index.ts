import type { AppModule } from '../module.js';
import { shippingDefaultsRoutes, shippingRoutes, trackSettingRoutes } from './shipping.routes.js';

export const shippingModule: AppModule = {
  name: 'shipping',
  routes: [
    { access: 'user', plugin: shippingRoutes },
    { access: 'owner', plugin: shippingDefaultsRoutes },
    { access: 'user', plugin: trackSettingRoutes },
  ],
};
