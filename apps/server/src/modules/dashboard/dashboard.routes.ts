import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Dashboard,
  DashboardQuery,
  FiguresQuery,
  Operations,
  OperationsQuery,
  ProductFigures,
  SellerFigures,
  UserParams,
  WorkplaceTodo,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf } from '../../plugins/auth.js';
import * as svc from './dashboard.service.js';
import { figures, productFigures } from './figures.service.js';
import { operations } from './operations.service.js';
import { todo } from './todo.service.js';

/** The Workplace's figures (Home / Workplace). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/v1/users/:userId/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ basic: [] }],
        summary: "The seller's key figures for the Workplace",
        params: UserParams,
        querystring: DashboardQuery,
        response: { 200: Dashboard },
      },
    },
    (req) => svc.summary(ctx, req.params.userId, req.query.tz),
  );
};

/** What waits on the signed-in seller (Home / Workplace's to-dos). */
export const todoRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/dashboard/todo',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ basic: [] }],
        summary: 'What waits on the seller: orders on hold and to pay, failed pushes, low stock, tickets, commission',
        response: { 200: WorkplaceTodo },
      },
    },
    (req) => todo(ctx, principalOf(req).userId),
  );
  app.get(
    '/api/dashboard/figures',
    {
      config: { need: 'orders.view' },
      schema: {
        tags: ['dashboard'],
        security: [{ basic: [] }],
        summary: "The seller's orders, revenue, cost and profit between two days, against the days before",
        querystring: FiguresQuery,
        response: { 200: SellerFigures },
      },
    },
    (req) => figures(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/dashboard/figures/products',
    {
      config: { need: 'orders.view' },
      schema: {
        tags: ['dashboard'],
        security: [{ basic: [] }],
        summary: "The seller's units, revenue, cost and profit per product between two days",
        querystring: FiguresQuery,
        response: { 200: ProductFigures },
      },
    },
    (req) => productFigures(ctx, principalOf(req).userId, req.query),
  );
};

/** The admin's operations at a glance (Admin / Dashboard). */
export const operationsRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/operations',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ basic: [] }],
        summary: 'Sales, work queues, ledger, jobs and webhook intake for the admin',
        querystring: OperationsQuery,
        response: { 200: Operations },
      },
    },
    (req) => operations(ctx, req.query),
  );
};
