import { WALLET_LEDGER_KINDS } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { KindDayFiltersBar } from '@/lib/kind-day-filters-bar';
import type { StatementFilters } from '../filters';

interface Props {
  filters: StatementFilters;
  onChange: (next: StatementFilters) => void;
  /** More controls at the end of the row (the export). */
  extra?: ReactNode;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix?: string;
}

/** The statement's type and date range; every change goes to the address. */
export function StatementFiltersBar({ filters, onChange, extra, idPrefix = 'statement' }: Props) {
  return (
    <KindDayFiltersBar
      filters={filters}
      onChange={onChange}
      kinds={WALLET_LEDGER_KINDS}
      ns="wallet"
      presets={['last7', 'last30', 'thisMonth', 'lastMonth']}
      idPrefix={idPrefix}
      extra={extra}
    />
  );
}
