import type { AppModule } from '../module.js';
import { teamPersonRoutes, teamRoutes } from './team.routes.js';

/** Team accounts: the people an account's owner lets act for it, with roles, and switching between accounts. */
export const teamModule: AppModule = {
  name: 'team',
  routes: [
    { access: 'user', need: 'team', plugin: teamRoutes },
    { access: 'user', need: 'member', plugin: teamPersonRoutes },
  ],
};
