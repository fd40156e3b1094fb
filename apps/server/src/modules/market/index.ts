import type { AppModule } from '../module.js';
import { artRoutes, marketRoutes } from './market.routes.js';
import { registerPopularityDecay } from './popularity.js';

export const marketModule: AppModule = {
  name: 'market',
  routes: [
    { access: 'user', need: { read: 'member', write: 'market' }, plugin: marketRoutes },
    { access: 'public', plugin: artRoutes },
  ],
  jobs: (ctx) => registerPopularityDecay(ctx.jobs),
};
