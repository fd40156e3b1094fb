import type { AppModule } from '../module.js';
import { registerListingJobs } from './listings.jobs.js';
import { listingsAdminRoutes, listingsRoutes } from './listings.routes.js';

export const listingsModule: AppModule = {
  name: 'listings',
  routes: [
    { access: 'user', need: 'stores', plugin: listingsRoutes },
    { access: 'admin', plugin: listingsAdminRoutes },
  ],
  jobs: (ctx) => registerListingJobs(ctx, ctx.jobs),
};
