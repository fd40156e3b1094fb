import { z } from 'zod';
import { ROLES, Role } from './users.js';

export interface MenuNode {
  name: string;
  children?: MenuNode[];
}

interface MenuDef extends MenuNode {
  roles?: readonly (Role | '*')[];
  children?: MenuDef[];
}

/**
 * The console's menu by route name, in menu order, with who may see each entry: the default menu layout. Admins may
 * reorder it and hide entries per role (`MenuLayout`); /api/user/menu answers the layout as a role sees it.
 */
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
      { name: 'AdminMenu', roles: ['admin'] },
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

/**
 * The menu layout the server keeps: every entry of `MENU` (the same groups, each with the same entries), in the order
 * chosen, each with the roles it is shown to. An entry of a group is shown to a role that sees the group as well.
 */
const MenuLayoutItem = z.object({ name: z.string().min(1).max(60), roles: z.array(Role).max(ROLES.length) });
export const MenuLayoutEntry = MenuLayoutItem.extend({ children: z.array(MenuLayoutItem).max(60).optional() });
export type MenuLayoutEntry = z.infer<typeof MenuLayoutEntry>;

/** GET /api/admin/menu: the layout in force; `isDefault` until an admin saves one. */
export const MenuLayout = z.object({
  entries: z.array(MenuLayoutEntry),
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  /** The email of the admin who saved it last. */
  updatedBy: z.string().nullable(),
});
export type MenuLayout = z.infer<typeof MenuLayout>;

/** PUT /api/admin/menu: a whole layout, with the reason kept on the audit log. */
export const MenuLayoutUpdate = z.object({
  entries: z.array(MenuLayoutEntry).max(60),
  reason: z.string().trim().max(500).optional(),
});
export type MenuLayoutUpdate = z.infer<typeof MenuLayoutUpdate>;

/** Entries that stay shown to admins whatever the layout says, so that an admin can always come back to the editor. */
export const MENU_LOCKED_FOR_ADMINS: readonly string[] = ['Admin', 'AdminMenu'];

/** The roles a `MENU` entry may be shown to: its own roles, or every role. */
const rolesOf = (n: MenuDef): Role[] =>
  !n.roles || n.roles.includes('*') ? [...ROLES] : ROLES.filter((r) => n.roles!.includes(r));

/** `MENU` as a layout: the default order, each entry shown to the roles it may be shown to. */
export function defaultMenuLayout(): MenuLayoutEntry[] {
  return MENU.map((n) => ({
    name: n.name,
    roles: rolesOf(n),
    ...(n.children ? { children: n.children.map((c) => ({ name: c.name, roles: rolesOf(c) })) } : {}),
  }));
}

/** What is wrong with a layout, as an error code and its params; null when it can be kept. */
export type MenuLayoutProblem =
  | { code: 'MENU_LAYOUT_ENTRIES'; params: { name: string } }
  | { code: 'MENU_LAYOUT_ROLE'; params: { name: string; role: Role } }
  | { code: 'MENU_LAYOUT_LOCKED'; params: { name: string } };

function itemsProblem(given: readonly { name: string }[], wanted: readonly MenuDef[]): MenuLayoutProblem | null {
  const names = new Set(wanted.map((w) => w.name));
  const seen = new Set<string>();
  for (const g of given) {
    if (!names.has(g.name) || seen.has(g.name)) return { code: 'MENU_LAYOUT_ENTRIES', params: { name: g.name } };
    seen.add(g.name);
  }
  const missing = wanted.find((w) => !seen.has(w.name));
  return missing ? { code: 'MENU_LAYOUT_ENTRIES', params: { name: missing.name } } : null;
}

function entryProblem(e: { name: string; roles: readonly Role[] }, def: MenuDef): MenuLayoutProblem | null {
  const allowed = rolesOf(def);
  const role = e.roles.find((r) => !allowed.includes(r));
  if (role) return { code: 'MENU_LAYOUT_ROLE', params: { name: e.name, role } };
  if (MENU_LOCKED_FOR_ADMINS.includes(e.name) && !e.roles.includes('admin'))
    return { code: 'MENU_LAYOUT_LOCKED', params: { name: e.name } };
  return null;
}

/**
 * Checks a layout against `MENU`: the same entries at each level (none missing, unknown or twice, none moved to
 * another group), each shown only to roles it may be shown to, and the editor's way in kept for admins.
 */
export function menuLayoutProblem(entries: readonly MenuLayoutEntry[]): MenuLayoutProblem | null {
  const top = itemsProblem(entries, MENU);
  if (top) return top;
  for (const e of entries) {
    const def = MENU.find((d) => d.name === e.name)!;
    const own = entryProblem(e, def);
    if (own) return own;
    const children = e.children ?? [];
    const inner = itemsProblem(children, def.children ?? []);
    if (inner) return inner;
    for (const c of children) {
      const problem = entryProblem(
        c,
        def.children!.find((d) => d.name === c.name)!,
      );
      if (problem) return problem;
    }
  }
  return null;
}

/** The menu a role sees under a layout, in the layout's order. */
export function menuFromLayout(entries: readonly MenuLayoutEntry[], role: Role): MenuNode[] {
  return entries
    .filter((e) => e.roles.includes(role))
    .map((e) =>
      e.children
        ? { name: e.name, children: e.children.filter((c) => c.roles.includes(role)).map((c) => ({ name: c.name })) }
        : { name: e.name },
    );
}
