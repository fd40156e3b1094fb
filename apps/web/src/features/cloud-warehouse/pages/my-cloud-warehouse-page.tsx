import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useInventory } from '../api/inventory';
import { InboundTab } from '../components/inbound-tab';
import { InventoryTab } from '../components/inventory-tab';
import { MovementsTab } from '../components/movements-tab';
import { PurchasesTab } from '../components/purchases-tab';
import { SettingsTab } from '../components/settings-tab';
import { SummaryFigures } from '../components/summary-figures';
import {
  isInboundStatus,
  isPurchaseStatus,
  isTab,
  readInventoryFilters,
  readMovementFilters,
  TABS,
  tabParams,
  type Tab,
} from '../filters';

/** The figures over all the seller's stock (the unfiltered inventory's totals: one request with its first page). */
function Summary() {
  const all = useInventory({});
  return (
    <LoadState queries={[all]} rows={1}>
      {(data) => (data.pages[0] ? <SummaryFigures totals={data.pages[0].totals} /> : null)}
    </LoadState>
  );
}

/**
 * My Cloud Warehouse: the seller's stock in Dropport's warehouses at a glance, then one tab each (`?tab=`) for the
 * inventory (`?warehouse&q&low`), the purchases bought ahead (`?status&id`), the goods sent in (`?status&id`), the
 * movements (`?warehouse&kind&from&to`) and what orders do when stock is short. Notifications lead to
 * `?tab=inventory&low=1`, `?tab=purchases&id=…` and `?tab=inbound&id=…`.
 */
export default function MyCloudWarehousePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'inventory';
  const go = (next: Tab, filters: object = {}) => setParams(tabParams(next, filters), { replace: true });
  const status = params.get('status');
  const id = params.get('id') || null;

  const pane: Record<Tab, () => ReactNode> = {
    inventory: () => <InventoryTab filters={readInventoryFilters(params)} onFilters={(f) => go('inventory', f)} />,
    purchases: () => (
      <PurchasesTab
        status={isPurchaseStatus(status) ? status : null}
        onStatus={(s) => go('purchases', { status: s ?? undefined })}
        focus={id}
      />
    ),
    inbound: () => {
      const s = isInboundStatus(status) ? status : null;
      return (
        <InboundTab
          status={s}
          onStatus={(next) => go('inbound', { status: next ?? undefined })}
          openId={id}
          onOpen={(open) => go('inbound', { status: s ?? undefined, id: open ?? undefined })}
        />
      );
    },
    movements: () => <MovementsTab filters={readMovementFilters(params)} onFilters={(f) => go('movements', f)} />,
    settings: () => <SettingsTab />,
  };

  return (
    <Page
      frame="cards"
      title={t('menu.myCloudWarehouse')}
      subtitle={t('cloudWarehouse.intro')}
      head={
        <>
          <Summary />
          <Tabs
            activeKey={tab}
            onChange={(key) => go(key as Tab)}
            items={TABS.map((key) => ({ key, label: t(`cloudWarehouse.tabs.${key}`) }))}
            tabBarStyle={{ marginBottom: 0 }}
          />
        </>
      }
    >
      <Card>{pane[tab]()}</Card>
    </Page>
  );
}
