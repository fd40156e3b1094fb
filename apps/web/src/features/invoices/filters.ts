import { INVOICE_KINDS, type InvoiceKind, type InvoiceListQuery } from '@dropport/contracts';
import { KIND_DAY_KEYS, kindDayFilters, type KindDayFilters } from '@/lib/kind-day-filters';

export { readDay } from '@/lib/kind-day-filters';

/** The invoice list's filters as the address holds them (`?kind=recharge&from=2026-11-01&to=2026-11-30`): days of issue. */
export type InvoiceFilters = KindDayFilters<InvoiceKind>;
export const FILTER_KEYS = KIND_DAY_KEYS;

const filters = kindDayFilters(INVOICE_KINDS);
export const readFilters = filters.read;
export const writeFilters = filters.write;
/** Whether any filter narrows the list. */
export const narrows = filters.narrows;
/** The API query of a page of the list. */
export const toListQuery = (f: InvoiceFilters, cursor?: string | null): InvoiceListQuery => filters.query(f, cursor);
