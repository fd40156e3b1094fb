import type { AppModule } from '../module.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsModule: AppModule = {
  name: 'settings',
  routes: [{ access: 'owner', plugin: settingsRoutes }],
};
