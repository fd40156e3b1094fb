import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCheckpoint,
  AdminCancelOrder,
  AdminOrderDetail,
  CheckpointImportResult,
  AdminOrderPage,
  HoldOrder,
  OrderCounts,
  OrderListQuery,
  OrderParams,
  ShipOrder,
  TrackingImportResult,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendCsv } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import { localeOf } from '../../plugins/errors.js';
import { acceptSheetUploads, SheetUpload, SHEET_UPLOAD_MAX_BYTES, SHEET_UPLOAD_TYPES } from './csv-rows.js';
import * as svc from './fulfilment.service.js';
import * as csv from './tracking-import.service.js';

const tags = ['admin: orders'];
const security = [{ basic: [] }];
const detail = { params: OrderParams, response: { 200: AdminOrderDetail } };

/** The supply side's fulfilment queue, admins only. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  acceptSheetUploads(app);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        security,
        summary: "Admin: every seller's orders, newest first, with filters",
        querystring: OrderListQuery,
        response: { 200: AdminOrderPage },
      },
    },
    (req) => svc.list(ctx, req.query),
  );
  app.get(
    '/api/admin/orders/counts',
    {
      schema: {
        tags,
        security,
        summary: 'Admin: orders per status under the filters',
        querystring: OrderListQuery,
        response: { 200: OrderCounts },
      },
    },
    (req) => svc.counts(ctx, req.query),
  );
  app.get(
    '/api/admin/orders/tracking-template.csv',
    { schema: { tags, security, summary: 'Admin: the tracking CSV template', produces: ['text/csv'] } },
    (_req, reply) => sendCsv(reply, 'dropport-tracking-template.csv', csv.trackingTemplate()),
  );
  app.post(
    '/api/admin/orders/tracking',
    {
      bodyLimit: SHEET_UPLOAD_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Admin: ship many orders from a tracking CSV or .xlsx (order_no, carrier, tracking_number, tracking_url); all or nothing',
        consumes: SHEET_UPLOAD_TYPES,
        body: SheetUpload,
        response: { 200: TrackingImportResult },
      },
    },
    (req) => csv.importTracking(ctx, principalOf(req), req.body, localeOf(req)),
  );
  app.get(
    '/api/admin/orders/checkpoint-template.csv',
    { schema: { tags, security, summary: 'Admin: the checkpoints CSV template', produces: ['text/csv'] } },
    (_req, reply) => sendCsv(reply, 'dropport-checkpoints-template.csv', csv.checkpointTemplate()),
  );
  app.post(
    '/api/admin/orders/checkpoints',
    {
      bodyLimit: SHEET_UPLOAD_MAX_BYTES,
      schema: {
        tags,
        security,
        summary: 'Admin: add tracking checkpoints from a CSV or .xlsx (order_no, at, location, description); all or nothing',
        consumes: SHEET_UPLOAD_TYPES,
        body: SheetUpload,
        response: { 200: CheckpointImportResult },
      },
    },
    (req) => csv.importCheckpoints(ctx, principalOf(req), req.body, localeOf(req)),
  );
  app.get('/api/admin/orders/:id', { schema: { tags, security, summary: 'Admin: one order', ...detail } }, (req) =>
    svc.get(ctx, req.params.id),
  );
  app.post(
    '/api/admin/orders/:id/process',
    { schema: { tags, security, summary: 'Admin: paid → processing', ...detail } },
    (req) => svc.process(ctx, principalOf(req), req.params.id),
  );
  app.post(
    '/api/admin/orders/:id/ship',
    {
      schema: {
        tags,
        security,
        summary: 'Admin: shipped with a tracking number; the fulfillment goes to the store',
        body: ShipOrder,
        ...detail,
      },
    },
    (req) => svc.ship(ctx, principalOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/admin/orders/:id/deliver',
    { schema: { tags, security, summary: 'Admin: shipped → delivered', ...detail } },
    (req) => svc.deliver(ctx, principalOf(req), req.params.id),
  );
  app.post(
    '/api/admin/orders/:id/hold',
    { schema: { tags, security, summary: 'Admin: put on hold with a reason the seller sees', body: HoldOrder, ...detail } },
    (req) => svc.hold(ctx, principalOf(req), req.params.id, req.body.reason),
  );
  app.post('/api/admin/orders/:id/release', { schema: { tags, security, summary: 'Admin: take off hold', ...detail } }, (req) =>
    svc.release(ctx, principalOf(req), req.params.id),
  );
  app.post(
    '/api/admin/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Admin: cancel; a paid order is refunded to the balance',
        body: AdminCancelOrder,
        ...detail,
      },
    },
    (req) => svc.cancel(ctx, principalOf(req), req.params.id, req.body.reason),
  );
  app.post(
    '/api/admin/orders/:id/checkpoints',
    { schema: { tags, security, summary: 'Admin: add a tracking checkpoint', body: AddCheckpoint, ...detail } },
    (req) => svc.addCheckpoint(ctx, principalOf(req), req.params.id, req.body),
  );
};
