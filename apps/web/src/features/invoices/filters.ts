import { INVOICE_KINDS, type InvoiceKind, type InvoiceListQuery } from '@dropport/contracts';

/** The invoice list's filters as the address holds them (`?kind=recharge&from=2026-11-01&to=2026-11-30`). */
export interface InvoiceFilters {
  kind?: InvoiceKind;
  /** First day of issue shown, YYYY-MM-DD (UTC, included). */
  from?: string;
  /** Last day of issue shown, YYYY-MM-DD (UTC, included). */
  to?: string;
}

/** The query-string keys, in the order the address writes them: the API's own names. */
export const FILTER_KEYS = ['kind', 'from', 'to'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isKind = (v: string | null): v is InvoiceKind => v !== null && (INVOICE_KINDS as readonly string[]).includes(v);

/** A calendar day that exists (2026-02-30 does not), as written; anything else is undefined. */
export function readDay(value: string | null | undefined): string | undefined {
  const m = value ? DAY.exec(value.trim()) : null;
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? m[0] : undefined;
}

/**
 * The filters of an address. A value the API would refuse (an unknown kind, a day that does not exist) is left out
 * rather than failing the page; a reversed range is put the right way round.
 */
export function readFilters(params: URLSearchParams): InvoiceFilters {
  const kind = params.get('kind');
  let from = readDay(params.get('from'));
  let to = readDay(params.get('to'));
  // Days written YYYY-MM-DD compare as text.
  if (from && to && from > to) [from, to] = [to, from];
  return prune({ kind: isKind(kind) ? kind : undefined, from, to });
}

/** The address of a set of filters: only what is set, always in the same order (so equal views share a URL). */
export function writeFilters(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  const f = prune(filters);
  for (const key of FILTER_KEYS) {
    const value = f[key];
    if (value !== undefined) params.set(key, value);
  }
  return params;
}

function prune(f: InvoiceFilters): InvoiceFilters {
  const out: InvoiceFilters = {};
  if (f.kind) out.kind = f.kind;
  if (f.from) out.from = f.from;
  if (f.to) out.to = f.to;
  return out;
}

/** Whether any filter narrows the list. */
export const narrows = (f: InvoiceFilters): boolean => !!(f.kind || f.from || f.to);

/** The API query of a page of the list. */
export function toListQuery(f: InvoiceFilters, cursor?: string | null): InvoiceListQuery {
  return { ...prune(f), ...(cursor ? { cursor } : {}) };
}
