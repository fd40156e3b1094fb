import type { Country, LineSource, OrderDetail, ShippingMethod, StoreView } from '@dropport/contracts';

export const COUNTRIES: Country[] = [
  { code: 'DE', name: 'Germany', phoneCode: '49', currency: 'EUR', eu: true, flag: '🇩🇪' },
  { code: 'PT', name: 'Portugal', phoneCode: '351', currency: 'EUR', eu: true, flag: '🇵🇹' },
];

export const METHODS: ShippingMethod[] = [
  { code: 'STD', name: 'Dropport Standard', carrier: 'PostNL', daysMin: 7, daysMax: 12 },
  { code: 'EXP', name: 'Dropport Express', carrier: 'DHL', daysMin: 3, daysMax: 5 },
];

export function aStore(overrides: Partial<StoreView> = {}): StoreView {
  return {
    id: 'ST1',
    platform: 'shopify',
    shopDomain: 'lisbon-linen.myshopify.com',
    name: 'Lisbon Linen',
    currency: 'EUR',
    status: 'active',
    linkedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    scopes: ['read_orders', 'write_fulfillments'],
    ...overrides,
  };
}

/** An order as GET /api/orders/:id answers it; the list answers its summary. */
export function anOrder(id: string, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id,
    orderNo: `DP-${id}`,
    source: 'store',
    store: { id: 'ST1', name: 'Lisbon Linen', shopDomain: 'lisbon-linen.myshopify.com' },
    storeOrderName: `#10${id}`,
    status: 'awaiting_payment',
    holdReason: null,
    holdNote: null,
    customerName: `Customer ${id}`,
    countryCode: 'DE',
    itemCount: 1,
    firstItemTitle: `Linen towel ${id}`,
    firstItemImage: `/img/${id}.svg`,
    shippingMethodCode: 'STD',
    costs: { productsCents: 1000, shippingCents: 300, praiseCardCents: 50, otherFeesCents: 0, totalCents: 1350 },
    currency: 'USD',
    carrier: null,
    trackingNumber: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    paidAt: null,
    shippedAt: null,
    updatedAt: '2026-11-21T09:00:00.000Z',
    customerEmail: 'buyer@example.com',
    address: {
      name: `Customer ${id}`,
      company: null,
      address1: 'Hauptstraße 1',
      address2: null,
      city: 'Berlin',
      province: null,
      provinceCode: null,
      postalCode: '10115',
      countryCode: 'DE',
      phone: '+49 30 1234567',
    },
    addressProblems: [],
    items: [
      {
        id: `${id}-i1`,
        title: `Linen towel ${id}`,
        variantTitle: 'Large / Sand',
        sku: 'TW-L',
        quantity: 1,
        image: `/img/${id}.svg`,
        productId: 7,
        variantId: 71,
        unitCostCents: 1000,
        storeUnitPriceMinor: 2499,
        sellerSkuId: null,
        source: null,
      },
    ],
    shippingOptions: [
      { methodCode: 'STD', methodName: 'Dropport Standard', costCents: 300, daysMin: 7, daysMax: 12 },
      { methodCode: 'EXP', methodName: 'Dropport Express', costCents: 900, daysMin: 3, daysMax: 5 },
    ],
    iossNumber: null,
    storeCurrency: 'EUR',
    storeTotalMinor: 2499,
    refundedCents: 0,
    invoiceId: null,
    trackingUrl: null,
    fulfillmentSync: 'none',
    fulfillmentError: null,
    deliveredAt: null,
    checkpoints: [],
    events: [
      {
        id: `${id}-e1`,
        from: null,
        to: 'awaiting_payment',
        action: 'created',
        actor: 'store',
        actorEmail: null,
        note: null,
        createdAt: '2026-11-21T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** A line's source: shipped from the seller's own stock in California, 12 units available there, $1.20 fulfilment. */
export function aStockSource(overrides: Partial<LineSource> = {}): LineSource {
  return {
    from: 'stock',
    warehouseCode: 'US-CA',
    warehouseName: 'California',
    reason: 'own_stock',
    available: 12,
    feeCents: 120,
    ...overrides,
  };
}
