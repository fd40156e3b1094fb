import {
  MANUAL_ORDER_CSV_COLUMNS,
  ManualOrderCreate,
  type ErrorCode,
  type Locale,
  type ManualOrderImportResult,
  type ManualOrderQuote,
  type OrderDetail,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { AppError, fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { storeScopeOf, type Principal } from '../../plugins/auth.js';
import { toCsv } from '../../lib/csv-writer.js';
import { CsvErrors, readCsvRows, type CsvRow } from './csv-rows.js';
import { orderableVariants } from '../market/visibility.js';
import { addressProblems } from './address-check.js';
import { evaluate } from './order-evaluate.js';
import { newOrderRow } from './order-row.js';
import { addressOf, costsOf, shipColumnsOf } from './order-view.js';
import type { OrderItemRow, OrderRow } from './orders.repo.js';
import * as repo from './orders.repo.js';
import { detailOf } from './orders.service.js';

type Input = z.output<typeof ManualOrderCreate>;

/** Manual orders belong to no store, so a team member limited to some stores cannot enter them (403). */
function refuseStoreLimited(caller: Principal) {
  if (storeScopeOf(caller) !== null) fail('TEAM_STORES_LIMITED');
}

/** The order a manual input describes, unsaved: the row and its items, priced, with the methods on offer. */
async function draft(ctx: Ctx, db: Db, caller: Principal, input: Input, now: number) {
  refuseStoreLimited(caller);
  const ids = [...new Set(input.items.map((i) => i.variantId))];
  const orderable = await orderableVariants(db, caller, ids);
  for (const id of ids) if (!orderable.has(id)) fail('VARIANT_NOT_FOUND', { id });
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.sku', 'v.stock', 'v.image', 'p.id as product_id', 'p.title', 'p.images'])
    .where('v.id', 'in', ids)
    .execute();
  const found = new Map(rows.map((r) => [Number(r.id), r]));
  const a = input.address;
  const id = newId(now);
  const order = newOrderRow({
    id,
    user_id: caller.userId,
    order_no: '',
    source: 'manual',
    customer_name: a.name,
    customer_email: input.customerEmail ?? null,
    ...shipColumnsOf(a),
    shipping_method_code: input.shippingMethodCode ?? null,
    shipping_method_chosen: input.shippingMethodCode ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
  const items: OrderItemRow[] = input.items.map((l, i) => {
    const r = found.get(l.variantId)!;
    return {
      id: newId(now),
      order_id: id,
      position: i,
      store_line_id: null,
      store_product_id: null,
      store_variant_id: null,
      title: r.title,
      variant_title: null,
      sku: r.sku,
      quantity: l.quantity,
      image: r.image ?? (JSON.parse(r.images) as string[])[0] ?? null,
      product_id: Number(r.product_id),
      variant_id: l.variantId,
      unit_cost_cents: null,
      weight_g: null,
      store_unit_price_minor: null,
      source: null,
      seller_sku_id: null,
    };
  });
  const ev = await evaluate(ctx, db, order, items);
  return {
    order: { ...order, ...ev.order } as OrderRow,
    items: ev.items,
    options: ev.options,
    stock: new Map(rows.map((r) => [Number(r.id), Number(r.stock)])),
  };
}

/** POST /api/orders/manual/quote: what the order would cost, which methods carry it, what is wrong with the address. */
export async function quote(ctx: Ctx, caller: Principal, input: Input): Promise<ManualOrderQuote> {
  const d = await draft(ctx, ctx.db, caller, input, ctx.now());
  const o = d.order;
  return {
    addressProblems: addressProblems(addressOf(o)),
    shippingOptions: d.options,
    shippingMethodCode: o.shipping_method_code,
    costs: costsOf(o),
    items: d.items.map((i) => ({
      variantId: Number(i.variant_id),
      productId: Number(i.product_id),
      title: i.title,
      sku: i.sku ?? '',
      image: i.image,
      quantity: Number(i.quantity),
      unitCostCents: i.unit_cost_cents ?? 0,
      stock: d.stock.get(Number(i.variant_id)) ?? 0,
    })),
  };
}

/** Creates one manual order in the caller's transaction; a bad address, no method or an unknown one refuses it. */
async function createIn(ctx: Ctx, trx: Db, caller: Principal, input: Input, now: number): Promise<OrderRow> {
  const d = await draft(ctx, trx, caller, input, now);
  const problems = addressProblems(addressOf(d.order));
  if (problems.length) fail('ORDER_ADDRESS_INVALID', { orderNo: '', problems: problems.join(', '), list: problems });
  if (d.options.length === 0) fail('SHIPPING_NOT_AVAILABLE', { country: input.address.countryCode });
  if (input.shippingMethodCode && !d.options.some((o) => o.methodCode === input.shippingMethodCode)) {
    fail('SHIPPING_METHOD_UNKNOWN', { code: input.shippingMethodCode });
  }
  const order: OrderRow = { ...d.order, order_no: await repo.nextOrderNo(trx) };
  order.search_text = `${order.order_no.toLowerCase()} ${order.search_text}`;
  await repo.insertOrder(trx, order, d.items);
  await repo.addEvent(
    trx,
    { orderId: order.id, from: null, to: order.status, action: 'created', actor: 'seller', actorId: caller.personId },
    now,
  );
  return order;
}

/** POST /api/orders/manual: a seller's own order, awaiting payment. */
export async function create(ctx: Ctx, caller: Principal, input: Input): Promise<OrderDetail> {
  const o = await inTransaction(ctx.db, (trx) => createIn(ctx, trx, caller, input, ctx.now()));
  return detailOf(ctx, ctx.db, o);
}

export const manualTemplate = () =>
  toCsv(
    [
      [...MANUAL_ORDER_CSV_COLUMNS],
      [
        'A-1',
        'Ada Lovelace',
        '',
        '1600 Amphitheatre Parkway',
        '',
        'Mountain View',
        'CA',
        '94043',
        'US',
        '+1 650 253 0000',
        'ada@example.com',
        'SKU-1',
        '2',
        '',
      ],
      ['A-1', '', '', '', '', '', '', '', '', '', '', 'SKU-2', '1', ''],
      [
        'B-7',
        'Grace Hopper',
        '',
        'Rua Augusta 100',
        '',
        'Lisboa',
        '',
        '1100-053',
        'PT',
        '+351 21 000 0000',
        '',
        'SKU-1',
        '1',
        '',
      ],
    ],
    { bom: false },
  );

/**
 * POST /api/orders/manual/import: one order per `order_ref` of the file (CSV text or an .xlsx workbook), every row
 * checked (columns, SKU, quantity, address, shipping); any error creates nothing and answers every error with its
 * spreadsheet row (ORDER_CSV_INVALID).
 */
export async function importCsv(
  ctx: Ctx,
  caller: Principal,
  file: string | Buffer,
  locale: Locale,
): Promise<ManualOrderImportResult> {
  refuseStoreLimited(caller);
  const errors = new CsvErrors('ORDER_CSV_INVALID', locale);
  const err = (row: number, code: ErrorCode, params: Record<string, unknown> = {}) => errors.add(row, code, params);
  const rows = await readCsvRows(
    file,
    ['order_ref', 'name', 'address1', 'city', 'country_code', 'sku', 'quantity'],
    1000,
    errors,
  );
  const skus = [...new Set(rows.map((r) => r.get('sku')).filter(Boolean))];
  const variants = skus.length
    ? await ctx.db.selectFrom('product_variants').select(['id', 'sku']).where('sku', 'in', skus).execute()
    : [];
  // A SKU of a product the seller may not order (another seller's private one) is as unknown as one nobody has.
  const orderable = await orderableVariants(
    ctx.db,
    caller,
    variants.map((v) => Number(v.id)),
  );
  const bySku = new Map(variants.filter((v) => orderable.has(Number(v.id))).map((v) => [v.sku, Number(v.id)]));
  const groups = new Map<string, { row: number; first: CsvRow; items: { variantId: number; quantity: number }[] }>();
  for (const r of rows) {
    const ref = r.get('order_ref');
    if (!ref) {
      err(r.row, 'VALIDATION_FAILED', { field: 'order_ref', reason: 'required', issue: '' });
      continue;
    }
    const sku = r.get('sku');
    const variantId = bySku.get(sku);
    const quantity = Number(r.get('quantity'));
    if (!variantId) err(r.row, 'SKU_UNKNOWN', { sku });
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999)
      err(r.row, 'VALIDATION_FAILED', { field: 'quantity', reason: 'invalid', issue: '' });
    const g = groups.get(ref) ?? { row: r.row, first: r, items: [] };
    if (variantId && Number.isInteger(quantity)) g.items.push({ variantId, quantity });
    groups.set(ref, g);
  }
  const inputs: { row: number; input: Input }[] = [];
  for (const g of groups.values()) {
    const f = g.first;
    const parsed = ManualOrderCreate.safeParse({
      items: g.items,
      address: {
        name: f.get('name'),
        company: f.get('company'),
        address1: f.get('address1'),
        address2: f.get('address2'),
        city: f.get('city'),
        provinceCode: f.get('province_code'),
        postalCode: f.get('postal_code'),
        countryCode: f.get('country_code'),
        phone: f.get('phone'),
      },
      customerEmail: f.get('email'),
      shippingMethodCode: f.get('shipping_method'),
    });
    if (!parsed.success) {
      if (g.items.length)
        err(g.row, 'VALIDATION_FAILED', {
          field: String(parsed.error.issues[0]?.path.join('.') ?? ''),
          reason: 'invalid',
          issue: '',
        });
      continue;
    }
    inputs.push({ row: g.row, input: parsed.data });
  }
  errors.stopIfAny();
  const created: string[] = [];
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const { row, input } of inputs) {
      try {
        created.push((await createIn(ctx, trx, caller, input, now)).id);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        err(row, e.code as ErrorCode, e.params);
      }
    }
    // One bad order undoes the others: nothing half-imported.
    errors.stopIfAny();
  });
  return { created: created.length, orderIds: created };
}
