import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Grid, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import type { FigureTotals } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';

export type Kpi = 'orders' | 'units' | 'revenue' | 'cost' | 'profit' | 'margin' | 'averageOrder' | 'refunds';
export const KPIS: readonly Kpi[] = ['revenue', 'cost', 'profit', 'margin', 'orders', 'units', 'averageOrder', 'refunds'];
/** A rise of these is bad news. */
const LOWER_IS_BETTER = new Set<Kpi>(['cost', 'refunds']);

function valueOf(k: Kpi, t: FigureTotals): number | null {
  switch (k) {
    case 'orders':
      return t.orders;
    case 'units':
      return t.units;
    case 'revenue':
      return t.revenueCents;
    case 'cost':
      return t.costCents;
    case 'profit':
      return t.profitCents;
    case 'margin':
      return t.marginBp;
    case 'averageOrder':
      return t.averageOrderCents;
    case 'refunds':
      return t.refundsCents;
  }
}

/** The change from the period before, as a signed fraction (null when there is nothing to compare with). */
export function change(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return (now - before) / Math.abs(before);
}

const cols = { xs: 12, md: 6 } as const;

/** The key figures' places while the first answer comes. */
export function KpiSkeleton() {
  return (
    <Row gutter={[12, 12]} data-testid="business-loading">
      {KPIS.map((k) => (
        <Col key={k} {...cols}>
          <Card size="small" styles={{ body: { padding: 12 } }}>
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The range's key figures, each against the same number of days before, each opening the orders behind it. */
export function KpiCards({
  current,
  previous,
  ordersLink,
}: {
  current: FigureTotals;
  previous: FigureTotals;
  ordersLink: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  // Two cards side by side on a phone: a smaller figure keeps "US$ 12.345,67" inside its card.
  const narrow = Grid.useBreakpoint().md === false;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(locale);
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const show = (k: Kpi, v: number | null) => {
    if (v === null) return '—';
    if (k === 'orders' || k === 'units') return count.format(v);
    if (k === 'margin') return percent.format(v / 10_000);
    return formatMoney(v, locale);
  };
  return (
    <Row gutter={[12, 12]} data-testid="business-kpis">
      {KPIS.map((k) => {
        const now = valueOf(k, current);
        const before = valueOf(k, previous);
        // The margin compares in points, the rest as a share of what they were.
        const delta = k === 'margin' ? (now === null || before === null ? null : (now - before) / 10_000) : change(now, before);
        const good = delta === null || delta === 0 ? null : delta > 0 !== LOWER_IS_BETTER.has(k);
        return (
          <Col key={k} {...cols} data-testid={`kpi-${k}`}>
            <Card size="small" style={{ height: '100%' }} styles={{ body: { padding: 12 } }}>
              <RouterLink to={ordersLink}>
                <Statistic
                  title={t(`workplace.business.kpi.${k}`)}
                  value={show(k, now)}
                  styles={{ content: { fontSize: narrow ? 16 : 20 } }}
                />
              </RouterLink>
              <Typography.Text
                style={{
                  fontSize: 12,
                  color: good === null ? token.colorTextSecondary : good ? token.colorSuccessText : token.colorErrorText,
                }}
              >
                {delta === null ? (
                  // Nothing before to compare with (no orders then, or no revenue for the margin).
                  <span role="img" title={t('workplace.business.noComparison')} aria-label={t('workplace.business.noComparison')}>
                    —
                  </span>
                ) : (
                  <>
                    {delta > 0 ? <ArrowUpOutlined aria-hidden /> : delta < 0 ? <ArrowDownOutlined aria-hidden /> : null}{' '}
                    {t(k === 'margin' ? 'workplace.business.changePoints' : 'workplace.business.change', {
                      value: k === 'margin' ? points.format(Math.abs(delta) * 100) : percent.format(Math.abs(delta)),
                    })}
                  </>
                )}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
