import type { AppRoute } from '../../lib/access';

const page = () => import('./pages/workplace-page');

export const workplaceRoutes: AppRoute[] = [
  { path: '/home', name: 'Home', layout: 'console', page, meta: { locale: 'menu.home', order: 1, requiresAuth: true } },
  {
    path: '/dashboard/workplace',
    name: 'Workplace',
    layout: 'console',
    page,
    meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, hideInMenu: true },
  },
];
