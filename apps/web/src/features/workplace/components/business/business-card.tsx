import { Card, DatePicker, Empty, Flex, Grid, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/lib/load-state';
import { LinkButton } from '@/lib/router-link';
import { browserTimeZone } from '../../api/dashboard';
import { useProductFigures, useSellerFigures } from '../../api/figures';
import { BusinessCharts } from './business-charts';
import { BusinessTables } from './business-tables';
import { KpiCards, KpiSkeleton } from './kpi-cards';
import { MAX_DAYS, PRESETS, daysIn, ordersBehind, readRange, todayIn, type Preset, type Scope } from './period';

const DAY = 'YYYY-MM-DD';

/** The stores the seller has had figures for, by id, remembered across answers (one store's answer names only it). */
function useStoresSeen(stores: readonly { storeId: string | null; name: string | null }[] | undefined) {
  const [seen, setSeen] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [last, setLast] = useState(stores);
  if (stores !== last) {
    setLast(stores);
    const fresh = (stores ?? []).filter((s) => s.storeId !== null && seen.get(s.storeId) !== s.name);
    if (fresh.length > 0) setSeen(new Map([...seen, ...fresh.map((s) => [s.storeId!, s.name] as const)]));
  }
  return seen;
}

/**
 * The Workplace's business: a range of the seller's days (today, 7, 30, 90 days or custom, kept in the address) and
 * a store, the key figures against the days before, charts and tables, every number opening the orders behind it.
 */
export function BusinessCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // A phone has no room for five segments or two month panels side by side.
  const wide = Grid.useBreakpoint().sm !== false;
  // The seller's own days: the browser's zone for the first request, then the one the server counts in (settings).
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const today = todayIn(timeZone);
  const range = readRange(params, today);
  const figures = useSellerFigures(userId, range);
  const products = useProductFigures(userId, range);
  const answered = figures.data?.timeZone;
  useEffect(() => {
    if (answered && answered !== timeZone) setTimeZone(answered);
  }, [answered, timeZone]);
  const storesSeen = useStoresSeen(figures.data?.stores);

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
  const unnamed = t('workplace.business.unlinkedStore');
  const manual = t('workplace.business.manualOrders');
  const storeName = useCallback(
    (storeId: string | null) => (storeId === null ? manual : (storesSeen.get(storeId) ?? unnamed)),
    [manual, storesSeen, unnamed],
  );

  const presetOptions = PRESETS.map((p) => ({ value: p, label: t(`workplace.business.preset.${p}`) }));
  // Never after today, never more than MAX_DAYS days.
  const afterToday = (d: Dayjs) => d.format(DAY) > today;
  const custom = wide ? (
    <DatePicker.RangePicker
      aria-label={t('workplace.business.customRange')}
      value={[dayjs(range.from, DAY), dayjs(range.to, DAY)]}
      allowClear={false}
      disabledDate={(d: Dayjs, info) =>
        afterToday(d) || (info.from !== undefined && Math.abs(d.diff(info.from, 'day')) >= MAX_DAYS)
      }
      onChange={(dates) => {
        const [from, to] = [dates?.[0]?.format(DAY), dates?.[1]?.format(DAY)];
        if (from && to) change({ from, to });
      }}
    />
  ) : (
    // One month at a time on a phone: a first and a last day, each its own picker.
    <Flex gap={8} wrap>
      <DatePicker
        aria-label={t('workplace.business.firstDay')}
        value={dayjs(range.from, DAY)}
        allowClear={false}
        inputReadOnly
        style={{ width: 140 }}
        disabledDate={(d: Dayjs) => afterToday(d) || d.format(DAY) > range.to || daysIn(d.format(DAY), range.to) > MAX_DAYS}
        onChange={(d) => d && change({ from: d.format(DAY), to: range.to })}
      />
      <DatePicker
        aria-label={t('workplace.business.lastDay')}
        value={dayjs(range.to, DAY)}
        allowClear={false}
        inputReadOnly
        style={{ width: 140 }}
        disabledDate={(d: Dayjs) => afterToday(d) || d.format(DAY) < range.from || daysIn(range.from, d.format(DAY)) > MAX_DAYS}
        onChange={(d) => d && change({ from: range.from, to: d.format(DAY) })}
      />
    </Flex>
  );
  const controls = (
    <Flex gap={8} wrap align="center">
      {wide ? (
        <Segmented<Preset>
          aria-label={t('workplace.business.range')}
          value={range.preset}
          onChange={choose}
          options={presetOptions}
        />
      ) : (
        <Select<Preset>
          aria-label={t('workplace.business.range')}
          style={{ minWidth: 140 }}
          value={range.preset}
          onChange={choose}
          options={presetOptions}
        />
      )}
      {range.preset === 'custom' ? custom : null}
      <Select<string>
        aria-label={t('workplace.business.store')}
        style={{ minWidth: 160, maxWidth: '100%' }}
        value={range.storeId ?? ''}
        onChange={(v) => change({ store: v || undefined })}
        options={[
          { value: '', label: t('workplace.business.allStores') },
          ...[...storesSeen].map(([storeId, name]) => ({ value: storeId, label: name ?? unnamed })),
          // A store named in the address the answers have not named (yet).
          ...(range.storeId && range.storeId !== 'manual' && !storesSeen.has(range.storeId)
            ? [{ value: range.storeId, label: unnamed }]
            : []),
          { value: 'manual', label: manual },
        ]}
      />
    </Flex>
  );

  const data = figures.data;
  let body;
  if (figures.isError && !data) {
    body = <LoadFailed title={t('workplace.business.loadFailed')} error={figures.error} onRetry={() => void figures.refetch()} />;
  } else if (!data) {
    body = <KpiSkeleton />;
  } else if (data.current.orders === 0) {
    body = (
      <Empty description={t('workplace.business.empty')} data-testid="business-empty">
        <Flex gap={8} wrap justify="center">
          <LinkButton to="/orders" type="primary">
            {t('workplace.business.toOrders')}
          </LinkButton>
          <LinkButton to="/allProducts">{t('workplace.business.toMarket')}</LinkButton>
        </Flex>
      </Empty>
    );
  } else {
    // The answer's own days: while another range loads, the numbers shown and their links still agree.
    const scope: Scope = { from: data.from, to: data.to, ...(range.storeId ? { storeId: range.storeId } : {}) };
    body = (
      <Flex vertical gap={12}>
        <KpiCards current={data.current} previous={data.previous} ordersLink={ordersBehind(scope)} />
        <BusinessCharts figures={data} products={products} scope={scope} storeName={storeName} />
        <BusinessTables figures={data} products={products} scope={scope} storeName={storeName} />
      </Flex>
    );
  }
  const loadingAnother = figures.isPlaceholderData;
  return (
    <Card title={t('workplace.business.title')} data-testid="business">
      <Flex vertical gap={12}>
        {controls}
        <div aria-busy={loadingAnother} style={{ opacity: loadingAnother ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {body}
        </div>
      </Flex>
    </Card>
  );
}
