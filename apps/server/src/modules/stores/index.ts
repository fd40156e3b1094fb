import type { AppModule } from '../module.js';
import { shopifyWebhookRoutes, storesAdminRoutes, storesRoutes } from './stores.routes.js';
import { registerStoreJobs } from './webhooks.service.js';

export const storesModule: AppModule = {
  name: 'stores',
  routes: [
    { access: 'user', need: { read: 'member', write: 'stores' }, plugin: storesRoutes },
    { access: 'admin', plugin: storesAdminRoutes },
    // Shopify signs its webhooks; the route checks the HMAC itself.
    { access: 'public', plugin: shopifyWebhookRoutes },
  ],
  jobs: (ctx) => registerStoreJobs(ctx, ctx.jobs),
};
