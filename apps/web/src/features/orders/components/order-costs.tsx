import { Descriptions, Typography } from 'antd';
import type { OrderDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { formatStoreMoney } from '../store-money';

/** What the seller pays for the order (USD), what the buyer paid in the store, the refund and the IOSS number. */
export function OrderCostsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const c = order.costs;
  return (
    <section aria-label={t('orders.costs.title')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('orders.costs.title')}
      </Typography.Title>
      <Descriptions size="small" column={1} bordered styles={{ label: { width: '50%' } }}>
        <Descriptions.Item label={t('orders.costs.products')}>{money(c.productsCents)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.costs.shipping')}>{money(c.shippingCents)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.costs.praiseCard')}>{money(c.praiseCardCents)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.costs.otherFees')}>{money(c.otherFeesCents)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.costs.total')}>
          <Typography.Text strong>{money(c.totalCents)}</Typography.Text>
        </Descriptions.Item>
        {order.refundedCents > 0 ? (
          <Descriptions.Item label={t('orders.costs.refunded')}>
            <Typography.Text type="success">{money(order.refundedCents)}</Typography.Text>
          </Descriptions.Item>
        ) : null}
        {order.storeTotalMinor !== null && order.storeCurrency ? (
          <Descriptions.Item label={t('orders.costs.storeTotal')}>
            {formatStoreMoney(order.storeTotalMinor, order.storeCurrency, locale)}
          </Descriptions.Item>
        ) : null}
        {order.iossNumber ? (
          <Descriptions.Item label={t('orders.costs.ioss')}>
            <Typography.Text code>{order.iossNumber}</Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </section>
  );
}
