import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Input, Select, Tag } from 'antd';
import type { OrderSource } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/lib/regions/countries';
import { CountrySelect } from '@/lib/regions/country-select';
import { marketProductQueryOptions } from '@/features/market';
import { myStoresQueryOptions } from '@/features/stores';
import { formatDate } from '@/lib/format';
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

/** A narrowing a link asked for: what it keeps, with a button that drops it. */
function LinkFilter({
  testId,
  text,
  clearLabel,
  onClear,
}: {
  testId: string;
  text: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <Tag data-testid={testId} style={{ marginInlineEnd: 0, paddingInlineEnd: 0, whiteSpace: 'normal' }}>
      <Flex align="center" gap={2}>
        {text}
        <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={clearLabel} onClick={onClear} />
      </Flex>
    </Tag>
  );
}

/**
 * Search (order number, customer, SKU), store, creation days and country, and what a link asked for (the hold reason,
 * the days of payment, a product: tags that say why the list is narrowed, each with a button that drops it); every
 * change goes to the caller.
 */
export function OrderFiltersBar({ source, filters, onChange, extra }: Props) {
  const { t, i18n } = useTranslation();
  const stores = useQuery({ ...myStoresQueryOptions(), enabled: source === 'store' });
  const product = useQuery({
    ...marketProductQueryOptions(filters.productId ?? 0),
    enabled: filters.productId !== undefined,
    retry: false,
  });
  const paidDay = (d: string | undefined) => (d ? formatDate(`${d}T12:00:00Z`, i18n.language, 'medium') : '…');
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
        <LinkFilter
          testId="hold-filter"
          text={t('orders.filters.hold', { reason: t(`orders.hold.short.${filters.holdReason}`) })}
          clearLabel={t('orders.filters.clearHold')}
          onClear={() => set({ holdReason: undefined })}
        />
      ) : null}
      {filters.paidFrom || filters.paidTo ? (
        <LinkFilter
          testId="paid-filter"
          text={t('orders.filters.paid', { from: paidDay(filters.paidFrom), to: paidDay(filters.paidTo) })}
          clearLabel={t('orders.filters.clearPaid')}
          onClear={() => set({ paidFrom: undefined, paidTo: undefined })}
        />
      ) : null}
      {filters.productId !== undefined ? (
        <LinkFilter
          testId="product-filter"
          text={t('orders.filters.product', { product: product.data?.title ?? `#${filters.productId}` })}
          clearLabel={t('orders.filters.clearProduct')}
          onClear={() => set({ productId: undefined })}
        />
      ) : null}
      {narrows(filters) ? <Button onClick={() => onChange({})}>{t('orders.filters.clear')}</Button> : null}
      {extra ? <Flex style={{ marginInlineStart: 'auto' }}>{extra}</Flex> : null}
    </Flex>
  );
}
