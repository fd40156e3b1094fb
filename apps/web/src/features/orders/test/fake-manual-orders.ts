import type { AxiosAdapter } from 'axios';
import type {
  AddressProblem,
  ManualOrderCreate,
  ManualOrderQuote,
  ProductCard,
  ProductDetail,
  Province,
} from '@dropport/contracts';
import { http } from '@/lib/http';
import type { Reply, SentRequest } from '@/test/mock-api';
import { fakeOrdersApi } from './fake-orders-api';
import { anOrder } from './fake-orders';

/** A market product with two colours of one size: Sand (5 in stock, $8.00) and Grey (none, $8.50). */
export function aProduct(id: number, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id,
    title: `Linen towel ${id}`,
    description: 'Soft.',
    images: [`/img/p${id}.svg`],
    attributes: [],
    tags: [],
    options: [
      { name: 'Color', values: ['Sand', 'Grey'] },
      { name: 'Size', values: ['Large'] },
    ],
    variants: [
      {
        id: id * 10 + 1,
        sku: `TW-${id}-S`,
        options: { Color: 'Sand', Size: 'Large' },
        costCents: 800,
        stock: 5,
        weightG: 300,
        image: null,
      },
      {
        id: id * 10 + 2,
        sku: `TW-${id}-G`,
        options: { Color: 'Grey', Size: 'Large' },
        costCents: 850,
        stock: 0,
        weightG: 300,
        image: null,
      },
    ],
    weightG: 300,
    size: { lengthMm: 100, widthMm: 100, heightMm: 20 },
    warehouse: { code: 'CN-SZ', name: 'Shenzhen', countryCode: 'CN', region: 'CN' },
    supplier: { id: 1, name: 'Supplier', countryCode: 'CN', rating: 45 },
    categoryPath: [{ id: 'home', name: 'Home' }],
    costMin: 800,
    costMax: 850,
    currency: 'USD',
    stock: 5,
    status: 'active',
    visibility: 'public',
    popularity: 10,
    createdAt: '2026-11-01T00:00:00.000Z',
    inImportList: false,
    ...overrides,
  };
}

const cardOf = (p: ProductDetail): ProductCard => ({
  id: p.id,
  title: p.title,
  image: p.images[0] ?? null,
  costMin: p.costMin,
  costMax: p.costMax,
  currency: 'USD',
  stock: p.stock,
  categoryId: 'home',
  warehouseCode: p.warehouse.code,
  shipFromCountry: p.warehouse.countryCode,
  shipping: null,
  popularity: p.popularity,
  createdAt: p.createdAt,
  inImportList: false,
});

const METHODS = [
  { methodCode: 'STD', methodName: 'Dropport Standard', costCents: 450, daysMin: 7, daysMax: 12 },
  { methodCode: 'EXP', methodName: 'Dropport Express', costCents: 1200, daysMin: 3, daysMax: 5 },
];

interface Options {
  products?: ProductDetail[];
  provinces?: Record<string, Province[]>;
  balanceCents?: number;
  /** Answers before the fake's own routes (a refusal, say). */
  over?: (r: SentRequest) => Reply | undefined;
}

/**
 * The orders API plus what writing manual orders needs: the market's search and products, provinces, the quote
 * (products at cost, two methods, a $0.50 praise card; a German postal code must have five digits), create (the new
 * order joins the list, awaiting payment) and import. `csvSent` holds the files as they left the browser: CSV text, or
 * a workbook's bytes.
 */
export function fakeManualOrdersApi(o: Options = {}) {
  const products = o.products ?? [aProduct(7)];
  const variants = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, { p, v }] as const)));
  let created = 0;

  const quote = (b: ManualOrderCreate): ManualOrderQuote | Reply => {
    const lines = b.items.map((i) => ({ i, found: variants.get(Number(i.variantId)) }));
    const missing = lines.find((l) => !l.found);
    if (missing)
      return {
        status: 404,
        data: { code: 'VARIANT_NOT_FOUND', message: 'There is no such variant.', params: { id: missing.i.variantId } },
      };
    const problems: AddressProblem[] = [];
    if (b.address.countryCode === 'DE' && !/^\d{5}$/.test(String(b.address.postalCode ?? '')))
      problems.push('postal_code_invalid');
    const options = problems.length ? [] : METHODS;
    const method = options.find((m) => m.methodCode === b.shippingMethodCode) ?? options[0] ?? null;
    const productsCents = lines.reduce((s, l) => s + l.found!.v.costCents * Number(l.i.quantity), 0);
    const shippingCents = method?.costCents ?? 0;
    return {
      addressProblems: problems,
      shippingOptions: options,
      shippingMethodCode: method?.methodCode ?? null,
      costs: {
        productsCents,
        shippingCents,
        praiseCardCents: 50,
        otherFeesCents: 0,
        totalCents: productsCents + shippingCents + 50,
      },
      items: lines.map(({ i, found }) => ({
        variantId: found!.v.id,
        productId: found!.p.id,
        title: found!.p.title,
        sku: found!.v.sku,
        image: found!.p.images[0] ?? null,
        quantity: Number(i.quantity),
        unitCostCents: found!.v.costCents,
        stock: found!.v.stock,
      })),
    };
  };

  const api = fakeOrdersApi({
    balanceCents: o.balanceCents,
    over: (r) => {
      const own = o.over?.(r);
      if (own) return own;
      if (r.url === '/api/market/products') {
        const q = String(r.params.q ?? '').toLowerCase();
        const rows = products.filter((p) => p.title.toLowerCase().includes(q));
        return { status: 200, data: { items: rows.map(cardOf), nextCursor: null, shipTo: 'US', sort: 'newest' } };
      }
      const one = /^\/api\/market\/products\/(\d+)$/.exec(r.url);
      if (one) {
        const p = products.find((x) => x.id === Number(one[1]));
        return p
          ? { status: 200, data: p }
          : { status: 404, data: { code: 'PRODUCT_NOT_FOUND', message: 'There is no such product.', params: {} } };
      }
      if (r.url === '/v1/dataRegion/province')
        return { status: 200, data: { items: o.provinces?.[String(r.params.country)] ?? [] } };
      if (r.url === '/api/orders/manual/quote' && r.method === 'POST') {
        const q = quote(r.body as ManualOrderCreate);
        return 'status' in q ? q : { status: 200, data: q };
      }
      if (r.url === '/api/orders/manual' && r.method === 'POST') {
        const b = r.body as ManualOrderCreate;
        const q = quote(b);
        if ('status' in q) return q;
        created += 1;
        const order = anOrder(String(900 + created), {
          source: 'manual',
          store: null,
          storeOrderName: null,
          customerName: b.address.name,
          customerEmail: typeof b.customerEmail === 'string' ? b.customerEmail : null,
          costs: q.costs,
          shippingMethodCode: q.shippingMethodCode,
          storeCurrency: null,
          storeTotalMinor: null,
        });
        api.state.orders.unshift(order);
        return { status: 201, data: order };
      }
      if (r.url === '/api/orders/manual/import' && r.method === 'POST')
        return { status: 200, data: { created: 1, orderIds: ['x'] } };
      return undefined;
    },
  });

  // The mock transport reads a non-JSON body as a form; the file is kept here as it was sent.
  const csvSent: (string | ArrayBuffer)[] = [];
  const inner = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = (config) => {
    if (config.url === '/api/orders/manual/import') csvSent.push(config.data as string | ArrayBuffer);
    return inner(config);
  };
  return { ...api, csvSent };
}
