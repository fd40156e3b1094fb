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

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth;
  }
  interface FastifyInstance {
    /**
     * Route hooks for `preParsing`, so that who may call is settled before the body is read or validated (a caller
     * without the right learns nothing of the input's shape), and after the rate limit has counted the request.
     * A signed-in user is required (401 otherwise).
     */
    requireUser: preParsingAsyncHookHandler;
    /** The path's :userId is the caller, or (for reads) the caller is an admin. */
    ownerOrAdmin(mode: 'read' | 'write'): preParsingAsyncHookHandler;
    requireRole(role: Role): preParsingAsyncHookHandler;
    /** A request that carries a credential at all: the console's public one or a session (401 with none). */
    requireClient: preParsingAsyncHookHandler;
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

  app.decorate('requireUser', async (req: FastifyRequest) => {
    principalOf(req);
  });

  app.decorate('requireClient', async (req: FastifyRequest) => {
    if (!req.headers.authorization) fail('AUTH_REQUIRED');
  });

  app.decorate('ownerOrAdmin', (mode: 'read' | 'write') => async (req: FastifyRequest) => {
    const p = principalOf(req);
    const target = (req.params as { userId?: string }).userId;
    if (target === p.userId) return;
    if (mode === 'read' && p.role === 'admin') return;
    fail('FORBIDDEN');
  });

  app.decorate('requireRole', (role: Role) => async (req: FastifyRequest) => {
    if (principalOf(req).role !== role) fail('FORBIDDEN');
  });
});
