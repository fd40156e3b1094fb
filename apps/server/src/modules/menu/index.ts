import type { AppModule } from '../module.js';
import { menuAdminRoutes, menuRoutes } from './menu.routes.js';

/** The server menu: what each role's console menu holds, in which order, as admins arranged it. */
export const menuModule: AppModule = {
  name: 'menu',
  routes: [
    { access: 'user', need: 'member', plugin: menuRoutes },
    { access: 'admin', plugin: menuAdminRoutes },
  ],
};
