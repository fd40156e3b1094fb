import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/lib/page';
import { AuditTab } from '../components/audit-tab';
import { InboundTab } from '../components/inbound-tab';
import { InventoryTab, type InventoryFilters } from '../components/inventory-tab';
import { PurchasesTab } from '../components/purchases-tab';
import { TiersTab, productIdOf } from '../components/tiers-tab';
import { WarehousesTab } from '../components/warehouses-tab';
import {
  ALL,
  INBOUND_QUEUE,
  PURCHASE_QUEUE,
  TABS,
  isTab,
  readInboundStatus,
  readPurchaseStatus,
  tabParams,
  type Tab,
} from '../tabs';

/**
 * Admin → Cloud warehouse: one tab each (`?tab=`) for the warehouses, the purchases to put away (`?status=`), the
 * inbound shipments to receive (`?status=`), a seller's inventory (`?user&warehouse&q&low`), a product's price tiers
 * (`?product=`) and the audit list of these actions.
 */
export default function AdminCloudWarehousePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'warehouses';
  const go = (next: Tab, extra: Record<string, string | undefined> = {}) => setParams(tabParams(next, extra), { replace: true });

  const inventory: InventoryFilters = {
    userId: params.get('user')?.trim() || undefined,
    warehouse: params.get('warehouse') || undefined,
    q: params.get('q')?.trim() || undefined,
    low: params.get('low') === '1' || undefined,
  };

  const pane: Record<Tab, () => ReactNode> = {
    warehouses: () => <WarehousesTab />,
    purchases: () => (
      <PurchasesTab
        status={readPurchaseStatus(params.get('status'))}
        onStatus={(s) => go('purchases', { status: s === PURCHASE_QUEUE ? undefined : (s ?? ALL) })}
      />
    ),
    inbound: () => (
      <InboundTab
        status={readInboundStatus(params.get('status'))}
        onStatus={(s) => go('inbound', { status: s === INBOUND_QUEUE ? undefined : (s ?? ALL) })}
      />
    ),
    inventory: () => (
      <InventoryTab
        filters={inventory}
        onFilters={(f) => go('inventory', { user: f.userId, warehouse: f.warehouse, q: f.q, low: f.low ? '1' : undefined })}
      />
    ),
    tiers: () => (
      <TiersTab
        productId={productIdOf(params.get('product'))}
        onProduct={(id) => go('tiers', { product: id === null ? undefined : String(id) })}
      />
    ),
    audit: () => <AuditTab />,
  };

  return (
    <Page
      frame="cards"
      title={t('menu.adminCloudWarehouse')}
      subtitle={t('adminCloudWarehouse.intro')}
      head={
        <Tabs
          activeKey={tab}
          onChange={(key) => go(key as Tab)}
          items={TABS.map((key) => ({ key, label: t(`adminCloudWarehouse.tabs.${key}`) }))}
          tabBarStyle={{ marginBottom: 0 }}
        />
      }
    >
      <Card>{pane[tab]()}</Card>
    </Page>
  );
}
