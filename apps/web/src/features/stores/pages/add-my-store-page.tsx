import { Alert, Button, Card, Empty, Popconfirm, Space, Typography } from 'antd';
import type { StoreView } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useConnectStore } from '../api/connect-store';
import { useEmbeddedShopifyConfig } from '../api/embed-config';
import { useMyStores } from '../api/my-stores';
import { useCheckStore, useUnlinkStore } from '../api/unlink-store';
import { browser, ConnectForm } from '../components/connect-form';
import { StoreTable } from '../components/store-table';

/** Add My Store: link a Shopify store (through Shopify's own authorization), and the stores linked so far. */
export default function AddMyStorePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const linked = (location.state as { linked?: StoreView } | null)?.linked;
  const embedded = useEmbeddedShopifyConfig();
  const stores = useMyStores();
  const unlink = useUnlinkStore();
  const check = useCheckStore();
  const connect = useConnectStore();

  const run = async (what: Promise<StoreView>, ok: (s: StoreView) => string) => {
    try {
      feedback.message.success(ok(await what));
    } catch (err) {
      feedback.message.error(errorText(err));
    }
  };
  const reconnect = async (s: StoreView) => {
    try {
      browser.go((await connect.mutateAsync(s.shopDomain)).authorizeUrl);
    } catch (err) {
      feedback.message.error(errorText(err));
    }
  };

  const actions = (s: StoreView) =>
    s.status === 'active' ? (
      <Space wrap>
        <Button size="small" onClick={() => void run(check.mutateAsync(s.id), (x) => t('stores.check.done', { name: x.name }))}>
          {t('stores.check.button')}
        </Button>
        <Popconfirm
          title={t('stores.unlink.confirm', { name: s.name })}
          description={t('stores.unlink.explain')}
          okText={t('stores.unlink.ok')}
          cancelText={t('stores.unlink.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => run(unlink.mutateAsync(s.id), (x) => t('stores.unlink.done', { name: x.name }))}
        >
          <Button size="small" danger>
            {t('stores.unlink.button')}
          </Button>
        </Popconfirm>
      </Space>
    ) : (
      <Button size="small" onClick={() => void reconnect(s)}>
        {t('stores.connect.again')}
      </Button>
    );

  return (
    <Page frame="plain" title={t('menu.addMyStore')}>
      <Card title={t('stores.connect.title')}>
        <Typography.Paragraph type="secondary">{t('stores.connect.intro')}</Typography.Paragraph>
        {linked ? (
          <Alert type="success" showIcon title={t('stores.linkedNow', { name: linked.name })} style={{ marginBottom: 16 }} />
        ) : null}
        {embedded ? (
          <Alert type="info" showIcon title={t('stores.embedded', { shop: embedded.shop })} style={{ marginBottom: 16 }} />
        ) : null}
        <ConnectForm />
      </Card>
      <Card title={t('stores.list.title')}>
        <LoadState queries={[stores]} rows={3}>
          {({ items }) =>
            items.length === 0 ? <Empty description={t('stores.list.empty')} /> : <StoreTable stores={items} actions={actions} />
          }
        </LoadState>
      </Card>
    </Page>
  );
}
