import type { AdminUserAction, AdminUserDetail, AdminUserPage, AdminUserQuery, AdminUserRow } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { inTransaction } from '../../db/group-commit.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { iso, isoOrNull } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { recordAudit, type AuditSource } from '../audit/audit-log.js';
import { walletBalance } from '../ledger/ledger.js';
import { notify } from '../notifications/notifications.service.js';
import { reopenAccount } from './account-closing.js';
import * as repo from './admin-users.repo.js';
import { idleLimitMs, type RequestMeta } from './sessions.service.js';
import * as sessions from './sessions.repo.js';
import * as twoFactor from './two-factor.repo.js';
import * as users from './users.repo.js';
import { verifyEmail } from './users.service.js';

const rowOf = (u: users.UserRow): AdminUserRow => ({
  id: u.id,
  email: u.email,
  username: u.username,
  role: u.role,
  emailVerified: u.email_verified_at !== null,
  disabled: u.disabled_at !== null,
  createdAt: iso(u.created_at),
});

/** GET /api/admin/users: the users an admin searched for, newest first. */
export async function search(ctx: Ctx, q: AdminUserQuery): Promise<AdminUserPage> {
  const rows = await repo.searchUsers(ctx.db, q.q, decodeCursor(repo.userCursor, q.cursor), q.limit);
  const page = pageOf(rows, q.limit, repo.userCursor, (r) => ({ id: r.id }));
  return { items: page.items.map(rowOf), nextCursor: page.nextCursor };
}

/** GET /api/admin/users/:userId: the user, their sessions, stores, money, referral, teams, orders and tickets. */
export async function detail(ctx: Ctx, userId: string): Promise<AdminUserDetail> {
  const u = (await users.findById(ctx.db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  const now = ctx.now();
  const [live, stores, twoFactorOn, balance, referrer, referees, memberOf, teamSize, orders, tickets] = await Promise.all([
    repo.liveSessionsOf(ctx.db, userId, now - idleLimitMs(ctx, true)),
    repo.storesOf(ctx.db, userId),
    repo.twoFactorOn(ctx.db, userId),
    walletBalance(ctx.db, userId, 'USD'),
    u.referred_by ? users.findById(ctx.db, u.referred_by) : Promise.resolve(undefined),
    repo.refereeCount(ctx.db, userId),
    repo.membershipsOf(ctx.db, userId),
    repo.teamSize(ctx.db, userId),
    repo.ordersSummary(ctx.db, userId),
    repo.ticketsSummary(ctx.db, userId),
  ]);
  return {
    user: {
      ...rowOf(u),
      accountId: u.account_id,
      inviteCode: u.invite_code,
      phone: u.phone,
      organization: u.organization,
      disabledAt: isoOrNull(u.disabled_at),
      twoFactor: twoFactorOn,
    },
    sessions: live
      .filter((s) => now - s.last_seen_at <= idleLimitMs(ctx, s.remember === 1))
      .map((s) => ({
        id: s.id,
        userAgent: s.user_agent,
        ip: s.ip,
        createdAt: iso(s.created_at),
        lastSeenAt: iso(s.last_seen_at),
        remember: s.remember === 1,
      })),
    stores: stores.map((s) => ({ id: s.id, shopDomain: s.shop_domain, name: s.name, status: s.status })),
    balanceCents: balance.availableCents,
    referrer: referrer ? { id: referrer.id, email: referrer.email } : null,
    refereeCount: referees,
    memberOf: memberOf.map((m) => ({ accountId: m.account_id, email: m.email, role: m.role })),
    teamSize,
    orders: { ...orders, lastPaidAt: isoOrNull(orders.lastPaidAt) },
    tickets,
  };
}

/**
 * POST /api/admin/users/:userId/actions: one admin action on a user, with its reason, in the audit log with what it
 * changed. An admin cannot disable or demote themselves, and the last admin stays one.
 */
export async function act(
  ctx: Ctx,
  admin: Principal,
  userId: string,
  a: AdminUserAction,
  meta: RequestMeta,
  source: AuditSource,
): Promise<AdminUserDetail> {
  const self = userId === admin.personId;
  if (self && ['disable', 'make_seller', 'end_sessions', 'reset_two_factor'].includes(a.action)) fail('ADMIN_SELF_ACTION');
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const u = (await users.findById(trx, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
    let before: Record<string, unknown> = {};
    let after: Record<string, unknown> = {};
    switch (a.action) {
      case 'disable':
        if (u.role === 'admin' && (await repo.adminCount(trx)) <= 1) fail('LAST_ADMIN');
        before = { disabled: u.disabled_at !== null };
        await users.update(trx, userId, { disabled_at: u.disabled_at ?? now, updated_at: now });
        after = { disabled: true, sessionsEnded: await sessions.endAllOf(trx, userId, now) };
        break;
      case 'enable':
        before = { disabled: u.disabled_at !== null, closed: u.closed_at !== null };
        // A closed account opens again within its grace period, before anything was erased.
        if (u.closed_at !== null) await reopenAccount(trx, u, now);
        else await users.update(trx, userId, { disabled_at: null, updated_at: now });
        after = { disabled: false, closed: false };
        break;
      case 'end_sessions':
        after = { sessionsEnded: await sessions.endAllOf(trx, userId, now) };
        break;
      case 'reset_two_factor':
        before = { twoFactor: (await twoFactor.enabledSecret(trx, userId)) !== undefined };
        if (!before.twoFactor) fail('TWO_FACTOR_NOT_ENABLED');
        await twoFactor.remove(trx, userId);
        await twoFactor.removeRecoveryCodes(trx, userId);
        await notify(trx, { userId, type: 'account.two_factor_disabled' }, now);
        after = { twoFactor: false };
        break;
      case 'resend_verification':
        before = { emailVerified: u.email_verified_at !== null };
        after = before;
        break;
      case 'make_admin':
        before = { role: u.role };
        await users.update(trx, userId, { role: 'admin', updated_at: now });
        after = { role: 'admin' };
        break;
      case 'make_seller':
        before = { role: u.role };
        if (u.role === 'admin' && (await repo.adminCount(trx)) <= 1) fail('LAST_ADMIN');
        await users.update(trx, userId, { role: 'user', updated_at: now });
        after = { role: 'user' };
        break;
      case 'change_email': {
        const email = a.email ?? fail('VALIDATION_FAILED', { field: 'email', issue: 'required' });
        before = { email: u.email };
        const other = await users.findByEmail(trx, email);
        if (other && other.id !== userId) fail('EMAIL_TAKEN');
        try {
          await users.update(trx, userId, { email, email_verified_at: null, updated_at: now });
        } catch (err) {
          if (isUniqueViolation(err)) fail('EMAIL_TAKEN');
          throw err;
        }
        await notify(trx, { userId, type: 'account.email_changed', params: { email } }, now);
        after = { email, emailVerified: false };
        break;
      }
    }
    await recordAudit(
      trx,
      {
        actorId: admin.personId,
        accountId: userId,
        action: `admin.user.${a.action}`,
        target: { type: 'user', id: userId },
        before: { ...before, reason: undefined },
        after: { ...after, reason: a.reason },
        source,
      },
      now,
    );
  });
  // The code goes out once the action is on record (a new address needs verifying too).
  if (a.action === 'resend_verification' || a.action === 'change_email') await verifyEmail(ctx, userId, undefined, meta);
  return detail(ctx, userId);
}
