import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ListingSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { SmallText } from '@/lib/small-text';

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
        <SmallText type="secondary">{listing.syncProblem.message}</SmallText>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="success">
        <CheckCircleOutlined aria-hidden /> {t('listings.sync.ok')}
      </Typography.Text>
      {listing.lastSyncedAt ? (
        <SmallText type="secondary">{t('listings.sync.last', { when: formatDateTime(listing.lastSyncedAt, locale) })}</SmallText>
      ) : null}
    </Flex>
  );
}
