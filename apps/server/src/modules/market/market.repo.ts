import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { MarketCollection, MarketSort } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { keysetPage, sortedCursor } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import type { CategoryFilter } from './categories.service.js';

/** What the list path filters on, already checked by the service. */
export interface ListFilter {
  collection: MarketCollection;
  userId: string;
  /** A top-level branch by the root column, or a category and those under it. */
  category?: CategoryFilter;
  costMin?: number;
  costMax?: number;
  shipFrom?: string;
  /** `warehouse`: the region near the buyer (null: nothing is near). */
  region?: string | null;
  newSince: number;
}

export const CARD_COLUMNS = [
  'p.id',
  'p.title',
  'p.images',
  'p.cost_min',
  'p.cost_max',
  'p.stock',
  'p.category_id',
  'p.warehouse_code',
  'p.ship_from_country',
  'p.popularity',
  'p.created_at',
  'p.template_id',
  'p.weight_g',
] as const;

type Q = SelectQueryBuilder<Database & { p: Database['products'] }, 'p', object>;

/**
 * The cursor of a market list: the last card's sort value and id, with the sort it belongs to; a cursor of another
 * sort is refused.
 */
export const marketCursor = (sort: MarketSort) => sortedCursor({ id: 'integer', tag: sort });

/** Where the last card of a page stands in its sort: its sort value and id. */
export interface MarketKey {
  sort: number;
  id: number;
}

/** The column a sort orders by, and its direction (id follows in the same direction as the tiebreak). */
export const SORT_KEY: Record<
  Exclude<MarketSort, 'relevance'>,
  { column: 'created_at' | 'cost_min' | 'popularity'; desc: boolean }
> = {
  newest: { column: 'created_at', desc: true },
  costAsc: { column: 'cost_min', desc: false },
  costDesc: { column: 'cost_min', desc: true },
  popular: { column: 'popularity', desc: true },
};

/** The collection and filter conditions, shared by the plain list and the search path. */
export function filtered(db: Db, f: ListFilter, sortColumn: string): Q {
  let q = db.selectFrom('products as p') as unknown as Q;
  if (f.collection === 'private') {
    q = q
      .where((eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) =>
        eb.exists(
          eb
            .selectFrom('private_products as pp')
            .select('pp.product_id')
            .whereRef('pp.product_id', '=', 'p.id')
            .where('pp.user_id', '=', f.userId),
        ),
      )
      .where('p.status', '=', 'active');
  } else {
    q = q.where('p.listed', '=', 1);
  }
  if (f.collection === 'hot') q = q.where('p.popularity', '>', 0);
  if (f.collection === 'new') q = q.where('p.created_at', '>=', f.newSince);
  if (f.collection === 'warehouse') {
    q = q.where('p.ship_region', '=', f.region ?? '-').where('p.stock', '>', 0);
  }
  if (f.category) {
    const c = f.category;
    if ('root' in c) q = q.where('p.root_category_id', '=', c.root);
    else q = c.ids.length === 1 ? q.where('p.category_id', '=', c.ids[0]!) : q.where('p.category_id', 'in', c.ids);
  }
  // Under another sort, `+cost_min` keeps the planner on that sort's index (filtering as it walks) instead of
  // collecting the whole cost range and sorting it: a wide range would cost tens of milliseconds.
  const cost = sortColumn === 'cost_min' ? sql.ref('p.cost_min') : sql`+${sql.ref('p.cost_min')}`;
  if (f.costMin !== undefined) q = q.where(cost, '>=', f.costMin);
  if (f.costMax !== undefined) q = q.where(cost, '<=', f.costMax);
  if (f.shipFrom) q = q.where('p.ship_from_country', '=', f.shipFrom);
  return q;
}

/** One page of the plain list: keyset after the cursor, in the sort's index order. */
export async function page(
  db: Db,
  f: ListFilter,
  sort: Exclude<MarketSort, 'relevance'>,
  after: MarketKey | undefined,
  limit: number,
) {
  const { column, desc } = SORT_KEY[sort];
  const q = filtered(db, f, column).select([...CARD_COLUMNS, 'p.cost_min as sort_cost']);
  return keysetPage(q, { sort: `p.${column}`, id: 'p.id', dir: desc ? 'desc' : 'asc' }, after, limit).execute();
}

/**
 * How many products pass the filter, counting no further than `cap + 1`: a count over 100,000 rows would cost a
 * scan on every first page, while a capped one stops at the cap (the answer then reads "1,000+").
 */
export async function countUpTo(db: Db, f: ListFilter, cap: number): Promise<number> {
  // Cost as a bare column, so the planner may walk the cost index when that is the narrowest.
  const matches = filtered(db, f, 'cost_min')
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The active products found for the seller by sourcing requests (their private collection, as filtered() has it). */
export async function privateIds(db: Db, userId: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('private_products as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select('pp.product_id')
    .where('pp.user_id', '=', userId)
    .where('p.status', '=', 'active')
    .execute();
  return new Set(rows.map((r) => Number(r.product_id)));
}

/** Card columns of the given ids (order not kept). */
export function cardsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return (db.selectFrom('products as p') as unknown as Q)
    .select([...CARD_COLUMNS])
    .where('p.id', 'in', ids)
    .execute();
}

/** Which of the ids are in the seller's import list. */
export async function inImportList(db: Db, userId: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('import_list_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.product_id)));
}

/** The shipping templates' rules for a destination (its own and `*`), with their methods' names, methods on offer only. */
export const templateRules = (db: Db, templateIds: number[], country: string) =>
  db
    .selectFrom('shipping_template_rules as r')
    .innerJoin('shipping_methods as m', 'm.code', 'r.method_code')
    .select([
      'r.template_id',
      'r.method_code',
      'r.country_code',
      'r.first_weight_g',
      'r.first_price_cents',
      'r.additional_unit_g',
      'r.additional_price_cents',
      'r.days_min',
      'r.days_max',
      'm.name',
      'm.carrier',
    ])
    .where('r.template_id', 'in', templateIds)
    .where('r.country_code', 'in', [country, '*'])
    .where('m.active', '=', 1)
    .orderBy('m.sort')
    .execute();

/** A variant's product, weight and stock, for a shipping quote. */
export const variantForQuote = (db: Db, id: number) =>
  db.selectFrom('product_variants').select(['product_id', 'weight_g', 'stock']).where('id', '=', id).executeTakeFirst();

/** A product's template, weight, stock and visibility, for a shipping quote. */
export const productForQuote = (db: Db, id: number) =>
  db
    .selectFrom('products')
    .select(['id', 'template_id', 'weight_g', 'stock', 'listed', 'visibility', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Which of these products sourcing found for the seller or the seller has in their import list. */
export async function privateOrImported(db: Db, userId: string, productIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('private_products')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .union(
      db.selectFrom('import_list_items').select('product_id').where('user_id', '=', userId).where('product_id', 'in', productIds),
    )
    .execute();
  return rows.map((r) => Number(r.product_id));
}

/** Variants with their product's id, listing and status. */
export const variantsWithProductState = (db: Db, variantIds: number[]) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'p.id as product_id', 'p.listed', 'p.status'])
    .where('v.id', 'in', variantIds)
    .execute();

/** A product with its warehouse and supplier, as its page shows them. */
export const productWithPlaces = (db: Db, id: number) =>
  db
    .selectFrom('products as p')
    .innerJoin('warehouses as w', 'w.code', 'p.warehouse_code')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .selectAll('p')
    .select([
      'w.name as w_name',
      'w.country_code as w_country',
      'w.region as w_region',
      's.name as s_name',
      's.country_code as s_country',
      's.rating as s_rating',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();

/** A product's variants in their order. */
export const variantsOf = (db: Db, productId: number) =>
  db.selectFrom('product_variants').selectAll().where('product_id', '=', productId).orderBy('position').execute();

/** Every category in the admins' order. */
export const allCategories = (db: Db) =>
  db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name_en', 'name_es', 'name_pt', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** The seller's default ship-to country, when they set one. */
export const defaultCountry = (db: Db, userId: string) =>
  db.selectFrom('user_shipping').select('default_country').where('user_id', '=', userId).executeTakeFirst();
