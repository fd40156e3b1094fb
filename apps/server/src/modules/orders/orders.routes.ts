import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderCancel,
  OrderCounts,
  OrderDetail,
  OrderEdit,
  OrderItemMapping,
  OrderListQuery,
  OrderPage,
  OrderParams,
  OrderSyncRequest,
  OrderSyncResult,
  PayOrdersRequest,
  PayOrdersResult,
  ManualOrderCreate,
  ManualOrderImportResult,
  ManualOrderQuote,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { principalOf, storeScopeOf } from '../../plugins/auth.js';
import { localeOf } from '../../plugins/errors.js';
import { sendCsv } from '../../lib/send-file.js';
import { acceptSheetUploads, SheetUpload, SHEET_UPLOAD_MAX_BYTES, SHEET_UPLOAD_TYPES } from './csv-rows.js';
import * as manual from './manual-orders.service.js';
import { pullSeller } from './order-sync.js';
import * as orders from './orders.service.js';

const tags = ['orders'];
const security = [{ basic: [] }];

/** The seller's orders: list, tabs' counts, detail, edit before payment, map items, pay from the balance, cancel, sync. */
export const ordersRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Orders, newest first, by status, source, store, country, day and search',
        querystring: OrderListQuery,
        response: { 200: OrderPage },
      },
    },
    (req) => orders.list(ctx, principalOf(req), req.query),
  );
  app.get(
    '/api/orders/counts',
    {
      schema: {
        tags,
        security,
        summary: 'How many orders per status under the same filters (the tabs)',
        querystring: OrderListQuery,
        response: { 200: OrderCounts },
      },
    },
    (req) => orders.counts(ctx, principalOf(req), req.query),
  );
  app.post(
    '/api/orders/pay',
    {
      config: { need: 'orders.pay' },
      schema: {
        tags,
        security,
        summary: 'Pay orders from the balance: each once, refusals per order with the reason',
        body: PayOrdersRequest,
        response: { 200: PayOrdersResult },
      },
    },
    (req) => orders.payKeyed(ctx, principalOf(req), req.body, localeOf(req)),
  );
  app.post(
    '/api/orders/sync',
    {
      schema: {
        tags,
        security,
        summary: 'Pull the orders the stores have that a webhook may have missed',
        body: OrderSyncRequest,
        response: { 200: OrderSyncResult },
      },
    },
    (req) => {
      const caller = principalOf(req);
      return pullSeller(ctx, caller.userId, req.body.storeId, storeScopeOf(caller));
    },
  );
  acceptSheetUploads(app);
  app.post(
    '/api/orders/manual/quote',
    {
      schema: {
        tags,
        security,
        summary: 'Price a manual order: costs, shipping methods, address problems',
        body: ManualOrderCreate,
        response: { 200: ManualOrderQuote },
      },
    },
    (req) => manual.quote(ctx, principalOf(req), req.body),
  );
  app.post(
    '/api/orders/manual',
    {
      schema: {
        tags,
        security,
        summary: 'Create a manual order (awaiting payment)',
        body: ManualOrderCreate,
        response: { 201: OrderDetail },
      },
    },
    async (req, reply) => reply.status(201).send(await manual.create(ctx, principalOf(req), req.body)),
  );
  app.get(
    '/api/orders/manual/template.csv',
    { schema: { tags, security, summary: 'The manual orders CSV template', produces: ['text/csv'] } },
    (_req, reply) => sendCsv(reply, 'dropport-manual-orders.csv', manual.manualTemplate()),
  );
  app.post(
    '/api/orders/manual/import',
    {
      bodyLimit: SHEET_UPLOAD_MAX_BYTES,
      schema: {
        tags,
        security,
        summary: 'Create manual orders from a CSV or .xlsx (one line item per row, rows grouped by order_ref); all or nothing',
        consumes: SHEET_UPLOAD_TYPES,
        body: SheetUpload,
        response: { 200: ManualOrderImportResult },
      },
    },
    (req) => manual.importCsv(ctx, principalOf(req), req.body, localeOf(req)),
  );
  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One order: address, items, costs, shipping options, tracking, history',
        params: OrderParams,
        response: { 200: OrderDetail },
      },
    },
    (req) => orders.get(ctx, principalOf(req), req.params.id),
  );
  app.patch(
    '/api/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change the address and/or the shipping method before payment',
        params: OrderParams,
        body: OrderEdit,
        response: { 200: OrderDetail },
      },
    },
    (req) => orders.edit(ctx, principalOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/orders/:id/map',
    {
      schema: {
        tags,
        security,
        summary: 'Map a store line to a catalogue variant',
        params: OrderParams,
        body: OrderItemMapping,
        response: { 200: OrderDetail },
      },
    },
    (req) => orders.mapItem(ctx, principalOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an order; a paid one is refunded to the balance',
        params: OrderParams,
        body: OrderCancel,
        response: { 200: OrderDetail },
      },
    },
    (req) => orders.cancel(ctx, principalOf(req), req.params.id, req.body.reason),
  );
};
