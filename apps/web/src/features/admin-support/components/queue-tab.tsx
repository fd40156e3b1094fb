import { Button, Empty, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import {
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type AdminTicketSummary,
  type TicketCategory,
  type TicketStatus,
} from '@dropport/contracts';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { nowrapHeader } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';
import type { QueueFilters } from '../api/admin-support-keys';
import { useQueue } from '../api/tickets';
import { OLDER_THAN_HOURS } from '../tabs';
import { DueCell, None, StatusTag } from './tags';

/** "Every one" in a filter's select. */
const ALL = 'all';

interface Props {
  filters: QueueFilters;
  onFilters: (filters: QueueFilters) => void;
  /** Opens a ticket's thread. */
  onOpen: (id: string) => void;
}

const FILTER: CSSProperties = { width: 200, maxWidth: '100%' };

/** Admin: the tickets, longest waiting first, with their SLA timers; the filters are kept in the address. */
export function QueueTab({ filters, onFilters, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useQueue(filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  const c = (key: string) => t(`adminSupport.queue.columns.${key}`);
  const set = (patch: Partial<QueueFilters>) => onFilters({ ...filters, ...patch });
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const columns: TableColumnsType<AdminTicketSummary> = [
    {
      title: c('number'),
      dataIndex: 'number',
      width: 150,
      render: (v: string, s) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          aria-label={t('adminSupport.queue.openTicket', { number: v })}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(s.id);
          }}
        >
          <span className={shared.nowrap}>{v}</span>
        </Button>
      ),
    },
    {
      title: c('subject'),
      dataIndex: 'subject',
      width: 260,
      render: (v: string, s) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {v}
          {s.orderNo ? <SubLine>{t('adminSupport.orderNo', { number: s.orderNo })}</SubLine> : null}
        </span>
      ),
    },
    {
      title: c('seller'),
      dataIndex: 'sellerEmail',
      width: 210,
      render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span>,
    },
    {
      title: c('category'),
      dataIndex: 'category',
      width: 130,
      render: (v: TicketCategory) => t(`adminSupport.category.${v}`),
    },
    {
      title: c('status'),
      dataIndex: 'status',
      width: 150,
      render: (v: TicketStatus) => <StatusTag status={v} />,
    },
    {
      title: c('assignee'),
      dataIndex: 'assigneeEmail',
      width: 190,
      render: (v: string | null) =>
        v ? (
          <span style={{ overflowWrap: 'anywhere' }}>{v}</span>
        ) : (
          <Typography.Text type="secondary">{t('adminSupport.unassigned')}</Typography.Text>
        ),
    },
    {
      title: c('waitingSince'),
      key: 'waitingSince',
      width: 130,
      onHeaderCell: nowrapHeader,
      render: (_v, s) => (s.timers.waitingSince ? <DateTimeCell iso={s.timers.waitingSince} locale={locale} /> : <None />),
    },
    {
      title: c('firstResponseDue'),
      key: 'firstResponseDue',
      width: 170,
      render: (_v, s) => (
        <DueCell due={s.timers.firstResponseDueAt} overdue={s.timers.firstResponseOverdue} metAt={s.timers.firstResponseAt} />
      ),
    },
    {
      title: c('resolutionDue'),
      key: 'resolutionDue',
      width: 150,
      render: (_v, s) => <DueCell due={s.timers.resolutionDueAt} overdue={s.timers.resolutionOverdue} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Select<string>
          aria-label={t('adminSupport.queue.filters.status')}
          value={filters.status ?? ALL}
          onChange={(v) => set({ status: v === ALL ? undefined : (v as TicketStatus) })}
          style={FILTER}
          options={[
            { value: ALL, label: t('adminSupport.queue.filters.allStatuses') },
            ...TICKET_STATUSES.map((s) => ({ value: s, label: t(`adminSupport.status.${s}`) })),
          ]}
        />
        <Select<string>
          aria-label={t('adminSupport.queue.filters.category')}
          value={filters.category ?? ALL}
          onChange={(v) => set({ category: v === ALL ? undefined : (v as TicketCategory) })}
          style={FILTER}
          options={[
            { value: ALL, label: t('adminSupport.queue.filters.allCategories') },
            ...TICKET_CATEGORIES.map((s) => ({ value: s, label: t(`adminSupport.category.${s}`) })),
          ]}
        />
        <Select<string>
          aria-label={t('adminSupport.queue.filters.assignee')}
          value={filters.assignee ?? ALL}
          onChange={(v) => set({ assignee: v === ALL ? undefined : (v as 'me' | 'none') })}
          style={FILTER}
          options={[
            { value: ALL, label: t('adminSupport.queue.filters.anyone') },
            { value: 'me', label: t('adminSupport.queue.filters.me') },
            { value: 'none', label: t('adminSupport.queue.filters.none') },
          ]}
        />
        <Select<number>
          aria-label={t('adminSupport.queue.filters.waiting')}
          value={filters.olderThanHours ?? 0}
          onChange={(v) => set({ olderThanHours: v === 0 ? undefined : v })}
          style={FILTER}
          options={[
            { value: 0, label: t('adminSupport.queue.filters.anyWait') },
            ...OLDER_THAN_HOURS.map((h) => ({ value: h, label: t('adminSupport.queue.filters.olderThan', { count: h }) })),
          ]}
        />
        <Input.Search
          aria-label={t('adminSupport.queue.filters.search')}
          placeholder={t('adminSupport.queue.filters.searchHint')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onSearch={(v) => set({ q: v.trim() || undefined })}
          allowClear
          style={{ width: 320, maxWidth: '100%' }}
        />
      </Flex>
      <ListState
        query={list}
        count={items.length}
        empty={
          <Empty description={t(filtered ? 'adminSupport.queue.noMatch' : 'adminSupport.queue.empty')}>
            {filtered ? <Button onClick={() => onFilters({})}>{t('adminSupport.queue.clearFilters')}</Button> : null}
          </Empty>
        }
      >
        <Table<AdminTicketSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 1540 }}
          onRow={(s) => ({ onClick: () => onOpen(s.id), style: { cursor: 'pointer' } })}
          aria-label={t('adminSupport.tabs.queue')}
        />
      </ListState>
    </Flex>
  );
}
