import {
  MOVEMENT_CSV_COLUMNS,
  type AdjustmentInput,
  type CloudSettings,
  type InventoryPage,
  type InventoryRow,
  type InventorySku,
  type Locale,
  type MovementKind,
  type StockMovement,
  type StockMovementPage,
} from '@dropport/contracts';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { engineOf } from '../../db/engine.js';
import { inTransaction } from '../../db/group-commit.js';
import { decodeCursor, integerIdCursor, keysetPage, pageOf } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv-writer.js';
import { dayRange } from '../../lib/day-range.js';
import { DAY, iso } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { answerOnce } from '../idempotency/request-answers.js';
import * as settings from '../settings/settings.service.js';
import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import { noteLowStock } from './low-stock.js';
import { mySku } from './skus.js';
import { whenShortOf } from './stock-allocation.js';
import { moveStock, stockArrived } from './stock.js';
import { audit, warehouseByCode } from './warehouses.service.js';

// The words of the files the server writes (the console has its own copy of them).
const KINDS = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR } satisfies Record<Locale, { kind: Record<MovementKind, string> }>;

export interface InventoryFilter {
  warehouse?: string | undefined;
  q?: string | undefined;
  low?: boolean | undefined;
}

/**
 * The inventory list's order is (SKU code, warehouse code), both text: its cursor is base64url JSON of the last row's
 * pair, and anything else is CURSOR_INVALID.
 */
const inventoryCursor = (code: string, warehouse: string) => Buffer.from(JSON.stringify([code, warehouse])).toString('base64url');

function afterInventoryRow(raw: string | undefined): [string, string] | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string')) return [v[0] as string, v[1] as string];
  } catch {
    // Not JSON: refused below.
  }
  return fail('CURSOR_INVALID');
}

/** The seller's stock rows under a filter (code and name are copied on the rows, so no other table is read). */
function filtered(db: Db, userId: string, f: InventoryFilter) {
  let q = db.selectFrom('seller_stock as st').where('st.user_id', '=', userId);
  if (f.warehouse) q = q.where('st.warehouse_code', '=', f.warehouse.toUpperCase());
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Case-insensitive: SQLite's LIKE already is (for ASCII), PostgreSQL's ILIKE, through a trigram index there.
    const op = engineOf(db) === 'sqlite' ? sql`like` : sql`ilike`;
    q = q.where(sql<boolean>`(st.code || ' ' || st.name) ${op} ${like} escape '\\'`);
  }
  if (f.low) q = q.where('st.threshold', 'is not', null).where(sql<boolean>`st.on_hand - st.reserved <= st.threshold`);
  return q;
}

/** What a row of the inventory shows: the stock row, its SKU and its warehouse. */
function withRowFacts(q: ReturnType<typeof filtered>) {
  return q
    .innerJoin('seller_skus as s', 's.id', 'st.sku_id')
    .innerJoin('warehouses as w', 'w.code', 'st.warehouse_code')
    .select([
      'st.sku_id',
      'st.warehouse_code',
      'st.code',
      'st.on_hand',
      'st.reserved',
      'st.inbound',
      'st.avg_cost_cents',
      's.name',
      's.image',
      's.variant_id',
      's.weight_g',
      's.low_stock_threshold',
      'w.name as warehouse_name',
      'w.lead_days',
    ]);
}

/**
 * The inventory: one row per SKU and warehouse, by SKU code, and the totals of the seller's stock (in the warehouse
 * asked, whatever the search or the low-stock filter: the page's summary does not jump while the seller searches).
 */
export async function inventory(
  ctx: Ctx,
  userId: string,
  f: InventoryFilter & { cursor?: string | undefined; limit: number },
): Promise<InventoryPage> {
  const db = ctx.db;
  const after = afterInventoryRow(f.cursor);
  let q = withRowFacts(filtered(db, userId, f));
  if (after) q = q.where(sql<boolean>`(st.code, st.warehouse_code) > (${after[0]}, ${after[1]})`);
  const [rows, totals] = await Promise.all([
    q
      .orderBy('st.code')
      .orderBy('st.warehouse_code')
      .limit(f.limit + 1)
      .execute(),
    filtered(db, userId, { warehouse: f.warehouse })
      .select((eb) => [
        eb.fn.countAll<number>().as('skus'),
        eb.fn.sum<number>('st.on_hand').as('on_hand'),
        eb.fn.sum<number>('st.reserved').as('reserved'),
        eb.fn.sum<number>('st.inbound').as('inbound'),
        eb.fn.sum<number>(sql`st.on_hand * st.avg_cost_cents`).as('value'),
        eb.fn
          .sum<number>(sql`case when st.threshold is not null and st.on_hand - st.reserved <= st.threshold then 1 else 0 end`)
          .as('low'),
      ])
      .executeTakeFirst(),
  ]);
  const page = rows.slice(0, f.limit);
  const sold = await soldLast30Days(
    db,
    page.map((r) => r.sku_id),
    ctx.now(),
  );
  const productOf = await productIds(
    db,
    page.flatMap((r) => (r.variant_id === null ? [] : [Number(r.variant_id)])),
  );
  const last = page.at(-1);
  return {
    items: page.map((r) => toRow(r, sold.get(`${r.sku_id}|${r.warehouse_code}`) ?? 0, productOf)),
    nextCursor: rows.length > f.limit && last ? inventoryCursor(last.code, last.warehouse_code) : null,
    totals: {
      skus: Number(totals?.skus ?? 0),
      onHand: Number(totals?.on_hand ?? 0),
      reserved: Number(totals?.reserved ?? 0),
      inbound: Number(totals?.inbound ?? 0),
      valueCents: Number(totals?.value ?? 0),
      lowCount: Number(totals?.low ?? 0),
    },
  };
}

async function productIds(db: Db, variantIds: number[]): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db.selectFrom('product_variants').select(['id', 'product_id']).where('id', 'in', variantIds).execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.product_id)]));
}

/**
 * Units shipped to buyers in the last 30 days, per SKU (the seller's own, found on their rows) and warehouse: read
 * through the index on (sku, kind, time), which a condition on the seller would lead the planner away from.
 */
async function soldLast30Days(db: Db, skuIds: string[], now: number): Promise<Map<string, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stock_movements')
    .select(['sku_id', 'warehouse_code', (eb) => eb.fn.sum<number>('on_hand_delta').as('moved')])
    .where('sku_id', 'in', [...new Set(skuIds)])
    .where('kind', '=', 'shipped')
    .where('created_at', '>=', now - 30 * DAY)
    .groupBy(['sku_id', 'warehouse_code'])
    .execute();
  return new Map(rows.map((r) => [`${r.sku_id}|${r.warehouse_code}`, -Number(r.moved ?? 0)]));
}

interface StockRowIn {
  sku_id: string;
  warehouse_code: string;
  code: string;
  on_hand: number;
  reserved: number;
  inbound: number;
  avg_cost_cents: number;
  name: string;
  image: string | null;
  variant_id: number | null;
  weight_g: number;
  low_stock_threshold: number | null;
  warehouse_name: string;
  lead_days: number;
}

/**
 * Days of cover: the available units over the last 30 days' daily pace. The suggested reorder covers the lead time
 * plus 30 days at that pace, less what is available and on its way.
 */
export function coverOf(available: number, inbound: number, sold30d: number, leadDays: number) {
  if (sold30d <= 0) return { daysOfCover: null, suggestedReorder: 0 };
  const perDay = sold30d / 30;
  return {
    daysOfCover: Math.round((Math.max(available, 0) / perDay) * 10) / 10,
    suggestedReorder: Math.max(0, Math.ceil(perDay * (leadDays + 30)) - Math.max(available, 0) - inbound),
  };
}

function toRow(r: StockRowIn, sold30d: number, productOf: Map<number, number>): InventoryRow {
  const onHand = Number(r.on_hand);
  const reserved = Number(r.reserved);
  const inbound = Number(r.inbound);
  const available = onHand - reserved;
  const variantId = r.variant_id === null ? null : Number(r.variant_id);
  return {
    skuId: r.sku_id,
    sku: r.code,
    name: r.name,
    image: r.image,
    variantId,
    productId: variantId === null ? null : (productOf.get(variantId) ?? null),
    own: variantId === null,
    weightG: Number(r.weight_g),
    warehouseCode: r.warehouse_code,
    warehouseName: r.warehouse_name,
    onHand,
    reserved,
    available,
    inbound,
    unitCostCents: Number(r.avg_cost_cents),
    valueCents: onHand * Number(r.avg_cost_cents),
    sold30d,
    ...coverOf(available, inbound, sold30d, Number(r.lead_days)),
    lowStockThreshold: r.low_stock_threshold,
    low: r.low_stock_threshold !== null && available <= r.low_stock_threshold,
  };
}

/** One SKU in one warehouse as the inventory shows it. */
export async function inventoryRow(
  db: Db,
  userId: string,
  skuId: string,
  warehouseCode: string,
  now: number,
): Promise<InventoryRow> {
  const r = await withRowFacts(db.selectFrom('seller_stock as st').where('st.user_id', '=', userId))
    .where('st.sku_id', '=', skuId)
    .where('st.warehouse_code', '=', warehouseCode)
    .executeTakeFirst();
  if (!r) fail('SELLER_SKU_NOT_FOUND', { id: skuId });
  const sold = await soldLast30Days(db, [skuId], now);
  const productOf = await productIds(db, r.variant_id === null ? [] : [Number(r.variant_id)]);
  return toRow(r, sold.get(`${skuId}|${warehouseCode}`) ?? 0, productOf);
}

/** PUT /api/cloud-warehouse/skus/:skuId: the low-stock threshold (null: no alert); re-checked in every warehouse. */
export function saveSku(ctx: Ctx, caller: Principal, skuId: string, threshold: number | null): Promise<InventorySku> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const sku = await mySku(trx, caller.userId, skuId);
    await trx.updateTable('seller_skus').set({ low_stock_threshold: threshold }).where('id', '=', sku.id).execute();
    await trx.updateTable('seller_stock').set({ threshold }).where('sku_id', '=', sku.id).execute();
    const now = ctx.now();
    const rows = await trx.selectFrom('seller_stock').select('warehouse_code').where('sku_id', '=', sku.id).execute();
    for (const r of rows) await noteLowStock(trx, { userId: caller.userId, skuId: sku.id, warehouseCode: r.warehouse_code }, now);
    return { skuId: sku.id, sku: sku.code, name: sku.name, lowStockThreshold: threshold };
  });
}

/** GET /api/cloud-warehouse/settings */
export async function readCloudSettings(ctx: Ctx, userId: string): Promise<CloudSettings> {
  return { whenShort: await whenShortOf(ctx.db, userId) };
}

/** PUT /api/cloud-warehouse/settings */
export async function saveCloudSettings(ctx: Ctx, userId: string, s: CloudSettings): Promise<CloudSettings> {
  const now = ctx.now();
  await ctx.db
    .insertInto('cloud_settings')
    .values({ user_id: userId, when_short: s.whenShort, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ when_short: s.whenShort, updated_at: now }))
    .execute();
  return s;
}

export interface MovementFilter {
  warehouse?: string | undefined;
  kind?: MovementKind | undefined;
  skuId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const MOVEMENT_CURSOR = integerIdCursor;

function movementQuery(db: Db, userId: string, f: MovementFilter) {
  const range = dayRange(f);
  let q = db
    .selectFrom('stock_movements as m')
    .innerJoin('seller_skus as s', 's.id', 'm.sku_id')
    .select([
      'm.id',
      'm.created_at',
      'm.kind',
      'm.sku_id',
      's.code',
      's.name',
      'm.warehouse_code',
      'm.on_hand_delta',
      'm.reserved_delta',
      'm.on_hand_after',
      'm.reserved_after',
      'm.reference',
      'm.reason',
    ])
    .where('m.user_id', '=', userId);
  if (f.warehouse) q = q.where('m.warehouse_code', '=', f.warehouse.toUpperCase());
  if (f.kind) q = q.where('m.kind', '=', f.kind);
  if (f.skuId) q = q.where('m.sku_id', '=', f.skuId);
  if (range.from !== undefined) q = q.where('m.created_at', '>=', range.from);
  if (range.to !== undefined) q = q.where('m.created_at', '<', range.to);
  return q;
}

type MovementRow = Awaited<ReturnType<ReturnType<typeof movementQuery>['execute']>>[number];

const toMovement = (r: MovementRow): StockMovement => ({
  id: String(r.id),
  at: iso(Number(r.created_at)),
  kind: r.kind,
  skuId: r.sku_id,
  sku: r.code,
  name: r.name,
  warehouseCode: r.warehouse_code,
  onHandDelta: r.on_hand_delta,
  reservedDelta: r.reserved_delta,
  onHandAfter: r.on_hand_after,
  reservedAfter: r.reserved_after,
  reference: r.reference,
  reason: r.reason,
});

/** GET /api/cloud-warehouse/movements: newest first. */
export async function movements(
  ctx: Ctx,
  userId: string,
  f: MovementFilter & { cursor?: string | undefined; limit: number },
): Promise<StockMovementPage> {
  const rows = await keysetPage(
    movementQuery(ctx.db, userId, f),
    { id: 'm.id' },
    decodeCursor(MOVEMENT_CURSOR, f.cursor),
    f.limit,
  ).execute();
  const page = pageOf(rows, f.limit, MOVEMENT_CURSOR, (r) => ({ id: Number(r.id) }));
  return { items: page.items.map(toMovement), nextCursor: page.nextCursor };
}

/** The most rows one CSV export holds (newest first). */
const CSV_MAX_ROWS = 50_000;

/** GET /api/cloud-warehouse/movements.csv: the filtered movements, each kind described in the reader's language. */
export async function movementsCsv(ctx: Ctx, userId: string, f: MovementFilter, asked: string | undefined): Promise<string> {
  const locale = await settings.readerLocale(ctx, userId, asked);
  const rows = await movementQuery(ctx.db, userId, f).orderBy('m.id', 'desc').limit(CSV_MAX_ROWS).execute();
  return toCsv([
    [...MOVEMENT_CSV_COLUMNS],
    ...rows
      .map(toMovement)
      .map((m) => [
        m.at,
        m.kind,
        KINDS[locale].kind[m.kind],
        m.sku,
        m.name,
        m.warehouseCode,
        m.onHandDelta,
        m.reservedDelta,
        m.onHandAfter,
        m.reservedAfter,
        m.reference ?? '',
        m.reason ?? '',
      ]),
  ]);
}

/**
 * POST /api/admin/cloud-warehouse/adjustments: an admin corrects a seller's units (a count, damage) or returns
 * goods to the seller, with the reason; never below what orders hold (STOCK_ADJUSTMENT_INVALID). Audited.
 */
export function adjust(ctx: Ctx, caller: Principal, input: z.output<typeof AdjustmentInput>): Promise<InventoryRow> {
  const run = () =>
    inTransaction(ctx.db as Kysely<Database>, async (trx) => {
      const sku = await mySku(trx, input.userId, input.skuId);
      if (!(await warehouseByCode(trx, input.warehouseCode))) fail('WAREHOUSE_NOT_FOUND', { code: input.warehouseCode });
      if (input.kind === 'returned' && input.delta > 0) fail('VALIDATION_FAILED', { field: 'delta', in: 'body', reason: 'max' });
      const now = ctx.now();
      const before = await trx
        .selectFrom('seller_stock')
        .select(['on_hand', 'reserved'])
        .where('sku_id', '=', sku.id)
        .where('warehouse_code', '=', input.warehouseCode)
        .executeTakeFirst();
      const moved = await moveStock(
        trx,
        {
          userId: input.userId,
          skuId: sku.id,
          code: sku.code,
          warehouseCode: input.warehouseCode,
          kind: input.kind,
          onHand: input.delta,
          reserved: 0,
          reason: input.reason,
          actorId: caller.personId,
        },
        now,
      );
      if (!moved)
        fail('STOCK_ADJUSTMENT_INVALID', {
          sku: sku.code,
          onHand: Number(before?.on_hand ?? 0),
          reserved: Number(before?.reserved ?? 0),
          delta: input.delta,
        });
      await audit(
        trx,
        {
          actorId: caller.personId,
          action: `stock.${input.kind}`,
          target: `${input.userId}:${sku.code}@${input.warehouseCode}`,
          before: { onHand: Number(before?.on_hand ?? 0) },
          after: { onHand: moved.onHand, delta: input.delta, reason: input.reason },
        },
        now,
      );
      await noteLowStock(trx, { userId: input.userId, skuId: sku.id, warehouseCode: input.warehouseCode }, now);
      if (input.delta > 0) await stockArrived(trx, input.userId);
      return inventoryRow(trx, input.userId, sku.id, input.warehouseCode, now);
    });
  if (!input.idempotencyKey) return run();
  return answerOnce(ctx, { userId: caller.userId, scope: 'cloud.adjust', key: input.idempotencyKey, request: input }, run);
}
