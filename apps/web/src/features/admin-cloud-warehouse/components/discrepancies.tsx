import { Typography } from 'antd';
import type { InboundShipment } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';
import { count } from '../values';

/** A difference of units with its sign: "+2", "−3". */
const signed = (n: number, locale: string) =>
  new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(n).replace('-', '−');

/**
 * The discrepancy report of a received shipment: each SKU whose count differs from what the seller sent, expected
 * against received; or that everything arrived as sent.
 */
export function Discrepancies({ shipment: s }: { shipment: Pick<InboundShipment, 'discrepancies' | 'number'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (s.discrepancies.length === 0)
    return <Typography.Text type="success">{t('adminCloudWarehouse.inbound.noDiscrepancy')}</Typography.Text>;
  return (
    <ul className={shared.plainList} aria-label={t('adminCloudWarehouse.inbound.discrepanciesOf', { number: s.number })}>
      {s.discrepancies.map((d) => (
        <li key={d.skuId}>
          <Typography.Text strong>{d.sku}</Typography.Text>:{' '}
          {t('adminCloudWarehouse.inbound.discrepancy', {
            expected: count(d.expected, locale),
            received: count(d.received, locale),
          })}{' '}
          <Typography.Text type={d.difference < 0 ? 'danger' : 'warning'} className={shared.nowrap}>
            ({signed(d.difference, locale)})
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
