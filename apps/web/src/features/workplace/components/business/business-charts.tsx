import { Card, Col, Empty, Flex, Row, Segmented, Skeleton, Typography, theme } from 'antd';
import type { ProductFigures, SellerFigures } from '@dropport/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Chart, type ChartOption } from '@/lib/chart/chart';
import { formatMoney } from '@/lib/format';
import { LoadFailed } from '@/lib/load-state';
import { useLocale } from '@/lib/use-locale';
import { ordersBehind, type Scope } from './period';

const HEIGHT = 260;
/** The two small charts stacked beside the top products share its height. */
const HALF = HEIGHT / 2 + 20;

/** The plot fits its box with its axis labels (what `containLabel` did before ECharts 6). */
const GRID = { left: 8, right: 16, top: 36, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' } as const;

/** `YYYY-MM-DD` as a short day in the UI's language ("Nov 9", "9 nov"). */
const shortDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Names longer than a bar's label are cut with an ellipsis (the tooltip shows them whole). */
const cut = (s: string, n = 22) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function ChartCard({
  title,
  testId,
  extra,
  children,
}: {
  title: string;
  testId: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card size="small" title={title} extra={extra} data-testid={testId} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

/** The products' answer as the charts and tables need it: what came, whether it failed, and how to ask again. */
export interface ProductsState {
  data: ProductFigures | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface Props {
  figures: SellerFigures;
  products: ProductsState;
  /** The range and store the figures are of: every click opens the orders inside them. */
  scope: Scope;
  storeName: (storeId: string | null) => string;
}

/**
 * The range drawn: revenue, cost and profit per day; orders by status; the top 10 products by profit or units; each
 * store; the hours from payment to shipping and to delivery. A click on a bar or a point opens the orders behind it.
 */
export function BusinessCharts({ figures, products, scope, storeName }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [topBy, setTopBy] = useState<'profit' | 'units'>('profit');
  const { days, statuses, stores } = figures;

  const fmt = useMemo(() => {
    const compact = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact' });
    const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat(locale);
    return {
      money: (v: unknown) => formatMoney(Number(v), locale),
      axisMoney: (cents: number) => compact.format(cents / 100),
      count: (v: unknown) => count.format(Number(v)),
      hours: (v: unknown) =>
        v === null || v === undefined || v === '-' ? '—' : t('workplace.business.hours', { value: hours.format(Number(v)) }),
    };
  }, [locale, t]);
  // One line, scrolled on a narrow chart, so the legend never runs into the plot.
  const legend = useMemo(() => ({ top: 0, type: 'scroll' as const, textStyle: { color: token.colorText } }), [token.colorText]);
  const dayLabels = useMemo(() => days.map((d) => shortDay(d.day, locale)), [days, locale]);

  const daily = useMemo<ChartOption>(
    () => ({
      grid: GRID,
      legend,
      tooltip: { trigger: 'axis', valueFormatter: fmt.money },
      xAxis: { type: 'category', data: dayLabels },
      yAxis: { type: 'value', axisLabel: { formatter: fmt.axisMoney } },
      series: [
        {
          type: 'bar',
          name: t('workplace.business.kpi.revenue'),
          data: days.map((d) => d.revenueCents),
          itemStyle: { color: token.colorPrimary },
          barMaxWidth: 18,
        },
        {
          type: 'bar',
          name: t('workplace.business.chart.costNet'),
          data: days.map((d) => d.costCents),
          itemStyle: { color: token.colorWarning },
          barMaxWidth: 18,
        },
        {
          type: 'line',
          name: t('workplace.business.kpi.profit'),
          data: days.map((d) => d.profitCents),
          itemStyle: { color: token.colorSuccess },
          lineStyle: { color: token.colorSuccess },
          symbolSize: 6,
        },
      ],
    }),
    [days, dayLabels, fmt, legend, t, token.colorPrimary, token.colorSuccess, token.colorWarning],
  );

  const byStatus = useMemo<ChartOption>(
    () => ({
      grid: { ...GRID, top: 8 },
      tooltip: { trigger: 'axis', valueFormatter: fmt.count },
      xAxis: { type: 'value', minInterval: 1 },
      // The orders pages' own words for each status.
      yAxis: { type: 'category', inverse: true, data: statuses.map((s) => t(`orders.status.${s.status}`)) },
      series: [
        {
          type: 'bar',
          name: t('workplace.business.kpi.orders'),
          data: statuses.map((s) => s.orders),
          itemStyle: { color: token.colorPrimary },
          barMaxWidth: 18,
        },
      ],
    }),
    [fmt, statuses, t, token.colorPrimary],
  );

  const top = useMemo(
    () =>
      [...(products.data?.products ?? [])]
        .sort((a, b) => (topBy === 'profit' ? b.profitCents - a.profitCents : b.units - a.units))
        .slice(0, 10),
    [products.data, topBy],
  );
  const topOption = useMemo<ChartOption>(
    () => ({
      grid: { ...GRID, top: 8 },
      tooltip: { trigger: 'axis', valueFormatter: topBy === 'profit' ? fmt.money : fmt.count },
      xAxis: {
        type: 'value',
        splitNumber: 3,
        ...(topBy === 'profit' ? { axisLabel: { formatter: fmt.axisMoney, hideOverlap: true } } : { minInterval: 1 }),
      },
      yAxis: { type: 'category', inverse: true, data: top.map((p) => cut(p.title ?? t('workplace.business.otherItems'))) },
      series: [
        {
          type: 'bar',
          name: t(topBy === 'profit' ? 'workplace.business.kpi.profit' : 'workplace.business.kpi.units'),
          data: top.map((p) => (topBy === 'profit' ? p.profitCents : p.units)),
          itemStyle: { color: topBy === 'profit' ? token.colorSuccess : token.colorPrimary },
          barMaxWidth: 16,
        },
      ],
    }),
    [fmt, t, top, topBy, token.colorPrimary, token.colorSuccess],
  );

  const storeOption = useMemo<ChartOption>(
    () => ({
      grid: GRID,
      legend,
      tooltip: { trigger: 'axis', valueFormatter: fmt.money },
      xAxis: { type: 'category', data: stores.map((s) => cut(storeName(s.storeId), 14)), axisLabel: { interval: 0 } },
      yAxis: { type: 'value', axisLabel: { formatter: fmt.axisMoney } },
      series: [
        {
          type: 'bar',
          name: t('workplace.business.kpi.revenue'),
          data: stores.map((s) => s.totals.revenueCents),
          itemStyle: { color: token.colorPrimary },
          barMaxWidth: 28,
        },
        {
          type: 'bar',
          name: t('workplace.business.kpi.profit'),
          data: stores.map((s) => s.totals.profitCents),
          itemStyle: { color: token.colorSuccess },
          barMaxWidth: 28,
        },
      ],
    }),
    [fmt, legend, storeName, stores, t, token.colorPrimary, token.colorSuccess],
  );

  const shipping = useMemo<ChartOption>(
    () => ({
      grid: GRID,
      legend,
      tooltip: { trigger: 'axis', valueFormatter: fmt.hours },
      xAxis: { type: 'category', data: dayLabels },
      yAxis: { type: 'value' },
      series: [
        {
          type: 'line',
          name: t('workplace.business.toShip'),
          data: days.map((d) => d.hoursToShip),
          connectNulls: true,
          itemStyle: { color: token.colorPrimary },
          lineStyle: { color: token.colorPrimary },
          symbolSize: 6,
        },
        {
          type: 'line',
          name: t('workplace.business.toDeliver'),
          data: days.map((d) => d.hoursToDeliver),
          connectNulls: true,
          itemStyle: { color: token.colorSuccess },
          lineStyle: { color: token.colorSuccess },
          symbolSize: 6,
        },
      ],
    }),
    [dayLabels, days, fmt, legend, t, token.colorPrimary, token.colorSuccess],
  );

  const open = (to: string) => void navigate(to);
  const oneDay = (i: number) => {
    const day = days[i]?.day;
    return day ? { from: day, to: day, storeId: scope.storeId } : null;
  };
  const nothing = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('workplace.business.noData')}
      style={{ minHeight: HEIGHT - 40, margin: 0, paddingTop: 48 }}
    />
  );
  const hasShipping = days.some((d) => d.hoursToShip !== null || d.hoursToDeliver !== null);
  let topChart: ReactNode;
  if (products.isError && !products.data)
    topChart = (
      <LoadFailed
        title={t('workplace.business.productsLoadFailed')}
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  else if (!products.data) topChart = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (top.length === 0) topChart = nothing;
  else
    topChart = (
      <Chart
        option={topOption}
        height={HEIGHT}
        ariaLabel={t('workplace.business.chart.top')}
        onClick={({ dataIndex }) => {
          const p = top[dataIndex];
          if (p?.productId) open(ordersBehind({ ...scope, productId: p.productId }));
        }}
      />
    );

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={16}>
        <ChartCard title={t('workplace.business.chart.daily')} testId="chart-daily">
          <Chart
            option={daily}
            height={HEIGHT}
            ariaLabel={t('workplace.business.chart.daily')}
            onClick={({ dataIndex }) => {
              const day = oneDay(dataIndex);
              if (day) open(ordersBehind(day));
            }}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard title={t('workplace.business.chart.statuses')} testId="chart-statuses">
          {statuses.length === 0 ? (
            nothing
          ) : (
            <Chart
              option={byStatus}
              height={HEIGHT}
              ariaLabel={t('workplace.business.chart.statuses')}
              onClick={({ dataIndex }) => {
                const status = statuses[dataIndex]?.status;
                if (status) open(ordersBehind({ ...scope, status }));
              }}
            />
          )}
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('workplace.business.chart.top')} testId="chart-top">
          <Flex vertical gap={8}>
            <Segmented
              size="small"
              aria-label={t('workplace.business.topBy')}
              value={topBy}
              onChange={(v) => setTopBy(v as 'profit' | 'units')}
              options={[
                { value: 'profit', label: t('workplace.business.byProfit') },
                { value: 'units', label: t('workplace.business.byUnits') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            {topChart}
          </Flex>
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <Flex vertical gap={12}>
          <ChartCard title={t('workplace.business.chart.stores')} testId="chart-stores">
            {stores.length === 0 ? (
              nothing
            ) : (
              <Chart
                option={storeOption}
                height={HALF}
                ariaLabel={t('workplace.business.chart.stores')}
                onClick={({ dataIndex }) => {
                  const s = stores[dataIndex];
                  if (s) open(ordersBehind({ ...scope, storeId: s.storeId }));
                }}
              />
            )}
          </ChartCard>
          <ChartCard title={t('workplace.business.chart.shipping')} testId="chart-shipping">
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="shipping-means">
              {t('workplace.business.shippingMeans', {
                ship: fmt.hours(figures.current.hoursToShip),
                deliver: fmt.hours(figures.current.hoursToDeliver),
              })}
            </Typography.Text>
            {hasShipping ? (
              <Chart
                option={shipping}
                height={HALF - 20}
                ariaLabel={t('workplace.business.chart.shipping')}
                onClick={({ dataIndex }) => {
                  // The day's orders that have shipped: the shipped page shows them, delivered or on their way.
                  const day = oneDay(dataIndex);
                  if (day) open(ordersBehind({ ...day, shipped: true }));
                }}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.business.noData')} />
            )}
          </ChartCard>
        </Flex>
      </Col>
    </Row>
  );
}
