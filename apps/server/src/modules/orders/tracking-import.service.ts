import {
  adminMay,
  CHECKPOINT_CSV_COLUMNS,
  ShipOrder,
  TRACKING_CSV_COLUMNS,
  type AdminOrderAction,
  type ErrorCode,
  type Locale,
  type OrderStatus,
  type TrackingImportResult,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Principal } from '../../plugins/auth.js';
import { toCsv } from '../../lib/csv-writer.js';
import { CsvErrors, readCsvRows } from './csv-rows.js';
import { adminActor, requireAction, shipIn } from './fulfilment.service.js';
import { withOrder } from './order-flow.js';
import type { OrderRow } from './orders.repo.js';
import * as repo from './orders.repo.js';

const MAX_ROWS = 5000;

export const trackingTemplate = () =>
  toCsv(
    [
      [...TRACKING_CSV_COLUMNS],
      ['DP1000001', 'YunExpress', 'YT2412345678901', 'https://www.yuntrack.com/parcelTracking?id=YT2412345678901'],
    ],
    { bom: false },
  );

export const checkpointTemplate = () =>
  toCsv(
    [
      [...CHECKPOINT_CSV_COLUMNS],
      ['DP1000001', '2026-11-20T08:00:00Z', 'Shenzhen, CN', 'Parcel handed to the carrier'],
      ['DP1000001', '2026-11-23T17:30:00Z', 'Los Angeles, US', 'Arrived at the destination country'],
    ],
    { bom: false },
  );

/**
 * Checks that each row's order exists and allows `action`; answers the rows with their order, or adds each row's
 * error. Looks the orders up in one query.
 */
async function ordersOf<T extends { row: number; orderNo: string }>(
  db: Db,
  rows: T[],
  action: AdminOrderAction,
  errors: CsvErrors,
) {
  const nos = [...new Set(rows.map((r) => r.orderNo))];
  const found = nos.length
    ? new Map(
        (await db.selectFrom('orders').select(['id', 'order_no', 'status']).where('order_no', 'in', nos).execute()).map((o) => [
          o.order_no,
          o,
        ]),
      )
    : new Map<string, { id: string; status: OrderStatus }>();
  const ok: (T & { orderId: string })[] = [];
  for (const r of rows) {
    const o = found.get(r.orderNo);
    if (!o) errors.add(r.row, 'ORDER_NOT_FOUND', { id: r.orderNo });
    else if (!adminMay(action, o.status))
      errors.add(r.row, 'ORDER_STATUS_INVALID', { orderNo: r.orderNo, status: o.status, action });
    else ok.push({ ...r, orderId: o.id });
  }
  return ok;
}

/** Runs each planned row on its order, locked, in one transaction: the first refusal undoes every row. */
async function applyAll<T extends { row: number; orderId: string }>(
  ctx: Ctx,
  plan: T[],
  errors: CsvErrors,
  work: (trx: Db, o: OrderRow, p: T) => Promise<void>,
): Promise<void> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Every order of the file is locked before the first moves: a move also locks its seller's counter rows, and an
      // order locked later, while another transaction holding it waits for those rows, would deadlock the two.
      if (ctx.engine === 'postgres' && plan.length)
        await trx
          .selectFrom('orders')
          .select('id')
          .where(
            'id',
            'in',
            plan.map((p) => p.orderId),
          )
          .orderBy('id')
          .forUpdate()
          .execute();
      for (const p of plan) {
        await withOrder(ctx, p.orderId, (t, o) => work(t, o, p), trx).catch((e: unknown) => {
          if (e instanceof AppError) errors.add(p.row, e.code as ErrorCode, e.params);
          throw e;
        });
      }
    });
  } catch (e) {
    errors.stopIfAny();
    throw e;
  }
}

/**
 * POST /api/admin/orders/tracking: ships every order the file (CSV text or an .xlsx workbook) names with its tracking,
 * all or nothing. Each row is checked (columns, the order exists and may ship, the tracking is well-formed, no order
 * twice); any error ships nothing and answers every row's error (TRACKING_CSV_INVALID).
 */
export async function importTracking(
  ctx: Ctx,
  caller: Principal,
  file: string | Buffer,
  locale: Locale,
): Promise<TrackingImportResult> {
  const errors = new CsvErrors('TRACKING_CSV_INVALID', locale);
  const rows = await readCsvRows(file, ['order_no', 'carrier', 'tracking_number'], MAX_ROWS, errors);
  const seen = new Map<string, number>();
  const parsed = rows.flatMap((r) => {
    const orderNo = r.get('order_no');
    const ship = ShipOrder.safeParse({
      carrier: r.get('carrier'),
      trackingNumber: r.get('tracking_number'),
      trackingUrl: r.get('tracking_url'),
    });
    if (!ship.success) {
      errors.add(r.row, 'VALIDATION_FAILED', {
        field: String(ship.error.issues[0]?.path[0] ?? 'tracking_number'),
        reason: 'invalid',
        issue: '',
      });
      return [];
    }
    const first = seen.get(orderNo);
    if (first !== undefined) {
      errors.fileProblem(r.row, 'orderRepeated', { orderNo, row: first });
      return [];
    }
    seen.set(orderNo, r.row);
    return [{ row: r.row, orderNo, ship: ship.data }];
  });
  const plan = await ordersOf(ctx.db, parsed, 'ship', errors);
  errors.stopIfAny();
  const actor = adminActor(caller);
  await applyAll(ctx, plan, errors, async (trx, o, p) => {
    requireAction(o, 'ship');
    await shipIn(trx, o, p.ship, actor, ctx.now());
  });
  return { shipped: plan.length, errors: [] };
}

/** A checkpoint time as a spreadsheet writes it: ISO 8601, or "YYYY-MM-DD HH:MM" (UTC). */
function checkpointTime(text: string): number | null {
  const iso = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text)
    ? text.replace(' ', 'T')
    : null;
  if (!iso) return null;
  const t = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(t) ? null : t;
}

/**
 * POST /api/admin/orders/checkpoints: adds the tracking checkpoints the file (CSV text or an .xlsx workbook) lists
 * (order_no, at, location, description; several rows per order), all or nothing, to orders in processing or shipped.
 */
export async function importCheckpoints(
  ctx: Ctx,
  caller: Principal,
  file: string | Buffer,
  locale: Locale,
): Promise<{ added: number }> {
  const errors = new CsvErrors('TRACKING_CSV_INVALID', locale);
  const rows = await readCsvRows(file, CHECKPOINT_CSV_COLUMNS, MAX_ROWS, errors);
  const parsed = rows.flatMap((r) => {
    const at = checkpointTime(r.get('at'));
    const location = r.get('location').slice(0, 120);
    const description = r.get('description').slice(0, 300);
    const bad = at === null ? 'at' : location === '' ? 'location' : description === '' ? 'description' : null;
    if (bad) {
      errors.add(r.row, 'VALIDATION_FAILED', { field: bad, reason: bad === 'at' ? 'format' : 'required', issue: '' });
      return [];
    }
    return [{ row: r.row, orderNo: r.get('order_no'), at: at!, location, description }];
  });
  const plan = await ordersOf(ctx.db, parsed, 'checkpoint', errors);
  errors.stopIfAny();
  await applyAll(ctx, plan, errors, async (trx, o, p) => {
    requireAction(o, 'checkpoint');
    const now = ctx.now();
    await trx
      .insertInto('order_checkpoints')
      .values({
        id: newId(now),
        order_id: o.id,
        at: p.at,
        location: p.location,
        description: p.description,
        created_by: caller.userId,
        created_at: now,
      })
      .execute();
    await repo.updateOrder(trx, o.id, { updated_at: now });
  });
  return { added: plan.length };
}
