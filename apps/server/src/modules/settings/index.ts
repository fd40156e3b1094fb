import type { AppModule } from '../module.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsModule: AppModule = {
  name: 'settings',
  routes: [{ access: 'owner', need: { read: 'member', write: 'settings' }, plugin: settingsRoutes }],
};
