import { useInfiniteQuery } from '@tanstack/react-query';
import type { InvoicePage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { toListQuery, type InvoiceFilters } from '../filters';
import { invoicesKeys } from './invoices-keys';

const PAGE = 20;

/** One page of the seller's invoices, newest first, with the filters of the address. */
export function fetchInvoices(filters: InvoiceFilters, cursor: string | null) {
  return get<InvoicePage>('/api/invoices', { params: { ...toListQuery(filters, cursor), limit: PAGE }, silent: true });
}

export function useInvoices(filters: InvoiceFilters) {
  return useInfiniteQuery({
    queryKey: invoicesKeys.list(filters),
    queryFn: ({ pageParam }) => fetchInvoices(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A recharge credited a moment ago (or an order paid) brings its invoice: coming back shows it.
    staleTime: 0,
  });
}
