import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SHOP_DOMAIN_PATTERN } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { safeEqual } from '../../lib/secrets.js';
import { HOUR } from '../../lib/time.js';
import * as repo from './stores.repo.js';
import { shopifyApp } from './shopify-app.js';

/** How long a console page opened by a verified launch may be reloaded inside the shop's admin. */
const EMBED_TTL_MS = 12 * HOUR;

const mac = (ctx: Ctx, shop: string, expires: number) =>
  createHmac('sha256', ctx.config.SHOPIFY_API_SECRET).update(`embed:${shop}:${expires}`).digest('base64url');

/**
 * The mark a verified App URL launch puts on the console address it redirects to (`embed=`): the shop and an expiry
 * signed with the app's secret, so that only a launch Shopify signed can make a page frameable by that shop.
 */
export function embedToken(ctx: Ctx, shop: string): string {
  const expires = ctx.now() + EMBED_TTL_MS;
  return `${expires.toString(36)}.${mac(ctx, shop, expires)}`;
}

function embedTokenValid(ctx: Ctx, shop: string, token: string): boolean {
  const [exp, sig] = token.split('.');
  const expires = parseInt(exp ?? '', 36);
  if (!sig || !Number.isSafeInteger(expires) || expires <= ctx.now()) return false;
  return safeEqual(sig, mac(ctx, shop, expires));
}

/**
 * Embedded pages: a console page opened through a verified launch of a linked store (`?shop=…&host=…&embed=…`) may
 * be framed by that shop's admin, and only by it. Every other page, whatever its query says, keeps
 * `frame-ancestors 'none'`.
 */
export const embeddedFramePlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: Ctx }) => {
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const csp = reply.getHeader('content-security-policy');
    if (!type.startsWith('text/html') || typeof csp !== 'string') return payload;
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const shop = query.get('shop') ?? '';
    if (!SHOP_DOMAIN_PATTERN.test(shop) || !query.get('host') || !embedTokenValid(ctx, shop, query.get('embed') ?? ''))
      return payload;
    // A store unlinked since the launch is framed no more.
    if (!(await repo.byShop(ctx.db, shop)).some((r) => r.status === 'active')) return payload;
    const ancestors = shopifyApp(ctx).frameAncestors(shop).join(' ');
    void reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
    reply.removeHeader('x-frame-options');
    return payload;
  });
});
