import { Table, Typography } from 'antd';
import type { StoreView } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { StoreStatusTag } from './store-status-tag';

interface Props {
  stores: StoreView[];
  /** The actions of a row (none: read-only, as the admin sees it). */
  actions?: (store: StoreView) => ReactNode;
}

/** Linked stores: name and address, status, currency, when linked. */
export function StoreTable({ stores, actions }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table<StoreView>
      rowKey="id"
      dataSource={stores}
      pagination={false}
      scroll={{ x: 640 }}
      aria-label={t('stores.list.title')}
      columns={[
        {
          title: t('stores.list.store'),
          key: 'name',
          render: (_, s) => (
            <>
              <Typography.Text strong>{s.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{s.shopDomain}</Typography.Text>
            </>
          ),
        },
        { title: t('stores.list.platform'), key: 'platform', render: () => t('stores.platform.shopify') },
        { title: t('stores.list.status'), key: 'status', render: (_, s) => <StoreStatusTag status={s.status} /> },
        { title: t('stores.list.currency'), dataIndex: 'currency', key: 'currency' },
        { title: t('stores.list.linkedAt'), key: 'linkedAt', render: (_, s) => formatDate(s.linkedAt, locale, 'medium') },
        ...(actions
          ? [{ title: t('stores.list.actions'), key: 'actions', render: (_: unknown, s: StoreView) => actions(s) }]
          : []),
      ]}
    />
  );
}
