import { Button, Card, Empty, Flex, Segmented } from 'antd';
import { SHIPPED_ORDER_STATUSES, type OrderSource } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useOrders } from '../api/list-orders';
import { useOrderCounts } from '../api/order-counts';
import { narrows, readShippedStatus } from '../filters';
import { OrderDrawer } from './order-drawer';
import { OrderFiltersBar } from './order-filters';
import { ShippedOrdersTable } from './shipped-orders-table';
import { useOrderAddress } from './use-order-address';

export interface ShippedOrdersViewProps {
  /** Store orders (/orders/shipped) or manual orders (/manualOrders/shipped). */
  source: OrderSource;
  title?: ReactNode;
  intro?: ReactNode;
  extra?: ReactNode;
}

const ALL = 'all';

/** Orders on their way and delivered: carrier, tracking, dates and store sync; one opens with its tracking timeline. */
export function ShippedOrdersView({ source, title, intro, extra }: ShippedOrdersViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nav = useOrderAddress();
  const { filters } = nav;
  const only = readShippedStatus(nav.params);
  const counts = useOrderCounts(source, filters);
  const list = useOrders({ source, status: only ?? SHIPPED_ORDER_STATUSES.join(','), ...filters });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const number = new Intl.NumberFormat(locale);
  const count = (n: number | undefined) => (n === undefined ? '' : ` ${number.format(n)}`);
  const c = counts.data?.counts;

  return (
    <Page
      frame="cards"
      title={title ?? t(`orders.page.${source}.shippedTitle`)}
      subtitle={intro ?? t(`orders.page.${source}.shippedIntro`)}
      extra={
        <>
          {extra}
          <LinkButton to={source === 'store' ? '/orders' : '/manualOrders'}>{t('orders.page.toOpen')}</LinkButton>
        </>
      }
    >
      <Card>
        <Flex vertical gap={16}>
          <Segmented<string>
            aria-label={t('orders.shippedFilter.label')}
            value={only ?? ALL}
            onChange={(v) => nav.setParam('status', v === ALL ? undefined : v)}
            options={[
              {
                value: ALL,
                label: `${t('orders.shippedFilter.all')}${count(c ? c.shipped + c.delivered : undefined)}`,
              },
              ...SHIPPED_ORDER_STATUSES.map((s) => ({ value: s, label: `${t(`orders.status.${s}`)}${count(c?.[s])}` })),
            ]}
          />
          <OrderFiltersBar source={source} filters={filters} onChange={nav.setFilters} />
          <ListState
            query={list}
            count={items.length}
            empty={
              narrows(filters) ? (
                <Empty description={t('orders.empty.filtered')}>
                  <Button onClick={() => nav.setFilters({})}>{t('orders.filters.clear')}</Button>
                </Empty>
              ) : (
                <Empty description={t('orders.empty.shipped')} />
              )
            }
          >
            <ShippedOrdersTable source={source} orders={items} onOpen={(id) => nav.open(id)} />
          </ListState>
        </Flex>
      </Card>
      <OrderDrawer source={source} orderId={nav.openId} onClose={nav.close} />
    </Page>
  );
}
