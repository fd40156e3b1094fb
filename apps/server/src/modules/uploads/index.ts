import type { AppModule } from '../module.js';
import { filesRoutes, uploadsRoutes } from './uploads.routes.js';

export const uploadsModule: AppModule = {
  name: 'uploads',
  routes: [
    { access: 'user', need: 'member', plugin: uploadsRoutes },
    { access: 'public', plugin: filesRoutes },
  ],
};
