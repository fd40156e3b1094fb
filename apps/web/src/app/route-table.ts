import type { AppRoute } from '@/lib/access';

const workplace = () => import('@/features/workplace/pages/workplace-page');
/** The page a sign-in lands on by default (the Workplace). */
export const landingPage = workplace;

/** A product's detail page under a market collection. */
function productDetail(collection: string, path: string): AppRoute {
  return {
    path: `${path}/:id`,
    name: `${collection}Detail`,
    page: () => import('@/features/market/pages/product-page'),
    meta: { locale: 'menu.productDetail', requiresAuth: true, hideInMenu: true },
  };
}

/** A market collection (one static route per collection); the menu's Market opens all products. */
function collection(name: string, path: string, locale: string): AppRoute {
  return {
    path,
    name,
    page: () => import('@/features/market/pages/market-page'),
    meta: { locale, requiresAuth: true, hideInMenu: true },
    children: [productDetail(name, path)],
  };
}

/** The signed-in console: the 14 menu entries in menu order, then the admin section. */
const consoleRoutes: AppRoute[] = [
  {
    path: '/home',
    name: 'Home',
    page: workplace,
    meta: { locale: 'menu.home', icon: 'home', order: 1, requiresAuth: true },
    children: [
      {
        path: '/dashboard/workplace',
        name: 'Workplace',
        page: workplace,
        meta: { locale: 'menu.dashboard.workplace', order: 1, requiresAuth: true },
      },
      {
        path: '/home/support-ticket',
        name: 'SupportTicket',
        page: () => import('@/features/support/pages/support-page'),
        meta: { locale: 'menu.supportTicket', order: 2, requiresAuth: true },
      },
      {
        path: '/home/notification',
        name: 'Notification',
        page: () => import('@/features/notifications/pages/notification-page'),
        meta: { locale: 'menu.notification', order: 3, requiresAuth: true },
      },
    ],
  },
  {
    path: '/allProducts',
    name: 'Market',
    page: () => import('@/features/market/pages/market-page'),
    meta: { locale: 'menu.market', icon: 'market', order: 2, requiresAuth: true },
    children: [
      productDetail('AllProducts', '/allProducts'),
      collection('HotProducts', '/hotProducts', 'menu.hotProducts'),
      collection('NewProducts', '/newProducts', 'menu.newProducts'),
      collection('WarehouseProducts', '/warehouseProducts', 'menu.warehouseProducts'),
      collection('PrivateProducts', '/privateProducts', 'menu.privateProducts'),
      {
        path: '/sourcing',
        name: 'Sourcing',
        page: () => import('@/features/sourcing/pages/sourcing-page'),
        meta: { locale: 'menu.sourcing', requiresAuth: true, hideInMenu: true, permission: 'market' },
      },
    ],
  },
  {
    path: '/importList',
    name: 'ImportList',
    // The import list with the push dialog wired into its push buttons.
    page: () => import('@/features/listings/pages/import-list-push-page'),
    meta: { locale: 'menu.importList', icon: 'importList', order: 3, requiresAuth: true, permission: 'market' },
  },
  {
    path: '/addMyStore',
    name: 'AddMyStore',
    page: () => import('@/features/stores/pages/add-my-store-page'),
    meta: { locale: 'menu.addMyStore', icon: 'store', order: 4, requiresAuth: true, permission: 'stores' },
  },
  {
    path: '/myProducts',
    name: 'MyProducts',
    page: () => import('@/features/listings/pages/my-products-page'),
    meta: { locale: 'menu.myProducts', icon: 'products', order: 5, requiresAuth: true, permission: 'stores' },
  },
  {
    path: '/orders',
    name: 'Orders',
    page: () => import('@/features/orders/pages/orders-page'),
    meta: {
      locale: 'menu.orders',
      indexLocale: 'menu.ordersIndex',
      icon: 'orders',
      order: 6,
      requiresAuth: true,
      permission: 'orders.view',
    },
    children: [
      {
        path: '/orders/shipped',
        name: 'OrdersShipped',
        page: () => import('@/features/orders/pages/shipped-orders-page'),
        meta: { locale: 'menu.shipped', order: 1, requiresAuth: true },
      },
    ],
  },
  {
    path: '/manualOrders',
    name: 'ManualOrders',
    page: () => import('@/features/orders/pages/manual-orders-page'),
    meta: {
      locale: 'menu.manualOrders',
      indexLocale: 'menu.manualOrdersIndex',
      icon: 'manualOrders',
      order: 7,
      requiresAuth: true,
      permission: 'orders.view',
    },
    children: [
      {
        path: '/manualOrders/shipped',
        name: 'ManualOrdersShipped',
        page: () => import('@/features/orders/pages/manual-shipped-orders-page'),
        meta: { locale: 'menu.shipped', order: 1, requiresAuth: true },
      },
    ],
  },
  {
    path: '/balance',
    name: 'Balance',
    page: () => import('@/features/wallet/pages/balance-page'),
    meta: {
      locale: 'menu.balance',
      indexLocale: 'menu.balanceIndex',
      icon: 'balance',
      order: 8,
      requiresAuth: true,
      permission: 'wallet.view',
    },
    children: [
      {
        path: '/balance/recharge',
        name: 'Recharge',
        page: () => import('@/features/recharge/pages/recharge-page'),
        meta: { locale: 'menu.recharge', order: 1, requiresAuth: true, permission: 'wallet.recharge' },
        children: [
          {
            path: '/balance/recharge/confirm-payment',
            name: 'ConfirmPayment',
            page: () => import('@/features/recharge/pages/confirm-payment-page'),
            meta: {
              locale: 'menu.confirmPayment',
              requiresAuth: true,
              hideInMenu: true,
              ignoreCache: true,
              permission: 'wallet.recharge',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/recommend',
    name: 'Recommend',
    page: () => import('@/features/referral/pages/recommend-page'),
    meta: {
      locale: 'menu.recommend',
      indexLocale: 'menu.recommendIndex',
      icon: 'recommend',
      order: 9,
      requiresAuth: true,
      permission: 'referral',
    },
    children: [
      {
        path: '/recommend/withdraw',
        name: 'Withdraw',
        page: () => import('@/features/referral/pages/withdraw-page'),
        meta: { locale: 'menu.withdraw', order: 1, requiresAuth: true, permission: 'withdraw' },
      },
    ],
  },
  {
    path: '/myCloudWarehouse',
    name: 'MyCloudWarehouse',
    page: () => import('@/features/cloud-warehouse/pages/my-cloud-warehouse-page'),
    meta: { locale: 'menu.myCloudWarehouse', icon: 'warehouse', order: 10, requiresAuth: true, permission: 'warehouse' },
  },
  {
    path: '/myAccount',
    name: 'MyAccount',
    page: () => import('@/features/account/pages/my-account-page'),
    meta: { locale: 'menu.myAccount', icon: 'account', order: 11, requiresAuth: true },
  },
  {
    path: '/setting',
    name: 'Setting',
    redirect: '/setting/basic',
    meta: { locale: 'menu.setting', icon: 'setting', order: 12, requiresAuth: true, permission: 'settings' },
    children: [
      {
        path: '/setting/basic',
        name: 'SettingBasic',
        page: () => import('@/features/settings/pages/basic-page'),
        meta: { locale: 'menu.settingBasic', order: 1, requiresAuth: true },
      },
      {
        path: '/setting/pricing-rule',
        name: 'SettingPricingRule',
        page: () => import('@/features/settings/pages/pricing-rule-page'),
        meta: { locale: 'menu.settingPricingRule', order: 2, requiresAuth: true },
      },
      {
        path: '/setting/shipping',
        name: 'SettingShipping',
        page: () => import('@/features/shipping/pages/shipping-page'),
        meta: { locale: 'menu.settingShipping', order: 3, requiresAuth: true },
      },
      {
        path: '/setting/praise-card',
        name: 'SettingPraiseCard',
        page: () => import('@/features/settings/pages/praise-card-page'),
        meta: { locale: 'menu.settingPraiseCard', order: 4, requiresAuth: true },
      },
      {
        path: '/setting/IOSS',
        name: 'SettingIOSS',
        page: () => import('@/features/settings/pages/ioss-page'),
        meta: { locale: 'menu.settingIOSS', order: 5, requiresAuth: true },
      },
      {
        path: '/setting/email',
        name: 'SettingEmail',
        page: () => import('@/features/settings/pages/email-prefs-page'),
        meta: { locale: 'menu.settingEmail', order: 6, requiresAuth: true },
      },
    ],
  },
  {
    path: '/tutorial',
    name: 'Tutorial',
    page: () => import('@/features/policies/pages/tutorial-page'),
    meta: { locale: 'menu.tutorial', icon: 'policy', order: 13, requiresAuth: true },
  },
  {
    path: '/invoice',
    name: 'Invoice',
    page: () => import('@/features/invoices/pages/invoices-page'),
    meta: { locale: 'menu.invoice', icon: 'invoice', order: 14, requiresAuth: true, permission: 'wallet.view' },
  },
  {
    path: '/admin',
    name: 'Admin',
    redirect: '/admin/operations',
    meta: { locale: 'menu.admin', icon: 'admin', order: 90, requiresAuth: true, roles: ['admin'] },
    children: [
      {
        path: '/admin/operations',
        name: 'AdminOperations',
        page: () => import('@/features/admin-operations/pages/operations-page'),
        meta: { locale: 'menu.adminOperations', order: 0, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/users',
        name: 'AdminUsers',
        page: () => import('@/features/admin-users/pages/admin-users-page'),
        meta: { locale: 'menu.adminUsers', order: 0.1, requiresAuth: true, roles: ['admin'] },
        children: [
          {
            path: '/admin/users/:userId',
            name: 'AdminUser',
            page: () => import('@/features/admin-users/pages/admin-user-page'),
            meta: { locale: 'menu.adminUser', requiresAuth: true, roles: ['admin'], hideInMenu: true },
          },
        ],
      },
      {
        path: '/admin/audit',
        name: 'AdminAudit',
        page: () => import('@/features/admin-users/pages/audit-page'),
        meta: { locale: 'menu.adminAudit', order: 0.2, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/menu',
        name: 'AdminMenu',
        page: () => import('@/features/admin-menu/pages/admin-menu-page'),
        meta: { locale: 'menu.adminMenu', order: 0.3, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/outbox',
        name: 'AdminOutbox',
        page: () => import('@/features/admin-outbox/pages/outbox-page'),
        meta: { locale: 'menu.adminOutbox', order: 1, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/policies',
        name: 'AdminPolicies',
        page: () => import('@/features/policies/pages/admin-policies-page'),
        meta: { locale: 'menu.adminPolicies', order: 2, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/products',
        name: 'AdminProducts',
        page: () => import('@/features/admin-catalogue/pages/admin-products-page'),
        meta: { locale: 'menu.adminProducts', order: 3, requiresAuth: true, roles: ['admin'] },
        children: [
          {
            path: '/admin/products/new',
            name: 'AdminProductNew',
            page: () => import('@/features/admin-catalogue/pages/product-editor-page'),
            meta: { locale: 'menu.adminProductNew', requiresAuth: true, hideInMenu: true, roles: ['admin'] },
          },
          {
            path: '/admin/products/:id',
            name: 'AdminProductEdit',
            page: () => import('@/features/admin-catalogue/pages/product-editor-page'),
            meta: { locale: 'menu.adminProductEdit', requiresAuth: true, hideInMenu: true, roles: ['admin'] },
          },
        ],
      },
      {
        path: '/admin/imports',
        name: 'AdminImports',
        page: () => import('@/features/admin-catalogue/pages/admin-imports-page'),
        meta: { locale: 'menu.adminImports', order: 4, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/categories',
        name: 'AdminCategories',
        page: () => import('@/features/admin-catalogue-setup/pages/admin-categories-page'),
        meta: { locale: 'menu.adminCategories', order: 5, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/shipping-templates',
        name: 'AdminShippingTemplates',
        page: () => import('@/features/admin-catalogue-setup/pages/admin-shipping-templates-page'),
        meta: { locale: 'menu.adminShippingTemplates', order: 6, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/sourcing',
        name: 'AdminSourcing',
        page: () => import('@/features/sourcing/pages/admin-sourcing-page'),
        meta: { locale: 'menu.adminSourcing', order: 7, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/recharges',
        name: 'AdminRecharges',
        page: () => import('@/features/recharge/pages/admin-recharges-page'),
        meta: { locale: 'menu.adminRecharges', order: 10, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/orders',
        name: 'AdminOrders',
        page: () => import('@/features/admin-orders/pages/admin-orders-page'),
        meta: { locale: 'menu.adminOrders', order: 11, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/wallets',
        name: 'AdminWallets',
        page: () => import('@/features/wallet/pages/admin-wallets-page'),
        meta: { locale: 'menu.adminWallets', order: 8, requiresAuth: true, roles: ['admin'] },
        children: [
          {
            path: '/admin/wallets/:userId',
            name: 'AdminWallet',
            page: () => import('@/features/wallet/pages/admin-wallet-page'),
            meta: { locale: 'menu.adminWallet', requiresAuth: true, hideInMenu: true, roles: ['admin'] },
          },
        ],
      },
      {
        path: '/admin/reconciliation',
        name: 'AdminReconciliation',
        page: () => import('@/features/wallet/pages/reconciliation-page'),
        meta: { locale: 'menu.adminReconciliation', order: 9, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/referral',
        name: 'AdminReferral',
        page: () => import('@/features/admin-referral/pages/admin-referral-page'),
        meta: { locale: 'menu.adminReferral', order: 12, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/referral/withdrawals',
        name: 'AdminReferralWithdrawals',
        page: () => import('@/features/admin-referral/pages/admin-withdrawals-page'),
        meta: { locale: 'menu.adminReferralWithdrawals', order: 13, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/cloud-warehouse',
        name: 'AdminCloudWarehouse',
        page: () => import('@/features/admin-cloud-warehouse/pages/admin-cloud-warehouse-page'),
        meta: { locale: 'menu.adminCloudWarehouse', order: 14, requiresAuth: true, roles: ['admin'] },
      },
      {
        path: '/admin/support',
        name: 'AdminSupport',
        page: () => import('@/features/admin-support/pages/admin-support-page'),
        meta: { locale: 'menu.adminSupport', order: 15, requiresAuth: true, roles: ['admin'] },
      },
    ],
  },
  {
    path: '/redirect/:path',
    name: 'Redirect',
    page: () => import('./redirect-page'),
    meta: { requiresAuth: true, hideInMenu: true, noTab: true },
  },
  {
    path: '/403',
    name: 'Forbidden',
    page: () => import('./forbidden-page'),
    meta: { locale: 'forbidden.title', requiresAuth: true, hideInMenu: true, noTab: true },
  },
];

/** The one route table: router, guard, menu, breadcrumbs and tab bar all read it. */
export const routeTable: AppRoute[] = [
  // The root only redirects; the guard then judges /home.
  { path: '/', name: 'Root', redirect: '/home', meta: { requiresAuth: false, hideInMenu: true } },
  {
    path: '/startup',
    name: 'Startup',
    page: () => import('@/features/public/pages/startup-page'),
    meta: { locale: 'menu.startup', requiresAuth: false, hideInMenu: true },
  },
  {
    path: '/text',
    name: 'Text',
    page: () => import('@/features/public/pages/text-page'),
    meta: { locale: 'menu.text', requiresAuth: false, hideInMenu: true },
  },
  {
    path: '/lianlian',
    name: 'Lianlian',
    page: () => import('@/features/recharge/pages/lianlian-page'),
    meta: { locale: 'menu.lianlian', requiresAuth: false, hideInMenu: true },
  },
  {
    path: '/login',
    name: 'login',
    page: () => import('@/features/auth/pages/login-page'),
    meta: { locale: 'auth.form.login', requiresAuth: false, hideInMenu: true, light: true },
  },
  {
    path: '/team/join',
    name: 'TeamJoin',
    page: () => import('@/features/team/pages/join-page'),
    meta: { locale: 'team.join.pageTitle', requiresAuth: false, hideInMenu: true, noTab: true },
  },
  {
    path: '/oauth2/authorize',
    name: 'OAuth2Authorize',
    page: () => import('@/features/stores/pages/oauth2-authorize-page'),
    meta: { locale: 'menu.oauth2Authorize', requiresAuth: false, hideInMenu: true },
  },
  {
    path: '/pay-success',
    name: 'PaySuccess',
    page: () => import('@/features/recharge/pages/pay-success-page'),
    meta: { locale: 'menu.paySuccess', requiresAuth: true, hideInMenu: true },
  },
  ...consoleRoutes.map((r): AppRoute => ({ ...r, layout: 'console' })),
  {
    path: '*',
    name: 'notFound',
    page: () => import('./not-found-page'),
    meta: { locale: 'notFound.title', requiresAuth: false, hideInMenu: true },
  },
];
