import type { AppRoute } from '../../lib/access';

export const adminOutboxRoutes: AppRoute[] = [
  {
    path: '/admin/outbox',
    name: 'AdminOutbox',
    layout: 'console',
    page: () => import('./pages/outbox-page'),
    meta: { locale: 'menu.admin.outbox', order: 90, requiresAuth: true, roles: ['admin'] },
  },
];
