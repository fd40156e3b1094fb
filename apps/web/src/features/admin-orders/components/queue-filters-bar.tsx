import { Button, DatePicker, Flex, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/lib/regions/countries';
import { CountrySelect } from '@/lib/regions/country-select';
import type { AdminOrderSearch } from '../api/admin-order-keys';
import { narrows } from './queue-filters';

const DAY = 'YYYY-MM-DD';
const day = (v: string | undefined): Dayjs | null => (v ? dayjs(v, DAY) : null);

interface Props {
  value: AdminOrderSearch;
  onChange: (next: AdminOrderSearch) => void;
}

/** Search (order no, store order, customer, SKU, seller email), ship-to country and order dates. */
export function QueueFiltersBar({ value, onChange }: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const set = (patch: Partial<AdminOrderSearch>) => onChange({ ...value, ...patch });
  const range: [Dayjs | null, Dayjs | null] | null = value.from || value.to ? [day(value.from), day(value.to)] : null;

  return (
    <Flex gap={8} wrap align="center" role="search" aria-label={t('adminOrders.filters.label')}>
      <Input.Search
        // A new address (a cleared filter, say) resets the box to what it holds.
        key={value.q ?? ''}
        allowClear
        defaultValue={value.q}
        aria-label={t('adminOrders.filters.search')}
        placeholder={t('adminOrders.filters.searchPlaceholder')}
        onSearch={(q) => set({ q: q.trim() || undefined })}
        style={{ width: 340 }}
      />
      <CountrySelect
        countries={countries.data ?? []}
        loading={countries.isPending}
        allowClear
        value={value.country}
        aria-label={t('adminOrders.filters.country')}
        placeholder={t('adminOrders.filters.allCountries')}
        onChange={(country) => set({ country: country || undefined })}
        style={{ width: 220 }}
      />
      <DatePicker.RangePicker
        value={range}
        allowEmpty={[true, true]}
        aria-label={t('adminOrders.filters.dates')}
        placeholder={[t('adminOrders.filters.fromDay'), t('adminOrders.filters.toDay')]}
        onChange={(dates) => set({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })}
      />
      {narrows(value) ? <Button onClick={() => onChange({})}>{t('adminOrders.filters.clear')}</Button> : null}
    </Flex>
  );
}
