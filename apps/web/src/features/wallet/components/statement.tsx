import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { ListState } from '@/lib/list-state';
import { exportStatement } from '../api/export-statement';
import { useStatement } from '../api/statement';
import type { StatementOwner } from '../api/wallet-keys';
import { narrows, readStatementFilters, writeStatementFilters, type StatementFilters } from '../filters';
import { StatementFiltersBar } from './statement-filters';
import { StatementTable } from './statement-table';

interface Props {
  owner: StatementOwner;
  /** Offers "Export CSV" of the filtered statement (the seller's own). */
  exportable?: boolean;
  /** Shown under "no movements yet" when nothing is filtered (the seller's way to a first recharge). */
  emptyAction?: ReactNode;
}

/**
 * A wallet statement with its filters kept in the address (`?kind=…&from=…&to=…`, shareable and kept on reload),
 * paged by cursor with "Load more".
 */
export function Statement({ owner, exportable = false, emptyAction }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readStatementFilters(params);
  const list = useStatement(owner, filters);
  const [exporting, setExporting] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = narrows(filters);
  // A change of filter starts the statement again: a new query key, so no cursor.
  const setFilters = (next: StatementFilters) => setParams(writeStatementFilters(next), { replace: true });

  const onExport = async () => {
    setExporting(true);
    try {
      await exportStatement(filters);
    } catch (e) {
      feedback.message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <StatementFiltersBar
        filters={filters}
        onChange={setFilters}
        extra={
          exportable ? (
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void onExport()}>
              {t('wallet.statement.export')}
            </Button>
          ) : null
        }
      />
      <ListState
        query={list}
        count={items.length}
        rows={5}
        empty={
          <Empty description={t(filtered ? 'wallet.statement.emptyFiltered' : 'wallet.statement.empty')}>
            {/* Filtered: "Clear filters" is in the bar above. */}
            {filtered ? null : emptyAction}
          </Empty>
        }
      >
        <StatementTable items={items} />
      </ListState>
    </Flex>
  );
}
