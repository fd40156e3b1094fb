import { Card, Empty, Flex, Segmented, Typography, theme } from 'antd';
import { EARNINGS_PERIODS, type EarningsPeriod, type ReferralEarnings } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '@/lib/chart/chart';
import { LoadState } from '@/lib/load-state';
import { useLocale } from '@/lib/use-locale';
import { useEarnings } from '../api/earnings';
import { formatCents } from '../money';

/** A period's first day (`YYYY-MM-DD`, UTC) as the axis names it: "Nov 2026" for a month, "Nov 9" for a week. */
export function periodLabel(start: string, period: EarningsPeriod, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    period === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${start}T00:00:00Z`));
}

function EarningsBars({ earnings, currency }: { earnings: ReferralEarnings; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const points = earnings.points;
  const option = useMemo<ChartOption>(() => {
    const money = (value: unknown) => formatCents(Math.round(Number(value) * 100), currency, locale);
    return {
      grid: { left: 56, right: 16, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis', valueFormatter: money },
      xAxis: { type: 'category', data: points.map((p) => periodLabel(p.start, earnings.period, locale)) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
      series: [
        {
          type: 'bar',
          name: t('referral.earnings.earned'),
          data: points.map((p) => p.earnedCents / 100),
          itemStyle: { color: token.colorSuccess, borderRadius: [4, 4, 0, 0] },
          barMaxWidth: 24,
        },
        {
          type: 'bar',
          name: t('referral.earnings.reversed'),
          data: points.map((p) => p.reversedCents / 100),
          itemStyle: { color: token.colorError, borderRadius: [4, 4, 0, 0] },
          barMaxWidth: 24,
        },
      ],
    };
  }, [points, earnings.period, currency, locale, t, token.colorSuccess, token.colorError]);

  const earned = points.reduce((s, p) => s + p.earnedCents, 0);
  const reversed = points.reduce((s, p) => s + p.reversedCents, 0);
  const orders = points.reduce((s, p) => s + p.orders, 0);
  if (earned === 0 && reversed === 0) return <Empty description={t('referral.earnings.empty')} />;

  const dot = (color: string) => (
    <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: color }} />
  );
  return (
    <Flex vertical gap={8}>
      <Chart option={option} height={260} ariaLabel={t(`referral.earnings.label.${earnings.period}`)} />
      <Flex gap={16} wrap align="center" data-testid="earnings-totals">
        <Typography.Text>
          {dot(token.colorSuccess)} {t('referral.earnings.earnedTotal', { amount: formatCents(earned, currency, locale) })}
        </Typography.Text>
        <Typography.Text>
          {dot(token.colorError)} {t('referral.earnings.reversedTotal', { amount: formatCents(reversed, currency, locale) })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('referral.earnings.orders', { count: orders })}</Typography.Text>
      </Flex>
    </Flex>
  );
}

/** Commission earned and reversed per month (the last 12) or week (the last 26), as bars. */
export function EarningsChart({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<EarningsPeriod>('month');
  const earnings = useEarnings(period);
  return (
    <Card
      title={t('referral.earnings.title')}
      extra={
        <Segmented<EarningsPeriod>
          aria-label={t('referral.earnings.period')}
          value={period}
          onChange={setPeriod}
          options={EARNINGS_PERIODS.map((p) => ({ value: p, label: t(`referral.earnings.by.${p}`) }))}
        />
      }
    >
      <LoadState queries={[earnings]} rows={5}>
        {(e) => <EarningsBars earnings={e} currency={currency} />}
      </LoadState>
    </Card>
  );
}
