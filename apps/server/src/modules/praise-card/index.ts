import type { AppModule } from '../module.js';
import { praiseCardRoutes } from './praise-card.routes.js';

export const praiseCardModule: AppModule = {
  name: 'praise-card',
  routes: [{ access: 'owner', need: 'settings', plugin: praiseCardRoutes }],
};
