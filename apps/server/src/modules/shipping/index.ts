import type { AppModule } from '../module.js';
import { shippingDefaultsRoutes, shippingRoutes, trackSettingRoutes } from './shipping.routes.js';

export const shippingModule: AppModule = {
  name: 'shipping',
  routes: [
    { access: 'user', need: 'member', plugin: shippingRoutes },
    { access: 'owner', need: { read: 'member', write: 'settings' }, plugin: shippingDefaultsRoutes },
    { access: 'user', need: { read: 'member', write: 'settings' }, plugin: trackSettingRoutes },
  ],
};
