import type { AdminWarehouse, CloudWarehouse, WarehouseAuditPage, WarehouseInput } from '@dropport/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { decodeCursor, idCursor, keysetPage, pageOf, ULID } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';

type Input = z.output<typeof WarehouseInput>;

export interface WarehouseRow {
  code: string;
  name: string;
  country_code: string;
  region: string;
  sort: number;
  active: number;
  template_id: number | null;
  countries: string;
  fulfilment_fee_cents: number;
  storage_fee_cents: number;
  lead_days: number;
}

/** A warehouse that takes seller stock: active, with a shipping template for parcels of it. */
export const isStocking = (w: Pick<WarehouseRow, 'active' | 'template_id'>) => w.active === 1 && w.template_id !== null;

export const allWarehouses = (db: Db): Promise<WarehouseRow[]> =>
  db.selectFrom('warehouses').selectAll().orderBy('sort').orderBy('code').execute();

export const warehouseByCode = (db: Db, code: string): Promise<WarehouseRow | undefined> =>
  db.selectFrom('warehouses').selectAll().where('code', '=', code).executeTakeFirst();

/** The destinations of each template's rules ('*' for a rule that ships everywhere else). */
async function templateCountries(db: Db, templateIds: number[]): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>();
  if (templateIds.length === 0) return out;
  const rows = await db
    .selectFrom('shipping_template_rules')
    .select(['template_id', 'country_code'])
    .where('template_id', 'in', templateIds)
    .execute();
  for (const r of rows) {
    const id = Number(r.template_id);
    if (!out.has(id)) out.set(id, new Set());
    out.get(id)?.add(r.country_code);
  }
  return out;
}

/**
 * Where a warehouse ships seller stock: its template's destinations, narrowed to the admin's list when there is one.
 * `['*']` means every destination (a template with a rule for every country and no list).
 */
export function servedCountries(w: WarehouseRow, ruleCountries: Set<string> | undefined): string[] {
  if (!ruleCountries || ruleCountries.size === 0) return [];
  const limited = JSON.parse(w.countries) as string[];
  if (limited.length > 0) return limited.filter((c) => ruleCountries.has(c) || ruleCountries.has('*')).sort();
  if (ruleCountries.has('*')) return ['*'];
  return [...ruleCountries].sort();
}

/** Whether `country` is among the destinations servedCountries gave. */
export const serves = (served: readonly string[], country: string) => served.includes('*') || served.includes(country);

const toCloud = (w: WarehouseRow, served: string[]): CloudWarehouse => ({
  code: w.code,
  name: w.name,
  countryCode: w.country_code,
  servesCountries: served,
  fulfilmentFeeCents: w.fulfilment_fee_cents,
  storageFeeCents: w.storage_fee_cents,
  leadDays: w.lead_days,
});

/** Every warehouse that takes seller stock, with the destinations it ships to. */
export async function stockingWarehouses(db: Db): Promise<{ row: WarehouseRow; view: CloudWarehouse; served: string[] }[]> {
  const rows = (await allWarehouses(db)).filter(isStocking);
  const countries = await templateCountries(
    db,
    rows.map((r) => Number(r.template_id)),
  );
  return rows.map((row) => {
    const served = servedCountries(row, countries.get(Number(row.template_id)));
    return { row, view: toCloud(row, served), served };
  });
}

/** GET /api/cloud-warehouse/warehouses */
export async function sellerList(ctx: Ctx) {
  return { items: (await stockingWarehouses(ctx.db)).map((w) => w.view) };
}

/** A warehouse that takes seller stock now, or WAREHOUSE_NOT_FOUND / WAREHOUSE_NOT_STOCKING. */
export async function requireStocking(db: Db, code: string): Promise<WarehouseRow> {
  const w = await warehouseByCode(db, code);
  if (!w) fail('WAREHOUSE_NOT_FOUND', { code });
  if (!isStocking(w)) fail('WAREHOUSE_NOT_STOCKING', { code });
  return w;
}

/** Adds each item's seller (id and email) for the admin's queues. */
export async function withSellers<T extends { userId: string }>(
  db: Db,
  list: T[],
): Promise<(Omit<T, 'userId'> & { sellerId: string; sellerEmail: string })[]> {
  const ids = [...new Set(list.map((p) => p.userId))];
  const users = ids.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute() : [];
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return list.map(({ userId, ...p }) => ({ ...p, sellerId: userId, sellerEmail: emails.get(userId) ?? '' }));
}

async function unitsOnHand(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('seller_stock')
    .select(['warehouse_code', (eb) => eb.fn.sum<number>('on_hand').as('units')])
    .groupBy('warehouse_code')
    .execute();
  return new Map(rows.map((r) => [r.warehouse_code, Number(r.units ?? 0)]));
}

async function toAdmin(db: Db, rows: WarehouseRow[]): Promise<AdminWarehouse[]> {
  const templateIds = rows.flatMap((r) => (r.template_id === null ? [] : [Number(r.template_id)]));
  const [countries, units, templates] = await Promise.all([
    templateCountries(db, templateIds),
    unitsOnHand(db),
    templateIds.length
      ? db.selectFrom('shipping_templates').select(['id', 'name']).where('id', 'in', templateIds).execute()
      : Promise.resolve([]),
  ]);
  const names = new Map(templates.map((t) => [Number(t.id), t.name]));
  return rows.map((w) => ({
    ...toCloud(w, servedCountries(w, countries.get(Number(w.template_id)))),
    region: w.region,
    active: w.active === 1,
    templateId: w.template_id === null ? null : Number(w.template_id),
    templateName: w.template_id === null ? null : (names.get(Number(w.template_id)) ?? null),
    countries: JSON.parse(w.countries) as string[],
    unitsOnHand: units.get(w.code) ?? 0,
  }));
}

/** GET /api/admin/cloud-warehouse/warehouses */
export async function adminList(ctx: Ctx) {
  return { items: await toAdmin(ctx.db, await allWarehouses(ctx.db)) };
}

/** Records an admin action on the warehouse side (append-only), in the caller's transaction. */
export async function audit(
  db: Db,
  a: { actorId: string; action: string; target: string; before?: unknown; after?: unknown },
  now: number,
): Promise<void> {
  await db
    .insertInto('warehouse_audit')
    .values({
      id: newId(now),
      actor_id: a.actorId,
      action: a.action,
      target: a.target,
      before: a.before === undefined ? null : JSON.stringify(a.before),
      after: a.after === undefined ? null : JSON.stringify(a.after),
      created_at: now,
    })
    .execute();
}

const AUDIT_CURSOR = idCursor(ULID);

/** GET /api/admin/cloud-warehouse/audit: every admin action on this side, newest first. */
export async function auditPage(ctx: Ctx, q: { cursor?: string | undefined; limit: number }): Promise<WarehouseAuditPage> {
  const rows = await keysetPage(
    ctx.db
      .selectFrom('warehouse_audit as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.action', 'a.target', 'a.before', 'a.after', 'a.created_at', 'u.email']),
    { id: 'a.id' },
    decodeCursor(AUDIT_CURSOR, q.cursor),
    q.limit,
  ).execute();
  const page = pageOf(rows, q.limit, AUDIT_CURSOR, (r) => ({ id: r.id }));
  return {
    items: page.items.map((r) => ({
      id: r.id,
      at: iso(Number(r.created_at)),
      actorEmail: r.email ?? null,
      action: r.action,
      target: r.target,
      before: r.before === null ? null : (JSON.parse(r.before) as unknown),
      after: r.after === null ? null : (JSON.parse(r.after) as unknown),
    })),
    nextCursor: page.nextCursor,
  };
}

async function requireTemplate(db: Db, id: number | null): Promise<void> {
  if (id === null) return;
  const t = await db.selectFrom('shipping_templates').select('id').where('id', '=', id).executeTakeFirst();
  if (!t) fail('TEMPLATE_NOT_FOUND', { id });
}

const columnsOf = (i: Input) => ({
  name: i.name,
  country_code: i.countryCode,
  template_id: i.templateId,
  countries: JSON.stringify([...new Set(i.countries)].sort()),
  fulfilment_fee_cents: i.fulfilmentFeeCents,
  storage_fee_cents: i.storageFeeCents,
  lead_days: i.leadDays,
  active: i.active ? 1 : 0,
});

/** POST /api/admin/cloud-warehouse/warehouses: a new warehouse (its code names it everywhere and never changes). */
export function create(ctx: Ctx, caller: Principal, input: Input): Promise<AdminWarehouse> {
  const code = input.code;
  if (!code) fail('VALIDATION_FAILED', { field: 'code', in: 'body', reason: 'required' });
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    if (await warehouseByCode(trx, code)) fail('WAREHOUSE_CODE_TAKEN', { code });
    await requireTemplate(trx, input.templateId);
    const now = ctx.now();
    const last = await trx
      .selectFrom('warehouses')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .executeTakeFirst();
    const row = { code, region: input.region ?? input.countryCode, sort: Number(last?.sort ?? 0) + 10, ...columnsOf(input) };
    await trx.insertInto('warehouses').values(row).execute();
    await audit(trx, { actorId: caller.personId, action: 'warehouse.create', target: code, after: row }, now);
    const [out] = await toAdmin(trx, [(await warehouseByCode(trx, code)) as WarehouseRow]);
    return out as AdminWarehouse;
  });
}

/**
 * PUT /api/admin/cloud-warehouse/warehouses/:code. A warehouse holding seller units cannot stop taking stock
 * (deactivated, or its template removed): the units would be stranded (WAREHOUSE_HAS_STOCK).
 */
export function update(ctx: Ctx, caller: Principal, code: string, input: Input): Promise<AdminWarehouse> {
  return inTransaction(ctx.db as Kysely<Database>, async (trx) => {
    const before = await warehouseByCode(trx, code);
    if (!before) fail('WAREHOUSE_NOT_FOUND', { code });
    await requireTemplate(trx, input.templateId);
    const next = { ...columnsOf(input), region: input.region ?? before.region };
    if (isStocking(before) && !isStocking(next)) {
      const units = (await unitsOnHand(trx)).get(code) ?? 0;
      if (units > 0) fail('WAREHOUSE_HAS_STOCK', { code, units });
    }
    const now = ctx.now();
    await trx.updateTable('warehouses').set(next).where('code', '=', code).execute();
    await audit(trx, { actorId: caller.personId, action: 'warehouse.update', target: code, before, after: next }, now);
    const [out] = await toAdmin(trx, [(await warehouseByCode(trx, code)) as WarehouseRow]);
    return out as AdminWarehouse;
  });
}
