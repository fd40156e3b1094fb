import { z } from 'zod';
import { formNumber } from './form.js';
import { LineSource } from './cloud-warehouse.js';
import { CountryCode } from './regions.js';

/**
 * Orders: store orders (from linked stores) and manual orders, paid from the wallet in USD cents, fulfilled by the
 * supply side and tracked back to the store. One transition table, shared by server and console, says which status
 * may follow which; every move is recorded with who made it and when.
 */
/*
 * ## Orders HTTP API (the shapes are the schemas below)
 * All money is USD cents (format with the project's money helpers in apps/web/src/lib). Errors are `{code, message, params}` with a localized `message` (the http client in apps/web/src/lib/http already shows/throws them — see how other features handle errors).
 *
 * Seller (signed-in seller; the server only returns the caller's own orders):
 * - GET  /api/orders?status=&source=&storeId=&country=&from=YYYY-MM-DD&to=&q=&cursor=&limit=  → OrderPage `{items: OrderSummary[], nextCursor}` newest first. `status` may be one status or a comma list (e.g. `shipped,delivered`). `source` is `store` (the /orders pages) or `manual` (the /manualOrders pages).
 * - GET  /api/orders/counts?(same filters, without status/cursor/limit) → OrderCounts `{counts: {on_hold: n, awaiting_payment: n, ...}}` (every status present).
 * - GET  /api/orders/:id → OrderDetail (address, addressProblems, items, shippingOptions, costs, events timeline, checkpoints, tracking, fulfillmentSync).
 * - PATCH /api/orders/:id  JSON `{address?: OrderAddressInput, shippingMethodCode?: string}` → OrderDetail (only in statuses SELLER_ACTIONS.edit).
 * - POST /api/orders/:id/map JSON `{itemId, variantId}` → OrderDetail (maps an unmapped store line to a Dropport catalogue variant id; the order leaves hold when all lines are mapped).
 * - POST /api/orders/pay JSON `{orderIds: string[], idempotencyKey?}` (1–100; a repeated key answers the first result) → PayOrdersResult `{results: [{orderId, orderNo, paid, alreadyPaid, amountCents, error: {code, params, message}|null}], paidCount, paidCents, balanceCents}` (a 200 even when some are refused — show per order what was paid and what was refused and why).
 * - POST /api/orders/:id/cancel JSON `{reason?}` → OrderDetail (a paid order is refunded to the balance; status becomes `refunded`, unpaid becomes `cancelled`).
 * - POST /api/orders/sync JSON `{storeId?}` → `{stores, received, changed}` ("Sync orders now" pulls orders the store webhooks may have missed).
 * - GET /api/wallet answers the available balance shown next to "Pay".
 * - GET /api/stores (see features/stores or features/listings/api/seller-stores.ts) lists the seller's stores for the store filter.
 * - GET /v1/dataRegion/country etc. exist (features/settings or shipping use them) for a country select.
 *
 * Admin (role admin; the server checks it):
 * - GET  /api/admin/orders?(same filters as seller, plus userId) → AdminOrderPage (items have sellerId, sellerEmail).
 * - GET  /api/admin/orders/counts?(filters) → OrderCounts.
 * - GET  /api/admin/orders/:id → OrderDetail.
 * - POST /api/admin/orders/:id/process → OrderDetail (paid → processing)
 * - POST /api/admin/orders/:id/ship JSON ShipOrder `{carrier, trackingNumber, trackingUrl?}` → OrderDetail (paid|processing → shipped; the server pushes the fulfillment to the store)
 * - POST /api/admin/orders/:id/deliver → OrderDetail
 * - POST /api/admin/orders/:id/hold JSON `{reason}` → OrderDetail (the seller sees the reason as holdNote)
 * - POST /api/admin/orders/:id/release → OrderDetail
 * - POST /api/admin/orders/:id/cancel JSON `{reason}` → OrderDetail (refunds if paid)
 * - POST /api/admin/orders/:id/checkpoints JSON AddCheckpoint `{at (ISO datetime), location, description}` → OrderDetail
 * - POST /api/admin/orders/tracking  body = the CSV text with Content-Type text/csv, or an .xlsx workbook (its first sheet) with Content-Type XLSX_CONTENT_TYPE (columns TRACKING_CSV_COLUMNS: order_no,carrier,tracking_number,tracking_url) → TrackingImportResult `{shipped, errors: [{row, code, message}]}`; 400 TRACKING_CSV_INVALID with params.errors = the same list when any row is wrong (then nothing was shipped).
 * - GET  /api/admin/orders/tracking-template.csv → a CSV template to download.
 * Which actions a status allows: SELLER_ACTIONS / ADMIN_ACTIONS and sellerMay()/adminMay() in contracts orders.ts — use them to enable buttons (never hard-code status lists in the UI).
 */
export const ORDER_STATUSES = [
  'on_hold',
  'awaiting_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Which status may follow which. `cancelled` ends an unpaid order; `refunded` ends a paid one (money back). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  on_hold: ['awaiting_payment', 'paid', 'processing', 'cancelled', 'refunded'],
  awaiting_payment: ['on_hold', 'paid', 'cancelled'],
  paid: ['processing', 'shipped', 'on_hold', 'refunded'],
  processing: ['shipped', 'on_hold', 'refunded'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The seller's tabs on /orders (shipped and delivered live on /orders/shipped). */
export const SELLER_ORDER_TABS = ['on_hold', 'awaiting_payment', 'paid', 'processing', 'cancelled', 'refunded'] as const;
export const SHIPPED_ORDER_STATUSES = ['shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/** What a seller may do to an order in a status (the server checks the same table). */
export const SELLER_ACTIONS = {
  pay: ['awaiting_payment'],
  edit: ['on_hold', 'awaiting_payment'],
  cancel: ['on_hold', 'awaiting_payment', 'paid'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type SellerOrderAction = keyof typeof SELLER_ACTIONS;

/** What the supply side (admins) may do to an order in a status. */
export const ADMIN_ACTIONS = {
  process: ['paid'],
  ship: ['paid', 'processing'],
  deliver: ['shipped'],
  hold: ['awaiting_payment', 'paid', 'processing'],
  release: ['on_hold'],
  cancel: ['on_hold', 'awaiting_payment', 'paid', 'processing'],
  checkpoint: ['processing', 'shipped'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type AdminOrderAction = keyof typeof ADMIN_ACTIONS;

export function sellerMay(action: SellerOrderAction, status: OrderStatus): boolean {
  return (SELLER_ACTIONS[action] as readonly OrderStatus[]).includes(status);
}
export function adminMay(action: AdminOrderAction, status: OrderStatus): boolean {
  return (ADMIN_ACTIONS[action] as readonly OrderStatus[]).includes(status);
}

/** Why an order waits on hold (the console says what to do about each). */
/**
 * Why an order waits: a line not linked to the catalogue, a bad address, no method ships there, the supplier is out
 * of stock, the supply side holds it, or (the seller's choice) the seller's own warehouse stock is short.
 */
export const HOLD_REASONS = [
  'unmapped_items',
  'address_invalid',
  'shipping_unavailable',
  'out_of_stock',
  'supplier',
  'stock_short',
] as const;
export const HoldReason = z.enum(HOLD_REASONS);
export type HoldReason = z.infer<typeof HoldReason>;

/** A problem the address check found, by field. */
export const ADDRESS_PROBLEMS = [
  'country_missing',
  'country_unknown',
  'province_unknown',
  'province_missing',
  'postal_code_invalid',
  'phone_invalid',
  'address_missing',
  'city_missing',
  'name_missing',
] as const;
export const AddressProblem = z.enum(ADDRESS_PROBLEMS);
export type AddressProblem = z.infer<typeof AddressProblem>;

export const OrderSource = z.enum(['store', 'manual']);
export type OrderSource = z.infer<typeof OrderSource>;

export const OrderAddress = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  provinceCode: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), text(max).nullable().optional());

/** An address as a seller types it (edit before payment, manual orders, CSV rows). */
export const OrderAddressInput = z.object({
  name: text(120).min(1),
  company: optionalText(120),
  address1: text(200).min(1),
  address2: optionalText(200),
  city: text(120).min(1),
  province: optionalText(120),
  provinceCode: optionalText(10),
  postalCode: optionalText(20),
  countryCode: CountryCode,
  phone: optionalText(40),
});
export type OrderAddressInput = z.input<typeof OrderAddressInput>;

export const OrderItem = z.object({
  id: z.string(),
  title: z.string(),
  variantTitle: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  image: z.string().nullable(),
  /** The Dropport product and variant the line maps to; null until mapped (the order waits on hold). */
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  /** Supplier cost per unit, USD cents (null while unmapped). */
  unitCostCents: z.number().int().nullable(),
  /** What the buyer paid per unit in the store, store currency minor units (null for manual orders). */
  storeUnitPriceMinor: z.number().int().nullable(),
  /** The seller's own product (cloud warehouse SKU) the line maps to, instead of a catalogue variant. */
  sellerSkuId: z.string().nullable(),
  /** Where the line ships from (the seller's warehouse stock or the supplier) and why; null while unmapped. */
  source: LineSource.nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** What the seller pays for an order, USD cents. */
export const OrderCosts = z.object({
  productsCents: z.number().int(),
  shippingCents: z.number().int(),
  praiseCardCents: z.number().int(),
  otherFeesCents: z.number().int(),
  totalCents: z.number().int(),
});
export type OrderCosts = z.infer<typeof OrderCosts>;

export const OrderStore = z.object({ id: z.string(), name: z.string(), shopDomain: z.string() });

export const OrderSummary = z.object({
  id: z.string(),
  orderNo: z.string(),
  source: OrderSource,
  store: OrderStore.nullable(),
  /** The store's own name for the order, e.g. "#1001". */
  storeOrderName: z.string().nullable(),
  status: OrderStatus,
  holdReason: HoldReason.nullable(),
  holdNote: z.string().nullable(),
  customerName: z.string(),
  countryCode: z.string().nullable(),
  /** How many lines (products × variants) the order has. */
  itemCount: z.number().int(),
  firstItemTitle: z.string().nullable(),
  firstItemImage: z.string().nullable(),
  shippingMethodCode: z.string().nullable(),
  costs: OrderCosts,
  currency: z.literal('USD'),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Whether the tracking reached the store as a fulfillment. */
  fulfillmentSync: z.enum(['none', 'pending', 'sent', 'failed']),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** What an order event records (the console names each). */
export const ORDER_EVENT_ACTIONS = [
  'created',
  'store_updated',
  'store_cancelled',
  'address_changed',
  'shipping_changed',
  'item_mapped',
  'repriced',
  'paid',
  'auto_paid',
  'cancelled',
  'refunded',
  'processing',
  'shipped',
  'delivered',
  'held',
  'released',
  'claim_opened',
  'claim_refunded',
  'claim_resent',
  'claim_rejected',
] as const;

export const OrderEvent = z.object({
  id: z.string(),
  from: OrderStatus.nullable(),
  to: OrderStatus,
  /** What happened: one of ORDER_EVENT_ACTIONS (a later version may add more). */
  action: z.string(),
  actor: z.enum(['seller', 'admin', 'system', 'store']),
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const TrackingCheckpoint = z.object({
  id: z.string(),
  at: z.string(),
  location: z.string(),
  description: z.string(),
});
export type TrackingCheckpoint = z.infer<typeof TrackingCheckpoint>;

export const OrderDetail = OrderSummary.extend({
  customerEmail: z.string().nullable(),
  address: OrderAddress.nullable(),
  addressProblems: z.array(AddressProblem),
  items: z.array(OrderItem),
  /** Methods that can carry every item to the address, cheapest first (empty when none or unmapped). */
  shippingOptions: z.array(
    z.object({
      methodCode: z.string(),
      methodName: z.string(),
      costCents: z.number().int(),
      daysMin: z.number().int(),
      daysMax: z.number().int(),
    }),
  ),
  iossNumber: z.string().nullable(),
  storeCurrency: z.string().nullable(),
  storeTotalMinor: z.number().int().nullable(),
  refundedCents: z.number().int(),
  invoiceId: z.string().nullable(),
  fulfillmentError: z.string().nullable(),
  checkpoints: z.array(TrackingCheckpoint),
  events: z.array(OrderEvent),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/orders (seller) and /api/admin/orders: newest first, keyset cursor. */
export const OrderListQuery = z.object({
  /** One status, or a comma list (shipped,delivered). */
  status: z.string().max(100).optional(),
  source: OrderSource.optional(),
  /** Orders on hold for this reason (the Workplace's to-dos link here). */
  holdReason: HoldReason.optional(),
  storeId: z.string().max(40).optional(),
  country: CountryCode.optional(),
  from: DateOnly.optional(),
  to: DateOnly.optional(),
  /** Orders paid between these days of the seller (both included; the Workplace's figures link here). */
  paidFrom: DateOnly.optional(),
  paidTo: DateOnly.optional(),
  /** Orders with a line of this catalogue product. */
  productId: formNumber(z.number().int().min(1)).optional(),
  /** Order number, store order name, customer name or email, SKU. */
  q: z.string().trim().max(100).optional(),
  /** Admin only: one seller's orders. */
  userId: z.string().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderPage = z.object({ items: z.array(OrderSummary), nextCursor: z.string().nullable() });
export type OrderPage = z.infer<typeof OrderPage>;

/** GET /api/orders/counts: how many orders per status under the same filters (the tabs' badges). */
export const OrderCounts = z.object({ counts: z.record(OrderStatus, z.number().int()) });
export type OrderCounts = z.infer<typeof OrderCounts>;

export const OrderParams = z.object({ id: z.string().min(1).max(40) });

/** POST /api/orders/pay: pay many orders from the balance; each is paid once or refused with a reason. */
export const PayOrdersRequest = z.object({
  orderIds: z.array(z.string().min(1).max(40)).min(1).max(100),
  /**
   * One per pay attempt (the console makes one per dialog): a repeat of the key with the same orders (a double click,
   * a retry after a lost answer) is answered with the first attempt's result, and pays nothing more.
   */
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});
export type PayOrdersRequest = z.infer<typeof PayOrdersRequest>;

export const PayOrderResult = z.object({
  orderId: z.string(),
  orderNo: z.string().nullable(),
  paid: z.boolean(),
  /** Paid before this request: nothing moved now. */
  alreadyPaid: z.boolean(),
  amountCents: z.number().int(),
  /** Why it was refused: an error code with its params and message in the caller's language. */
  error: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()), message: z.string() }).nullable(),
});
export type PayOrderResult = z.infer<typeof PayOrderResult>;

export const PayOrdersResult = z.object({
  results: z.array(PayOrderResult),
  paidCount: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type PayOrdersResult = z.infer<typeof PayOrdersResult>;

/** PATCH /api/orders/:id: the address and/or the shipping method, before payment. */
export const OrderEdit = z
  .object({
    address: OrderAddressInput.optional(),
    shippingMethodCode: z.string().trim().min(1).max(40).optional(),
  })
  .refine((v) => v.address !== undefined || v.shippingMethodCode !== undefined, { message: 'nothing to change' });
export type OrderEdit = z.input<typeof OrderEdit>;

/**
 * POST /api/orders/:id/map: map a store line to a Dropport variant, or to one of the seller's own products held in the
 * cloud warehouse (`sellerSkuId`); the order leaves hold once every line maps.
 */
export const OrderItemMapping = z
  .object({
    itemId: z.string().min(1).max(40),
    variantId: formNumber(z.number().int().positive()).optional(),
    sellerSkuId: z.string().min(1).max(40).optional(),
  })
  .refine((m) => (m.variantId === undefined) !== (m.sellerSkuId === undefined), {
    message: 'Give a variant or one of your own SKUs',
    path: ['variantId'],
  });
export type OrderItemMapping = z.infer<typeof OrderItemMapping>;

export const OrderCancel = z.object({ reason: z.string().trim().max(500).optional() });

/** POST /api/orders/sync: pull the store orders a webhook may have missed (all stores, or one). */
export const OrderSyncRequest = z.object({ storeId: z.string().max(40).optional() });
export const OrderSyncResult = z.object({ stores: z.number().int(), received: z.number().int(), changed: z.number().int() });
export type OrderSyncResult = z.infer<typeof OrderSyncResult>;

// ---- Admin fulfilment ----

export const AdminOrderSummary = OrderSummary.extend({ sellerId: z.string(), sellerEmail: z.string() });
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export const AdminOrderDetail = OrderDetail.extend({ sellerId: z.string(), sellerEmail: z.string() });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
export const AdminOrderPage = z.object({ items: z.array(AdminOrderSummary), nextCursor: z.string().nullable() });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const TRACKING_NUMBER_MAX = 60;
const TrackingNumber = z
  .string()
  .trim()
  .min(4)
  .max(TRACKING_NUMBER_MAX)
  .regex(/^[A-Za-z0-9-]+$/);

/** POST /api/admin/orders/:id/ship: the parcel left with a carrier. */
export const ShipOrder = z.object({
  carrier: z.string().trim().min(1).max(60),
  trackingNumber: TrackingNumber,
  /** The carrier's tracking page for this parcel; the seller's track setting may replace it for the store. */
  trackingUrl: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s]+$/i)
      .nullable()
      .optional(),
  ),
});
export type ShipOrder = z.input<typeof ShipOrder>;

export const HoldOrder = z.object({ reason: z.string().trim().min(1).max(500) });
export const AdminCancelOrder = z.object({ reason: z.string().trim().min(1).max(500) });

export const AddCheckpoint = z.object({
  at: z.iso.datetime({ offset: true }),
  location: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(300),
});
export type AddCheckpoint = z.input<typeof AddCheckpoint>;

/**
 * The Content-Type of an .xlsx workbook: each of the CSV uploads (tracking, checkpoints, manual orders) takes one
 * instead of CSV text, and reads its first sheet.
 */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The columns of the tracking CSV the admin uploads: one parcel per row (tracking_url may be empty). */
export const TRACKING_CSV_COLUMNS = ['order_no', 'carrier', 'tracking_number', 'tracking_url'] as const;

/**
 * The columns of the checkpoints CSV (POST /api/admin/orders/checkpoints, text/csv or .xlsx; template at
 * GET /api/admin/orders/checkpoint-template.csv): one checkpoint per row, `at` in ISO 8601 or "YYYY-MM-DD HH:MM"
 * (UTC). Answers {added}; 400 TRACKING_CSV_INVALID with params.errors as for tracking.
 */
export const CHECKPOINT_CSV_COLUMNS = ['order_no', 'at', 'location', 'description'] as const;
export const CheckpointImportResult = z.object({ added: z.number().int() });

export const TrackingImportResult = z.object({
  shipped: z.number().int(),
  /** Spreadsheet row numbers (the header is row 1) with what was wrong; nothing is written when any row is wrong. */
  errors: z.array(z.object({ row: z.number().int(), code: z.string(), message: z.string() })),
});
export type TrackingImportResult = z.infer<typeof TrackingImportResult>;

// ---- Manual orders ----

/** One line of a manual order: a catalogue variant and how many. */
export const ManualOrderLine = z.object({
  variantId: formNumber(z.number().int().positive()),
  quantity: formNumber(z.number().int().min(1).max(999)),
});

/**
 * POST /api/orders/manual (create) and /api/orders/manual/quote (price it first): the variants, the address, and
 * optionally the method (else the seller's rule for the country, else the cheapest).
 */
export const ManualOrderCreate = z.object({
  items: z.array(ManualOrderLine).min(1).max(50),
  address: OrderAddressInput,
  customerEmail: z.preprocess((v) => (v === '' ? undefined : v), z.email().max(200).optional()),
  shippingMethodCode: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(40).optional()),
});
export type ManualOrderCreate = z.input<typeof ManualOrderCreate>;

export const ManualOrderQuote = z.object({
  addressProblems: z.array(AddressProblem),
  shippingOptions: OrderDetail.shape.shippingOptions,
  shippingMethodCode: z.string().nullable(),
  costs: OrderCosts,
  items: z.array(
    z.object({
      variantId: z.number().int(),
      productId: z.number().int(),
      title: z.string(),
      sku: z.string(),
      image: z.string().nullable(),
      quantity: z.number().int(),
      unitCostCents: z.number().int(),
      stock: z.number().int(),
    }),
  ),
});
export type ManualOrderQuote = z.infer<typeof ManualOrderQuote>;

/**
 * The columns of the manual orders CSV (GET /api/orders/manual/template.csv): one line item per row; rows sharing
 * `order_ref` make one order (its address from its first row). POST /api/orders/manual/import with the CSV text
 * (Content-Type text/csv) or an .xlsx workbook (XLSX_CONTENT_TYPE) creates every order or none: 400 ORDER_CSV_INVALID
 * with params.errors [{row, code, message}]
 * (row = the spreadsheet row, the header being row 1).
 */
export const MANUAL_ORDER_CSV_COLUMNS = [
  'order_ref',
  'name',
  'company',
  'address1',
  'address2',
  'city',
  'province_code',
  'postal_code',
  'country_code',
  'phone',
  'email',
  'sku',
  'quantity',
  'shipping_method',
] as const;

export const CsvRowError = z.object({ row: z.number().int(), code: z.string(), message: z.string() });
export type CsvRowError = z.infer<typeof CsvRowError>;

export const ManualOrderImportResult = z.object({ created: z.number().int(), orderIds: z.array(z.string()) });
export type ManualOrderImportResult = z.infer<typeof ManualOrderImportResult>;
