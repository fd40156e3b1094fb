import { CarOutlined, StopOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ShippingEstimate } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { deliveryDays } from './delivery';

interface Props {
  shipping: ShippingEstimate | null;
  /** The ship-to country as shown, e.g. "🇩🇪 Germany". */
  country: string;
}

/** A card's cheapest shipping to the list's ship-to country: "Shipping to 🇩🇪 Germany: $4.20 · 7–12 days". */
export function ShippingLine({ shipping, country }: Props) {
  const { t, i18n } = useTranslation();
  if (!shipping) {
    return (
      <Typography.Text type="warning" data-testid="shipping-line">
        <StopOutlined aria-hidden /> {t('market.card.noShipping', { country })}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" data-testid="shipping-line" title={shipping.methodName}>
      <CarOutlined aria-hidden />{' '}
      {t('market.card.shipping', {
        country,
        cost: formatMoney(shipping.costCents, i18n.language),
        days: deliveryDays(t, shipping.daysMin, shipping.daysMax),
      })}
    </Typography.Text>
  );
}
