import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTicketDetail,
  AdminTicketPage,
  AdminTicketQuery,
  AdminTicketReply,
  AssignTicket,
  CannedReply,
  CannedReplyInput,
  CannedReplyList,
  Claim,
  ClaimDecision,
  NewClaim,
  NewTicket,
  OrderClaims,
  SupportSettings,
  TicketDetail,
  TicketPage,
  TicketQuery,
  TicketRating,
  TicketReply,
  UnreadCount,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { contentDisposition } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import { localeOf } from '../../plugins/errors.js';
import * as claims from './claims.service.js';
import * as queue from './queue.service.js';
import * as tickets from './tickets.service.js';

const tags = ['support'];
const security = [{ basic: [] }];
const admin = { tags: ['admin', ...tags], security };
const IdParams = z.object({ id: z.string().min(1).max(40) });
const FileParams = IdParams.extend({ fileId: z.string().regex(/^[0-9A-Z]{26}$/) });

/** The seller's support tickets. */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/support/tickets',
    {
      schema: {
        tags,
        security,
        summary: "The seller's tickets, newest activity first",
        querystring: TicketQuery,
        response: { 200: TicketPage },
      },
    },
    (req) => queue.listMine(ctx, principalOf(req).userId, req.query),
  );
  app.post(
    '/api/support/tickets',
    { schema: { tags, security, summary: 'Open a ticket', body: NewTicket, response: { 200: TicketDetail } } },
    (req) => tickets.create(ctx, principalOf(req), req.body),
  );
  app.get(
    '/api/support/unread',
    {
      schema: {
        tags,
        security,
        summary: 'How many tickets have a reply the seller has not read',
        response: { 200: UnreadCount },
      },
    },
    (req) => queue.unread(ctx, principalOf(req).userId),
  );
  app.get(
    '/api/support/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One ticket with its thread (marks the replies read)',
        params: IdParams,
        response: { 200: TicketDetail },
      },
    },
    (req) => queue.getMine(ctx, principalOf(req), req.params.id),
  );
  app.post(
    '/api/support/tickets/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Write on a ticket',
        params: IdParams,
        body: TicketReply,
        response: { 200: TicketDetail },
      },
    },
    (req) => tickets.sellerReply(ctx, principalOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/support/tickets/:id/rating',
    {
      schema: {
        tags,
        security,
        summary: 'Rate a resolved ticket',
        params: IdParams,
        body: TicketRating,
        response: { 200: TicketDetail },
      },
    },
    (req) => tickets.rate(ctx, principalOf(req), req.params.id, req.body),
  );
  app.get(
    '/api/support/tickets/:id/files/:fileId',
    { schema: { tags, security, summary: "An attachment of the seller's ticket", params: FileParams } },
    async (req, reply) => {
      const { upload, stream } = await queue.fileOf(ctx, principalOf(req), req.params.id, req.params.fileId);
      return reply
        .type(upload.mime)
        .header(
          'content-disposition',
          contentDisposition(upload.mime.startsWith('image/') ? 'inline' : 'attachment', upload.name),
        )
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
  app.get(
    '/api/orders/:id/claims',
    {
      config: { need: 'orders.view' },
      schema: {
        tags: ['support', 'orders'],
        security,
        summary: "An order's after-sales claims, what its lines can still claim and each reason's eligibility",
        params: IdParams,
        response: { 200: OrderClaims },
      },
    },
    (req) => claims.orderClaims(ctx, principalOf(req), req.params.id),
  );
  app.post(
    '/api/orders/:id/claims',
    {
      config: { need: 'orders.edit' },
      schema: {
        tags: ['support', 'orders'],
        security,
        summary: 'Claim a refund or resend for lines of a shipped order (opens a ticket)',
        params: IdParams,
        body: NewClaim,
        response: { 200: Claim },
      },
    },
    (req) => claims.createClaim(ctx, principalOf(req), req.params.id, req.body, localeOf(req)),
  );
};

/** The admin's support queue, settings and canned replies. */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/support/tickets',
    {
      schema: {
        ...admin,
        summary: 'The support queue, longest waiting first',
        querystring: AdminTicketQuery,
        response: { 200: AdminTicketPage },
      },
    },
    (req) => queue.queue(ctx, principalOf(req), req.query),
  );
  app.get(
    '/api/admin/support/tickets/:id',
    {
      schema: {
        ...admin,
        summary: 'One ticket with internal notes and timers',
        params: IdParams,
        response: { 200: AdminTicketDetail },
      },
    },
    (req) => queue.adminGet(ctx, req.params.id),
  );
  app.post(
    '/api/admin/support/tickets/:id/messages',
    {
      schema: {
        ...admin,
        summary: 'Reply to the seller, or add an internal note',
        params: IdParams,
        body: AdminTicketReply,
        response: { 200: AdminTicketDetail },
      },
    },
    async (req) => tickets.adminDetail(ctx, ctx.db, await tickets.supportReply(ctx, principalOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/admin/support/tickets/:id/assign',
    {
      schema: {
        ...admin,
        summary: 'Assign a ticket to an admin, or to nobody',
        params: IdParams,
        body: AssignTicket,
        response: { 200: AdminTicketDetail },
      },
    },
    (req) => queue.assign(ctx, req.params.id, req.body.assigneeId),
  );
  app.post(
    '/api/admin/support/tickets/:id/resolve',
    { schema: { ...admin, summary: 'Mark a ticket resolved', params: IdParams, response: { 200: AdminTicketDetail } } },
    (req) => queue.resolve(ctx, principalOf(req), req.params.id),
  );
  app.get(
    '/api/admin/support/claims/:id',
    { schema: { ...admin, summary: 'One after-sales claim', params: IdParams, response: { 200: Claim } } },
    (req) => claims.adminClaim(ctx, req.params.id),
  );
  app.post(
    '/api/admin/support/claims/:id/decide',
    {
      schema: {
        ...admin,
        summary: 'Decide a claim: refund to the balance, resend at no cost, or reject with a reason',
        params: IdParams,
        body: ClaimDecision,
        response: { 200: Claim },
      },
    },
    (req) => claims.decideClaim(ctx, principalOf(req), req.params.id, req.body),
  );
  app.get(
    '/api/admin/support/settings',
    { schema: { ...admin, summary: 'SLA targets and auto-close', response: { 200: SupportSettings } } },
    () => tickets.readSettings(ctx.db),
  );
  app.put(
    '/api/admin/support/settings',
    {
      schema: { ...admin, summary: 'Save SLA targets and auto-close', body: SupportSettings, response: { 200: SupportSettings } },
    },
    (req) => queue.saveSettings(ctx, principalOf(req), req.body),
  );
  app.get(
    '/api/admin/support/canned',
    { schema: { ...admin, summary: 'Canned replies', response: { 200: CannedReplyList } } },
    () => queue.cannedList(ctx),
  );
  app.post(
    '/api/admin/support/canned',
    { schema: { ...admin, summary: 'Add a canned reply', body: CannedReplyInput, response: { 200: CannedReply } } },
    (req) => queue.cannedCreate(ctx, principalOf(req), req.body),
  );
  app.put(
    '/api/admin/support/canned/:id',
    {
      schema: {
        ...admin,
        summary: 'Change a canned reply',
        params: IdParams,
        body: CannedReplyInput,
        response: { 200: CannedReply },
      },
    },
    (req) => queue.cannedUpdate(ctx, req.params.id, req.body),
  );
  app.delete(
    '/api/admin/support/canned/:id',
    { schema: { ...admin, summary: 'Delete a canned reply', params: IdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await queue.cannedDelete(ctx, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
