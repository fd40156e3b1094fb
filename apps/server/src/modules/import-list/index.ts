import type { AppModule } from '../module.js';
import { importListRoutes } from './import-list.routes.js';

export const importListModule: AppModule = {
  name: 'import-list',
  routes: [{ access: 'user', need: 'market', plugin: importListRoutes }],
};
