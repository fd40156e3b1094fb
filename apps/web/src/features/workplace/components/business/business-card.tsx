import { Card, DatePicker, Empty, Flex, Grid, Segmented, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/lib/load-state';
import { LinkButton } from '@/lib/router-link';
import { browserTimeZone } from '../../api/dashboard';
import { useBusinessFigures, useProductFigures } from '../../api/business';
import { BusinessCharts } from './business-charts';
import { BusinessTables } from './business-tables';
import { KpiCards } from './kpi-cards';
import { MAX_DAYS, PRESETS, ordersBehind, readRange, todayIn, type Preset } from './period';

const DAY = 'YYYY-MM-DD';

/**
 * The Workplace's business: a range of the seller's days (today, 7, 30, 90 days or custom, kept in the address) and
 * a store, the key figures against the days before, charts and tables, every number opening the orders behind it.
 */
export function BusinessCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // A phone has no room for five segments side by side: it chooses the period from a list.
  const wide = Grid.useBreakpoint().sm !== false;
  // The seller's own days: the browser's zone until the server names the seller's.
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const today = todayIn(timeZone);
  const range = readRange(params, today);
  const figures = useBusinessFigures(userId, range);
  const products = useProductFigures(userId, range);
  const answered = figures.data?.timeZone;
  useEffect(() => {
    if (answered && answered !== timeZone) setTimeZone(answered);
  }, [answered, timeZone]);

  const change = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };
  const choose = (preset: Preset) =>
    preset === 'custom'
      ? change({ range: undefined, from: range.from, to: range.to })
      : change({ range: preset, from: undefined, to: undefined });
  const storeName = (storeId: string | null) =>
    storeId === null
      ? t('workplace.business.manualOrders')
      : (figures.data?.stores.find((s) => s.storeId === storeId)?.name ?? t('workplace.business.unlinkedStore'));

  const data = figures.data;
  const stores = data?.stores.filter((s) => s.storeId !== null) ?? [];
  const controls = (
    <Flex gap={8} wrap align="center">
      {wide ? (
        <Segmented<Preset>
          aria-label={t('workplace.business.range')}
          value={range.preset}
          onChange={choose}
          options={PRESETS.map((p) => ({ value: p, label: t(`workplace.business.preset.${p}`) }))}
        />
      ) : (
        <Select<Preset>
          aria-label={t('workplace.business.range')}
          style={{ minWidth: 140 }}
          value={range.preset}
          onChange={choose}
          options={PRESETS.map((p) => ({ value: p, label: t(`workplace.business.preset.${p}`) }))}
        />
      )}
      {range.preset === 'custom' ? (
        <DatePicker.RangePicker
          aria-label={t('workplace.business.customRange')}
          value={[dayjs(range.from, DAY), dayjs(range.to, DAY)]}
          allowClear={false}
          // Never after today, never more than MAX_DAYS days from the first day picked.
          disabledDate={(d: Dayjs, info) =>
            d.format(DAY) > today || (info.from !== undefined && Math.abs(d.diff(info.from, 'day')) >= MAX_DAYS)
          }
          onChange={(dates) => {
            const [from, to] = [dates?.[0]?.format(DAY), dates?.[1]?.format(DAY)];
            if (from && to) change({ from, to });
          }}
        />
      ) : null}
      <Select<string>
        aria-label={t('workplace.business.store')}
        style={{ minWidth: 160 }}
        value={range.storeId ?? ''}
        onChange={(v) => change({ store: v || undefined })}
        options={[
          { value: '', label: t('workplace.business.allStores') },
          ...stores.map((s) => ({ value: s.storeId!, label: s.name ?? t('workplace.business.unlinkedStore') })),
          { value: 'manual', label: t('workplace.business.manualOrders') },
        ]}
      />
    </Flex>
  );

  let body;
  if (figures.isError && !data) {
    body = <LoadFailed title={t('workplace.business.loadFailed')} error={figures.error} onRetry={() => void figures.refetch()} />;
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} data-testid="business-loading" />;
  } else if (data.current.orders === 0 && data.current.costCents === 0) {
    body = (
      <Empty description={t('workplace.business.empty')} data-testid="business-empty">
        <LinkButton to="/orders" type="primary">
          {t('workplace.business.toOrders')}
        </LinkButton>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={12}>
        <KpiCards
          current={data.current}
          previous={data.previous}
          ordersLink={ordersBehind({ from: data.from, to: data.to, ...(range.storeId ? { storeId: range.storeId } : {}) })}
        />
        <BusinessCharts figures={data} products={products.data} storeNames={storeName} />
        <BusinessTables figures={data} products={products.data} storeNames={storeName} />
      </Flex>
    );
  }
  return (
    <Card title={t('workplace.business.title')} data-testid="business">
      <Flex vertical gap={12}>
        {controls}
        {body}
      </Flex>
    </Card>
  );
}
