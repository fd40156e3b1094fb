import type { ActingFor, Locale, LoginResponse } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { DAY, HOUR, iso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit-log.js';
import { grantOf } from '../team/team-grant.js';
import { issueDevice } from './known-devices.js';
import * as sessions from './sessions.repo.js';
import * as users from './users.repo.js';

/** Who is asking, for the records a request leaves (session device, rate-limit keys, email language). */
export interface RequestMeta {
  ip: string;
  /** The request's id in the server's log, for the audit log. */
  requestId?: string;
  userAgent: string;
  locale: Locale;
}

export const idleLimitMs = (ctx: Ctx, remember: boolean) =>
  remember ? ctx.config.SESSION_REMEMBER_DAYS * DAY : ctx.config.SESSION_IDLE_HOURS * HOUR;

/**
 * Starts a session for the user and answers the sign-in response: the user, the new credential and the browser's
 * next known-device token (`knownDeviceId`: the known device it signed in as, if any).
 */
export async function openSession(
  ctx: Ctx,
  db: Db,
  user: users.UserRow,
  remember: boolean,
  meta: RequestMeta,
  knownDeviceId?: string,
): Promise<LoginResponse> {
  // Every way in ends here: a closed account, or one an admin disabled, gets no session, whatever proved who it is.
  if (user.closed_at !== null) fail('ACCOUNT_CLOSED');
  if (user.disabled_at !== null) fail('ACCOUNT_DISABLED');
  const token = newToken();
  const now = ctx.now();
  // A sign-in opens the team account the person last switched to, while they are still on its team.
  const actingFor = user.last_acting_for === null ? null : await actingForOf(db, user.id, user.last_acting_for);
  await sessions.insert(db, {
    acting_for: actingFor?.id ?? null,
    id: newId(now),
    user_id: user.id,
    token_hash: sha256(token),
    remember: remember ? 1 : 0,
    user_agent: meta.userAgent.slice(0, 300),
    ip: meta.ip,
    now,
  });
  const device = await issueDevice(ctx, db, user.id, meta.userAgent, knownDeviceId);
  await recordAudit(
    db,
    {
      actorId: user.id,
      accountId: actingFor?.id ?? user.id,
      action: 'user.sign_in',
      target: { type: 'user', id: user.id },
      after: { remember, userAgent: meta.userAgent.slice(0, 200) },
      source: { requestId: meta.requestId ?? null, ip: meta.ip },
    },
    now,
  );
  return {
    ...users.toUser(user),
    actingFor,
    session: { token, remember, expiresAt: iso(now + idleLimitMs(ctx, remember)) },
    device,
  };
}

/** The team account a person acts for, as the console shows it; null when they are not an active member of it. */
export async function actingForOf(db: Db, personId: string, accountId: string): Promise<ActingFor | null> {
  if (accountId === personId) return null;
  const m = await sessions.activeMembership(db, personId, accountId);
  if (!m) return null;
  return {
    id: accountId,
    email: m.email,
    name: m.organization || m.username,
    role: m.role,
    ...grantOf(m),
  };
}

/** The user's live sessions, newest activity first; the caller's own is marked `current`. */
export async function listSessions(ctx: Ctx, userId: string, currentSessionId: string | undefined) {
  const since = ctx.now() - idleLimitMs(ctx, true);
  const rows = await sessions.listLive(ctx.db, userId, since);
  const now = ctx.now();
  return {
    items: rows
      .filter((r) => now - r.last_seen_at <= idleLimitMs(ctx, r.remember === 1))
      .map((r) => ({
        id: r.id,
        current: r.id === currentSessionId,
        userAgent: r.user_agent,
        ip: r.ip,
        createdAt: iso(r.created_at),
        lastSeenAt: iso(r.last_seen_at),
        remember: r.remember === 1,
      })),
  };
}

/** Signs out every session of the user but the caller's. */
export async function endOtherSessions(ctx: Ctx, userId: string, currentSessionId: string) {
  const ended = await sessions.endAllOf(ctx.db, userId, ctx.now(), currentSessionId);
  return { ended };
}

/** Signs out one live session of the user; another user's session, or one already ended, is not found. */
export async function endSession(ctx: Ctx, userId: string, sessionId: string) {
  const ended = await sessions.endOne(ctx.db, userId, sessionId, ctx.now());
  if (!ended) fail('SESSION_NOT_FOUND', { id: sessionId });
  return { ok: true as const };
}
