import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/lib/load-state';
import { useInvoices } from '../api/list-invoices';
import { InvoiceFiltersBar } from '../components/invoice-filters';
import { InvoicesTable } from '../components/invoices-table';
import { LinkButton } from '@/lib/router-link';
import { narrows, readFilters, writeFilters, type InvoiceFilters } from '../filters';

/**
 * Invoices: one for every wallet recharge and every order paid from the wallet, filtered by type and issue day (kept
 * in the address, so a view can be reloaded and shared), paged by cursor, each downloadable as a PDF.
 */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useInvoices(filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = narrows(filters);
  // A change of filter starts the list again: a new query key, so no cursor.
  const setFilters = (next: InvoiceFilters) => setParams(writeFilters(next), { replace: true });

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('menu.invoice')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', maxWidth: 760 }}>
          {t('invoices.intro')}
        </Typography.Paragraph>
      </Card>
      <Card>
        <Flex vertical gap={16}>
          <InvoiceFiltersBar filters={filters} onChange={setFilters} />
          {list.isPending ? (
            <Skeleton active paragraph={{ rows: 5 }} />
          ) : list.isError ? (
            <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <Empty description={t(filtered ? 'invoices.emptyFiltered' : 'invoices.empty')}>
              {/* Filtered: "Clear filters" is in the bar above. */}
              {filtered ? null : (
                <LinkButton to="/balance/recharge" type="primary">
                  {t('invoices.rechargeFirst')}
                </LinkButton>
              )}
            </Empty>
          ) : (
            <>
              <InvoicesTable items={items} />
              {list.hasNextPage ? (
                <Flex justify="center">
                  <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                    {t('invoices.loadMore')}
                  </Button>
                </Flex>
              ) : null}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('invoices.utc')}
              </Typography.Text>
            </>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
