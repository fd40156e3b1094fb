import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formNumber,
  AdminRecharge,
  AdminRechargePage,
  BankTransferConfirm,
  Recharge,
  RechargeCreate,
  RechargeOptions,
  RechargePage,
  RechargeQuery,
  RechargeReject,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import { receiveNotification } from './gateway-events.js';
import * as recharges from './recharge.service.js';
import * as review from './recharge-admin.service.js';

const tags = ['wallet'];
const security = [{ basic: [] }];
const Params = z.object({ id: z.string().trim().min(1).max(40) });

/**
 * The amount is taken as any number here and checked by the service against the configured limits, so a seller who
 * types 0, -5, 12.345 or too much reads the limits in money (RECHARGE_AMOUNT_OUT_OF_RANGE), not "must be at least 1".
 */
const CreateBody = RechargeCreate.extend({ amountCents: formNumber(z.number()) });

const NotifyAck = z.object({ received: z.literal(true), outcome: z.string() });

/** Wallet recharges: the seller's card and bank recharges. */
export const rechargeRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/wallet/recharge-options',
    {
      schema: {
        tags,
        security,
        summary: 'Recharge limits, methods, where bank transfers go, and (sandbox) the test cards',
        response: { 200: RechargeOptions },
      },
    },
    () => recharges.options(ctx),
  );
  app.post(
    '/api/wallet/recharges',
    {
      schema: {
        tags,
        security,
        summary: 'Start a recharge: card (answers the hosted checkout URL) or bank transfer (answers the reference to quote)',
        body: CreateBody,
        response: { 201: Recharge },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const created = await recharges.create(ctx, { userId: p.userId, emailVerified: p.emailVerified }, req.body);
      return reply.status(201).send(created);
    },
  );
  app.get(
    '/api/wallet/recharges',
    {
      schema: {
        tags,
        security,
        summary: "The seller's recharges, newest first (status and method filters, keyset cursor)",
        querystring: RechargeQuery,
        response: { 200: RechargePage },
      },
    },
    (req) => recharges.list(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/wallet/recharges/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One recharge (what the payment and return pages poll); never credits by itself',
        params: Params,
        response: { 200: Recharge },
      },
    },
    (req) => recharges.get(ctx, principalOf(req).userId, req.params.id),
  );
  app.post(
    '/api/wallet/recharges/:id/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm a bank transfer: date, amount sent, payer, proof (an upload of purpose document)',
        params: Params,
        body: BankTransferConfirm,
        response: { 200: Recharge },
      },
    },
    (req) => recharges.confirmTransfer(ctx, principalOf(req).userId, req.params.id, req.body),
  );
  app.post(
    '/api/wallet/recharges/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a bank transfer not yet confirmed',
        params: Params,
        response: { 200: Recharge },
      },
    },
    (req) => recharges.cancel(ctx, principalOf(req).userId, req.params.id),
  );
};

/** The admin's bank transfer queue: review, approve, reject. */
export const rechargeAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  const admin = { tags: ['admin', ...tags], security };
  app.get(
    '/api/admin/recharges',
    {
      schema: {
        ...admin,
        summary: "Admin: every seller's recharges with the seller's email (bank queue: ?status=submitted&method=bank)",
        querystring: RechargeQuery,
        response: { 200: AdminRechargePage },
      },
    },
    (req) => review.listAll(ctx, req.query),
  );
  app.get(
    '/api/admin/recharges/:id',
    {
      schema: {
        ...admin,
        summary: 'Admin: one recharge with the proof of transfer',
        params: Params,
        response: { 200: AdminRecharge },
      },
    },
    (req) => review.getAdmin(ctx, req.params.id),
  );
  app.post(
    '/api/admin/recharges/:id/approve',
    {
      schema: {
        ...admin,
        summary: "Admin: approve a submitted bank transfer; the seller's wallet is credited once with the confirmed amount",
        params: Params,
        response: { 200: AdminRecharge },
      },
    },
    (req) => review.approve(ctx, principalOf(req).userId, req.params.id),
  );
  app.post(
    '/api/admin/recharges/:id/reject',
    {
      schema: {
        ...admin,
        summary: 'Admin: reject a submitted bank transfer with a reason the seller reads',
        params: Params,
        body: RechargeReject,
        response: { 200: AdminRecharge },
      },
    },
    (req) => review.reject(ctx, principalOf(req).userId, req.params.id, req.body),
  );
};

/** The gateway's notifications: the signature covers the exact bytes, so JSON is read as raw text here, and only here. */
export const gatewayNotifyRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/payments/gateway/notify',
    {
      // One gateway sends every seller's notifications from a few addresses: it gets ten times a client's budget.
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_PER_MINUTE * 10, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Payment gateway → Dropport: a signed notification (HMAC-SHA256 of `${timestamp}.${body}`)',
        response: { 200: NotifyAck },
      },
    },
    (req) => receiveNotification(ctx, typeof req.body === 'string' ? req.body : '', req.headers, req.ip),
  );
};
