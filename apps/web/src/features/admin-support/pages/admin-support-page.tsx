import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/lib/page';
import { CannedTab } from '../components/canned-tab';
import { QueueTab } from '../components/queue-tab';
import { SettingsTab } from '../components/settings-tab';
import { TicketDrawer } from '../components/ticket-drawer';
import { TABS, filterParams, isTab, readFilters, tabParams, type Tab } from '../tabs';

/**
 * Admin → Support: the queue of sellers' tickets (filters in the address; a ticket's thread in a drawer, `?id=`), the
 * canned replies and the SLA settings, one tab each (`?tab=`).
 */
export default function AdminSupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'queue';
  const go = (next: Tab, extra: Record<string, string | undefined> = {}) => setParams(tabParams(next, extra), { replace: true });
  const filters = readFilters(params);
  const id = tab === 'queue' ? params.get('id') || null : null;

  const pane: Record<Tab, () => ReactNode> = {
    queue: () => (
      <QueueTab
        filters={filters}
        onFilters={(f) => go('queue', filterParams(f))}
        onOpen={(ticket) => setParams(tabParams('queue', { ...filterParams(filters), id: ticket }))}
      />
    ),
    canned: () => <CannedTab />,
    settings: () => <SettingsTab />,
  };

  return (
    <Page
      frame="cards"
      title={t('menu.adminSupport')}
      subtitle={t('adminSupport.intro')}
      head={
        <Tabs
          activeKey={tab}
          onChange={(key) => go(key as Tab)}
          items={TABS.map((key) => ({ key, label: t(`adminSupport.tabs.${key}`) }))}
          tabBarStyle={{ marginBottom: 0 }}
        />
      }
    >
      <Card>{pane[tab]()}</Card>
      <TicketDrawer id={id} onClose={() => setParams(tabParams('queue', filterParams(filters)), { replace: true })} />
    </Page>
  );
}
