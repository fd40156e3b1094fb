import { Tag } from 'antd';
import type { ListingStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ListingStatus, string> = {
  pushing: 'processing',
  active: 'success',
  failed: 'error',
  unlisted: 'default',
  removed: 'warning',
};

/** A listing's status in the seller's words. */
export function ListingStatusTag({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`listings.status.${status}`)}</Tag>;
}
