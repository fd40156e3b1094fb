import { Descriptions, Typography } from 'antd';
import type { OrderCosts, OrderDetail } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { formatStoreMoney } from '@/lib/money-text';
import { SectionTitle } from '@/lib/page';

/**
 * The cost breakdown of an order or a quote (USD): products, shipping, praise card, the fulfilment fees of the lines that
 * ship from the seller's own stock (when any), total, then `more` rows.
 */
export function CostsTable({
  costs: c,
  more = [],
  totalTestId,
}: {
  costs: OrderCosts;
  more?: ReactNode[];
  totalTestId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <section aria-label={t('orders.costs.title')}>
      <SectionTitle>{t('orders.costs.title')}</SectionTitle>
      <Descriptions size="small" column={1} bordered styles={{ label: { width: '50%' } }}>
        <Descriptions.Item label={t('orders.costs.products')}>{money(c.productsCents)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.costs.shipping')}>{money(c.shippingCents)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.costs.praiseCard')}>{money(c.praiseCardCents)}</Descriptions.Item>
        {c.otherFeesCents > 0 ? (
          <Descriptions.Item label={t('orders.costs.fulfilment')}>{money(c.otherFeesCents)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('orders.costs.total')}>
          <Typography.Text strong data-testid={totalTestId}>
            {money(c.totalCents)}
          </Typography.Text>
        </Descriptions.Item>
        {more}
      </Descriptions>
    </section>
  );
}

/** What the seller pays for the order (USD), what the buyer paid in the store, the refund and the IOSS number. */
export function OrderCostsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const more: ReactNode[] = [];
  if (order.refundedCents > 0)
    more.push(
      <Descriptions.Item key="refunded" label={t('orders.costs.refunded')}>
        <Typography.Text type="success">{formatMoney(order.refundedCents, locale)}</Typography.Text>
      </Descriptions.Item>,
    );
  if (order.storeTotalMinor !== null && order.storeCurrency)
    more.push(
      <Descriptions.Item key="store" label={t('orders.costs.storeTotal')}>
        {formatStoreMoney(order.storeTotalMinor, order.storeCurrency, locale)}
      </Descriptions.Item>,
    );
  if (order.iossNumber)
    more.push(
      <Descriptions.Item key="ioss" label={t('orders.costs.ioss')}>
        <Typography.Text code>{order.iossNumber}</Typography.Text>
      </Descriptions.Item>,
    );
  return <CostsTable costs={order.costs} more={more} />;
}
