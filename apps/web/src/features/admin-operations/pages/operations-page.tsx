import { Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import type { OperationQueue, Operations } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '@/lib/chart/chart';
import { formatDateTime, formatMoney } from '@/lib/format';
import { LoadFailed } from '@/lib/load-state';
import { PageHeader } from '@/lib/page';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useOperations } from '../api/operations';

/** The admin page that works each queue. */
const QUEUE_PAGES: Record<OperationQueue, string> = {
  orders_to_process: '/admin/orders?status=paid',
  orders_to_ship: '/admin/orders?status=processing',
  orders_on_hold: '/admin/orders?status=on_hold',
  claims: '/admin/support',
  sourcing_requests: '/admin/sourcing',
  bank_transfers: '/admin/recharges',
  withdrawals: '/admin/referral/withdrawals',
  inbound_shipments: '/admin/cloud-warehouse',
};

const PERIODS = { today: 1, '7d': 7, '30d': 30 } as const;
type Period = keyof typeof PERIODS;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How long ago, in the largest whole unit (minutes, hours, days), in the UI's language. */
function age(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

function SalesCards({ title, sales }: { title: string; sales: Operations['today'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const recharged = sales.recharges.reduce((a, r) => a + r.amountCents, 0);
  return (
    <Card size="small" title={title}>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={8}>
          <Statistic title={t('operations.gmv')} value={formatMoney(sales.gmvCents, locale)} />
        </Col>
        <Col xs={12} md={8}>
          <Statistic title={t('operations.paidOrders')} value={sales.paidOrders} />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={t('operations.recharged')} value={formatMoney(recharged, locale)} />
        </Col>
      </Row>
    </Card>
  );
}

/** Admin / Operations: today's and the period's sales, what waits in each queue and since when, and the machinery's health. */
export default function OperationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [period, setPeriod] = useState<Period>('7d');
  const now = Date.now();
  const to = utcDay(now);
  const from = utcDay(now - (PERIODS[period] - 1) * 86_400_000);
  const ops = useOperations(from, to);
  const data = ops.data;

  const rechargeOption = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: (v) => formatMoney(Number(v), locale) },
      xAxis: { type: 'category', data: (data?.period.recharges ?? []).map((r) => t(`operations.method.${r.method}`, r.method)) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatMoney(v, locale) } },
      series: [{ type: 'bar', data: (data?.period.recharges ?? []).map((r) => r.amountCents), barMaxWidth: 40 }],
    }),
    [data, locale, t],
  );

  const header = (
    <PageHeader
      title={t('operations.title')}
      subtitle={t('operations.intro')}
      extra={
        <Segmented<Period>
          aria-label={t('operations.period')}
          value={period}
          onChange={setPeriod}
          options={(Object.keys(PERIODS) as Period[]).map((p) => ({ value: p, label: t(`operations.periods.${p}`) }))}
        />
      }
    />
  );
  if (!data) {
    return (
      <Flex vertical gap={16}>
        <Card>{header}</Card>
        {ops.isError ? (
          <LoadFailed title={t('operations.loadFailed')} error={ops.error} onRetry={() => void ops.refetch()} />
        ) : (
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        )}
      </Flex>
    );
  }
  const healthy = (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{t(ok ? 'operations.ok' : 'operations.attention')}</Tag>;
  return (
    <Flex vertical gap={16}>
      <Card>{header}</Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <SalesCards title={t('operations.today')} sales={data.today} />
        </Col>
        <Col xs={24} xl={12}>
          <SalesCards title={t(`operations.periods.${period}`)} sales={data.period} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('operations.queues')} data-testid="operations-queues">
            <Table
              size="small"
              rowKey="queue"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.queues}
              columns={[
                {
                  key: 'queue',
                  title: t('operations.queue'),
                  render: (_, q) => <RouterLink to={QUEUE_PAGES[q.queue]}>{t(`operations.queueNames.${q.queue}`)}</RouterLink>,
                },
                { key: 'count', title: t('operations.waiting'), dataIndex: 'count', align: 'right' },
                { key: 'oldest', title: t('operations.oldest'), align: 'right', render: (_, q) => age(q.oldestAt, locale) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <Card size="small" title={t('operations.rechargesByMethod')}>
              {data.period.recharges.length ? (
                <Chart option={rechargeOption} height={180} ariaLabel={t('operations.rechargesByMethod')} />
              ) : (
                <Typography.Text type="secondary">{t('operations.noRecharges')}</Typography.Text>
              )}
            </Card>
            <Card size="small" title={t('operations.health')} data-testid="operations-health">
              <Flex vertical gap={8}>
                <Flex gap={8} wrap align="center">
                  <RouterLink to="/admin/reconciliation">{t('operations.ledger')}</RouterLink>
                  {healthy(data.ledger.ok)}
                  <Typography.Text type="secondary">
                    {t('operations.checkedAt', { time: formatDateTime(data.ledger.checkedAt, locale) })}
                  </Typography.Text>
                </Flex>
                <Flex gap={8} wrap align="center">
                  <span>{t('operations.jobs')}</span>
                  {healthy(data.jobs.dead === 0)}
                  <Typography.Text type="secondary">
                    {t('operations.jobCounts', {
                      waiting: data.jobs.waiting,
                      running: data.jobs.running,
                      retrying: data.jobs.retrying,
                      dead: data.jobs.dead,
                    })}
                  </Typography.Text>
                </Flex>
                <Flex gap={8} wrap align="center">
                  <span>{t('operations.webhooks')}</span>
                  {healthy(
                    data.webhooks.queued === 0 ||
                      (data.webhooks.oldestQueuedAt !== null &&
                        Date.now() - Date.parse(data.webhooks.oldestQueuedAt) < 5 * 60_000),
                  )}
                  <Typography.Text type="secondary">
                    {t('operations.webhookCounts', {
                      queued: data.webhooks.queued,
                      oldest: age(data.webhooks.oldestQueuedAt, locale),
                      handled: data.webhooks.handledLastHour,
                      p95: data.webhooks.p95LagMs === null ? '—' : `${(data.webhooks.p95LagMs / 1000).toFixed(1)} s`,
                    })}
                  </Typography.Text>
                </Flex>
                <Flex gap={8} wrap align="center" data-testid="operations-backup">
                  <span>{t('operations.backup')}</span>
                  {data.backup.everyHours > 0
                    ? healthy(
                        data.backup.lastAt !== null &&
                          Date.now() - Date.parse(data.backup.lastAt) < 2 * data.backup.everyHours * 3_600_000,
                      )
                    : null}
                  <Typography.Text type="secondary">
                    {data.backup.lastAt === null
                      ? t(data.backup.everyHours > 0 ? 'operations.backupNoneYet' : 'operations.backupNotScheduled')
                      : t('operations.backupLast', {
                          age: age(data.backup.lastAt, locale),
                          size: `${((data.backup.lastBytes ?? 0) / 1024 / 1024).toFixed(1)} MB`,
                        })}
                  </Typography.Text>
                </Flex>
              </Flex>
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
