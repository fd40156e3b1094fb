import { Alert, Flex, Form, Input, Table, Typography } from 'antd';
import { priceFor, profitUsdCents, type PriceRuleSet, type StoreCurrency } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { centsToInput, dollarSign } from '@/lib/money-text';
import { useLocale } from '@/lib/use-locale';
import { readCents } from './pricing-draft';

/** Supplier costs the preview always shows, in USD cents. */
export const EXAMPLE_COSTS = [150, 499, 1200, 2990, 7500];
const EXAMPLE_SHIPPING_CENTS = 350;

interface Props {
  /** The set as typed; null while a field cannot be read or the rules refuse it. */
  set: PriceRuleSet | null;
  currency: StoreCurrency;
  rateMicros: number;
  /** The default ship-to country as the seller reads it. */
  country: string;
}

interface Row {
  key: string;
  costCents: number;
  custom: boolean;
  priceCents: number;
  compareAtCents: number | null;
  profitCents: number;
  ruleIndex: number;
}

const inCurrency = (cents: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** Example costs priced with the rules as typed (the same priceFor the server uses), with the profit each leaves. */
export function PricePreview({ set, currency, rateMicros, country }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shippingText, setShippingText] = useState(() => centsToInput(EXAMPLE_SHIPPING_CENTS, locale));
  const [customText, setCustomText] = useState('');
  const shipping = readCents(shippingText);
  const custom = customText.trim() === '' ? null : readCents(customText);
  const sign = dollarSign(locale);

  const shippingCents = shipping ?? 0;
  const costs = EXAMPLE_COSTS.map((costCents) => ({ key: `e${costCents}`, costCents, custom: false }));
  if (custom !== null) costs.push({ key: 'custom', costCents: custom, custom: true });
  const rows: Row[] =
    set === null
      ? []
      : costs.map((c) => {
          const priced = priceFor(set, { costCents: c.costCents, shippingCents, rateMicros });
          return { ...c, ...priced, profitCents: profitUsdCents(priced.priceCents, rateMicros, c.costCents, shippingCents) };
        });

  return (
    <Flex vertical gap={12}>
      {/* Labels above their boxes, side by side while they fit: an inline label beside its box overflowed a phone. */}
      <Form layout="vertical" component="div" style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}>
        <Form.Item
          label={t('pricingRule.preview.customCost')}
          validateStatus={customText.trim() !== '' && custom === null ? 'error' : undefined}
        >
          <Input
            style={{ width: 130, maxWidth: '100%' }}
            prefix={sign}
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('pricingRule.preview.customCost')}
            placeholder="19.90"
            value={customText}
            onChange={(e) => setCustomText(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={t('pricingRule.preview.exampleShipping', { country })}
          validateStatus={shipping === null ? 'error' : undefined}
        >
          <Input
            style={{ width: 130, maxWidth: '100%' }}
            prefix={sign}
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('pricingRule.preview.exampleShipping', { country })}
            value={shippingText}
            onChange={(e) => setShippingText(e.target.value)}
          />
        </Form.Item>
      </Form>
      {set === null ? (
        <Alert type="warning" showIcon title={t('pricingRule.preview.fix')} />
      ) : (
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="key"
          aria-label={t('pricingRule.preview.title')}
          dataSource={rows}
          // On a phone the table scrolls inside its own box; a figure never breaks over two lines.
          scroll={{ x: 'max-content' }}
          onRow={() => ({ style: { whiteSpace: 'nowrap' } })}
          columns={[
            {
              title: t('pricingRule.preview.cost'),
              render: (_, r) => <Typography.Text strong={r.custom}>{formatMoney(r.costCents, locale)}</Typography.Text>,
            },
            {
              title: t(set.includeShipping ? 'pricingRule.preview.shippingIncluded' : 'pricingRule.preview.shipping'),
              render: () => formatMoney(shippingCents, locale),
            },
            {
              title: t('pricingRule.preview.price', { currency }),
              render: (_, r) => inCurrency(r.priceCents, currency, locale),
            },
            {
              title: t('pricingRule.preview.compareAt'),
              render: (_, r) =>
                r.compareAtCents === null ? (
                  '—'
                ) : (
                  <Typography.Text delete>{inCurrency(r.compareAtCents, currency, locale)}</Typography.Text>
                ),
            },
            {
              title: t('pricingRule.preview.profit'),
              render: (_, r) => (
                <Typography.Text type={r.profitCents < 0 ? 'danger' : 'success'}>
                  {formatMoney(r.profitCents, locale)}
                </Typography.Text>
              ),
            },
            {
              title: t('pricingRule.preview.rule'),
              render: (_, r) => r.ruleIndex + 1,
            },
          ]}
        />
      )}
      <Typography.Text type="secondary">{t('pricingRule.preview.profitHint')}</Typography.Text>
    </Flex>
  );
}
