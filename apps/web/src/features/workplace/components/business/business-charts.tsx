import { Card, Col, Empty, Row, Segmented, theme } from 'antd';
import type { OrderStatus, ProductFigures, SellerFigures } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Chart, type ChartOption } from '@/lib/chart/chart';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { ordersBehind } from './period';

const HEIGHT = 260;

/** `YYYY-MM-DD` as a short day in the UI's language ("Nov 9", "9 nov"). */
const shortDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Names longer than a bar's label are cut with an ellipsis (the tooltip shows them whole). */
const cut = (s: string, n = 22) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function ChartCard({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      {children}
    </Card>
  );
}

interface Props {
  figures: SellerFigures;
  products: ProductFigures | undefined;
  storeNames: (storeId: string | null) => string;
}

/**
 * The range drawn: revenue, cost and profit per day; orders by status; the top 10 products by profit or units; each
 * store; the hours from payment to shipping and to delivery. A click on a bar or a point opens the orders behind it.
 */
export function BusinessCharts({ figures, products, storeNames }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [topBy, setTopBy] = useState<'profit' | 'units'>('profit');
  const range = { from: figures.from, to: figures.to };
  const money = (cents: number) => formatMoney(cents, locale);
  const axisMoney = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact' }).format(cents / 100);
  const grid = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

  const daily = useMemo<ChartOption>(
    () => ({
      grid,
      legend: { top: 0, textStyle: { color: token.colorText } },
      tooltip: { trigger: 'axis', valueFormatter: (v) => money(Number(v)) },
      xAxis: { type: 'category', data: figures.days.map((d) => shortDay(d.day, locale)) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => axisMoney(v) } },
      series: [
        {
          type: 'bar',
          name: t('workplace.business.kpi.revenue'),
          data: figures.days.map((d) => d.revenueCents),
          itemStyle: { color: token.colorPrimary },
          barMaxWidth: 18,
        },
        {
          type: 'bar',
          name: t('workplace.business.kpi.cost'),
          data: figures.days.map((d) => d.costCents),
          itemStyle: { color: token.colorWarning },
          barMaxWidth: 18,
        },
        {
          type: 'line',
          name: t('workplace.business.kpi.profit'),
          data: figures.days.map((d) => d.profitCents),
          itemStyle: { color: token.colorSuccess },
          symbolSize: 4,
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the formatters follow `locale`
    [figures.days, locale, t, token],
  );

  const statuses = figures.statuses;
  const byStatus = useMemo<ChartOption>(
    () => ({
      grid: { ...grid, top: 8 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: statuses.map((s) => t(`workplace.business.status.${s.status}`)) },
      series: [{ type: 'bar', data: statuses.map((s) => s.orders), itemStyle: { color: token.colorPrimary }, barMaxWidth: 18 }],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- grid is constant
    [statuses, t, token],
  );

  const top = useMemo(
    () =>
      [...(products?.products ?? [])]
        .sort((a, b) => (topBy === 'profit' ? b.profitCents - a.profitCents : b.units - a.units))
        .slice(0, 10),
    [products, topBy],
  );
  const topOption = useMemo<ChartOption>(
    () => ({
      grid: { ...grid, top: 8 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v) => (topBy === 'profit' ? money(Number(v)) : String(v)),
      },
      xAxis: {
        type: 'value',
        splitNumber: 3,
        ...(topBy === 'profit'
          ? { axisLabel: { formatter: (v: number) => axisMoney(v), hideOverlap: true } }
          : { minInterval: 1 }),
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: top.map((p) => cut(p.title ?? t('workplace.business.otherItems'))),
      },
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the formatters follow `locale`
    [top, topBy, t, token, locale],
  );

  const stores = figures.stores;
  const storeOption = useMemo<ChartOption>(
    () => ({
      grid,
      legend: { top: 0, textStyle: { color: token.colorText } },
      tooltip: { trigger: 'axis', valueFormatter: (v) => money(Number(v)) },
      xAxis: {
        type: 'category',
        data: stores.map((s) => cut(storeNames(s.storeId), 14)),
        axisLabel: { interval: 0 },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => axisMoney(v) } },
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the formatters follow `locale`
    [stores, storeNames, t, token, locale],
  );

  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const shipping = useMemo<ChartOption>(
    () => ({
      grid,
      legend: { top: 0, textStyle: { color: token.colorText } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v) =>
          v === null || v === undefined ? '—' : t('workplace.business.hours', { value: hours.format(Number(v)) }),
      },
      xAxis: { type: 'category', data: figures.days.map((d) => shortDay(d.day, locale)) },
      yAxis: { type: 'value' },
      series: [
        {
          type: 'line',
          name: t('workplace.business.toShip'),
          data: figures.days.map((d) => d.hoursToShip),
          connectNulls: true,
          itemStyle: { color: token.colorPrimary },
          symbolSize: 4,
        },
        {
          type: 'line',
          name: t('workplace.business.toDeliver'),
          data: figures.days.map((d) => d.hoursToDeliver),
          connectNulls: true,
          itemStyle: { color: token.colorSuccess },
          symbolSize: 4,
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the formatter follows `locale`
    [figures.days, locale, t, token],
  );
  const open = (to: string) => void navigate(to);
  const nothing = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.business.noData')} style={{ height: HEIGHT - 40 }} />
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
              const day = figures.days[dataIndex]?.day;
              if (day) open(ordersBehind({ from: day, to: day }));
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
                const status = statuses[dataIndex]?.status as OrderStatus | undefined;
                if (status) open(ordersBehind({ ...range, status }));
              }}
            />
          )}
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <ChartCard title={t('workplace.business.chart.top')} testId="chart-top">
          <Segmented
            size="small"
            value={topBy}
            onChange={(v) => setTopBy(v as 'profit' | 'units')}
            options={[
              { value: 'profit', label: t('workplace.business.byProfit') },
              { value: 'units', label: t('workplace.business.byUnits') },
            ]}
          />
          {top.length === 0 ? (
            nothing
          ) : (
            <Chart
              option={topOption}
              height={HEIGHT + 10}
              ariaLabel={t('workplace.business.chart.top')}
              onClick={({ dataIndex }) => {
                const p = top[dataIndex];
                if (p?.productId) open(ordersBehind({ ...range, productId: p.productId }));
              }}
            />
          )}
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <Row gutter={[12, 12]}>
          <Col span={24}>
            <ChartCard title={t('workplace.business.chart.stores')} testId="chart-stores">
              {stores.length === 0 ? (
                nothing
              ) : (
                <Chart
                  option={storeOption}
                  height={HEIGHT / 2 + 20}
                  ariaLabel={t('workplace.business.chart.stores')}
                  onClick={({ dataIndex }) => {
                    const s = stores[dataIndex];
                    if (s) open(ordersBehind({ ...range, storeId: s.storeId }));
                  }}
                />
              )}
            </ChartCard>
          </Col>
          <Col span={24}>
            <ChartCard title={t('workplace.business.chart.shipping')} testId="chart-shipping">
              <Chart option={shipping} height={HEIGHT / 2 + 20} ariaLabel={t('workplace.business.chart.shipping')} />
            </ChartCard>
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
