import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { useUserStores } from '../api/admin-user-stores';
import { StoreTable } from './store-table';

/** Admin: the stores a seller linked, read-only (shown on the seller's admin page). */
export function AdminUserStores({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const stores = useUserStores(userId);
  return (
    <Card title={t('stores.admin.title')}>
      <LoadState queries={[stores]} rows={2}>
        {({ items }) =>
          items.length === 0 ? (
            <Typography.Text type="secondary">{t('stores.admin.none')}</Typography.Text>
          ) : (
            <StoreTable stores={items} />
          )
        }
      </LoadState>
    </Card>
  );
}
