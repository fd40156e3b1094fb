import type { AppModule } from '../module.js';
import { registerReferralJobs } from './referral.jobs.js';
import { referralAdminRoutes, referralRoutes } from './referral.routes.js';

export const referralModule: AppModule = {
  name: 'referral',
  routes: [
    { access: 'user', need: 'referral', plugin: referralRoutes },
    { access: 'admin', plugin: referralAdminRoutes },
  ],
  jobs: registerReferralJobs,
};
