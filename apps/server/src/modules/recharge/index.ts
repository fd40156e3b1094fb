import type { AppModule } from '../module.js';
import { registerRechargeJobs } from './recharge-flow.js';
import { gatewayNotifyRoutes, rechargeAdminRoutes, rechargeRoutes } from './recharge.routes.js';

export const rechargeModule: AppModule = {
  name: 'recharge',
  routes: [
    { access: 'user', need: { read: 'wallet.view', write: 'wallet.recharge' }, plugin: rechargeRoutes },
    { access: 'admin', plugin: rechargeAdminRoutes },
    // The gateway signs its notifications; the route checks the signature itself.
    { access: 'public', plugin: gatewayNotifyRoutes },
  ],
  jobs: (ctx) => registerRechargeJobs(ctx, ctx.jobs),
};
