import { INVOICE_KINDS } from '@dropport/contracts';
import { KindDayFiltersBar } from '@/lib/kind-day-filters-bar';
import type { InvoiceFilters } from '../filters';

/** The list's type and issue-date range; every change goes to the address. */
export function InvoiceFiltersBar({ filters, onChange }: { filters: InvoiceFilters; onChange: (next: InvoiceFilters) => void }) {
  return (
    <KindDayFiltersBar
      filters={filters}
      onChange={onChange}
      kinds={INVOICE_KINDS}
      ns="invoices"
      presets={['last30', 'thisMonth', 'lastMonth', 'thisYear']}
      idPrefix="invoices"
    />
  );
}
