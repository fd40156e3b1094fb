import { GraphQLError } from 'graphql';
import type { PageArgs } from './graphql-views.js';
import { displayFulfillmentStatus, type OrderRec } from './order-records.js';

export type OrderSortKey = 'CREATED_AT' | 'ID' | 'ORDER_NUMBER' | 'PROCESSED_AT' | 'UPDATED_AT';

const DATE_FIELDS: Record<string, 'createdAt' | 'updatedAt'> = {
  updated_at: 'updatedAt',
  created_at: 'createdAt',
  processed_at: 'createdAt',
};

function compareOp(a: number, op: string, b: number): boolean {
  switch (op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    default:
      return a === b;
  }
}

function fieldMatches(o: OrderRec, field: string, op: string, value: string): boolean {
  const v = value.toLowerCase();
  const dateField = DATE_FIELDS[field];
  if (dateField) {
    const at = Date.parse(value);
    // Shopify ignores a filter it cannot read (and says so in extensions.search); so does the stand-in.
    if (Number.isNaN(at)) return true;
    if (!op) return o[dateField].slice(0, 10) === new Date(at).toISOString().slice(0, 10);
    return compareOp(Date.parse(o[dateField]), op, at);
  }
  switch (field) {
    case 'id':
      return compareOp(o.id, op, Number(value));
    case 'name':
      return o.name.toLowerCase() === (v.startsWith('#') ? v : `#${v}`);
    case 'email':
      return (o.email ?? '').toLowerCase() === v;
    case 'customer_id':
      return String(o.customer?.id ?? '') === value;
    case 'sku':
      return o.lineItems.some((l) => (l.sku ?? '').toLowerCase() === v);
    case 'status':
      return v === 'any' || (v === 'cancelled' ? !!o.cancelledAt : v === 'open' ? !o.cancelledAt : false);
    case 'financial_status':
      return v === 'any' || v === o.financialStatus.toLowerCase();
    case 'fulfillment_status': {
      const s = displayFulfillmentStatus(o);
      if (v === 'any') return true;
      if (v === 'shipped' || v === 'fulfilled') return s === 'FULFILLED';
      if (v === 'partial') return s === 'PARTIALLY_FULFILLED';
      if (v === 'unshipped' || v === 'unfulfilled') return s === 'UNFULFILLED';
      return false;
    }
    default:
      return true;
  }
}

/**
 * Shopify's order search, the parts an app uses: `updated_at:>='2026-01-02T03:04:05Z'` (and created_at,
 * processed_at with >, >=, <, <= or a day), `id:>N`, `name:#1001`, `email:`, `customer_id:`, `sku:`, `status:`,
 * `financial_status:`, `fulfillment_status:`, a leading `-` to negate, and bare words matched against name, email and
 * customer. Terms are ANDed; unknown filters are ignored as Shopify ignores them.
 */
export function matchesOrderQuery(o: OrderRec, query: string | null | undefined): boolean {
  if (!query?.trim()) return true;
  const terms = query.trim().match(/(?:[^\s'"]+|'[^']*'|"[^"]*")+/g) ?? [];
  return terms
    .filter((t) => !/^(AND|OR)$/i.test(t))
    .every((term) => {
      const negated = term.startsWith('-');
      const t = negated ? term.slice(1) : term;
      const m = /^(\w+):(<=|>=|<|>)?(.*)$/.exec(t);
      const raw = (m ? m[3]! : t).replace(/^['"]|['"]$/g, '');
      const hit = m
        ? fieldMatches(o, m[1]!.toLowerCase(), m[2] ?? '', raw)
        : [o.name, o.email, o.customer?.firstName, o.customer?.lastName].some((x) =>
            (x ?? '').toLowerCase().includes(raw.toLowerCase()),
          );
      return negated ? !hit : hit;
    });
}

function sortValue(o: OrderRec, key: OrderSortKey): number {
  switch (key) {
    case 'UPDATED_AT':
      return Date.parse(o.updatedAt);
    case 'CREATED_AT':
    case 'PROCESSED_AT':
      return Date.parse(o.createdAt);
    case 'ORDER_NUMBER':
      return o.number;
    default:
      return o.id;
  }
}

interface Position {
  value: number;
  id: number;
}
const comparePos = (a: Position, b: Position) => a.value - b.value || a.id - b.id;

// Shopify's cursors name the last row by id and sort value, so a row that changes between pages is not skipped.
function cursorOf(o: OrderRec, key: OrderSortKey): string {
  const value =
    key === 'UPDATED_AT' ? o.updatedAt : key === 'CREATED_AT' || key === 'PROCESSED_AT' ? o.createdAt : sortValue(o, key);
  return Buffer.from(JSON.stringify({ last_id: o.id, last_value: value })).toString('base64');
}
function positionOf(cursor: string): Position {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown; last_value?: unknown };
    const value = typeof v.last_value === 'string' ? Date.parse(v.last_value) : v.last_value;
    if (typeof v.last_id === 'number' && typeof value === 'number' && !Number.isNaN(value)) return { value, id: v.last_id };
  } catch {
    // fall through
  }
  throw new GraphQLError('Invalid cursor for current pagination sort.');
}

/** The orders connection: sorted by sortKey (then id), filtered by the search, paged by Shopify's cursor rules. */
export function orderConnection(
  orders: OrderRec[],
  args: PageArgs & { query?: string | null; sortKey?: OrderSortKey | null; reverse?: boolean | null },
  view: (o: OrderRec) => unknown,
) {
  const size = args.first ?? args.last;
  if (size === null || size === undefined) throw new GraphQLError('you must provide one of first or last');
  if (size > 250) throw new GraphQLError(`The ${args.first != null ? 'first' : 'last'} argument cannot exceed 250.`);
  const key = args.sortKey ?? 'ID';
  const dir = args.reverse ? -1 : 1;
  const pos = (o: OrderRec): Position => ({ value: sortValue(o, key), id: o.id });
  let list = orders.filter((o) => matchesOrderQuery(o, args.query)).sort((a, b) => dir * comparePos(pos(a), pos(b)));
  if (args.after) {
    const after = positionOf(args.after);
    list = list.filter((o) => dir * comparePos(pos(o), after) > 0);
  }
  if (args.before) {
    const before = positionOf(args.before);
    list = list.filter((o) => dir * comparePos(pos(o), before) < 0);
  }
  const page = args.first != null ? list.slice(0, size) : list.slice(Math.max(0, list.length - size));
  const nodes = page.map(view);
  return {
    nodes,
    edges: page.map((o, i) => ({ node: nodes[i], cursor: cursorOf(o, key) })),
    pageInfo: {
      hasNextPage: args.first != null ? list.length > page.length : !!args.before,
      hasPreviousPage: args.last != null ? list.length > page.length : !!args.after,
      startCursor: page[0] ? cursorOf(page[0], key) : null,
      endCursor: page.at(-1) ? cursorOf(page.at(-1)!, key) : null,
    },
  };
}
