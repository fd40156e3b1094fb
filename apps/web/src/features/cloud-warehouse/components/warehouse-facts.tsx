import { Flex, Radio, Typography } from 'antd';
import type { CloudWarehouse } from '@dropport/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { byCode, useCountries } from '@/lib/regions/countries';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import { money } from '../money';

/** A country code by its name in the console's language; the bare code until the names load. */
export function useCountryName(): (code: string) => string {
  const countries = useCountries();
  const map = useMemo(() => byCode(countries.data), [countries.data]);
  return useCallback((code: string) => map.get(code)?.name ?? code, [map]);
}

/** How many destinations are named before "and N more". */
const NAMED = 5;

/** What a warehouse costs and where it ships: country, fees per unit, lead time, destinations. */
export function WarehouseFacts({ warehouse: w }: { warehouse: CloudWarehouse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryName = useCountryName();
  const named = w.servesCountries.slice(0, NAMED).map(countryName);
  const more = w.servesCountries.length - named.length;
  const ships =
    w.servesCountries.length === 0
      ? t('cloudWarehouse.warehouse.shipsNowhere')
      : more > 0
        ? t('cloudWarehouse.warehouse.shipsToMore', { list: named.join(', '), count: more })
        : t('cloudWarehouse.warehouse.shipsTo', { list: named.join(', ') });
  return (
    <Flex vertical gap={2}>
      <SmallText type="secondary">
        {t('cloudWarehouse.warehouse.facts', {
          country: countryName(w.countryCode),
          fulfilment: money(w.fulfilmentFeeCents, locale),
          storage: money(w.storageFeeCents, locale),
          days: w.leadDays,
        })}
      </SmallText>
      <SmallText type="secondary" title={w.servesCountries.map(countryName).join(', ')}>
        {ships}
      </SmallText>
    </Flex>
  );
}

/** The warehouses to place stock in, one radio each with its facts. */
export function WarehouseChoice({
  warehouses,
  value,
  onChange,
}: {
  warehouses: CloudWarehouse[];
  value: string | null;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      aria-label={t('cloudWarehouse.buy.warehouse')}
      value={value}
      onChange={(e) => onChange(String(e.target.value))}
      style={{ width: '100%' }}
    >
      <Flex vertical gap={12}>
        {warehouses.map((w) => (
          <Radio key={w.code} value={w.code} style={{ alignItems: 'flex-start', whiteSpace: 'normal' }}>
            <Flex vertical gap={2}>
              <Typography.Text strong>
                {w.name} <Typography.Text type="secondary">({w.code})</Typography.Text>
              </Typography.Text>
              <WarehouseFacts warehouse={w} />
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
