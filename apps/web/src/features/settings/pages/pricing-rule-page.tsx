import { Flex, Select, Tag, Typography } from 'antd';
import { DEFAULT_PRICING_SCOPE, FALLBACK_SHIP_TO, type PricingRules, type PricingRulesOverview } from '@dropport/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { byCode, useCountries } from '@/lib/regions/countries';
import { useLocale } from '@/lib/use-locale';
import { useLinkedStores } from '../api/linked-stores';
import { usePricingOverview } from '../api/pricing-rules';
import { RulesEditor } from '../components/pricing/rules-editor';
import { SettingFrame } from '../components/setting-frame';

/** Setting → Pricing rule: how supplier costs become store prices, by default and per linked store. */
export default function PricingRulePage() {
  const overview = usePricingOverview();
  return (
    <SettingFrame title="menu.settingPricingRule" intro="pricingRule.intro" query={overview}>
      {(data) => <PricingRulesView overview={data} />}
    </SettingFrame>
  );
}

function PricingRulesView({ overview }: { overview: PricingRulesOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stores = useLinkedStores().data ?? [];
  const [params, setParams] = useSearchParams();
  const store = stores.find((s) => s.id === params.get('store')) ?? null;
  const scope = store?.id ?? DEFAULT_PRICING_SCOPE;
  const currency = store?.currency ?? 'USD';
  const rateMicros = overview.exchangeRates[currency];

  const countries = useCountries();
  const code = overview.defaultShippingCountry ?? FALLBACK_SHIP_TO;
  const country = useMemo(() => byCode(countries.data).get(code)?.name ?? code, [countries.data, code]);

  // A store without a set of its own shows (and would save) the default set it is priced with now.
  const rules: PricingRules = store
    ? (overview.stores.find((s) => s.storeId === store.id) ?? { ...overview.default, scope: store.id, storeId: store.id })
    : overview.default;

  return (
    <Flex vertical gap={16}>
      {stores.length ? (
        <Flex gap={12} align="center" wrap>
          <Typography.Text strong id="pricing-scope-label">
            {t('pricingRule.scope.label')}
          </Typography.Text>
          <Select
            style={{ width: 320, maxWidth: '100%' }}
            aria-labelledby="pricing-scope-label"
            value={scope}
            onChange={(next: string) => setParams(next === DEFAULT_PRICING_SCOPE ? {} : { store: next }, { replace: true })}
            options={[
              { value: DEFAULT_PRICING_SCOPE, label: t('pricingRule.scope.default') },
              ...stores.map((s) => ({
                value: s.id,
                label: t('pricingRule.scope.store', { name: s.name || s.shopDomain, currency: s.currency }),
              })),
            ]}
          />
        </Flex>
      ) : null}
      <Flex gap={8} align="center" wrap>
        <Tag color="blue">{currency}</Tag>
        <Typography.Text type="secondary">
          {store
            ? t('pricingRule.scope.currency', {
                currency,
                rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(rateMicros / 1_000_000),
              })
            : t('pricingRule.scope.defaultCurrency')}
        </Typography.Text>
      </Flex>
      <RulesEditor
        key={scope}
        rules={rules}
        isStore={store !== null}
        currency={currency}
        rateMicros={rateMicros}
        country={country}
        countryChosen={overview.defaultShippingCountry !== null}
      />
    </Flex>
  );
}
