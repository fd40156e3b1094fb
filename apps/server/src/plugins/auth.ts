import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BACKGROUND_REQUEST_HEADER, type Permission, type Role } from '@dropport/contracts';
import type { Ctx } from '../context.js';
import { AppError, fail } from '../lib/app-error.js';
import { safeEqual, sha256 } from '../lib/secrets.js';
import { MINUTE } from '../lib/time.js';
import { grantOf } from '../modules/team/team-grant.js';
import { touchMember } from '../modules/team/team.repo.js';
import * as sessions from '../modules/users/sessions.repo.js';
import { idleLimitMs } from '../modules/users/users.service.js';

export interface Principal {
  /**
   * The account the request acts for, by which every seller's data is found and kept: the signed-in person's own, or
   * the account of a team their session switched to.
   */
  userId: string;
  /** The signed-in person: who did it. The same as `userId` unless the session acts for a team. */
  personId: string;
  sessionId: string;
  /** The person's role. */
  role: Role;
  emailVerified: boolean;
  /** What a team member may do for the account; null for the account's own person, who may do everything. */
  member: TeamGrant | null;
}

export interface TeamGrant {
  memberId: string;
  permissions: ReadonlySet<Permission>;
  /** The linked stores the member works on; null for all. */
  storeIds: readonly string[] | null;
}

/**
 * The linked stores a caller works on: null for all (the account's own person, or a member not limited to some).
 * A member limited to some stores sees the account's store data (orders, products, stores) only through them; an order
 * of no store (a manual order) is outside every such member's stores.
 */
export type StoreScope = readonly string[] | null;

export const storeScopeOf = (p: Principal): StoreScope => p.member?.storeIds ?? null;

/** Whether data of `storeId` (null: of no store) is within a store scope. */
export const inStoreScope = (scope: StoreScope, storeId: string | null): boolean =>
  scope === null || (storeId !== null && scope.includes(storeId));

const memberGrant = (memberId: string, g: ReturnType<typeof grantOf>): TeamGrant => ({
  memberId,
  permissions: new Set(g.permissions),
  storeIds: g.storeIds,
});

/** Anonymous (no header, or the console's public client credential), a signed-in user, or a credential that failed. */
export type Auth =
  { kind: 'anonymous' } | { kind: 'user'; principal: Principal } | { kind: 'invalid'; code: 'AUTH_REQUIRED' | 'SESSION_EXPIRED' };

/**
 * Who may call a route. It is checked in `preParsing`: after the rate limit has counted the request, and before the
 * body is read or validated, so a caller without the right learns nothing of the input's shape (401, then 403, then
 * the input's 400).
 * - `public`: anyone; the route checks what it needs itself (a signature, an optional session).
 * - `client`: any credential, the console's public one included (401 with none).
 * - `user`: a signed-in user (401 otherwise).
 * - `owner`: a signed-in user whose path's :userId is the account they act for, or their own; an admin may read
 *   (GET, HEAD) any (403 otherwise).
 * - `self`: a signed-in person named by the path's :userId (their profile, password, sessions, two-factor), never the
 *   team account they act for; an admin may read.
 * - `admin`: a signed-in admin (401, then 403).
 */
export type Access = 'public' | 'client' | 'user' | 'owner' | 'self' | 'admin';

/**
 * What a team member needs to call a route of the account they act for (the account's own person needs nothing): a
 * permission, `member` (any member: the account's shared pages such as the Workplace and notifications), or one for
 * reads (GET, HEAD) and one for changes. Every `user` and `owner` route names one; a member without it gets 403
 * TEAM_PERMISSION_REQUIRED before the body is read.
 */
export type Need = Permission | 'member' | { read: Permission | 'member'; write: Permission | 'member' };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth;
  }
  interface FastifyContextConfig {
    /** Who may call this route, where it differs from the rule of its route plugin. */
    access?: Access;
    /** What a team member needs for this route, where it differs from its route plugin's. */
    need?: Need;
  }
}

/** The signed-in caller, or a 401 that says why. */
export function principalOf(req: FastifyRequest): Principal {
  const a = req.auth;
  if (a.kind === 'user') return a.principal;
  throw new AppError(a.kind === 'invalid' ? a.code : 'AUTH_REQUIRED');
}

function parseBasic(header: string): { id: string; secret: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!m?.[1]) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  // Control characters, or bytes that are not UTF-8 (decoded as U+FFFD), are in no id or token: refused unread.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\ufffd]/.test(decoded)) return undefined;
  const i = decoded.indexOf(':');
  if (i <= 0) return undefined;
  return { id: decoded.slice(0, i), secret: decoded.slice(i + 1) };
}

/**
 * Reads `Authorization: Basic base64(userId:token)` on every request. Tokens are stored only as hashes,
 * expire after inactivity (longer when remembered), and last-seen is written at most once a minute.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { ctx: Ctx }) => {
  const { ctx } = opts;
  app.decorateRequest('auth', null as never);

  async function resolve(req: FastifyRequest): Promise<Auth> {
    const header = req.headers.authorization;
    if (!header) return { kind: 'anonymous' };
    const cred = parseBasic(header);
    if (!cred) return { kind: 'invalid', code: 'AUTH_REQUIRED' };
    if (cred.id === ctx.config.PUBLIC_CLIENT_ID) {
      return safeEqual(cred.secret, ctx.config.PUBLIC_CLIENT_SECRET)
        ? { kind: 'anonymous' }
        : { kind: 'invalid', code: 'AUTH_REQUIRED' };
    }
    if (cred.secret.length < 20 || cred.id.length > 64) return { kind: 'invalid', code: 'SESSION_EXPIRED' };
    const s = await sessions.findLiveByToken(ctx.db, cred.id, sha256(cred.secret));
    const now = ctx.now();
    if (!s || now - s.last_seen_at > idleLimitMs(ctx, s.remember === 1)) return { kind: 'invalid', code: 'SESSION_EXPIRED' };
    // An account an admin disabled is signed out everywhere at its next request.
    if (s.disabled_at !== null) return { kind: 'invalid', code: 'SESSION_EXPIRED' };
    // A session acting for a team is good only while its person is an active member of it.
    if (s.acting_for !== null && s.member_id === null) return { kind: 'invalid', code: 'SESSION_EXPIRED' };
    const background = req.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()] === '1';
    if (now - s.last_seen_at >= MINUTE && !background) {
      await sessions.touch(ctx.db, s.id, now);
      if (s.member_id !== null) await touchMember(ctx.db, s.member_id, now);
    }
    return {
      kind: 'user',
      principal: {
        userId: s.acting_for ?? s.user_id,
        personId: s.user_id,
        sessionId: s.id,
        role: s.role,
        emailVerified: s.email_verified_at !== null,
        member:
          s.acting_for === null || s.member_id === null
            ? null
            : memberGrant(s.member_id, grantOf({ permissions: s.member_permissions, store_ids: s.member_store_ids })),
      },
    };
  }

  app.addHook('onRequest', async (req) => {
    req.auth = await resolve(req);
  });
});

const CHECKS: Record<Access, preParsingAsyncHookHandler | undefined> = {
  public: undefined,
  client: async (req) => {
    if (!req.headers.authorization) fail('AUTH_REQUIRED');
  },
  user: async (req) => {
    principalOf(req);
  },
  owner: async (req) => {
    const p = principalOf(req);
    const named = (req.params as { userId?: string }).userId;
    if (named === p.userId || named === p.personId) return;
    if ((req.method === 'GET' || req.method === 'HEAD') && p.role === 'admin') return;
    fail('FORBIDDEN');
  },
  self: async (req) => {
    const p = principalOf(req);
    if ((req.params as { userId?: string }).userId === p.personId) return;
    if ((req.method === 'GET' || req.method === 'HEAD') && p.role === 'admin') return;
    fail('FORBIDDEN');
  },
  admin: async (req) => {
    if (principalOf(req).role !== 'admin') fail('FORBIDDEN');
  },
};

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The permission a route's need asks of a call with this method, or `member` for any member. */
export function neededFor(need: Need, method: string): Permission | 'member' {
  return typeof need === 'string' ? need : isRead(method) ? need.read : need.write;
}

/**
 * A team member's check: the account's own person passes, as does a person calling about their own account (an
 * `owner` path naming them); a member needs what the route needs.
 */
function memberCheck(need: Need): preParsingAsyncHookHandler {
  return async (req) => {
    const p = principalOf(req);
    if (p.member === null) return;
    if ((req.params as { userId?: string }).userId === p.personId) return;
    const wanted = neededFor(need, req.method);
    if (wanted !== 'member' && !p.member.permissions.has(wanted)) fail('TEAM_PERMISSION_REQUIRED', { permission: wanted });
  };
}

/** Access rules whose routes act for an account, and so must say what a team member needs. */
const ACCOUNT_ACCESS: ReadonlySet<Access> = new Set(['user', 'owner']);

/**
 * Puts the check of `access`, then a team member's check of `need`, first among the `preParsing` hooks of every
 * route declared in `app`'s scope (its plugins included); a route with another rule names it in `config.access` or
 * `config.need`. Both are written into the route's config, which /openapi.json shows as `x-access` and
 * `x-permission`. A route acting for an account without a need fails the server's start.
 */
export function guardRoutes(app: FastifyInstance, access: Access, need?: Need): void {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.access ?? access;
    const wanted = route.config?.need ?? (ACCOUNT_ACCESS.has(rule) ? need : undefined);
    if (ACCOUNT_ACCESS.has(rule) && wanted === undefined) {
      throw new Error(`${String(route.method)} ${route.url} acts for an account but names no permission for team members`);
    }
    route.config = { ...route.config, access: rule, ...(wanted === undefined ? {} : { need: wanted }) };
    const check = CHECKS[rule];
    const own = route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
    route.preParsing = [...(check ? [check] : []), ...(wanted === undefined ? [] : [memberCheck(wanted)]), ...own];
  });
}
