import { theme } from 'antd';
import type { Dashboard } from '@dropport/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '@/lib/chart/chart';

/** `YYYY-MM-DD` as a short day in the UI's language ("Nov 9", "9 nov"). */
function shortDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Sign-ins per day, the Workplace's first chart. */
export function SignInChart({ days }: { days: Dashboard['signIns'] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 32, right: 16, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: days.map((d) => shortDay(d.date, i18n.language)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          name: t('workplace.chart.series'),
          data: days.map((d) => d.count),
          itemStyle: { color: token.colorPrimary, borderRadius: [4, 4, 0, 0] },
          barMaxWidth: 28,
        },
      ],
    }),
    [days, i18n.language, t, token.colorPrimary],
  );
  return <Chart option={option} height={260} ariaLabel={t('workplace.chart.title')} />;
}
