import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { useUserListings } from '../api/admin-user-listings';
import { ListingTable } from './listing-table';

/** Admin: the products a seller pushed to their stores, read-only (shown beside their stores). */
export function AdminUserListings({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const listings = useUserListings(userId);
  return (
    <Card title={t('listings.admin.title')}>
      <LoadState queries={[listings]} rows={2}>
        {({ items }) =>
          items.length === 0 ? (
            <Typography.Text type="secondary">{t('listings.admin.none')}</Typography.Text>
          ) : (
            <ListingTable listings={items} />
          )
        }
      </LoadState>
    </Card>
  );
}
