import type { AppRoute } from '../../lib/access';

export const authRoutes: AppRoute[] = [
  {
    path: '/login',
    name: 'login',
    layout: 'blank',
    page: () => import('./pages/login-page'),
    meta: { locale: 'auth.form.login', requiresAuth: false, hideInMenu: true },
  },
];
