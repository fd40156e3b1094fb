import { z } from 'zod';
import { Email } from './form.js';
import { TeamRole } from './team.js';
import { Role, SessionInfo } from './users.js';

/** GET /api/admin/users: by email (part of it), user id, account id, invite code or a linked store's domain. */
export const AdminUserQuery = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

export const AdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  role: Role,
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUserPage = z.object({ items: z.array(AdminUserRow), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** Everything an admin looks at about one user, on one page. */
export const AdminUserDetail = z.object({
  user: AdminUserRow.extend({
    accountId: z.string(),
    inviteCode: z.string(),
    phone: z.string(),
    organization: z.string(),
    disabledAt: z.string().nullable(),
    twoFactor: z.boolean(),
  }),
  sessions: z.array(SessionInfo.omit({ current: true })),
  stores: z.array(z.object({ id: z.string(), shopDomain: z.string(), name: z.string(), status: z.string() })),
  balanceCents: z.number().int(),
  referrer: z.object({ id: z.string(), email: z.string() }).nullable(),
  refereeCount: z.number().int(),
  /** The teams the user is a member of, and the members of their own account's team. */
  memberOf: z.array(z.object({ accountId: z.string(), email: z.string(), role: TeamRole })),
  teamSize: z.number().int(),
  orders: z.object({ total: z.number().int(), awaitingPayment: z.number().int(), lastPaidAt: z.string().nullable() }),
  tickets: z.object({ open: z.number().int(), total: z.number().int() }),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const ADMIN_USER_ACTIONS = [
  'disable',
  'enable',
  'end_sessions',
  'reset_two_factor',
  'resend_verification',
  'make_admin',
  'make_seller',
  'change_email',
] as const;
export const AdminUserActionName = z.enum(ADMIN_USER_ACTIONS);
export type AdminUserActionName = z.infer<typeof AdminUserActionName>;

/** POST /api/admin/users/:userId/actions: one action, always with the reason the audit log keeps. */
export const AdminUserAction = z
  .object({
    action: AdminUserActionName,
    reason: z.string().trim().min(3).max(500),
    /** The new address, for `change_email`. */
    email: Email.optional(),
  })
  .refine((a) => a.action !== 'change_email' || a.email !== undefined, { path: ['email'], error: 'is required' });
export type AdminUserAction = z.infer<typeof AdminUserAction>;

/** GET /api/admin/audit: the audit log, newest first, filtered; the CSV export takes the same filters. */
export const AuditQuery = z.object({
  actor: z.string().trim().max(254).optional(),
  account: z.string().trim().max(254).optional(),
  action: z.string().trim().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  accountId: z.string().nullable(),
  accountEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ items: z.array(AuditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;
