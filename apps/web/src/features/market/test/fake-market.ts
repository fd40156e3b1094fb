import type {
  CategoryNode,
  Country,
  MarketPage,
  ProductCard,
  ProductDetail,
  ShippingQuote,
  Warehouse,
} from '@dropport/contracts';

export const COUNTRIES: Country[] = [
  { code: 'CN', name: 'China', phoneCode: '86', currency: 'CNY', eu: false, flag: '🇨🇳' },
  { code: 'DE', name: 'Germany', phoneCode: '49', currency: 'EUR', eu: true, flag: '🇩🇪' },
  { code: 'JP', name: 'Japan', phoneCode: '81', currency: 'JPY', eu: false, flag: '🇯🇵' },
  { code: 'US', name: 'United States', phoneCode: '1', currency: 'USD', eu: false, flag: '🇺🇸' },
];

export const WAREHOUSES: Warehouse[] = [
  { code: 'CN-SZ', name: 'Shenzhen', countryCode: 'CN', region: 'CN' },
  { code: 'US-CA', name: 'Los Angeles', countryCode: 'US', region: 'US' },
  { code: 'DE-FR', name: 'Frankfurt', countryCode: 'DE', region: 'EU' },
];

export const CATEGORIES: CategoryNode[] = [
  {
    id: 'sports',
    name: 'Sports & Fitness',
    children: [
      { id: 'sports-yoga', name: 'Yoga', children: [] },
      { id: 'sports-gym', name: 'Gym Equipment', children: [] },
    ],
  },
];

export function aCard(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    title: `Product ${id}`,
    image: `/api/art/1/20/thing-${id}.svg`,
    costMin: 1250,
    costMax: 1250,
    currency: 'USD',
    stock: 1500,
    categoryId: 'sports-yoga',
    warehouseCode: 'CN-SZ',
    shipFromCountry: 'CN',
    shipping: { methodCode: 'DP_STANDARD', methodName: 'Dropport Standard', costCents: 420, daysMin: 7, daysMax: 12 },
    popularity: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    inImportList: false,
    ...overrides,
  };
}

export function aPage(items: ProductCard[], overrides: Partial<MarketPage> = {}): MarketPage {
  return { items, nextCursor: null, total: null, totalCapped: false, shipTo: 'US', sort: 'newest', ...overrides };
}

export function aProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const v = (id: number, Color: string, Size: string, costCents: number, stock: number, image: string | null = null) => ({
    id,
    sku: `DP000042-0${id}`,
    options: { Color, Size },
    costCents,
    stock,
    weightG: 300 + id,
    image,
  });
  return {
    id: 42,
    title: 'Anti-Slip Yoga Mat',
    description: 'A mat that stays put.\n\n## Highlights\n\n- Easy to clean',
    images: ['/art/a.svg', '/art/b.svg', '/art/c.svg'],
    attributes: [{ name: 'Material', value: 'Cotton' }],
    tags: ['yoga-mat'],
    options: [
      { name: 'Color', values: ['Black', 'Pink'] },
      { name: 'Size', values: ['S', 'M'] },
    ],
    variants: [
      v(1, 'Black', 'S', 1000, 10),
      v(2, 'Black', 'M', 1100, 0),
      v(3, 'Pink', 'S', 1200, 7, '/art/pink.svg'),
      v(4, 'Pink', 'M', 1300, 5, '/art/pink.svg'),
    ],
    weightG: 300,
    size: { lengthMm: 600, widthMm: 200, heightMm: 45 },
    warehouse: WAREHOUSES[0]!,
    supplier: { id: 3, name: 'Lotus Trading Co., Ltd.', countryCode: 'CN', rating: 45 },
    categoryPath: [
      { id: 'sports', name: 'Sports & Fitness' },
      { id: 'sports-yoga', name: 'Yoga' },
    ],
    costMin: 1000,
    costMax: 1300,
    currency: 'USD',
    stock: 22,
    status: 'active',
    visibility: 'public',
    popularity: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    inImportList: false,
    ...overrides,
  };
}

export function aQuote(overrides: Partial<ShippingQuote> = {}): ShippingQuote {
  return {
    productId: 42,
    variantId: 1,
    countryCode: 'US',
    quantity: 1,
    weightG: 301,
    stock: 160,
    inStock: true,
    currency: 'USD',
    items: [
      {
        methodCode: 'DP_STANDARD',
        methodName: 'Dropport Standard',
        carrier: 'Dropport Line',
        costCents: 420,
        daysMin: 7,
        daysMax: 12,
      },
      { methodCode: 'DHL_ECOMMERCE', methodName: 'DHL eCommerce', carrier: 'DHL', costCents: 890, daysMin: 5, daysMax: 8 },
    ],
    ...overrides,
  };
}
