import {
  PERMISSIONS,
  TEAM_INVITE_DAYS,
  TEAM_MAX_MEMBERS,
  permissionsOf,
  type Permission,
  type TeamAccounts,
  type TeamActivityList,
  type TeamInviteBody,
  type TeamInvitePreview,
  type TeamList,
  type TeamMember,
  type TeamRole,
  type TeamRoleBody,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { DAY, iso, isoOrNull } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { accountActivity, recordAudit, type AuditSource } from '../audit/audit-log.js';
import { grantOf, type StoredGrant } from './team-grant.js';
import { render } from '../mail/templates.js';
import { actAs, endActingFor, type RequestMeta } from '../users/team-sessions.js';
import * as repo from './team.repo.js';

/** Permissions only the account's owner can hand out: money out of the account, and the team itself. */
const OWNER_GRANTS: readonly Permission[] = ['withdraw', 'team'];

function toMember(r: repo.MemberRow & { name: string | null }): TeamMember {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    status: r.status,
    role: r.role,
    ...grantOf(r),
    invitedAt: iso(r.created_at),
    expiresAt: r.status === 'invited' ? isoOrNull(r.invite_expires_at) : null,
    acceptedAt: isoOrNull(r.accepted_at),
    lastActiveAt: isoOrNull(r.last_active_at),
  };
}

/**
 * A role as it will be kept: the preset's or the chosen permissions, and the stores, checked to be the account's.
 * Only the owner may grant what stays with the owner.
 */
async function roleOf(
  db: Db,
  caller: Principal,
  body: { role: TeamRole; permissions?: Permission[]; storeIds?: string[] | null },
) {
  const permissions = permissionsOf(body.role, body.permissions ?? []);
  if (caller.member !== null && permissions.some((p) => OWNER_GRANTS.includes(p))) fail('TEAM_OWNER_ONLY');
  const wanted = body.storeIds ? [...new Set(body.storeIds)] : null;
  if (wanted !== null && (await repo.linkedStoreIds(db, caller.userId, wanted)).length !== wanted.length)
    fail('TEAM_STORE_UNKNOWN');
  return {
    role: body.role,
    permissions: JSON.stringify(permissions),
    store_ids: wanted === null ? null : JSON.stringify(wanted),
  };
}

const roleSnapshot = (r: StoredGrant & { role: string }) => ({ role: r.role, ...grantOf(r) });

/** GET /api/team: the account's members and open invitations. */
export async function list(ctx: Ctx, caller: Principal): Promise<TeamList> {
  return { items: (await repo.listMembers(ctx.db, caller.userId)).map(toMember) };
}

/**
 * POST /api/team/invitations: invites a person by email to act for the account with a role. The email carries a link
 * (good for TEAM_INVITE_DAYS) whose token is kept only as a hash.
 */
export async function invite(ctx: Ctx, caller: Principal, body: TeamInviteBody, meta: RequestMeta, source: AuditSource) {
  const now = ctx.now();
  const token = newToken();
  const owner = await repo.ownerOf(ctx.db, caller.userId);
  if (!owner) fail('USER_NOT_FOUND', { id: caller.userId });
  if (owner.email === body.email) fail('TEAM_SELF_INVITE');
  const row = await inTransaction(ctx.db, async (trx) => {
    if (await repo.memberByEmail(trx, caller.userId, body.email)) fail('TEAM_ALREADY_MEMBER', { email: body.email });
    if ((await repo.countMembers(trx, caller.userId)) >= TEAM_MAX_MEMBERS) fail('TEAM_FULL', { max: TEAM_MAX_MEMBERS });
    const role = await roleOf(trx, caller, body);
    const member: repo.MemberRow = {
      id: newId(now),
      account_id: caller.userId,
      email: body.email,
      user_id: null,
      status: 'invited',
      ...role,
      invite_token_hash: sha256(token),
      invite_expires_at: now + TEAM_INVITE_DAYS * DAY,
      invited_by: caller.personId,
      created_at: now,
      accepted_at: null,
      last_active_at: null,
    };
    try {
      await repo.insertMember(trx, member);
    } catch (err) {
      if (isUniqueViolation(err)) fail('TEAM_ALREADY_MEMBER', { email: body.email });
      throw err;
    }
    const link = `${ctx.config.APP_URL}/team/join?token=${token}`;
    const mail = render('teamInvite', meta.locale, { account: owner.organization || owner.email, link, days: TEAM_INVITE_DAYS });
    await ctx.mail.send(trx, { channel: 'email', to: body.email, ...mail }, now);
    await recordAudit(
      trx,
      {
        actorId: caller.personId,
        accountId: caller.userId,
        action: 'team.invite',
        target: { type: 'team_member', id: member.id },
        after: { email: body.email, ...roleSnapshot(member) },
        source,
      },
      now,
    );
    return member;
  });
  return toMember({ ...row, name: null });
}

/** PUT /api/team/members/:id: a member's (or invitation's) new role. */
export async function changeRole(ctx: Ctx, caller: Principal, id: string, body: TeamRoleBody, source: AuditSource) {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const before = await repo.memberOf(trx, caller.userId, id);
    if (!before) fail('TEAM_MEMBER_NOT_FOUND');
    if (caller.member?.memberId === id) fail('TEAM_OWNER_ONLY');
    const role = await roleOf(trx, caller, body);
    await repo.updateMember(trx, id, role);
    await recordAudit(
      trx,
      {
        actorId: caller.personId,
        accountId: caller.userId,
        action: 'team.role',
        target: { type: 'team_member', id },
        before: { email: before.email, ...roleSnapshot(before) },
        after: { email: before.email, ...roleSnapshot(role) },
        source,
      },
      now,
    );
  });
  return list(ctx, caller);
}

/**
 * DELETE /api/team/members/:id: removes a member or withdraws an invitation. The member's sessions acting for the
 * account end at once, so their next request there is signed out.
 */
export async function remove(ctx: Ctx, caller: Principal, id: string, source: AuditSource) {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const before = await repo.memberOf(trx, caller.userId, id);
    if (!before) fail('TEAM_MEMBER_NOT_FOUND');
    if (caller.member?.memberId === id) fail('TEAM_OWNER_ONLY');
    await repo.deleteMember(trx, id);
    if (before.user_id !== null) await endActingFor(trx, before.user_id, caller.userId, now);
    await recordAudit(
      trx,
      {
        actorId: caller.personId,
        accountId: caller.userId,
        action: before.status === 'invited' ? 'team.invite_withdrawn' : 'team.remove',
        target: { type: 'team_member', id },
        before: { email: before.email, ...roleSnapshot(before) },
        source,
      },
      now,
    );
  });
  return list(ctx, caller);
}

async function liveInvitation(ctx: Ctx, token: string) {
  const row = await repo.memberByToken(ctx.db, sha256(token));
  if (!row || row.status !== 'invited' || (row.invite_expires_at ?? 0) <= ctx.now()) fail('TEAM_INVITE_INVALID');
  return row;
}

/** GET /api/team/invitations/:token: what an invitation link offers, before signing in to accept it. */
export async function preview(ctx: Ctx, token: string): Promise<TeamInvitePreview> {
  const row = await liveInvitation(ctx, token);
  const owner = await repo.ownerOf(ctx.db, row.account_id);
  if (!owner) fail('TEAM_INVITE_INVALID');
  return {
    accountEmail: owner.email,
    accountName: owner.organization || owner.username,
    email: row.email,
    role: row.role,
    permissions: grantOf(row).permissions,
    expiresAt: iso(row.invite_expires_at ?? 0),
    hasAccount: await repo.emailHasAccount(ctx.db, row.email),
  };
}

/**
 * POST /api/team/invitations/accept: the signed-in person, whose email the invitation names, joins the team; their
 * session then acts for the account.
 */
export async function accept(ctx: Ctx, person: Principal, token: string, source: AuditSource): Promise<TeamAccounts> {
  const row = await liveInvitation(ctx, token);
  const me = await repo.personById(ctx.db, person.personId);
  if (!me || me.email !== row.email) fail('TEAM_INVITE_EMAIL_MISMATCH', { email: row.email });
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const current = await repo.memberOf(trx, row.account_id, row.id);
    if (!current || current.status !== 'invited') fail('TEAM_INVITE_INVALID');
    await repo.updateMember(trx, row.id, {
      user_id: me.id,
      status: 'active',
      accepted_at: now,
      last_active_at: now,
      invite_token_hash: null,
      invite_expires_at: null,
    });
    await actAs(trx, person.sessionId, me.id, row.account_id);
    await recordAudit(
      trx,
      {
        actorId: me.id,
        accountId: row.account_id,
        action: 'team.join',
        target: { type: 'team_member', id: row.id },
        after: { email: row.email, ...roleSnapshot(row) },
        source,
      },
      now,
    );
  });
  return accounts(ctx, { ...person, userId: row.account_id });
}

/** GET /api/team/accounts: the accounts the signed-in person can act for: their own first, then their teams. */
export async function accounts(ctx: Ctx, person: Principal): Promise<TeamAccounts> {
  const me = await repo.personById(ctx.db, person.personId);
  if (!me) fail('USER_NOT_FOUND', { id: person.personId });
  const teams = await repo.membershipsOf(ctx.db, person.personId);
  return {
    items: [
      {
        id: me.id,
        email: me.email,
        name: me.organization || me.username,
        role: 'owner',
        permissions: [...PERMISSIONS],
        storeIds: null,
        current: person.userId === me.id,
      },
      ...teams.map((t) => ({
        id: t.account_id,
        email: t.email,
        name: t.organization || t.username,
        role: t.role,
        ...grantOf(t),
        current: person.userId === t.account_id,
      })),
    ],
  };
}

/** POST /api/team/switch: the session acts for another of the person's accounts from its next request. */
export async function switchAccount(ctx: Ctx, person: Principal, accountId: string): Promise<TeamAccounts> {
  const all = await accounts(ctx, person);
  if (!all.items.some((a) => a.id === accountId)) fail('TEAM_ACCOUNT_UNKNOWN');
  await actAs(ctx.db, person.sessionId, person.personId, accountId);
  return accounts(ctx, { ...person, userId: accountId });
}

/** GET /api/team/activity: the account's latest audited changes, and who made them. */
export async function activity(ctx: Ctx, caller: Principal): Promise<TeamActivityList> {
  const rows = await accountActivity(ctx.db, caller.userId, 50);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: iso(r.at),
      actorEmail: r.actor_email,
      action: r.action,
      target: r.target_type === null ? null : `${r.target_type}:${r.target_id ?? ''}`,
    })),
  };
}
