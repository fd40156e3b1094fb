import type { AppRoute } from '../lib/access';
import { adminOutboxRoutes } from '../features/admin-outbox/routes';
import { authRoutes } from '../features/auth/routes';
import { workplaceRoutes } from '../features/workplace/routes';

/** The one route table: router, guard and menu all read it (ARCHITECTURE section 4). */
export const routeTable: AppRoute[] = [
  // The root only redirects; the guard then judges /home.
  { path: '/', name: 'Root', redirect: '/home', meta: { requiresAuth: false, hideInMenu: true } },
  ...authRoutes,
  ...workplaceRoutes,
  ...adminOutboxRoutes,
  {
    path: '*',
    name: 'notFound',
    layout: 'blank',
    page: () => import('./not-found-page'),
    meta: { locale: 'notFound.title', requiresAuth: false, hideInMenu: true },
  },
];
