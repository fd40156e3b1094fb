import { z } from 'zod';
import { Email } from './form.js';

/**
 * What a team member may do for the account they act for, per feature. The owner may do everything; a member only
 * what their role grants. Pages and API routes each name the permission they need (reads and changes apart where the
 * feature has both).
 */
export const PERMISSIONS = [
  'market',
  'stores',
  'orders.view',
  'orders.edit',
  'orders.pay',
  'wallet.view',
  'wallet.recharge',
  'warehouse',
  'referral',
  'withdraw',
  'settings',
  'team',
] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

/** The roles a member can be given; `custom` keeps the permissions chosen one by one. */
export const TEAM_ROLES = ['manager', 'order_processor', 'viewer', 'custom'] as const;
export const TeamRole = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRole>;

/**
 * The presets. Money out of the account (withdrawals) and the team itself stay with the owner unless a custom role
 * grants them.
 */
export const ROLE_PRESETS: Record<Exclude<TeamRole, 'custom'>, readonly Permission[]> = {
  manager: [
    'market',
    'stores',
    'orders.view',
    'orders.edit',
    'orders.pay',
    'wallet.view',
    'wallet.recharge',
    'warehouse',
    'referral',
    'settings',
  ],
  order_processor: ['market', 'orders.view', 'orders.edit', 'orders.pay'],
  viewer: ['orders.view', 'wallet.view', 'referral'],
};

/** The permissions a role grants: a preset's, or the chosen ones of a custom role (in the catalogue's order). */
export function permissionsOf(role: TeamRole, chosen: readonly Permission[] = []): Permission[] {
  const set = new Set<Permission>(role === 'custom' ? chosen : ROLE_PRESETS[role]);
  return PERMISSIONS.filter((p) => set.has(p));
}

/** How long an invitation link stays good. */
export const TEAM_INVITE_DAYS = 7;
/** The most members (invited or active) one account can have. */
export const TEAM_MAX_MEMBERS = 50;

export const TEAM_MEMBER_STATUSES = ['invited', 'active'] as const;
export const TeamMemberStatus = z.enum(TEAM_MEMBER_STATUSES);
export type TeamMemberStatus = z.infer<typeof TeamMemberStatus>;

/** A role as it is given: a preset, or `custom` with its permissions; optionally limited to some linked stores. */
const RoleFields = z.object({
  role: TeamRole,
  permissions: z.array(Permission).max(PERMISSIONS.length).optional(),
  /** The linked stores the member works on; absent or null for all (manual orders always). */
  storeIds: z.array(z.string().min(1).max(64)).max(100).nullable().optional(),
});
/** A custom role grants one permission at least. */
const customHasPermissions = (b: { role: TeamRole; permissions?: Permission[] | undefined }) =>
  b.role !== 'custom' || (b.permissions?.length ?? 0) > 0;
const CUSTOM_NEEDS = { path: ['permissions'], error: 'Choose at least one permission' };

export const TeamRoleBody = RoleFields.refine(customHasPermissions, CUSTOM_NEEDS);
export type TeamRoleBody = z.infer<typeof TeamRoleBody>;

export const TeamInviteBody = RoleFields.extend({ email: Email }).refine(customHasPermissions, CUSTOM_NEEDS);
export type TeamInviteBody = z.infer<typeof TeamInviteBody>;

export const TeamMember = z.object({
  id: z.string(),
  email: z.string(),
  /** The member's name once they have accepted. */
  name: z.string().nullable(),
  status: TeamMemberStatus,
  role: TeamRole,
  permissions: z.array(Permission),
  storeIds: z.array(z.string()).nullable(),
  invitedAt: z.string(),
  /** When an invitation's link stops working. */
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** When the member last used the account (a request acting for it). */
  lastActiveAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamList = z.object({ items: z.array(TeamMember) });
export type TeamList = z.infer<typeof TeamList>;

export const TeamMemberParams = z.object({ id: z.string().min(1).max(64) });

/** What the invitation link leads to, read before accepting (no session needed). */
export const TeamInvitePreview = z.object({
  /** The inviting account's owner, as the invitation names them. */
  accountEmail: z.string(),
  accountName: z.string(),
  email: z.string(),
  role: TeamRole,
  permissions: z.array(Permission),
  expiresAt: z.string(),
  /** True when a Dropport account already uses the invited email (sign in, rather than sign up, to accept). */
  hasAccount: z.boolean(),
});
export type TeamInvitePreview = z.infer<typeof TeamInvitePreview>;

export const TeamInviteToken = z.object({ token: z.string().min(20).max(200) });

/** An account the signed-in person can act for: their own, and each team they are an active member of. */
export const TeamAccount = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** `owner` for the person's own account. */
  role: z.union([z.literal('owner'), TeamRole]),
  permissions: z.array(Permission),
  storeIds: z.array(z.string()).nullable(),
  current: z.boolean(),
});
export type TeamAccount = z.infer<typeof TeamAccount>;

export const TeamAccounts = z.object({ items: z.array(TeamAccount) });
export type TeamAccounts = z.infer<typeof TeamAccounts>;

export const TeamSwitchBody = z.object({ accountId: z.string().min(1).max(64) });

/** One entry of the team's recent activity: who did what for the account. */
export const TeamActivity = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
});
export const TeamActivityList = z.object({ items: z.array(TeamActivity) });
export type TeamActivity = z.infer<typeof TeamActivity>;
export type TeamActivityList = z.infer<typeof TeamActivityList>;

/** The team account a person's session acts for, as the console shows it. */
export const ActingFor = TeamAccount.omit({ current: true });
export type ActingFor = z.infer<typeof ActingFor>;
