import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdjustmentInput,
  AdminInboundPage,
  AdminInboundShipment,
  AdminInventoryQuery,
  AdminStockPurchase,
  AdminStockPurchasePage,
  AdminWarehouse,
  AdminWarehouseList,
  CloudSettings,
  CloudWarehouseList,
  InboundInput,
  InboundPage,
  InboundQuery,
  InboundShipInput,
  InboundShipment,
  InventoryPage,
  InventoryQuery,
  InventoryRow,
  InventorySku,
  MovementQuery,
  PriceTiers,
  PurchaseInput,
  PurchaseQuote,
  PurchaseRequest,
  PutAwayInput,
  ReceiveInput,
  SkuSettingsInput,
  StockMovementPage,
  StockOffer,
  StockPurchase,
  StockPurchasePage,
  StockPurchaseQuery,
  WarehouseAuditPage,
  WarehouseInput,
  formNumber,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendCsv } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import * as inbound from './inbound.service.js';
import * as inventory from './inventory.service.js';
import * as purchases from './purchases.service.js';
import * as warehouses from './warehouses.service.js';

const tags = ['cloud-warehouse'];
const security = [{ basic: [] }];
const admin = { tags: ['admin', ...tags], security };
const IdParams = z.object({ id: z.string().min(1).max(100) });
const ProductParams = z.object({ productId: formNumber(z.number().int().min(1)) });
const PageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});

/** The seller's cloud warehouse: inventory, buying ahead, goods sent in, movements, settings. */
export const cloudWarehouseRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/cloud-warehouse/warehouses',
    { schema: { tags, security, summary: 'The warehouses that take seller stock', response: { 200: CloudWarehouseList } } },
    () => warehouses.sellerList(ctx),
  );
  app.get(
    '/api/cloud-warehouse/inventory',
    {
      schema: {
        tags,
        security,
        summary: "The seller's stock per SKU and warehouse, with totals",
        querystring: InventoryQuery,
        response: { 200: InventoryPage },
      },
    },
    (req) => inventory.inventory(ctx, principalOf(req).userId, req.query),
  );
  app.put(
    '/api/cloud-warehouse/skus/:id',
    {
      schema: {
        tags,
        security,
        summary: "A SKU's low-stock threshold",
        params: IdParams,
        body: SkuSettingsInput,
        response: { 200: InventorySku },
      },
    },
    (req) => inventory.saveSku(ctx, principalOf(req), req.params.id, req.body.lowStockThreshold),
  );
  app.get(
    '/api/cloud-warehouse/settings',
    {
      schema: { tags, security, summary: 'What an order does when the seller stock is short', response: { 200: CloudSettings } },
    },
    (req) => inventory.readCloudSettings(ctx, principalOf(req).userId),
  );
  app.put(
    '/api/cloud-warehouse/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save what an order does when the seller stock is short',
        body: CloudSettings,
        response: { 200: CloudSettings },
      },
    },
    (req) => inventory.saveCloudSettings(ctx, principalOf(req).userId, req.body),
  );
  app.get(
    '/api/cloud-warehouse/offer/:productId',
    {
      schema: {
        tags,
        security,
        summary: 'What of a product may be bought ahead: variants, price tiers, warehouses',
        params: ProductParams,
        response: { 200: StockOffer },
      },
    },
    (req) => purchases.offer(ctx, principalOf(req), req.params.productId),
  );
  app.post(
    '/api/cloud-warehouse/purchases/quote',
    {
      schema: {
        tags,
        security,
        summary: 'The price of buying stock ahead (nothing is bought)',
        body: PurchaseInput,
        response: { 200: PurchaseQuote },
      },
    },
    (req) => purchases.quote(ctx, principalOf(req), req.body),
  );
  app.post(
    '/api/cloud-warehouse/purchases',
    {
      schema: {
        tags,
        security,
        summary: 'Buy stock ahead into a warehouse, paid from the balance',
        body: PurchaseRequest,
        response: { 200: StockPurchase },
      },
    },
    (req) => purchases.purchase(ctx, principalOf(req), req.body),
  );
  app.get(
    '/api/cloud-warehouse/purchases',
    {
      schema: {
        tags,
        security,
        summary: "The seller's stock purchases, newest first",
        querystring: StockPurchaseQuery,
        response: { 200: StockPurchasePage },
      },
    },
    (req) => purchases.listMine(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/cloud-warehouse/movements',
    {
      schema: {
        tags,
        security,
        summary: 'Every change of the seller stock, newest first',
        querystring: MovementQuery,
        response: { 200: StockMovementPage },
      },
    },
    (req) => inventory.movements(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/cloud-warehouse/movements.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The stock movements as CSV',
        querystring: MovementQuery.omit({ cursor: true, limit: true }),
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      sendCsv(
        reply,
        'dropport-stock-movements.csv',
        await inventory.movementsCsv(ctx, principalOf(req).userId, req.query, req.headers['accept-language']),
      ),
  );
  app.get(
    '/api/cloud-warehouse/inbound',
    {
      schema: {
        tags,
        security,
        summary: "The seller's inbound shipments, newest first",
        querystring: InboundQuery,
        response: { 200: InboundPage },
      },
    },
    (req) => inbound.listMine(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/cloud-warehouse/inbound/:id',
    { schema: { tags, security, summary: 'One inbound shipment', params: IdParams, response: { 200: InboundShipment } } },
    (req) => inbound.getMine(ctx, principalOf(req), req.params.id),
  );
  app.post(
    '/api/cloud-warehouse/inbound',
    {
      schema: {
        tags,
        security,
        summary: 'A draft shipment of own goods to a warehouse',
        body: InboundInput,
        response: { 200: InboundShipment },
      },
    },
    (req) => inbound.create(ctx, principalOf(req), req.body),
  );
  app.put(
    '/api/cloud-warehouse/inbound/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a draft inbound shipment',
        params: IdParams,
        body: InboundInput,
        response: { 200: InboundShipment },
      },
    },
    (req) => inbound.update(ctx, principalOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/cloud-warehouse/inbound/:id/ship',
    {
      schema: {
        tags,
        security,
        summary: 'Mark an inbound shipment sent, with carrier and tracking',
        params: IdParams,
        body: InboundShipInput,
        response: { 200: InboundShipment },
      },
    },
    (req) => inbound.ship(ctx, principalOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/cloud-warehouse/inbound/:id',
    { schema: { tags, security, summary: 'Throw away a draft inbound shipment', params: IdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await inbound.remove(ctx, principalOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The admin side: warehouses, put-away, receipts, adjustments, sellers' inventory, price tiers, the audit list. */
export const cloudWarehouseAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/cloud-warehouse/warehouses',
    { schema: { ...admin, summary: 'Every warehouse with its fees and seller units', response: { 200: AdminWarehouseList } } },
    () => warehouses.adminList(ctx),
  );
  app.post(
    '/api/admin/cloud-warehouse/warehouses',
    { schema: { ...admin, summary: 'Create a warehouse', body: WarehouseInput, response: { 200: AdminWarehouse } } },
    (req) => warehouses.create(ctx, principalOf(req), req.body),
  );
  app.put(
    '/api/admin/cloud-warehouse/warehouses/:id',
    {
      schema: {
        ...admin,
        summary: 'Edit or deactivate a warehouse',
        params: IdParams,
        body: WarehouseInput,
        response: { 200: AdminWarehouse },
      },
    },
    (req) => warehouses.update(ctx, principalOf(req), req.params.id.toUpperCase(), req.body),
  );
  app.get(
    '/api/admin/cloud-warehouse/purchases',
    {
      schema: {
        ...admin,
        summary: 'Stock purchases to put away, oldest first',
        querystring: StockPurchaseQuery,
        response: { 200: AdminStockPurchasePage },
      },
    },
    (req) => purchases.adminQueue(ctx, req.query),
  );
  app.post(
    '/api/admin/cloud-warehouse/purchases/:id/put-away',
    {
      schema: {
        ...admin,
        summary: 'Put units of a purchase on the shelf',
        params: IdParams,
        body: PutAwayInput,
        response: { 200: AdminStockPurchase },
      },
    },
    (req) => purchases.putAway(ctx, principalOf(req), req.params.id, req.body),
  );
  app.get(
    '/api/admin/cloud-warehouse/inbound',
    {
      schema: {
        ...admin,
        summary: 'Inbound shipments to receive, oldest first',
        querystring: InboundQuery,
        response: { 200: AdminInboundPage },
      },
    },
    (req) => inbound.adminQueue(ctx, req.query),
  );
  app.post(
    '/api/admin/cloud-warehouse/inbound/:id/receive',
    {
      schema: {
        ...admin,
        summary: 'Count a shipment in',
        params: IdParams,
        body: ReceiveInput,
        response: { 200: AdminInboundShipment },
      },
    },
    (req) => inbound.receive(ctx, principalOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/admin/cloud-warehouse/inbound/:id/close',
    { schema: { ...admin, summary: 'Close a received shipment', params: IdParams, response: { 200: AdminInboundShipment } } },
    (req) => inbound.close(ctx, principalOf(req), req.params.id),
  );
  app.get(
    '/api/admin/cloud-warehouse/inventory',
    {
      schema: {
        ...admin,
        summary: "One seller's stock per SKU and warehouse",
        querystring: AdminInventoryQuery,
        response: { 200: InventoryPage },
      },
    },
    (req) => inventory.inventory(ctx, req.query.userId, req.query),
  );
  app.post(
    '/api/admin/cloud-warehouse/adjustments',
    {
      schema: {
        ...admin,
        summary: "Correct a seller's units or return goods, with the reason",
        body: AdjustmentInput,
        response: { 200: InventoryRow },
      },
    },
    (req) => inventory.adjust(ctx, principalOf(req), req.body),
  );
  app.get(
    '/api/admin/cloud-warehouse/tiers/:productId',
    { schema: { ...admin, summary: "A product's quantity price tiers", params: ProductParams, response: { 200: PriceTiers } } },
    (req) => purchases.tiers(ctx, req.params.productId),
  );
  app.put(
    '/api/admin/cloud-warehouse/tiers/:productId',
    {
      schema: {
        ...admin,
        summary: "Replace a product's quantity price tiers",
        params: ProductParams,
        body: PriceTiers,
        response: { 200: PriceTiers },
      },
    },
    (req) => purchases.saveTiers(ctx, principalOf(req), req.params.productId, req.body.tiers),
  );
  app.get(
    '/api/admin/cloud-warehouse/audit',
    {
      schema: {
        ...admin,
        summary: 'Every admin action on the warehouse side, newest first',
        querystring: PageQuery,
        response: { 200: WarehouseAuditPage },
      },
    },
    (req) => warehouses.auditPage(ctx, req.query),
  );
};
