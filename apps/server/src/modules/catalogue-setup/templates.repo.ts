import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ShippingTemplateRulesTable } from '../../db/schema.js';
import { catalogueChanged } from '../../lib/ttl-cache.js';
import { lockRows } from '../../db/locks.js';

type Count = number | string | bigint;

/** Every template with its rule and product counts, oldest first. */
export function listWithCounts(db: Db) {
  return db
    .selectFrom('shipping_templates as t')
    .select((eb) => [
      't.id',
      't.name',
      't.updated_at',
      eb
        .selectFrom('shipping_template_rules as r')
        .select(eb.fn.countAll<Count>().as('n'))
        .whereRef('r.template_id', '=', 't.id')
        .as('rule_count'),
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<Count>().as('n'))
        .whereRef('p.template_id', '=', 't.id')
        .as('product_count'),
    ])
    .orderBy('t.id')
    .execute();
}

export const find = (db: Db, id: number) =>
  db.selectFrom('shipping_templates').select(['id', 'name', 'updated_at']).where('id', '=', id).executeTakeFirst();

/** One template, its row locked on PostgreSQL until the transaction ends (no product can start using it meanwhile). */
export function lockOne(db: Db, id: number) {
  return lockRows(db, db.selectFrom('shipping_templates').select(['id', 'name']).where('id', '=', id)).executeTakeFirst();
}

/** A template's rules by method (catalogue order) then country, the `*` rule of each method last. */
export function rulesOf(db: Db, id: number) {
  return db
    .selectFrom('shipping_template_rules as r')
    .leftJoin('shipping_methods as m', 'm.code', 'r.method_code')
    .selectAll('r')
    .where('r.template_id', '=', id)
    .orderBy('m.sort')
    .orderBy('r.method_code')
    .orderBy(sql`case when r.country_code = '*' then 1 else 0 end`)
    .orderBy('r.country_code')
    .execute();
}

export async function countProducts(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<Count>().as('n'))
    .where('template_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every method code the rules may name (on offer or not: a rule of a method taken off offer is kept, and ignored). */
export async function methodCodes(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('shipping_methods').select('code').execute();
  return new Set(rows.map((r) => r.code));
}

export async function insertTemplate(db: Db, name: string, now: number): Promise<number> {
  catalogueChanged();
  const row = await db
    .insertInto('shipping_templates')
    .values({ name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function rename(db: Db, id: number, name: string, now: number): Promise<void> {
  catalogueChanged();
  await db.updateTable('shipping_templates').set({ name, updated_at: now }).where('id', '=', id).execute();
}

/** Replaces every rule of a template (in chunks: a statement's bound values are limited). */
export async function replaceRules(db: Db, id: number, rules: Omit<Insertable<ShippingTemplateRulesTable>, 'template_id'>[]) {
  catalogueChanged();
  await db.deleteFrom('shipping_template_rules').where('template_id', '=', id).execute();
  for (let i = 0; i < rules.length; i += 200) {
    await db
      .insertInto('shipping_template_rules')
      .values(rules.slice(i, i + 200).map((r) => ({ ...r, template_id: id })))
      .execute();
  }
}

export async function remove(db: Db, id: number): Promise<void> {
  catalogueChanged();
  // The rules go first: SQLite applies ON DELETE CASCADE only with foreign keys switched on.
  await db.deleteFrom('shipping_template_rules').where('template_id', '=', id).execute();
  await db.deleteFrom('shipping_templates').where('id', '=', id).execute();
}
