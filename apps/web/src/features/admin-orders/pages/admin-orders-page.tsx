import { Empty } from 'antd';
import { adminMay, type AdminOrderSummary } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { useAdminOrderCounts } from '../api/admin-order-counts';
import { useAdminOrders } from '../api/admin-orders';
import { BulkProcess } from '../components/bulk-process';
import { OrderDrawer } from '../components/order-drawer';
import { OrdersTable } from '../components/orders-table';
import { narrows, readFilter, searchOf, writeFilter } from '../components/queue-filters';
import { QueueFiltersBar } from '../components/queue-filters-bar';
import { StatusTabs } from '../components/status-tabs';
import { TrackingImport } from '../components/tracking-import';
import { useOrderActions } from '../components/use-order-actions';

/** Admin → Order fulfilment: paid orders first, every status a tab away; ship, hold or cancel from a row or the drawer. */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const search = searchOf(filter);
  const list = useAdminOrders(filter);
  const counts = useAdminOrderCounts(search);
  const actions = useOrderActions();
  const [open, setOpen] = useState<{ id: string; sellerEmail: string } | null>(null);
  // Picks belong to one view: another tab or search starts with none.
  const view = JSON.stringify(filter);
  const [picked, setPicked] = useState<{ view: string; ids: string[] }>({ view, ids: [] });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const batch = adminMay('process', filter.status);
  const ids = picked.view === view ? picked.ids : [];
  // An order that left the tab (another admin moved it) is no longer picked.
  const selected = items.filter((o) => ids.includes(o.id) && adminMay('process', o.status));

  const go = (next: typeof filter) => setParams(writeFilter(next), { replace: true });
  const openOrder = (o: AdminOrderSummary) => setOpen({ id: o.id, sellerEmail: o.sellerEmail });

  const empty = narrows(search)
    ? t('adminOrders.empty.filtered')
    : filter.status === 'paid'
      ? t('adminOrders.empty.paid')
      : t('adminOrders.empty.status', { status: t(`adminOrders.status.${filter.status}`) });

  return (
    <Page title={t('menu.adminOrders')} subtitle={t('adminOrders.intro')}>
      <TrackingImport kind="tracking" />
      <TrackingImport kind="checkpoints" />
      <QueueFiltersBar value={search} onChange={(next) => go({ ...next, status: filter.status })} />
      <StatusTabs value={filter.status} counts={counts.data?.counts} onChange={(status) => go({ ...filter, status })} />
      {batch ? <BulkProcess selected={selected} onDone={() => setPicked({ view, ids: [] })} /> : null}
      <ListState query={list} count={items.length} empty={<Empty description={empty} />}>
        <OrdersTable
          orders={items}
          actions={actions}
          onOpen={openOrder}
          selection={batch ? { keys: selected.map((o) => o.id), onChange: (keys) => setPicked({ view, ids: keys }) } : undefined}
        />
      </ListState>
      <OrderDrawer id={open?.id ?? null} sellerEmail={open?.sellerEmail} actions={actions} onClose={() => setOpen(null)} />
      {actions.dialogs}
    </Page>
  );
}
