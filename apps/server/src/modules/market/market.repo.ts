import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { MarketCollection, MarketSort } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CategoryFilter } from './categories.service.js';
import type { Cursor } from './cursor.js';

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
  cursor: Cursor | undefined,
  limit: number,
) {
  const { column, desc } = SORT_KEY[sort];
  let q = filtered(db, f, column);
  if (cursor) {
    const cmp = desc ? sql`<` : sql`>`;
    q = q.where(sql<boolean>`(${sql.ref(`p.${column}`)}, p.id) ${cmp} (${cursor.value}, ${cursor.id})`);
  }
  const dir = desc ? 'desc' : 'asc';
  return q
    .select([...CARD_COLUMNS, 'p.cost_min as sort_cost'])
    .orderBy(`p.${column}`, dir)
    .orderBy('p.id', dir)
    .limit(limit + 1)
    .execute();
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
