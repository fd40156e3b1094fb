import type { Role } from './users.js';

export interface MenuNode {
  name: string;
  children?: MenuNode[];
}

interface MenuDef extends MenuNode {
  roles?: readonly (Role | '*')[];
  children?: MenuDef[];
}

/** The console's menu by route name, in menu order. The server filters it by role for /api/user/menu. */
export const MENU: readonly MenuDef[] = [
  { name: 'Home', children: [{ name: 'Workplace' }, { name: 'SupportTicket' }, { name: 'Notification' }] },
  { name: 'Market' },
  { name: 'ImportList' },
  { name: 'AddMyStore' },
  { name: 'MyProducts' },
  { name: 'Orders', children: [{ name: 'OrdersShipped' }] },
  { name: 'ManualOrders', children: [{ name: 'ManualOrdersShipped' }] },
  { name: 'Balance', children: [{ name: 'Recharge' }, { name: 'ConfirmPayment' }] },
  { name: 'Recommend', children: [{ name: 'Withdraw' }] },
  { name: 'MyCloudWarehouse' },
  { name: 'MyAccount' },
  {
    name: 'Setting',
    children: [
      { name: 'SettingBasic' },
      { name: 'SettingPricingRule' },
      { name: 'SettingShipping' },
      { name: 'SettingPraiseCard' },
      { name: 'SettingIOSS' },
      { name: 'SettingEmail' },
    ],
  },
  { name: 'Tutorial' },
  { name: 'Invoice' },
  {
    name: 'Admin',
    roles: ['admin'],
    children: [
      { name: 'AdminOperations', roles: ['admin'] },
      { name: 'AdminUsers', roles: ['admin'] },
      { name: 'AdminAudit', roles: ['admin'] },
      { name: 'AdminOutbox', roles: ['admin'] },
      { name: 'AdminPolicies', roles: ['admin'] },
      { name: 'AdminProducts', roles: ['admin'] },
      { name: 'AdminImports', roles: ['admin'] },
      { name: 'AdminCategories', roles: ['admin'] },
      { name: 'AdminShippingTemplates', roles: ['admin'] },
      { name: 'AdminSourcing', roles: ['admin'] },
      { name: 'AdminWallets', roles: ['admin'] },
      { name: 'AdminReconciliation', roles: ['admin'] },
      { name: 'AdminRecharges', roles: ['admin'] },
      { name: 'AdminOrders', roles: ['admin'] },
      { name: 'AdminReferral', roles: ['admin'] },
      { name: 'AdminReferralWithdrawals', roles: ['admin'] },
      { name: 'AdminCloudWarehouse', roles: ['admin'] },
      { name: 'AdminSupport', roles: ['admin'] },
    ],
  },
];

/** The menu a role may see: nodes without roles are open to any signed-in user. */
export function menuForRole(role: Role, nodes: readonly MenuDef[] = MENU): MenuNode[] {
  return nodes
    .filter((n) => !n.roles || n.roles.includes('*') || n.roles.includes(role))
    .map((n) => (n.children ? { name: n.name, children: menuForRole(role, n.children) } : { name: n.name }));
}
