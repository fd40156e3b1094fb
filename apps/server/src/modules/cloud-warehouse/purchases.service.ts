import type {
  AdminStockPurchase,
  AdminStockPurchasePage,
  PriceTier,
  PurchaseInput,
  PurchaseQuote,
  PurchaseQuoteLine,
  PurchaseStatus,
  PutAwayInput,
  StockOffer,
  StockPurchase,
  StockPurchasePage,
} from '@dropport/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { decodeCursor, idCursor, keysetPage, pageOf, ULID } from '../../db/keyset.js';
import { lockRows } from '../../db/locks.js';
import type { Database } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { iso, isoOrNull } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import * as catalogue from '../catalogue/product-changes.js';
import { answerOnce } from '../idempotency/request-answers.js';
import { invoiceLine, issueInvoice } from '../invoices/invoice-issuer.js';
import { pay, walletBalance } from '../ledger/ledger.js';
import { orderableVariants } from '../market/visibility.js';
import { notify } from '../notifications/notifications.service.js';
import { noteLowStock } from './low-stock.js';
import { catalogueSku } from './skus.js';
import { moveInbound, moveStock, nextNumber, stockArrived } from './stock.js';
import { audit, requireStocking, stockingWarehouses, withSellers } from './warehouses.service.js';

type Input = z.output<typeof PurchaseInput>;
type PutAway = z.output<typeof PutAwayInput>;

/** The discount a number of units of one product reaches: the largest tier at or under it (none: 0). */
export function tierDiscount(tiers: readonly PriceTier[], units: number): number {
  let bp = 0;
  for (const t of tiers) if (units >= t.minQuantity && t.discountBp > bp) bp = t.discountBp;
  return bp;
}

/** A unit's price after a discount, rounded to the cent. */
export const discounted = (costCents: number, bp: number) => Math.round((costCents * (10_000 - bp)) / 10_000);

async function tiersOf(db: Db, productIds: number[]): Promise<Map<number, PriceTier[]>> {
  const out = new Map<number, PriceTier[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .selectFrom('product_price_tiers')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('min_quantity')
    .execute();
  for (const r of rows) {
    const id = Number(r.product_id);
    out.set(id, [...(out.get(id) ?? []), { minQuantity: r.min_quantity, discountBp: r.discount_bp }]);
  }
  return out;
}

const label = (options: string) => Object.values(JSON.parse(options) as Record<string, string>).join(' / ');

/** GET /api/cloud-warehouse/offer/:productId: what of a product the seller may buy ahead, at which tiers, where to. */
export async function offer(ctx: Ctx, caller: Principal, productId: number): Promise<StockOffer> {
  const variants = await ctx.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.sku', 'v.options', 'v.cost_cents', 'v.weight_g', 'p.title', 'p.images', 'v.position'])
    .where('v.product_id', '=', productId)
    .orderBy('v.position')
    .execute();
  const orderable = await orderableVariants(
    ctx.db,
    caller,
    variants.map((v) => Number(v.id)),
  );
  const mine = variants.filter((v) => orderable.has(Number(v.id)));
  const first = mine[0];
  if (!first) fail('PRODUCT_NOT_FOUND', { id: productId });
  return {
    productId,
    title: first.title,
    image: (JSON.parse(first.images) as string[])[0] ?? null,
    variants: mine.map((v) => ({
      variantId: Number(v.id),
      sku: v.sku,
      label: label(v.options),
      costCents: v.cost_cents,
      weightG: Number(v.weight_g),
    })),
    tiers: (await tiersOf(ctx.db, [productId])).get(productId) ?? [],
    warehouses: (await stockingWarehouses(ctx.db)).map((w) => w.view),
  };
}

interface Priced {
  lines: (PurchaseQuoteLine & { image: string | null; weightG: number })[];
  units: number;
  totalCents: number;
  savedCents: number;
  storagePerMonthCents: number;
  warehouse: { code: string; name: string };
}

/** Prices a purchase from the catalogue as it is now; a variant the seller may not order is VARIANT_NOT_FOUND. */
async function price(db: Db, caller: Principal, input: Input): Promise<Priced> {
  const w = await requireStocking(db, input.warehouseCode);
  const qty = new Map<number, number>();
  for (const l of input.lines) qty.set(l.variantId, (qty.get(l.variantId) ?? 0) + l.quantity);
  const ids = [...qty.keys()];
  const orderable = await orderableVariants(db, caller, ids);
  for (const id of ids) if (!orderable.has(id)) fail('VARIANT_NOT_FOUND', { id });
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id', 'v.sku', 'v.cost_cents', 'v.weight_g', 'v.image', 'p.title', 'p.images'])
    .where('v.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const perProduct = new Map<number, number>();
  for (const r of rows)
    perProduct.set(Number(r.product_id), (perProduct.get(Number(r.product_id)) ?? 0) + (qty.get(Number(r.id)) ?? 0));
  const tiers = await tiersOf(db, [...perProduct.keys()]);
  const lines = ids.map((id) => {
    const r = byId.get(id);
    if (!r) fail('VARIANT_NOT_FOUND', { id });
    const quantity = qty.get(id) ?? 0;
    const productId = Number(r.product_id);
    const bp = tierDiscount(tiers.get(productId) ?? [], perProduct.get(productId) ?? 0);
    const unitCents = discounted(r.cost_cents, bp);
    return {
      variantId: id,
      productId,
      sku: r.sku,
      title: r.title,
      quantity,
      costCents: r.cost_cents,
      discountBp: bp,
      unitCents,
      lineCents: unitCents * quantity,
      image: r.image ?? (JSON.parse(r.images) as string[])[0] ?? null,
      weightG: Number(r.weight_g),
    };
  });
  const units = lines.reduce((s, l) => s + l.quantity, 0);
  const totalCents = lines.reduce((s, l) => s + l.lineCents, 0);
  return {
    lines,
    units,
    totalCents,
    savedCents: lines.reduce((s, l) => s + l.costCents * l.quantity, 0) - totalCents,
    storagePerMonthCents: units * w.storage_fee_cents,
    warehouse: { code: w.code, name: w.name },
  };
}

/** POST /api/cloud-warehouse/purchases/quote: the price of a purchase now; nothing is bought. */
export async function quote(ctx: Ctx, caller: Principal, input: Input): Promise<PurchaseQuote> {
  const p = await price(ctx.db, caller, input);
  return {
    warehouseCode: p.warehouse.code,
    lines: p.lines.map(({ image: _i, weightG: _w, ...l }) => l),
    units: p.units,
    totalCents: p.totalCents,
    savedCents: p.savedCents,
    storagePerMonthCents: p.storagePerMonthCents,
    balanceCents: (await walletBalance(ctx.db, caller.userId, 'USD')).availableCents,
  };
}

export const purchaseKey = (id: string) => `stock-purchase:${id}`;

/**
 * POST /api/cloud-warehouse/purchases: buys units ahead, in one transaction: the supplier's stock taken, the wallet
 * debited through the ledger, one invoice, the units inbound to the warehouse until the admin puts them away. Any
 * refusal (balance, supplier stock) changes nothing. Answered once per idempotency key.
 */
export function purchase(ctx: Ctx, caller: Principal, body: Input & { idempotencyKey: string }): Promise<StockPurchase> {
  if (!caller.emailVerified) fail('EMAIL_NOT_VERIFIED');
  const { idempotencyKey, ...input } = body;
  return answerOnce(ctx, { userId: caller.userId, scope: 'cloud.purchase', key: idempotencyKey, request: input }, () =>
    inTransaction(ctx.db as Kysely<Database>, async (trx) => {
      const now = ctx.now();
      const p = await price(trx, caller, input);
      for (const l of [...p.lines].sort((a, b) => a.variantId - b.variantId)) {
        if (!(await catalogue.takeStock(trx, l.variantId, l.quantity))) {
          const v = await catalogue.variantStock(trx, l.variantId);
          fail('STOCK_PURCHASE_SHORT', { sku: l.sku, available: Number(v?.stock ?? 0), needed: l.quantity });
        }
      }
      const id = newId(now);
      const number = await nextNumber(trx, 'SP', now);
      const posted = await pay(
        trx,
        {
          userId: caller.userId,
          amountCents: p.totalCents,
          currency: 'USD',
          key: purchaseKey(id),
          reference: number,
          memo: `stock purchase ${number}`,
          memoText: { kind: 'stock_purchase', params: { number } },
          actorId: caller.personId,
        },
        now,
      );
      const invoice = await issueInvoice(trx, {
        userId: caller.userId,
        kind: 'stock_purchase',
        sourceId: id,
        ledgerTransactionId: posted.transactionId,
        currency: 'USD',
        lines: p.lines.map((l) =>
          invoiceLine('stock_purchase_units', { sku: l.sku, number, warehouse: p.warehouse.name }, l.unitCents, l.quantity),
        ),
        now,
      });
      await trx
        .insertInto('stock_purchases')
        .values({
          id,
          number,
          user_id: caller.userId,
          warehouse_code: p.warehouse.code,
          status: 'paid',
          units: p.units,
          total_cents: p.totalCents,
          ledger_tx_id: posted.transactionId,
          invoice_id: invoice.id,
          created_at: now,
          updated_at: now,
          put_away_at: null,
        })
        .execute();
      let position = 0;
      for (const l of p.lines) {
        const sku = await catalogueSku(
          trx,
          caller.userId,
          { variantId: l.variantId, sku: l.sku, title: l.title, image: l.image, weightG: l.weightG },
          now,
        );
        await trx
          .insertInto('stock_purchase_lines')
          .values({
            purchase_id: id,
            variant_id: l.variantId,
            sku_id: sku.id,
            position: position++,
            quantity: l.quantity,
            put_away_qty: 0,
            cost_cents: l.costCents,
            discount_bp: l.discountBp,
            unit_cents: l.unitCents,
            line_cents: l.lineCents,
          })
          .execute();
        await moveInbound(
          trx,
          { userId: caller.userId, skuId: sku.id, code: sku.code, warehouseCode: p.warehouse.code, units: l.quantity },
          now,
        );
      }
      return (await purchasesOf(trx, [id]))[0] as StockPurchase;
    }),
  );
}

/** Purchases by id, with their lines, in the order given. */
async function purchasesOf(db: Db, ids: string[]): Promise<(StockPurchase & { userId: string })[]> {
  if (ids.length === 0) return [];
  const [heads, lines] = await Promise.all([
    db
      .selectFrom('stock_purchases as p')
      .innerJoin('warehouses as w', 'w.code', 'p.warehouse_code')
      .selectAll('p')
      .select('w.name as warehouse_name')
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('stock_purchase_lines as l')
      .innerJoin('seller_skus as s', 's.id', 'l.sku_id')
      .select([
        'l.purchase_id',
        'l.variant_id',
        'l.sku_id',
        'l.quantity',
        'l.put_away_qty',
        'l.unit_cents',
        'l.line_cents',
        's.code',
        's.name',
        's.image',
      ])
      .where('l.purchase_id', 'in', ids)
      .orderBy('l.purchase_id')
      .orderBy('l.position')
      .execute(),
  ]);
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    return [
      {
        id: h.id,
        userId: h.user_id,
        number: h.number,
        status: h.status,
        warehouseCode: h.warehouse_code,
        warehouseName: h.warehouse_name,
        lines: lines
          .filter((l) => l.purchase_id === id)
          .map((l) => ({
            variantId: Number(l.variant_id),
            skuId: l.sku_id,
            sku: l.code,
            title: l.name,
            image: l.image,
            quantity: l.quantity,
            putAwayQuantity: l.put_away_qty,
            unitCents: l.unit_cents,
            lineCents: Number(l.line_cents),
          })),
        units: h.units,
        totalCents: Number(h.total_cents),
        invoiceId: h.invoice_id,
        createdAt: iso(Number(h.created_at)),
        putAwayAt: isoOrNull(h.put_away_at === null ? null : Number(h.put_away_at)),
      },
    ];
  });
}

const CURSOR = idCursor(ULID);
const strip = ({ userId: _u, ...p }: StockPurchase & { userId: string }): StockPurchase => p;

/** GET /api/cloud-warehouse/purchases: the seller's purchases, newest first. */
export async function listMine(
  ctx: Ctx,
  userId: string,
  q: { status?: PurchaseStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<StockPurchasePage> {
  let query = ctx.db.selectFrom('stock_purchases').select('id').where('user_id', '=', userId);
  if (q.status) query = query.where('status', '=', q.status);
  const rows = await keysetPage(query, { id: 'id' }, decodeCursor(CURSOR, q.cursor), q.limit).execute();
  const page = pageOf(rows, q.limit, CURSOR, (r) => ({ id: r.id }));
  return {
    items: (
      await purchasesOf(
        ctx.db,
        page.items.map((r) => r.id),
      )
    ).map(strip),
    nextCursor: page.nextCursor,
  };
}

/** GET /api/admin/cloud-warehouse/purchases: every seller's purchases, oldest first (a queue); by status. */
export async function adminQueue(
  ctx: Ctx,
  q: { status?: PurchaseStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminStockPurchasePage> {
  let query = ctx.db.selectFrom('stock_purchases').select('id');
  if (q.status) query = query.where('status', '=', q.status);
  const rows = await keysetPage(query, { id: 'id', dir: 'asc' }, decodeCursor(CURSOR, q.cursor), q.limit).execute();
  const page = pageOf(rows, q.limit, CURSOR, (r) => ({ id: r.id }));
  return {
    items: await withSellers(
      ctx.db,
      await purchasesOf(
        ctx.db,
        page.items.map((r) => r.id),
      ),
    ),
    nextCursor: page.nextCursor,
  };
}

/**
 * POST /api/admin/cloud-warehouse/purchases/:id/put-away: units of a purchase are on the shelf. Each line takes at
 * most what is left of it (PUT_AWAY_EXCEEDS_PURCHASE); the units move from inbound to on hand at the price paid, the
 * purchase becomes put away when every unit is, and the seller is told.
 */
export function putAway(ctx: Ctx, caller: Principal, id: string, input: PutAway): Promise<AdminStockPurchase> {
  const run = () =>
    inTransaction(ctx.db as Kysely<Database>, async (trx) => {
      const head = await lockRows(trx, trx.selectFrom('stock_purchases').selectAll().where('id', '=', id)).executeTakeFirst();
      if (!head) fail('STOCK_PURCHASE_NOT_FOUND', { id });
      const now = ctx.now();
      const lines = await trx
        .selectFrom('stock_purchase_lines as l')
        .innerJoin('seller_skus as s', 's.id', 'l.sku_id')
        .select(['l.variant_id', 'l.sku_id', 'l.quantity', 'l.put_away_qty', 'l.unit_cents', 's.code'])
        .where('l.purchase_id', '=', id)
        .execute();
      const asked = new Map<number, number>();
      for (const l of input.lines) asked.set(l.variantId, (asked.get(l.variantId) ?? 0) + l.quantity);
      let units = 0;
      for (const [variantId, quantity] of [...asked].sort((a, b) => a[0] - b[0])) {
        const line = lines.find((l) => Number(l.variant_id) === variantId);
        if (!line) fail('VARIANT_NOT_FOUND', { id: variantId });
        const remaining = line.quantity - line.put_away_qty;
        if (quantity > remaining) fail('PUT_AWAY_EXCEEDS_PURCHASE', { sku: line.code, remaining, quantity });
        await moveStock(
          trx,
          {
            userId: head.user_id,
            skuId: line.sku_id,
            code: line.code,
            warehouseCode: head.warehouse_code,
            kind: 'purchase_put_away',
            onHand: quantity,
            reserved: 0,
            inbound: -quantity,
            unitCostCents: line.unit_cents,
            purchaseId: id,
            reference: head.number,
            actorId: caller.personId,
          },
          now,
        );
        await trx
          .updateTable('stock_purchase_lines')
          .set({ put_away_qty: line.put_away_qty + quantity })
          .where('purchase_id', '=', id)
          .where('variant_id', '=', variantId)
          .execute();
        line.put_away_qty += quantity;
        units += quantity;
        await noteLowStock(trx, { userId: head.user_id, skuId: line.sku_id, warehouseCode: head.warehouse_code }, now);
      }
      await stockArrived(trx, head.user_id);
      const complete = lines.every((l) => l.put_away_qty >= l.quantity);
      const status: PurchaseStatus = complete ? 'put_away' : 'partially_put_away';
      await trx
        .updateTable('stock_purchases')
        .set({ status, updated_at: now, ...(complete ? { put_away_at: now } : {}) })
        .where('id', '=', id)
        .execute();
      await audit(
        trx,
        {
          actorId: caller.personId,
          action: 'purchase.put_away',
          target: head.number,
          before: { status: head.status },
          after: { status, lines: input.lines },
        },
        now,
      );
      await notify(
        trx,
        {
          userId: head.user_id,
          type: 'stock.put_away',
          params: { purchaseId: id, number: head.number, units, complete },
          dedupeKey: `stock.put_away:${id}:${now}`,
        },
        now,
      );
      return (await withSellers(trx, await purchasesOf(trx, [id])))[0] as AdminStockPurchase;
    });
  if (!input.idempotencyKey) return run();
  return answerOnce(
    ctx,
    { userId: caller.userId, scope: 'cloud.put_away', key: input.idempotencyKey, request: { id, lines: input.lines } },
    run,
  );
}

/** GET /api/admin/cloud-warehouse/tiers/:productId */
export async function tiers(ctx: Ctx, productId: number) {
  const p = await ctx.db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!p) fail('PRODUCT_NOT_FOUND', { id: productId });
  return { tiers: (await tiersOf(ctx.db, [productId])).get(productId) ?? [] };
}

/** PUT /api/admin/cloud-warehouse/tiers/:productId: replaces a product's tiers (one per least quantity). */
export function saveTiers(ctx: Ctx, caller: Principal, productId: number, next: PriceTier[]) {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const p = await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
    if (!p) fail('PRODUCT_NOT_FOUND', { id: productId });
    const seen = new Set<number>();
    for (const t of next) {
      if (seen.has(t.minQuantity)) fail('VALIDATION_FAILED', { field: 'tiers', in: 'body', reason: 'duplicate' });
      seen.add(t.minQuantity);
    }
    const before = (await tiersOf(trx, [productId])).get(productId) ?? [];
    await trx.deleteFrom('product_price_tiers').where('product_id', '=', productId).execute();
    const sorted = [...next].sort((a, b) => a.minQuantity - b.minQuantity);
    if (sorted.length)
      await trx
        .insertInto('product_price_tiers')
        .values(sorted.map((t) => ({ product_id: productId, min_quantity: t.minQuantity, discount_bp: t.discountBp })))
        .execute();
    await audit(
      trx,
      { actorId: caller.personId, action: 'tiers.save', target: `product:${productId}`, before, after: sorted },
      ctx.now(),
    );
    return { tiers: sorted };
  });
}
