import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ListingSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';

/** Whether the store follows the catalogue: in sync (when last checked), or the problem in the seller's words. */
export function SyncState({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (listing.status !== 'active') return <Typography.Text type="secondary">—</Typography.Text>;
  if (listing.syncProblem) {
    return (
      <Flex vertical gap={2}>
        <Typography.Text type="warning">
          <WarningOutlined aria-hidden /> {t('listings.sync.problem')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {listing.syncProblem.message}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="success">
        <CheckCircleOutlined aria-hidden /> {t('listings.sync.ok')}
      </Typography.Text>
      {listing.lastSyncedAt ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('listings.sync.last', { when: formatDateTime(listing.lastSyncedAt, locale) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
