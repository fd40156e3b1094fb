import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSourcingPage,
  AdminSourcingParams,
  SourcingCreate,
  SourcingDecline,
  SourcingDetail,
  SourcingListQuery,
  SourcingPage,
  SourcingParams,
  SourcingQuote,
  UserParams,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import * as sourcing from './sourcing.service.js';

const tags = ['sourcing'];
const security = [{ basic: [] }];

/** Sourcing requests: a seller asks Dropport's team to find a product. */
export const sourcingRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/source',
    {
      schema: {
        tags,
        security,
        summary: "The seller's sourcing requests, newest first (status filter, keyset cursor)",
        params: UserParams,
        querystring: SourcingListQuery,
        response: { 200: SourcingPage },
      },
    },
    (req) => sourcing.list(ctx, req.params.userId, req.query),
  );
  app.post(
    '/v1/users/:userId/source',
    {
      schema: {
        tags,
        security,
        summary: 'Ask the team to find a product: a link or a description, target cost, quantity (JSON or form-encoded)',
        params: UserParams,
        body: SourcingCreate,
        response: { 201: SourcingDetail },
      },
    },
    async (req, reply) => reply.status(201).send(await sourcing.create(ctx, req.params.userId, req.body)),
  );
  app.get(
    '/v1/users/:userId/source/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One sourcing request with its history',
        params: SourcingParams,
        response: { 200: SourcingDetail },
      },
    },
    (req) => sourcing.get(ctx, req.params.userId, req.params.id),
  );
  app.post(
    '/v1/users/:userId/source/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a request the team has not answered yet',
        params: SourcingParams,
        response: { 200: SourcingDetail },
      },
    },
    (req) => sourcing.cancel(ctx, req.params.userId, req.params.id),
  );
};

/** The team's side of sourcing requests: an admin takes, quotes or declines them. */
export const sourcingAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  const admin = { tags: ['admin', ...tags], security };
  app.get(
    '/api/admin/sourcing',
    {
      schema: {
        ...admin,
        summary: "Admin: every seller's sourcing requests with the seller's email, newest first",
        querystring: SourcingListQuery,
        response: { 200: AdminSourcingPage },
      },
    },
    (req) => sourcing.listAll(ctx, req.query),
  );
  app.post(
    '/api/admin/sourcing/:id/take',
    {
      schema: {
        ...admin,
        summary: 'Admin: take a pending request (it becomes processing)',
        params: AdminSourcingParams,
        response: { 200: SourcingDetail },
      },
    },
    (req) => sourcing.take(ctx, principalOf(req).userId, req.params.id),
  );
  app.post(
    '/api/admin/sourcing/:id/quote',
    {
      schema: {
        ...admin,
        summary: "Admin: quote a price with a catalogue product, which joins the seller's private products",
        params: AdminSourcingParams,
        body: SourcingQuote,
        response: { 200: SourcingDetail },
      },
    },
    (req) => sourcing.quote(ctx, principalOf(req).userId, req.params.id, req.body),
  );
  app.post(
    '/api/admin/sourcing/:id/decline',
    {
      schema: {
        ...admin,
        summary: 'Admin: decline with a reason the seller reads',
        params: AdminSourcingParams,
        body: SourcingDecline,
        response: { 200: SourcingDetail },
      },
    },
    (req) => sourcing.decline(ctx, principalOf(req).userId, req.params.id, req.body),
  );
};
