import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Input, Select, Tag } from 'antd';
import type { OrderSource } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/lib/regions/countries';
import { CountrySelect } from '@/lib/regions/country-select';
import { myStoresQueryOptions } from '@/features/stores';
import type { OrderFilters } from '../api/order-keys';
import { narrows } from '../filters';

const DAY = 'YYYY-MM-DD';
const day = (v: string | undefined): Dayjs | null => (v ? dayjs(v, DAY) : null);

interface Props {
  /** Store orders filter by store; manual orders have none. */
  source: OrderSource;
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
  /** More controls at the end of the row ("Sync orders now", say). */
  extra?: ReactNode;
}

/**
 * Search (order number, customer, SKU), store, creation days and country, and the hold reason a link asked for (a tag
 * that says why the list is narrowed, with a button that drops it); every change goes to the caller.
 */
export function OrderFiltersBar({ source, filters, onChange, extra }: Props) {
  const { t } = useTranslation();
  const stores = useQuery({ ...myStoresQueryOptions(), enabled: source === 'store' });
  const countries = useCountries();
  const set = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch });
  const range: [Dayjs | null, Dayjs | null] | null = filters.from || filters.to ? [day(filters.from), day(filters.to)] : null;

  return (
    <Flex gap={8} wrap align="center" role="search" aria-label={t('orders.filters.label')}>
      {/* Keyed by the applied text: clearing the filters empties the box too. */}
      <Input.Search
        key={filters.q ?? ''}
        aria-label={t('orders.filters.search')}
        placeholder={t('orders.filters.searchPlaceholder')}
        defaultValue={filters.q}
        allowClear
        onSearch={(v) => set({ q: v.trim() || undefined })}
        style={{ width: 300 }}
      />
      {source === 'store' ? (
        <Select<string>
          aria-label={t('orders.filters.store')}
          style={{ minWidth: 180 }}
          value={filters.storeId ?? ''}
          loading={stores.isPending}
          onChange={(v) => set({ storeId: v || undefined })}
          options={[
            { value: '', label: t('orders.filters.allStores') },
            ...(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
      ) : null}
      <DatePicker.RangePicker
        aria-label={t('orders.filters.dates')}
        value={range}
        allowEmpty={[true, true]}
        placeholder={[t('orders.filters.fromDay'), t('orders.filters.toDay')]}
        onChange={(dates) => set({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })}
      />
      <CountrySelect
        aria-label={t('orders.filters.country')}
        placeholder={t('orders.filters.allCountries')}
        allowClear
        style={{ minWidth: 200 }}
        countries={countries.data ?? []}
        loading={countries.isPending}
        value={filters.country}
        onChange={(v) => set({ country: v || undefined })}
      />
      {filters.holdReason ? (
        <Tag data-testid="hold-filter" style={{ marginInlineEnd: 0, paddingInlineEnd: 0, whiteSpace: 'normal' }}>
          <Flex align="center" gap={2}>
            {t('orders.filters.hold', { reason: t(`orders.hold.short.${filters.holdReason}`) })}
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined aria-hidden />}
              aria-label={t('orders.filters.clearHold')}
              onClick={() => set({ holdReason: undefined })}
            />
          </Flex>
        </Tag>
      ) : null}
      {narrows(filters) ? <Button onClick={() => onChange({})}>{t('orders.filters.clear')}</Button> : null}
      {extra ? <Flex style={{ marginInlineStart: 'auto' }}>{extra}</Flex> : null}
    </Flex>
  );
}
