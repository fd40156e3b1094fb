import { Alert, Flex, Radio, Skeleton, Spin, Typography } from 'antd';
import type { ManualOrderQuote } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { CostsTable } from './order-costs';
import { SectionTitle } from '@/lib/page';

interface Props {
  quote: ManualOrderQuote | undefined;
  /** A newer quote is on its way (the one shown may be for an older draft). */
  updating: boolean;
  error: unknown;
  onMethod: (code: string) => void;
}

/** The methods that carry the order to the address (the quote's choice ticked) and what the seller would pay. */
export function ManualQuotePanel({ quote, updating, error, onMethod }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  if (error && !updating)
    return <Alert type="error" showIcon title={t('orders.manual.create.quoteFailed')} description={errorText(error)} />;
  if (!quote) return <Skeleton active paragraph={{ rows: 4 }} />;
  const c = quote.costs;
  return (
    <Flex vertical gap={16}>
      {updating ? (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('orders.manual.create.quoteUpdating')}</Typography.Text>
        </Flex>
      ) : null}
      <section aria-label={t('orders.shipping.title')}>
        <SectionTitle>{t('orders.shipping.title')}</SectionTitle>
        {quote.addressProblems.length > 0 ? (
          <Typography.Text type="warning">{t('orders.manual.create.fixAddress')}</Typography.Text>
        ) : quote.shippingOptions.length === 0 ? (
          <Typography.Text type="danger">{t('orders.shipping.none')}</Typography.Text>
        ) : (
          <Radio.Group
            aria-label={t('orders.shipping.title')}
            value={quote.shippingMethodCode}
            onChange={(e) => onMethod(String(e.target.value))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={quote.shippingOptions.map((o) => ({
              value: o.methodCode,
              label: t('orders.shipping.option', {
                name: o.methodName,
                cost: money(o.costCents),
                min: o.daysMin,
                max: o.daysMax,
              }),
            }))}
          />
        )}
      </section>
      <CostsTable costs={c} totalTestId="quote-total" />
    </Flex>
  );
}
