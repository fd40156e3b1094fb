import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BACKGROUND_REQUEST_HEADER, type Role } from '@dropport/contracts';
import type { Ctx } from '../context.js';
import { AppError, fail } from '../lib/app-error.js';
import { safeEqual, sha256 } from '../lib/secrets.js';
import { MINUTE } from '../lib/time.js';
import * as sessions from '../modules/users/sessions.repo.js';
import { idleLimitMs } from '../modules/users/users.service.js';

export interface Principal {
  userId: string;
  sessionId: string;
  role: Role;
  emailVerified: boolean;
}

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
 * - `owner`: a signed-in user named by the path's :userId; an admin may read (GET, HEAD) but not change (403 otherwise).
 * - `admin`: a signed-in admin (401, then 403).
 */
export type Access = 'public' | 'client' | 'user' | 'owner' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth;
  }
  interface FastifyContextConfig {
    /** Who may call this route, where it differs from the rule of its route plugin. */
    access?: Access;
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
    const background = req.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()] === '1';
    if (now - s.last_seen_at >= MINUTE && !background) await sessions.touch(ctx.db, s.id, now);
    return {
      kind: 'user',
      principal: { userId: s.user_id, sessionId: s.id, role: s.role, emailVerified: s.email_verified_at !== null },
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
    if ((req.params as { userId?: string }).userId === p.userId) return;
    if ((req.method === 'GET' || req.method === 'HEAD') && p.role === 'admin') return;
    fail('FORBIDDEN');
  },
  admin: async (req) => {
    if (principalOf(req).role !== 'admin') fail('FORBIDDEN');
  },
};

/**
 * Puts the check of `access` first among the `preParsing` hooks of every route declared in `app`'s scope (its
 * plugins included); a route with another rule names it in `config.access`.
 */
export function guardRoutes(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    const check = CHECKS[route.config?.access ?? access];
    if (!check) return;
    const own = route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
    route.preParsing = [check, ...own];
  });
}
