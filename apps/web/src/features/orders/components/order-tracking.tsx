import { ExportOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Timeline, Typography } from 'antd';
import type { OrderDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { FulfillmentSyncTag } from './fulfillment-sync-tag';
import { SmallText } from '@/lib/small-text';
import { SectionTitle } from '@/lib/page';

/** Whether an order has anything to track yet. */
export const hasTracking = (o: OrderDetail) => !!o.trackingNumber || o.status === 'shipped' || o.status === 'delivered';

interface Props {
  order: OrderDetail;
  /** Store orders say whether the tracking reached the store; manual orders have no store. */
  showStoreSync: boolean;
}

/** Carrier, tracking number and link, shipped and delivered dates, store sync, and the carrier's checkpoints. */
export function OrderTrackingSection({ order, showStoreSync }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const checkpoints = [...order.checkpoints].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-label={t('orders.tracking.title')}>
      <SectionTitle>{t('orders.tracking.title')}</SectionTitle>
      <Descriptions size="small" column={1} bordered styles={{ label: { width: '35%' } }}>
        <Descriptions.Item label={t('orders.tracking.carrier')}>{order.carrier ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.tracking.number')}>
          {order.trackingNumber ? <Typography.Text copyable>{order.trackingNumber}</Typography.Text> : '—'}
          {order.trackingUrl ? (
            <>
              {' '}
              <Typography.Link href={order.trackingUrl} target="_blank" rel="noreferrer">
                {t('orders.tracking.open')} <ExportOutlined aria-hidden />
              </Typography.Link>
            </>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.tracking.shippedAt')}>
          {order.shippedAt ? formatDateTime(order.shippedAt, locale) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.tracking.deliveredAt')}>
          {order.deliveredAt ? formatDateTime(order.deliveredAt, locale) : t('orders.tracking.notYet')}
        </Descriptions.Item>
        {showStoreSync ? (
          <Descriptions.Item label={t('orders.tracking.storeSync')}>
            <FulfillmentSyncTag state={order.fulfillmentSync} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {showStoreSync && order.fulfillmentError ? (
        <Alert type="error" showIcon style={{ marginTop: 8 }} title={order.fulfillmentError} />
      ) : null}
      <Typography.Text strong style={{ display: 'block', margin: '12px 0 8px' }}>
        {t('orders.tracking.checkpoints')}
      </Typography.Text>
      {checkpoints.length === 0 ? (
        <Typography.Text type="secondary">{t('orders.tracking.noCheckpoints')}</Typography.Text>
      ) : (
        <Timeline
          items={checkpoints.map((c, i) => ({
            key: c.id,
            color: i === 0 ? 'blue' : 'gray',
            content: (
              <>
                <Typography.Text strong>{c.description}</Typography.Text>
                <br />
                <SmallText type="secondary">
                  {c.location} · {formatDateTime(c.at, locale)}
                </SmallText>
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}
