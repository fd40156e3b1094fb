import { WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { SELLER_ORDER_TABS, sellerMay, type OrderSource, type OrderSummary } from '@dropport/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { myStoresQueryOptions } from '@/features/stores';
import { useOrders } from '../api/list-orders';
import { useOrderCounts } from '../api/order-counts';
import { narrows, openingTab, readTab, type OrderTab } from '../filters';
import { EmptyTab } from './empty-tab';
import { OrderDrawer } from './order-drawer';
import { OrderFiltersBar } from './order-filters';
import { OrderStatusTabs } from './order-status-tabs';
import { OrdersTable } from './orders-table';
import { PayOrdersDialog } from './pay-orders-dialog';
import { SyncOrdersButton } from './sync-orders-button';
import { useOrderAddress } from './use-order-address';

export interface OrdersViewProps {
  /** Store orders (/orders) or manual orders (/manualOrders): what is listed, and the store-only parts. */
  source: OrderSource;
  /** The page's heading; by default the source's own. */
  title?: ReactNode;
  intro?: ReactNode;
  /** Buttons beside the heading (manual orders: "Create order", "Import CSV"). */
  extra?: ReactNode;
  /** Under the empty state when nothing was ever listed (manual orders: "Create your first order"). */
  emptyAction?: ReactNode;
}

/**
 * The orders before shipment, tab per status with counts, searched and filtered, paged by cursor; awaiting-payment
 * orders can be paid many at once; an order opens in a drawer (`?id=`). Everything but the data comes from the address.
 */
export function OrdersView({ source, title, intro, extra, emptyAction }: OrdersViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nav = useOrderAddress();
  const { filters } = nav;
  const counts = useOrderCounts(source, filters);
  // Without `?status=` the list opens where orders wait for the seller, decided once from the first counts (later
  // counts do not move the seller off the tab they are reading); without counts, on the first tab.
  const [opening, setOpening] = useState<OrderTab | undefined>();
  const decided = counts.data ? openingTab(counts.data.counts) : counts.isError ? SELLER_ORDER_TABS[0] : undefined;
  if (opening === undefined && decided !== undefined) setOpening(decided);
  const asked = readTab(nav.params);
  const tab = asked ?? opening ?? decided;
  const list = useOrders({ source, status: tab ?? SELLER_ORDER_TABS[0], ...filters }, tab !== undefined);
  const stores = useQuery({ ...myStoresQueryOptions(), enabled: source === 'store' });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  // The ticked orders belong to one view: another tab or filter starts with none.
  const view = JSON.stringify([tab, filters]);
  const [selected, setSelected] = useState<{ view: string; orders: OrderSummary[] }>({ view, orders: [] });
  const ticked = selected.view === view ? selected.orders : [];
  const [paying, setPaying] = useState<OrderSummary[] | null>(null);
  const payable = tab !== undefined && sellerMay('pay', tab);
  const sum = ticked.reduce((s, o) => s + o.costs.totalCents, 0);

  const noStores = source === 'store' && stores.data?.items.length === 0;
  const empty = narrows(filters) ? (
    <Empty description={t('orders.empty.filtered')}>
      <Button onClick={() => nav.setFilters({})}>{t('orders.filters.clear')}</Button>
    </Empty>
  ) : noStores ? (
    <Empty description={t('orders.empty.noStores')}>
      <LinkButton type="primary" to="/addMyStore">
        {t('orders.empty.linkStore')}
      </LinkButton>
    </Empty>
  ) : (
    <EmptyTab
      tab={tab ?? SELLER_ORDER_TABS[0]}
      counts={counts.data?.counts}
      onTab={(s) => nav.setParam('status', s)}
      action={emptyAction}
    />
  );

  return (
    <Page
      frame="cards"
      title={title ?? t(`orders.page.${source}.title`)}
      subtitle={intro ?? t(`orders.page.${source}.intro`)}
      extra={
        <>
          {extra}
          <LinkButton to={source === 'store' ? '/orders/shipped' : '/manualOrders/shipped'}>
            {t('orders.page.toShipped')}
          </LinkButton>
        </>
      }
    >
      <Card>
        <OrderStatusTabs
          active={tab ?? SELLER_ORDER_TABS[0]}
          counts={counts.data?.counts}
          onChange={(s) => nav.setParam('status', s)}
        />
        <Flex vertical gap={16}>
          <OrderFiltersBar
            source={source}
            filters={filters}
            onChange={nav.setFilters}
            extra={source === 'store' ? <SyncOrdersButton storeId={filters.storeId} /> : null}
          />
          {payable && items.length > 0 ? (
            <Flex gap={12} align="center" wrap>
              <Button
                type="primary"
                icon={<WalletOutlined aria-hidden />}
                disabled={ticked.length === 0}
                onClick={() => setPaying(ticked)}
              >
                {t('orders.pay.selected', { count: ticked.length })}
              </Button>
              <Typography.Text type="secondary">
                {ticked.length > 0
                  ? t('orders.pay.selectedSum', { amount: formatMoney(sum, locale) })
                  : t('orders.pay.selectHint')}
              </Typography.Text>
            </Flex>
          ) : null}
          <ListState query={list} count={items.length} empty={empty}>
            <OrdersTable
              source={source}
              orders={items}
              onOpen={nav.open}
              selection={
                payable
                  ? {
                      selectedIds: ticked.map((o) => o.id),
                      onChange: (_, rows) => setSelected({ view, orders: rows.filter((r) => sellerMay('pay', r.status)) }),
                    }
                  : undefined
              }
            />
          </ListState>
        </Flex>
      </Card>
      <PayOrdersDialog
        source={source}
        orders={paying}
        onClose={() => setPaying(null)}
        onPaid={() => setSelected({ view, orders: [] })}
      />
      <OrderDrawer source={source} orderId={nav.openId} intent={nav.intent} onClose={nav.close} />
    </Page>
  );
}
