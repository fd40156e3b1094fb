import type {
  AdminInboundPage,
  AdminInboundShipment,
  InboundInput,
  InboundShipInput,
  InboundShipment,
  InboundStatus,
  ReceiveInput,
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
import { orderableVariants } from '../market/visibility.js';
import { notify } from '../notifications/notifications.service.js';
import { noteLowStock } from './low-stock.js';
import { catalogueSku, mySku, ownSku, type SkuRow } from './skus.js';
import { moveInbound, moveStock, nextNumber, stockArrived } from './stock.js';
import { audit, requireStocking, withSellers } from './warehouses.service.js';

type Input = z.output<typeof InboundInput>;
type ShipRow = Awaited<ReturnType<typeof lockShipment>>;

/** The moves an inbound shipment may make: draft → shipped → received → closed. */
const NEXT: Record<InboundStatus, InboundStatus | null> = {
  draft: 'shipped',
  shipped: 'received',
  received: 'closed',
  closed: null,
};

const lockShipment = async (db: Db, id: string) =>
  lockRows(db, db.selectFrom('inbound_shipments').selectAll().where('id', '=', id)).executeTakeFirst();

function requireMove(s: NonNullable<ShipRow>, to: InboundStatus) {
  if (NEXT[s.status] !== to) fail('INBOUND_TRANSITION_INVALID', { number: s.number });
}

/** Shipments by id with their lines, in the order given. */
async function shipmentsOf(db: Db, ids: string[]): Promise<(InboundShipment & { userId: string })[]> {
  if (ids.length === 0) return [];
  const [heads, lines] = await Promise.all([
    db
      .selectFrom('inbound_shipments as i')
      .innerJoin('warehouses as w', 'w.code', 'i.warehouse_code')
      .selectAll('i')
      .select('w.name as warehouse_name')
      .where('i.id', 'in', ids)
      .execute(),
    db
      .selectFrom('inbound_lines as l')
      .innerJoin('seller_skus as s', 's.id', 'l.sku_id')
      .select(['l.shipment_id', 'l.sku_id', 'l.quantity', 'l.received_qty', 's.code', 's.name', 's.variant_id'])
      .where('l.shipment_id', 'in', ids)
      .orderBy('l.shipment_id')
      .orderBy('l.position')
      .execute(),
  ]);
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    const mine = lines.filter((l) => l.shipment_id === id);
    return [
      {
        id: h.id,
        userId: h.user_id,
        number: h.number,
        status: h.status,
        warehouseCode: h.warehouse_code,
        warehouseName: h.warehouse_name,
        carrier: h.carrier,
        trackingNumber: h.tracking_number,
        expectedAt: h.expected_at,
        note: h.note,
        lines: mine.map((l) => ({
          skuId: l.sku_id,
          sku: l.code,
          name: l.name,
          own: l.variant_id === null,
          quantity: l.quantity,
          receivedQuantity: l.received_qty,
        })),
        units: h.units,
        discrepancies: mine
          .filter((l) => l.received_qty !== null && l.received_qty !== l.quantity)
          .map((l) => ({
            skuId: l.sku_id,
            sku: l.code,
            expected: l.quantity,
            received: l.received_qty ?? 0,
            difference: (l.received_qty ?? 0) - l.quantity,
          })),
        createdAt: iso(Number(h.created_at)),
        shippedAt: isoOrNull(h.shipped_at === null ? null : Number(h.shipped_at)),
        receivedAt: isoOrNull(h.received_at === null ? null : Number(h.received_at)),
        closedAt: isoOrNull(h.closed_at === null ? null : Number(h.closed_at)),
      },
    ];
  });
}

const strip = ({ userId: _u, ...s }: InboundShipment & { userId: string }): InboundShipment => s;

async function one(db: Db, id: string): Promise<InboundShipment & { userId: string }> {
  const [s] = await shipmentsOf(db, [id]);
  if (!s) fail('INBOUND_NOT_FOUND', { id });
  return s;
}

/** The seller's own shipment; another seller's reads as missing. */
async function mine(db: Db, caller: Principal, id: string) {
  const s = await lockShipment(db, id);
  if (!s || s.user_id !== caller.userId) fail('INBOUND_NOT_FOUND', { id });
  return s;
}

/** The SKUs of the lines: catalogue variants the seller may order, their own products (new or known), one line each. */
async function skusOf(db: Db, caller: Principal, input: Input, now: number): Promise<{ sku: SkuRow; quantity: number }[]> {
  const variantIds = input.lines.flatMap((l) => (l.variantId === undefined ? [] : [l.variantId]));
  const orderable = await orderableVariants(db, caller, variantIds);
  const out = new Map<string, { sku: SkuRow; quantity: number }>();
  for (const l of input.lines) {
    let sku: SkuRow;
    if (l.variantId !== undefined) {
      if (!orderable.has(l.variantId)) fail('VARIANT_NOT_FOUND', { id: l.variantId });
      const v = await db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['v.sku', 'v.weight_g', 'v.image', 'p.title', 'p.images'])
        .where('v.id', '=', l.variantId)
        .executeTakeFirstOrThrow();
      sku = await catalogueSku(
        db,
        caller.userId,
        {
          variantId: l.variantId,
          sku: v.sku,
          title: v.title,
          image: v.image ?? (JSON.parse(v.images) as string[])[0] ?? null,
          weightG: Number(v.weight_g),
        },
        now,
      );
    } else if (l.skuId !== undefined) sku = await mySku(db, caller.userId, l.skuId);
    else if (l.own) sku = await ownSku(db, caller.userId, l.own, now);
    else fail('VALIDATION_FAILED', { field: 'lines', in: 'body', reason: 'required' });
    const prev = out.get(sku.id);
    out.set(sku.id, { sku, quantity: (prev?.quantity ?? 0) + l.quantity });
  }
  return [...out.values()];
}

async function writeLines(db: Db, id: string, lines: { sku: SkuRow; quantity: number }[]) {
  await db.deleteFrom('inbound_lines').where('shipment_id', '=', id).execute();
  await db
    .insertInto('inbound_lines')
    .values(
      lines.map((l, position) => ({ shipment_id: id, sku_id: l.sku.id, position, quantity: l.quantity, received_qty: null })),
    )
    .execute();
}

const details = (i: Input) => ({
  carrier: i.carrier ?? null,
  tracking_number: i.trackingNumber ?? null,
  expected_at: i.expectedAt ?? null,
  note: i.note ?? null,
});

/** POST /api/cloud-warehouse/inbound: a draft shipment of the seller's goods to a warehouse. */
export function create(ctx: Ctx, caller: Principal, input: Input): Promise<InboundShipment> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const w = await requireStocking(trx, input.warehouseCode);
    const now = ctx.now();
    const lines = await skusOf(trx, caller, input, now);
    const id = newId(now);
    await trx
      .insertInto('inbound_shipments')
      .values({
        id,
        number: await nextNumber(trx, 'IN', now),
        user_id: caller.userId,
        warehouse_code: w.code,
        status: 'draft',
        ...details(input),
        units: lines.reduce((s, l) => s + l.quantity, 0),
        created_at: now,
        updated_at: now,
        shipped_at: null,
        received_at: null,
        closed_at: null,
      })
      .execute();
    await writeLines(trx, id, lines);
    return strip(await one(trx, id));
  });
}

/** PUT /api/cloud-warehouse/inbound/:id: a draft's warehouse, details and lines, replaced. */
export function update(ctx: Ctx, caller: Principal, id: string, input: Input): Promise<InboundShipment> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const s = await mine(trx, caller, id);
    if (s.status !== 'draft') fail('INBOUND_TRANSITION_INVALID', { number: s.number });
    const w = await requireStocking(trx, input.warehouseCode);
    const now = ctx.now();
    const lines = await skusOf(trx, caller, input, now);
    await trx
      .updateTable('inbound_shipments')
      .set({ warehouse_code: w.code, ...details(input), units: lines.reduce((n, l) => n + l.quantity, 0), updated_at: now })
      .where('id', '=', id)
      .execute();
    await writeLines(trx, id, lines);
    return strip(await one(trx, id));
  });
}

/** DELETE /api/cloud-warehouse/inbound/:id: a draft is thrown away. */
export function remove(ctx: Ctx, caller: Principal, id: string): Promise<void> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const s = await mine(trx, caller, id);
    if (s.status !== 'draft') fail('INBOUND_TRANSITION_INVALID', { number: s.number });
    await trx.deleteFrom('inbound_lines').where('shipment_id', '=', id).execute();
    await trx.deleteFrom('inbound_shipments').where('id', '=', id).execute();
  });
}

/** POST /api/cloud-warehouse/inbound/:id/ship: the seller sent it (carrier and tracking); its units count as inbound. */
export function ship(
  ctx: Ctx,
  caller: Principal,
  id: string,
  input: z.output<typeof InboundShipInput>,
): Promise<InboundShipment> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const s = await mine(trx, caller, id);
    requireMove(s, 'shipped');
    await requireStocking(trx, s.warehouse_code);
    const now = ctx.now();
    await trx
      .updateTable('inbound_shipments')
      .set({
        status: 'shipped',
        carrier: input.carrier,
        tracking_number: input.trackingNumber,
        ...(input.expectedAt === undefined ? {} : { expected_at: input.expectedAt }),
        shipped_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const view = await one(trx, id);
    for (const l of view.lines)
      await moveInbound(
        trx,
        { userId: s.user_id, skuId: l.skuId, code: l.sku, warehouseCode: s.warehouse_code, units: l.quantity },
        now,
      );
    return strip(await one(trx, id));
  });
}

/** GET /api/cloud-warehouse/inbound/:id */
export async function getMine(ctx: Ctx, caller: Principal, id: string): Promise<InboundShipment> {
  const s = await shipmentsOf(ctx.db, [id]);
  const found = s[0];
  if (!found || found.userId !== caller.userId) fail('INBOUND_NOT_FOUND', { id });
  return strip(found);
}

const CURSOR = idCursor(ULID);

/** GET /api/cloud-warehouse/inbound: the seller's shipments, newest first. */
export async function listMine(
  ctx: Ctx,
  userId: string,
  q: { status?: InboundStatus | undefined; cursor?: string | undefined; limit: number },
) {
  let query = ctx.db.selectFrom('inbound_shipments').select('id').where('user_id', '=', userId);
  if (q.status) query = query.where('status', '=', q.status);
  const rows = await keysetPage(query, { id: 'id' }, decodeCursor(CURSOR, q.cursor), q.limit).execute();
  const page = pageOf(rows, q.limit, CURSOR, (r) => ({ id: r.id }));
  return {
    items: (
      await shipmentsOf(
        ctx.db,
        page.items.map((r) => r.id),
      )
    ).map(strip),
    nextCursor: page.nextCursor,
  };
}

/** GET /api/admin/cloud-warehouse/inbound: every seller's shipments, oldest first (a queue); by status. */
export async function adminQueue(
  ctx: Ctx,
  q: { status?: InboundStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminInboundPage> {
  let query = ctx.db.selectFrom('inbound_shipments').select('id').where('status', '!=', 'draft');
  if (q.status) query = query.where('status', '=', q.status);
  const rows = await keysetPage(query, { id: 'id', dir: 'asc' }, decodeCursor(CURSOR, q.cursor), q.limit).execute();
  const page = pageOf(rows, q.limit, CURSOR, (r) => ({ id: r.id }));
  return {
    items: await withSellers(
      ctx.db,
      await shipmentsOf(
        ctx.db,
        page.items.map((r) => r.id),
      ),
    ),
    nextCursor: page.nextCursor,
  };
}

/**
 * POST /api/admin/cloud-warehouse/inbound/:id/receive: the admin's count of every SKU of a shipped shipment. What was
 * counted goes on hand (at no cost: the goods are the seller's), what was expected leaves inbound, and a count that
 * differs from what was sent is the shipment's discrepancy report. The seller is told.
 */
export function receive(
  ctx: Ctx,
  caller: Principal,
  id: string,
  input: z.output<typeof ReceiveInput>,
): Promise<AdminInboundShipment> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const s = await lockShipment(trx, id);
    if (!s) fail('INBOUND_NOT_FOUND', { id });
    requireMove(s, 'received');
    const view = await one(trx, id);
    const counted = new Map<string, number>();
    for (const c of input.lines) {
      const line = view.lines.find((l) => l.skuId === c.skuId);
      if (!line || counted.has(c.skuId)) fail('INBOUND_COUNT_INVALID', { sku: line?.sku ?? c.skuId });
      counted.set(c.skuId, c.receivedQuantity);
    }
    const uncounted = view.lines.find((l) => !counted.has(l.skuId));
    if (uncounted) fail('INBOUND_COUNT_INVALID', { sku: uncounted.sku });
    const now = ctx.now();
    let received = 0;
    let missing = 0;
    let extra = 0;
    for (const l of view.lines) {
      const got = counted.get(l.skuId) ?? 0;
      received += got;
      if (got < l.quantity) missing += l.quantity - got;
      else extra += got - l.quantity;
      await trx
        .updateTable('inbound_lines')
        .set({ received_qty: got })
        .where('shipment_id', '=', id)
        .where('sku_id', '=', l.skuId)
        .execute();
      await moveInbound(
        trx,
        { userId: s.user_id, skuId: l.skuId, code: l.sku, warehouseCode: s.warehouse_code, units: -l.quantity },
        now,
      );
      if (got > 0) {
        await moveStock(
          trx,
          {
            userId: s.user_id,
            skuId: l.skuId,
            code: l.sku,
            warehouseCode: s.warehouse_code,
            kind: 'inbound_received',
            onHand: got,
            reserved: 0,
            unitCostCents: 0,
            inboundId: id,
            reference: s.number,
            actorId: caller.personId,
          },
          now,
        );
        await noteLowStock(trx, { userId: s.user_id, skuId: l.skuId, warehouseCode: s.warehouse_code }, now);
      }
    }
    await trx
      .updateTable('inbound_shipments')
      .set({ status: 'received', received_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (received > 0) await stockArrived(trx, s.user_id);
    await audit(
      trx,
      {
        actorId: caller.personId,
        action: 'inbound.receive',
        target: s.number,
        before: { status: s.status },
        after: { status: 'received', counts: input.lines },
      },
      now,
    );
    await notify(
      trx,
      {
        userId: s.user_id,
        type: 'stock.inbound_received',
        params: { shipmentId: id, number: s.number, received, missing, extra },
        dedupeKey: `stock.inbound_received:${id}`,
      },
      now,
    );
    return (await withSellers(trx, [await one(trx, id)]))[0] as AdminInboundShipment;
  });
}

/** POST /api/admin/cloud-warehouse/inbound/:id/close: a received shipment is settled (its report stays). */
export function close(ctx: Ctx, caller: Principal, id: string): Promise<AdminInboundShipment> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const s = await lockShipment(trx, id);
    if (!s) fail('INBOUND_NOT_FOUND', { id });
    requireMove(s, 'closed');
    const now = ctx.now();
    await trx
      .updateTable('inbound_shipments')
      .set({ status: 'closed', closed_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await audit(
      trx,
      {
        actorId: caller.personId,
        action: 'inbound.close',
        target: s.number,
        before: { status: s.status },
        after: { status: 'closed' },
      },
      now,
    );
    return (await withSellers(trx, [await one(trx, id)]))[0] as AdminInboundShipment;
  });
}
