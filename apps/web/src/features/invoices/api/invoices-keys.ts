import type { InvoiceFilters } from '../filters';

export const invoicesKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoicesKeys.all, 'list'] as const,
  list: (filters: InvoiceFilters) => [...invoicesKeys.lists(), filters] as const,
};
