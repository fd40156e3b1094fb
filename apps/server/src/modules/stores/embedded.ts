import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SHOP_DOMAIN_PATTERN } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { shopifyApp } from './shopify-app.js';

/**
 * Embedded pages: a console page opened by Shopify (`?shop=name.myshopify.com&host=…`) may be framed by that shop's
 * admin, and only by it. Every other page keeps `frame-ancestors 'none'`.
 */
export const embeddedFramePlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: Ctx }) => {
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const csp = reply.getHeader('content-security-policy');
    if (!type.startsWith('text/html') || typeof csp !== 'string') return payload;
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const shop = query.get('shop') ?? '';
    if (!SHOP_DOMAIN_PATTERN.test(shop) || !query.get('host')) return payload;
    const ancestors = shopifyApp(ctx).frameAncestors(shop).join(' ');
    void reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
    reply.removeHeader('x-frame-options');
    return payload;
  });
});
