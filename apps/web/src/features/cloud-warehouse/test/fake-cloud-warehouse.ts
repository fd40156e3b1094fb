import type {
  CloudWarehouse,
  InboundShipment,
  InventoryRow,
  StockMovement,
  StockOffer,
  StockPurchase,
} from '@dropport/contracts';

/** Two warehouses: Los Angeles (US, Canada) and Rotterdam (eight EU countries). */
export const WAREHOUSES: CloudWarehouse[] = [
  {
    code: 'US1',
    name: 'Los Angeles',
    countryCode: 'US',
    servesCountries: ['US', 'CA'],
    fulfilmentFeeCents: 150,
    storageFeeCents: 20,
    leadDays: 7,
  },
  {
    code: 'EU1',
    name: 'Rotterdam',
    countryCode: 'NL',
    servesCountries: ['NL', 'DE', 'FR', 'ES', 'IT', 'BE', 'AT', 'PT'],
    fulfilmentFeeCents: 180,
    storageFeeCents: 25,
    leadDays: 10,
  },
];

export const COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['NL', 'Netherlands'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['BE', 'Belgium'],
  ['AT', 'Austria'],
  ['PT', 'Portugal'],
].map(([code, name]) => ({ code: code!, name: name!, phoneCode: '1', currency: 'USD', eu: false, flag: '' }));

/** A yoga mat variant held in Los Angeles: 40 on hand, 5 reserved, selling 30 a month. */
export function aRow(overrides: Partial<InventoryRow> = {}): InventoryRow {
  return {
    skuId: 'sku-1',
    sku: 'DP000042-01',
    name: 'Anti-Slip Yoga Mat · Blue',
    image: '/art/a.svg',
    variantId: 1,
    productId: 42,
    own: false,
    weightG: 300,
    warehouseCode: 'US1',
    warehouseName: 'Los Angeles',
    onHand: 40,
    reserved: 5,
    available: 35,
    inbound: 0,
    unitCostCents: 950,
    valueCents: 38_000,
    sold30d: 30,
    daysOfCover: 35,
    lowStockThreshold: null,
    low: false,
    suggestedReorder: 0,
    ...overrides,
  };
}

/** What a seller may buy ahead of the yoga mat: three colours at $10 to $12, two tiers, both warehouses. */
export function anOffer(overrides: Partial<StockOffer> = {}): StockOffer {
  return {
    productId: 42,
    title: 'Anti-Slip Yoga Mat',
    image: '/art/a.svg',
    variants: [
      { variantId: 1, sku: 'DP000042-01', label: 'Blue', costCents: 1000, weightG: 300 },
      { variantId: 2, sku: 'DP000042-02', label: 'Pink', costCents: 1100, weightG: 300 },
      { variantId: 3, sku: 'DP000042-03', label: 'Green', costCents: 1200, weightG: 300 },
    ],
    tiers: [
      { minQuantity: 10, discountBp: 500 },
      { minQuantity: 50, discountBp: 1000 },
    ],
    warehouses: WAREHOUSES,
    ...overrides,
  };
}

export function aPurchase(overrides: Partial<StockPurchase> = {}): StockPurchase {
  return {
    id: 'sp1',
    number: 'SP-2026-000001',
    status: 'partially_put_away',
    warehouseCode: 'US1',
    warehouseName: 'Los Angeles',
    lines: [
      {
        variantId: 1,
        skuId: 'sku-1',
        sku: 'DP000042-01',
        title: 'Anti-Slip Yoga Mat',
        image: null,
        quantity: 20,
        putAwayQuantity: 12,
        unitCents: 950,
        lineCents: 19_000,
      },
    ],
    units: 20,
    totalCents: 19_000,
    invoiceId: 'inv-1',
    createdAt: '2026-11-02T10:00:00.000Z',
    putAwayAt: null,
    ...overrides,
  };
}

export function aShipment(overrides: Partial<InboundShipment> = {}): InboundShipment {
  return {
    id: 'in1',
    number: 'IN-2026-000001',
    status: 'draft',
    warehouseCode: 'US1',
    warehouseName: 'Los Angeles',
    carrier: null,
    trackingNumber: null,
    expectedAt: null,
    note: null,
    lines: [{ skuId: 'sku-own', sku: 'MY-CUP', name: 'Ceramic cup', own: true, quantity: 10, receivedQuantity: null }],
    units: 10,
    discrepancies: [],
    createdAt: '2026-11-05T09:00:00.000Z',
    shippedAt: null,
    receivedAt: null,
    closedAt: null,
    ...overrides,
  };
}

/** A shipment the warehouse counted one unit short of. */
export function aShortShipment(): InboundShipment {
  return aShipment({
    id: 'in2',
    number: 'IN-2026-000002',
    status: 'received',
    carrier: 'UPS',
    trackingNumber: '1Z999',
    lines: [
      { skuId: 'sku-own', sku: 'MY-CUP', name: 'Ceramic cup', own: true, quantity: 10, receivedQuantity: 9 },
      { skuId: 'sku-1', sku: 'DP000042-01', name: 'Anti-Slip Yoga Mat · Blue', own: false, quantity: 5, receivedQuantity: 5 },
    ],
    units: 15,
    discrepancies: [{ skuId: 'sku-own', sku: 'MY-CUP', expected: 10, received: 9, difference: -1 }],
    shippedAt: '2026-11-06T09:00:00.000Z',
    receivedAt: '2026-11-12T09:00:00.000Z',
  });
}

export function aMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: 'mv1',
    at: '2026-11-10T12:00:00.000Z',
    kind: 'shipped',
    skuId: 'sku-1',
    sku: 'DP000042-01',
    name: 'Anti-Slip Yoga Mat · Blue',
    warehouseCode: 'US1',
    onHandDelta: -2,
    reservedDelta: -2,
    onHandAfter: 40,
    reservedAfter: 5,
    reference: 'DP1000101',
    reason: null,
    ...overrides,
  };
}
