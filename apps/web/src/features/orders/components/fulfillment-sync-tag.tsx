import { Tag, Tooltip } from 'antd';
import type { OrderDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderDetail['fulfillmentSync'], string> = {
  none: 'default',
  pending: 'processing',
  sent: 'success',
  failed: 'error',
};

/** Whether the tracking reached the seller's store as a fulfillment (and why not, when it failed). */
export function FulfillmentSyncTag({ state, error }: { state: OrderDetail['fulfillmentSync']; error?: string | null }) {
  const { t } = useTranslation();
  const tag = <Tag color={COLORS[state]}>{t(`orders.fulfillment.${state}`)}</Tag>;
  return error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
