import { Alert, Col, Flex, InputNumber, Row, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { SHIPPING_QUANTITY_MAX, type ShippingQuoteOption } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { LoadFailed } from '@/lib/load-state';
import { CountrySelect } from '@/lib/regions/country-select';
import { useCountries } from '@/lib/regions/countries';
import { useShippingQuote } from '../api/shipping-quote';
import { formatCount, formatWeight } from '../format-units';
import { useCountryLabel } from './country-label';
import { deliveryDays } from './delivery';

interface Props {
  productId: number;
  /** The chosen variant (its weight and cost); none: the product's own weight and lowest cost. */
  variantId: number | null;
  unitCostCents: number;
  /** Where the calculator starts: the list's ship-to country or the seller's default. */
  defaultCountry?: string;
}

/** Every shipping method to a country for a quantity, cheapest first, with the landed cost of the goods. */
export function ShippingCalculator({ productId, variantId, unitCostCents, defaultCountry }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const countries = useCountries();
  const countryLabel = useCountryLabel();
  const [picked, setPicked] = useState<string>();
  const [quantity, setQuantity] = useState(1);
  const country = picked ?? defaultCountry;
  const quote = useShippingQuote(country ? { productId, variantId, country, quantity } : null);
  const items = quote.data?.items ?? [];
  const fastest = Math.min(...items.map((o) => o.daysMax));

  const columns: TableColumnsType<ShippingQuoteOption> = [
    {
      key: 'method',
      title: t('market.calc.method'),
      render: (_, o, i) => (
        <Flex vertical>
          <Typography.Text strong>
            {o.methodName} {i === 0 ? <Tag color="green">{t('market.calc.cheapest')}</Tag> : null}
            {o.daysMax === fastest && i !== 0 ? <Tag color="blue">{t('market.calc.fastest')}</Tag> : null}
          </Typography.Text>
          <Typography.Text type="secondary">{o.carrier}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'days', title: t('market.calc.delivery'), render: (_, o) => deliveryDays(t, o.daysMin, o.daysMax) },
    { key: 'cost', title: t('market.calc.shippingCost'), align: 'right', render: (_, o) => formatMoney(o.costCents, locale) },
    {
      key: 'total',
      title: t('market.calc.total'),
      align: 'right',
      render: (_, o) => formatMoney(unitCostCents * (quote.data?.quantity ?? quantity) + o.costCents, locale),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={14}>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">
              <label htmlFor="calc-country">{t('market.calc.country')}</label>
            </Typography.Text>
            <CountrySelect
              id="calc-country"
              style={{ width: '100%' }}
              countries={countries.data ?? []}
              loading={countries.isPending}
              value={country}
              onChange={(next) => setPicked(next)}
            />
          </Flex>
        </Col>
        <Col xs={24} sm={10}>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">
              <label htmlFor="calc-quantity">{t('market.calc.quantity')}</label>
            </Typography.Text>
            <InputNumber<number>
              id="calc-quantity"
              style={{ width: '100%' }}
              min={1}
              max={SHIPPING_QUANTITY_MAX}
              precision={0}
              value={quantity}
              onChange={(next) => {
                if (next !== null && Number.isInteger(next) && next >= 1 && next <= SHIPPING_QUANTITY_MAX) setQuantity(next);
              }}
            />
          </Flex>
        </Col>
      </Row>
      {!country || (quote.isPending && quote.fetchStatus !== 'idle') ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : quote.isError ? (
        isApiError(quote.error, 'SHIPPING_NOT_AVAILABLE') ? (
          <Alert type="warning" showIcon title={t('market.calc.notAvailable', { country: countryLabel(country) })} />
        ) : (
          <LoadFailed error={quote.error} onRetry={() => void quote.refetch()} />
        )
      ) : quote.data ? (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary" role="status">
            {t('market.calc.summary', {
              count: quote.data.quantity,
              country: countryLabel(quote.data.countryCode),
              weight: formatWeight(quote.data.weightG, locale),
            })}
          </Typography.Text>
          {quote.data.inStock ? null : (
            <Alert
              type="warning"
              showIcon
              title={t('market.calc.overStock', {
                stock: formatCount(quote.data.stock, locale),
                count: quote.data.quantity,
                quantity: formatCount(quote.data.quantity, locale),
              })}
            />
          )}
          <Table<ShippingQuoteOption>
            rowKey="methodCode"
            size="small"
            columns={columns}
            dataSource={items}
            pagination={false}
            loading={quote.isPlaceholderData}
            scroll={{ x: 'max-content' }}
            aria-label={t('market.calc.methods')}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
