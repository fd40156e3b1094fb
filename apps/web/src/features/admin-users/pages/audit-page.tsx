import { Button, DatePicker, Flex, Form, Input, Typography, type TableColumnType } from 'antd';
import type { AuditEntry } from '@dropport/contracts';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BreakText } from '@/lib/break-text';
import { downloadFile } from '@/lib/download-file';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { LoadFailed } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { auditCsvParams, useAudit, type AuditFilters } from '../api/admin-users';

const FILTER_KEYS = ['actor', 'account', 'action', 'from', 'to'] as const;
/** The filters typed as text, with their field's width. */
const TEXT_FILTERS = [
  ['actor', 220],
  ['account', 220],
  ['action', 180],
] as const;

/** What one side of a change held, as short text (the stored JSON, cut for the table). */
const shortJson = (s: string | null) => (s === null ? '' : s.length > 160 ? `${s.slice(0, 160)}…` : s);

/**
 * Admin → Audit log: every admin action and every sensitive seller action, newest first, filtered by who, which
 * account, what and when (kept in the address), and exported as CSV with the same filters.
 */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const audit = useAudit(filters);
  const rows = audit.data?.pages.flatMap((p) => p.items) ?? [];
  const [exporting, setExporting] = useState(false);

  const apply = (v: { actor?: string; account?: string; action?: string; days?: [Dayjs, Dayjs] | null }) => {
    const next = new URLSearchParams();
    for (const [k] of TEXT_FILTERS) if (v[k]?.trim()) next.set(k, v[k].trim());
    if (v.days) {
      next.set('from', v.days[0].format('YYYY-MM-DD'));
      next.set('to', v.days[1].format('YYYY-MM-DD'));
    }
    setParams(next, { replace: true });
  };
  const exportCsv = () => {
    setExporting(true);
    downloadFile('/api/admin/audit.csv', 'dropport-audit.csv', { params: auditCsvParams(filters) }).finally(() =>
      setExporting(false),
    );
  };

  const columns: TableColumnType<AuditEntry>[] = [
    {
      title: t('audit.columns.time'),
      key: 'time',
      onHeaderCell: nowrapHeader,
      render: (_v, e) => <DateTimeCell iso={e.at} locale={i18n.language} />,
    },
    {
      title: t('audit.columns.actor'),
      key: 'actor',
      render: (_v, e) => <BreakText text={e.actorEmail ?? e.actorId ?? t('audit.system')} />,
    },
    {
      title: t('audit.columns.action'),
      key: 'action',
      render: (_v, e) => (
        <Flex vertical>
          <Typography.Text code>{e.action}</Typography.Text>
          {e.accountEmail && e.accountEmail !== e.actorEmail ? <SubLine>{e.accountEmail}</SubLine> : null}
        </Flex>
      ),
    },
    {
      title: t('audit.columns.change'),
      key: 'change',
      render: (_v, e) => (
        <Flex vertical style={{ minWidth: 0 }}>
          {e.before ? <SubLine title={e.before}>{t('audit.before', { value: shortJson(e.before) })}</SubLine> : null}
          {e.after ? <SubLine title={e.after}>{t('audit.after', { value: shortJson(e.after) })}</SubLine> : null}
        </Flex>
      ),
    },
    { title: t('audit.columns.ip'), dataIndex: 'ip', key: 'ip', render: (v: string | null) => v ?? '—' },
  ];

  return (
    <Page
      title={t('audit.title')}
      subtitle={t('audit.intro')}
      extra={
        <Button onClick={exportCsv} loading={exporting}>
          {t('audit.export')}
        </Button>
      }
    >
      <Form layout="inline" onFinish={apply} style={{ rowGap: 8 }} initialValues={filters}>
        {TEXT_FILTERS.map(([name, width]) => (
          <Form.Item key={name} name={name}>
            <Input
              allowClear
              placeholder={t(`audit.filters.${name}`)}
              aria-label={t(`audit.filters.${name}`)}
              style={{ width }}
            />
          </Form.Item>
        ))}
        <Form.Item name="days">
          <DatePicker.RangePicker aria-label={t('audit.filters.days')} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('audit.filters.apply')}
        </Button>
      </Form>
      {audit.isError ? <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} /> : null}
      <ResponsiveTable<AuditEntry>
        rowKey="id"
        aria-label={t('audit.title')}
        columns={columns}
        dataSource={rows}
        loading={audit.isPending || (audit.isFetching && !audit.isFetchingNextPage)}
        locale={{ emptyText: t('audit.empty') }}
      />
      {audit.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
            {t('audit.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </Page>
  );
}
