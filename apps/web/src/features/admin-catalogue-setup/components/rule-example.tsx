import { Card, Flex, InputNumber, List, Tag, Typography } from 'antd';
import { TEMPLATE_LIMITS, type Country, type ShippingMethod } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { CountrySelect } from '@/lib/regions/country-select';
import { useLocale } from '@/lib/use-locale';
import { exampleQuotes, type RuleDraft } from './rule-values';

interface Props {
  drafts: RuleDraft[];
  methods: ShippingMethod[];
  /** Real countries only: a parcel goes to one place. */
  countries: Country[];
}

/** What a parcel would cost under the rules as they stand in the editor, before saving: the seller's quote to be. */
export function RuleExample({ drafts, methods, countries }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [weightG, setWeightG] = useState(500);
  const [country, setCountry] = useState('DE');
  const quotes = exampleQuotes(drafts, country, weightG);
  const countryName = countries.find((c) => c.code === country)?.name ?? country;
  const methodName = (code: string) => methods.find((m) => m.code === code)?.name ?? code;
  const [best] = quotes;

  return (
    <Card size="small" title={t('catalogueSetup.example.title')} style={{ marginTop: 16 }}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <InputNumber
          aria-label={t('catalogueSetup.example.weight')}
          min={1}
          max={TEMPLATE_LIMITS.weightG}
          precision={0}
          value={weightG}
          suffix="g"
          onChange={(v) => setWeightG(typeof v === 'number' && v > 0 ? v : 1)}
          style={{ width: 130 }}
        />
        <CountrySelect
          aria-label={t('catalogueSetup.example.country')}
          countries={countries}
          value={country}
          onChange={setCountry}
          style={{ width: 230 }}
        />
      </Flex>
      <div aria-live="polite" data-testid="rule-example">
        {best ? (
          <>
            <Typography.Paragraph strong>
              {t('catalogueSetup.example.costs', {
                weight: new Intl.NumberFormat(locale).format(weightG),
                country: countryName,
                cost: formatMoney(best.costCents, locale),
                method: methodName(best.methodCode),
              })}
            </Typography.Paragraph>
            <List
              size="small"
              dataSource={quotes}
              renderItem={(q) => (
                <List.Item>
                  <Flex justify="space-between" style={{ width: '100%' }} gap={8}>
                    <span>
                      {methodName(q.methodCode)}
                      {q.byDefault ? <Tag style={{ marginInlineStart: 8 }}>{t('catalogueSetup.example.byDefault')}</Tag> : null}
                    </span>
                    <span>
                      {formatMoney(q.costCents, locale)} · {t('catalogueSetup.example.days', { min: q.daysMin, max: q.daysMax })}
                    </span>
                  </Flex>
                </List.Item>
              )}
            />
          </>
        ) : (
          <Typography.Text type="secondary">{t('catalogueSetup.example.none', { country: countryName })}</Typography.Text>
        )}
      </div>
    </Card>
  );
}
