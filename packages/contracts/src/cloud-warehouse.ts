import { z } from 'zod';
import { formNumber } from './form.js';
import { IdempotencyKey } from './wallet.js';

/**
 * My Cloud Warehouse: stock a seller owns in Dropport's warehouses, bought ahead from the catalogue or sent in, and
 * allocated to the seller's orders before supplier dropshipping.
 *
 * A stock-keeping unit of a seller (`SellerSku`) is either a catalogue variant or the seller's own product (a code,
 * a name and a weight). Its stock is kept per warehouse: `onHand` units in the building, `reserved` of them held
 * for paid orders, `available` = onHand − reserved, and `inbound` units paid or shipped but not yet put away. Every
 * change of onHand or reserved is an append-only movement, so onHand is always the sum of the movements.
 *
 * Seller (signed in):
 * - GET  /api/cloud-warehouse/warehouses → CloudWarehouseList (active warehouses that hold seller stock)
 * - GET  /api/cloud-warehouse/inventory?warehouse&q&low&cursor&limit → InventoryPage
 * - PUT  /api/cloud-warehouse/skus/:skuId JSON SkuSettingsInput → InventorySku (the low-stock threshold)
 * - GET  /api/cloud-warehouse/settings → CloudSettings; PUT JSON CloudSettings → CloudSettings
 * - GET  /api/cloud-warehouse/offer/:productId → StockOffer (variants, price tiers, warehouses for buying ahead)
 * - POST /api/cloud-warehouse/purchases/quote JSON PurchaseInput → PurchaseQuote (nothing is bought)
 * - POST /api/cloud-warehouse/purchases JSON PurchaseRequest → StockPurchase (paid from the wallet, one invoice)
 * - GET  /api/cloud-warehouse/purchases?status&cursor&limit → StockPurchasePage (newest first)
 * - GET  /api/cloud-warehouse/movements?warehouse&kind&skuId&from&to&cursor&limit → StockMovementPage (newest first);
 *   /api/cloud-warehouse/movements.csv the same as CSV
 * - GET  /api/cloud-warehouse/inbound?status&cursor&limit → InboundPage; GET /api/cloud-warehouse/inbound/:id
 * - POST /api/cloud-warehouse/inbound JSON InboundInput → InboundShipment (a draft)
 * - PUT  /api/cloud-warehouse/inbound/:id JSON InboundInput → InboundShipment (only while draft)
 * - POST /api/cloud-warehouse/inbound/:id/ship JSON InboundShipInput → InboundShipment (draft → shipped)
 * - DELETE /api/cloud-warehouse/inbound/:id → 204 (only a draft)
 *
 * Admin:
 * - GET  /api/admin/cloud-warehouse/warehouses → AdminWarehouseList; POST JSON WarehouseInput → AdminWarehouse;
 *   PUT /api/admin/cloud-warehouse/warehouses/:code JSON WarehouseInput → AdminWarehouse
 * - GET  /api/admin/cloud-warehouse/purchases?status&cursor&limit → AdminStockPurchasePage (oldest first: a queue)
 * - POST /api/admin/cloud-warehouse/purchases/:id/put-away JSON PutAwayInput → AdminStockPurchase
 * - GET  /api/admin/cloud-warehouse/inbound?status&cursor&limit → AdminInboundPage (oldest first)
 * - POST /api/admin/cloud-warehouse/inbound/:id/receive JSON ReceiveInput → AdminInboundShipment (shipped → received)
 * - POST /api/admin/cloud-warehouse/inbound/:id/close → AdminInboundShipment (received → closed)
 * - GET  /api/admin/cloud-warehouse/inventory?userId&warehouse&q&low&cursor&limit → InventoryPage (one seller's)
 * - POST /api/admin/cloud-warehouse/adjustments JSON AdjustmentInput → InventoryRow
 * - GET  /api/admin/cloud-warehouse/tiers/:productId → PriceTiers; PUT JSON PriceTiers → PriceTiers
 * - GET  /api/admin/cloud-warehouse/audit?cursor&limit → WarehouseAuditPage (every admin action here, newest first)
 */

const PageQuery = {
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
};
const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const WarehouseCode = z
  .string()
  .trim()
  .min(2)
  .max(12)
  .transform((v) => v.toUpperCase());
const Quantity = z.number().int().min(1).max(100_000);
/** A flag in a query string: `true`/`1` or `false`/`0`. */
const QueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** A warehouse as a seller sees it when placing stock. */
export const CloudWarehouse = z.object({
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  /** Destinations it ships seller stock to (ISO codes), from its shipping template and its served list. */
  servesCountries: z.array(z.string()),
  /** Charged per unit shipped from the seller's stock, instead of the product's cost. */
  fulfilmentFeeCents: z.number().int(),
  /** Charged per unit on hand per month. */
  storageFeeCents: z.number().int(),
  /** Days from a purchase to its units being on hand (the reorder suggestions use it). */
  leadDays: z.number().int(),
});
export type CloudWarehouse = z.infer<typeof CloudWarehouse>;
export const CloudWarehouseList = z.object({ items: z.array(CloudWarehouse) });
export type CloudWarehouseList = z.infer<typeof CloudWarehouseList>;

/** A warehouse as the admin runs it. */
export const AdminWarehouse = CloudWarehouse.extend({
  region: z.string(),
  active: z.boolean(),
  /** The shipping template that prices parcels of seller stock from here; null: it holds no seller stock. */
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  /** The destinations the admin limited it to; empty: every destination its template ships to. */
  countries: z.array(z.string()),
  /** Units of seller stock on hand here, all sellers. */
  unitsOnHand: z.number().int(),
});
export type AdminWarehouse = z.infer<typeof AdminWarehouse>;
export const AdminWarehouseList = z.object({ items: z.array(AdminWarehouse) });
export type AdminWarehouseList = z.infer<typeof AdminWarehouseList>;

/** An admin creates or edits a warehouse (`code` only on create: it names the warehouse everywhere). */
export const WarehouseInput = z.object({
  code: WarehouseCode.optional(),
  name: z.string().trim().min(1).max(60),
  countryCode: z
    .string()
    .trim()
    .length(2)
    .transform((v) => v.toUpperCase()),
  region: z.string().trim().min(2).max(8).optional(),
  templateId: z.number().int().min(1).nullable(),
  countries: z
    .array(
      z
        .string()
        .trim()
        .length(2)
        .transform((v) => v.toUpperCase()),
    )
    .max(250),
  fulfilmentFeeCents: z.number().int().min(0).max(100_000),
  storageFeeCents: z.number().int().min(0).max(100_000),
  leadDays: z.number().int().min(0).max(365),
  active: z.boolean(),
});
export type WarehouseInput = z.input<typeof WarehouseInput>;

/** What to do when a paid order needs more of a SKU than the seller's stock has available. */
export const WHEN_SHORT = ['dropship', 'hold'] as const;
export const WhenShort = z.enum(WHEN_SHORT);
export type WhenShort = z.infer<typeof WhenShort>;
export const CloudSettings = z.object({ whenShort: WhenShort });
export type CloudSettings = z.infer<typeof CloudSettings>;

/** One SKU in one warehouse. */
export const InventoryRow = z.object({
  skuId: z.string(),
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The catalogue variant; null for the seller's own product. */
  variantId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  own: z.boolean(),
  weightG: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  /** Paid or shipped in and not yet put away. */
  inbound: z.number().int(),
  /** Average cost per unit on hand (what the seller paid; 0 for own goods sent in). */
  unitCostCents: z.number().int(),
  valueCents: z.number().int(),
  /** Units shipped to buyers from here in the last 30 days. */
  sold30d: z.number().int(),
  /** Days the available stock lasts at the last 30 days' pace; null when nothing sold. */
  daysOfCover: z.number().nullable(),
  lowStockThreshold: z.number().int().nullable(),
  /** Available is at or under the threshold. */
  low: z.boolean(),
  /** Units to buy now so the stock lasts the lead time plus 30 days at the current pace (0: enough). */
  suggestedReorder: z.number().int(),
});
export type InventoryRow = z.infer<typeof InventoryRow>;

export const InventoryQuery = z.object({
  warehouse: z.string().max(12).optional(),
  q: z.string().trim().max(100).optional(),
  low: QueryFlag,
  ...PageQuery,
});
export type InventoryQuery = z.input<typeof InventoryQuery>;
export const AdminInventoryQuery = InventoryQuery.extend({ userId: z.string().min(1).max(64) });
export type AdminInventoryQuery = z.input<typeof AdminInventoryQuery>;

export const InventoryTotals = z.object({
  skus: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  inbound: z.number().int(),
  valueCents: z.number().int(),
  lowCount: z.number().int(),
});
export type InventoryTotals = z.infer<typeof InventoryTotals>;
export const InventoryPage = z.object({
  items: z.array(InventoryRow),
  nextCursor: z.string().nullable(),
  /** Over every row of the seller in the warehouse asked (all when none), whatever the search or the low filter. */
  totals: InventoryTotals,
});
export type InventoryPage = z.infer<typeof InventoryPage>;

export const SkuSettingsInput = z.object({ lowStockThreshold: z.number().int().min(0).max(1_000_000).nullable() });
export type SkuSettingsInput = z.infer<typeof SkuSettingsInput>;
export const InventorySku = z.object({
  skuId: z.string(),
  sku: z.string(),
  name: z.string(),
  lowStockThreshold: z.number().int().nullable(),
});
export type InventorySku = z.infer<typeof InventorySku>;

/** A quantity price tier: from `minQuantity` units of one product in one purchase, `discountBp` off its cost. */
export const PriceTier = z.object({
  minQuantity: z.number().int().min(2).max(100_000),
  /** Basis points: 500 = 5 % off. */
  discountBp: z.number().int().min(1).max(9000),
});
export type PriceTier = z.infer<typeof PriceTier>;
export const PriceTiers = z.object({
  tiers: z.array(PriceTier).max(10),
});
export type PriceTiers = z.infer<typeof PriceTiers>;

/** What the seller may buy ahead of one product. */
export const StockOffer = z.object({
  productId: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  variants: z.array(
    z.object({
      variantId: z.number().int(),
      sku: z.string(),
      /** The option values, e.g. "Red / M". */
      label: z.string(),
      costCents: z.number().int(),
      weightG: z.number().int(),
    }),
  ),
  tiers: z.array(PriceTier),
  warehouses: z.array(CloudWarehouse),
});
export type StockOffer = z.infer<typeof StockOffer>;

export const PurchaseInput = z.object({
  warehouseCode: WarehouseCode,
  lines: z
    .array(z.object({ variantId: z.number().int().min(1), quantity: Quantity }))
    .min(1)
    .max(100),
});
export type PurchaseInput = z.input<typeof PurchaseInput>;
export const PurchaseRequest = PurchaseInput.extend({ idempotencyKey: IdempotencyKey });
export type PurchaseRequest = z.input<typeof PurchaseRequest>;

export const PurchaseQuoteLine = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  costCents: z.number().int(),
  /** The tier reached by the product's units in this purchase (0: none). */
  discountBp: z.number().int(),
  unitCents: z.number().int(),
  lineCents: z.number().int(),
});
export type PurchaseQuoteLine = z.infer<typeof PurchaseQuoteLine>;
export const PurchaseQuote = z.object({
  warehouseCode: z.string(),
  lines: z.array(PurchaseQuoteLine),
  units: z.number().int(),
  totalCents: z.number().int(),
  /** Saved by the tiers against paying the unit cost. */
  savedCents: z.number().int(),
  /** What these units cost to store per month once on hand. */
  storagePerMonthCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type PurchaseQuote = z.infer<typeof PurchaseQuote>;

export const PURCHASE_STATUSES = ['paid', 'partially_put_away', 'put_away'] as const;
export const PurchaseStatus = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof PurchaseStatus>;

export const StockPurchase = z.object({
  id: z.string(),
  number: z.string(),
  status: PurchaseStatus,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  lines: z.array(
    z.object({
      variantId: z.number().int(),
      skuId: z.string(),
      sku: z.string(),
      title: z.string(),
      image: z.string().nullable(),
      quantity: z.number().int(),
      putAwayQuantity: z.number().int(),
      unitCents: z.number().int(),
      lineCents: z.number().int(),
    }),
  ),
  units: z.number().int(),
  totalCents: z.number().int(),
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
  putAwayAt: z.string().nullable(),
});
export type StockPurchase = z.infer<typeof StockPurchase>;
export const StockPurchaseQuery = z.object({ status: PurchaseStatus.optional(), ...PageQuery });
export type StockPurchaseQuery = z.input<typeof StockPurchaseQuery>;
export const StockPurchasePage = z.object({ items: z.array(StockPurchase), nextCursor: z.string().nullable() });
export type StockPurchasePage = z.infer<typeof StockPurchasePage>;

/** The admin's queue shows whose purchase it is. */
export const AdminStockPurchase = StockPurchase.extend({ sellerId: z.string(), sellerEmail: z.string() });
export type AdminStockPurchase = z.infer<typeof AdminStockPurchase>;
export const AdminStockPurchasePage = z.object({ items: z.array(AdminStockPurchase), nextCursor: z.string().nullable() });
export type AdminStockPurchasePage = z.infer<typeof AdminStockPurchasePage>;

/** The admin confirms units on the shelf: some or all of what is still to put away, per variant. */
export const PutAwayInput = z.object({
  lines: z
    .array(z.object({ variantId: z.number().int().min(1), quantity: Quantity }))
    .min(1)
    .max(100),
  idempotencyKey: IdempotencyKey.optional(),
});
export type PutAwayInput = z.input<typeof PutAwayInput>;

/**
 * Why stock moved: a purchase put away, own goods received, units held for a paid order, given back when it was
 * cancelled or refunded, shipped to the buyer, an admin's correction, goods returned to the seller.
 */
export const MOVEMENT_KINDS = [
  'purchase_put_away',
  'inbound_received',
  'reserved',
  'released',
  'shipped',
  'adjusted',
  'returned',
] as const;
export const MovementKind = z.enum(MOVEMENT_KINDS);
export type MovementKind = z.infer<typeof MovementKind>;

export const StockMovement = z.object({
  id: z.string(),
  at: z.string(),
  kind: MovementKind,
  skuId: z.string(),
  sku: z.string(),
  name: z.string(),
  warehouseCode: z.string(),
  onHandDelta: z.number().int(),
  reservedDelta: z.number().int(),
  onHandAfter: z.number().int(),
  reservedAfter: z.number().int(),
  /** The order, purchase or inbound shipment number it was for; null for an adjustment. */
  reference: z.string().nullable(),
  /** The admin's reason (adjustments, returns). */
  reason: z.string().nullable(),
});
export type StockMovement = z.infer<typeof StockMovement>;
export const MovementQuery = z.object({
  warehouse: z.string().max(12).optional(),
  kind: MovementKind.optional(),
  skuId: z.string().max(64).optional(),
  from: DateOnly.optional(),
  to: DateOnly.optional(),
  ...PageQuery,
});
export type MovementQuery = z.input<typeof MovementQuery>;
export const StockMovementPage = z.object({ items: z.array(StockMovement), nextCursor: z.string().nullable() });
export type StockMovementPage = z.infer<typeof StockMovementPage>;
/** The movements CSV's columns: `kind` as a code, `description` the same in the reader's language. */
export const MOVEMENT_CSV_COLUMNS = [
  'date',
  'kind',
  'description',
  'sku',
  'name',
  'warehouse',
  'on_hand_change',
  'reserved_change',
  'on_hand_after',
  'reserved_after',
  'reference',
  'reason',
] as const;

export const ADJUSTMENT_KINDS = ['adjusted', 'returned'] as const;
/** An admin corrects a seller's stock (a count, damage) or returns goods to the seller, with the reason. */
export const AdjustmentInput = z.object({
  userId: z.string().min(1).max(64),
  skuId: z.string().min(1).max(64),
  warehouseCode: WarehouseCode,
  kind: z.enum(ADJUSTMENT_KINDS).default('adjusted'),
  /** Units added (positive) or taken away (negative); a return is taken away. */
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((v) => v !== 0),
  reason: z.string().trim().min(3).max(300),
  idempotencyKey: IdempotencyKey.optional(),
});
export type AdjustmentInput = z.input<typeof AdjustmentInput>;

export const INBOUND_STATUSES = ['draft', 'shipped', 'received', 'closed'] as const;
export const InboundStatus = z.enum(INBOUND_STATUSES);
export type InboundStatus = z.infer<typeof InboundStatus>;

/** A line of an inbound shipment: a catalogue variant, or the seller's own product (new, or one sent before). */
export const InboundLineInput = z.object({
  variantId: z.number().int().min(1).optional(),
  skuId: z.string().max(64).optional(),
  own: z
    .object({
      code: z
        .string()
        .trim()
        .min(2)
        .max(40)
        .regex(/^[A-Za-z0-9._/-]+$/),
      name: z.string().trim().min(1).max(120),
      weightG: z.number().int().min(1).max(100_000),
    })
    .optional(),
  quantity: Quantity,
});
export type InboundLineInput = z.input<typeof InboundLineInput>;
export const InboundInput = z.object({
  warehouseCode: WarehouseCode,
  carrier: z.string().trim().max(60).nullable().optional(),
  trackingNumber: z.string().trim().max(60).nullable().optional(),
  expectedAt: DateOnly.nullable().optional(),
  note: z.string().trim().max(500).nullable().optional(),
  lines: z.array(InboundLineInput).min(1).max(100),
});
export type InboundInput = z.input<typeof InboundInput>;
export const InboundShipInput = z.object({
  carrier: z.string().trim().min(1).max(60),
  trackingNumber: z.string().trim().min(1).max(60),
  expectedAt: DateOnly.nullable().optional(),
});
export type InboundShipInput = z.input<typeof InboundShipInput>;

export const InboundShipment = z.object({
  id: z.string(),
  number: z.string(),
  status: InboundStatus,
  warehouseCode: z.string(),
  warehouseName: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  expectedAt: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(
    z.object({
      skuId: z.string(),
      sku: z.string(),
      name: z.string(),
      own: z.boolean(),
      quantity: z.number().int(),
      /** Counted on arrival; null until received. */
      receivedQuantity: z.number().int().nullable(),
    }),
  ),
  units: z.number().int(),
  /** The lines whose count differs from what was sent (received shipments only). */
  discrepancies: z.array(
    z.object({
      skuId: z.string(),
      sku: z.string(),
      expected: z.number().int(),
      received: z.number().int(),
      difference: z.number().int(),
    }),
  ),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type InboundShipment = z.infer<typeof InboundShipment>;
export const InboundQuery = z.object({ status: InboundStatus.optional(), ...PageQuery });
export type InboundQuery = z.input<typeof InboundQuery>;
export const InboundPage = z.object({ items: z.array(InboundShipment), nextCursor: z.string().nullable() });
export type InboundPage = z.infer<typeof InboundPage>;
export const AdminInboundShipment = InboundShipment.extend({ sellerId: z.string(), sellerEmail: z.string() });
export type AdminInboundShipment = z.infer<typeof AdminInboundShipment>;
export const AdminInboundPage = z.object({ items: z.array(AdminInboundShipment), nextCursor: z.string().nullable() });
export type AdminInboundPage = z.infer<typeof AdminInboundPage>;

/** The admin's count of what arrived, per SKU of the shipment (every line counted; 0 for a missing one). */
export const ReceiveInput = z.object({
  lines: z
    .array(z.object({ skuId: z.string().min(1).max(64), receivedQuantity: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(100),
});
export type ReceiveInput = z.input<typeof ReceiveInput>;

/** One admin action on the warehouse side, for the audit list. */
export const WarehouseAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  /** A warehouse code, purchase, shipment or seller the action was on. */
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type WarehouseAuditEntry = z.infer<typeof WarehouseAuditEntry>;
export const WarehouseAuditPage = z.object({ items: z.array(WarehouseAuditEntry), nextCursor: z.string().nullable() });
export type WarehouseAuditPage = z.infer<typeof WarehouseAuditPage>;

/** Where one order line ships from, and why (shown in the order drawer). */
export const LINE_SOURCE_REASONS = [
  /** From the seller's stock in `warehouse` (`available` units there when priced). */
  'own_stock',
  /** The seller holds none of this SKU: the supplier ships it. */
  'no_own_stock',
  /** The seller's stock of it is in warehouses that do not ship to the country. */
  'not_served',
  /** The seller's stock that ships there has fewer units available than the line needs. */
  'short',
] as const;
export const LineSourceReason = z.enum(LINE_SOURCE_REASONS);
export type LineSourceReason = z.infer<typeof LineSourceReason>;
export const LineSource = z.object({
  /** `stock`: the seller's own units; `supplier`: dropshipped from the catalogue's supplier. */
  from: z.enum(['stock', 'supplier']),
  warehouseCode: z.string().nullable(),
  warehouseName: z.string().nullable(),
  reason: LineSourceReason,
  /** Units available in the warehouse chosen (own_stock) or the best one that ships there (short). */
  available: z.number().int().nullable(),
  /** The fulfilment fee charged for this line (own stock), cents. */
  feeCents: z.number().int(),
});
export type LineSource = z.infer<typeof LineSource>;
