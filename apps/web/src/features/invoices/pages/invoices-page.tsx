import { Card, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { useInvoices } from '../api/list-invoices';
import { InvoiceFiltersBar } from '../components/invoice-filters';
import { InvoicesTable } from '../components/invoices-table';
import { LinkButton } from '@/lib/router-link';
import { narrows, readFilters, writeFilters, type InvoiceFilters } from '../filters';
import { SmallText } from '@/lib/small-text';

/**
 * Invoices: one for every wallet recharge, every order paid from the wallet, every stock purchase and every monthly
 * storage fee of the cloud warehouse, filtered by type and issue day (kept in the address, so a view can be reloaded
 * and shared), paged by cursor, each downloadable as a PDF.
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
    <Page frame="cards" title={t('menu.invoice')} subtitle={t('invoices.intro')}>
      <Card>
        <Flex vertical gap={16}>
          <InvoiceFiltersBar filters={filters} onChange={setFilters} />
          <ListState
            query={list}
            count={items.length}
            rows={5}
            empty={
              <Empty description={t(filtered ? 'invoices.emptyFiltered' : 'invoices.empty')}>
                {/* Filtered: "Clear filters" is in the bar above. */}
                {filtered ? null : (
                  <LinkButton to="/balance/recharge" type="primary">
                    {t('invoices.rechargeFirst')}
                  </LinkButton>
                )}
              </Empty>
            }
          >
            <InvoicesTable items={items} />
          </ListState>
          {list.isSuccess && items.length > 0 ? <SmallText type="secondary">{t('invoices.utc')}</SmallText> : null}
        </Flex>
      </Card>
    </Page>
  );
}
