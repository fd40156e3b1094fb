import { Button, Flex, Input, Tag, Typography, type TableColumnType } from 'antd';
import type { OutboxMessage } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakText } from '@/lib/break-text';
import { DateTimeCell } from '@/lib/list-cells';
import { LoadFailed } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { NOWRAP, nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { useOutbox } from '../api/list-outbox';
import { messageCode } from '../components/message-code';

const STATUS_COLORS: Record<OutboxMessage['status'], string> = {
  kept: 'default',
  queued: 'processing',
  sent: 'success',
  failed: 'error',
};

/** Admin → Outbox: every email and text message, newest first, with the one-time code it carries. */
export default function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [to, setTo] = useState('');
  const outbox = useOutbox(to);
  const rows = outbox.data?.pages.flatMap((p) => p.items) ?? [];

  // The code first after who it went to: it is what an admin looks for (a seller without the email asks for it).
  const columns: TableColumnType<OutboxMessage>[] = [
    {
      title: t('outbox.columns.time'),
      key: 'time',
      onHeaderCell: nowrapHeader,
      render: (_v, m) => <DateTimeCell iso={m.createdAt} locale={i18n.language} />,
    },
    {
      title: t('outbox.columns.to'),
      key: 'to',
      render: (_v, m) => (
        <Flex vertical gap={4} align="inherit">
          <BreakText text={m.to} />
          <span>
            <Tag>{t(`outbox.channels.${m.channel}`)}</Tag>
          </span>
        </Flex>
      ),
    },
    {
      title: t('outbox.columns.code'),
      key: 'code',
      onHeaderCell: nowrapHeader,
      render: (_v, m) => {
        const code = messageCode(m.body);
        return code ? (
          <Typography.Text strong copyable style={{ ...NOWRAP, fontFamily: 'monospace', fontSize: 15 }}>
            {code}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        );
      },
    },
    {
      title: t('outbox.columns.body'),
      key: 'message',
      render: (_v, m) => (
        <div style={{ minWidth: 0, textAlign: 'start' }}>
          <Typography.Text strong>{m.subject}</Typography.Text>
          <Typography.Paragraph
            type="secondary"
            style={{ whiteSpace: 'pre-wrap', margin: 0 }}
            ellipsis={{ rows: 2, expandable: 'collapsible' }}
          >
            {m.body}
          </Typography.Paragraph>
        </div>
      ),
    },
    {
      title: t('outbox.columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: OutboxMessage['status']) => <Tag color={STATUS_COLORS[value]}>{t(`outbox.statuses.${value}`)}</Tag>,
    },
  ];

  return (
    <Page
      title={t('outbox.title')}
      subtitle={t('outbox.intro')}
      extra={
        <Input.Search
          allowClear
          aria-label={t('outbox.filter.label')}
          placeholder={t('outbox.filter.placeholder')}
          enterButton={t('outbox.filter.submit')}
          onSearch={(value) => setTo(value.trim())}
          style={{ width: 380, maxWidth: '100%' }}
        />
      }
    >
      {outbox.isError ? <LoadFailed error={outbox.error} onRetry={() => void outbox.refetch()} /> : null}
      <ResponsiveTable<OutboxMessage>
        rowKey="id"
        aria-label={t('outbox.label')}
        columns={columns}
        dataSource={rows}
        loading={outbox.isPending || (outbox.isFetching && !outbox.isFetchingNextPage)}
        locale={{ emptyText: to ? t('outbox.emptyFiltered', { to }) : t('outbox.empty') }}
      />
      {outbox.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void outbox.fetchNextPage()} loading={outbox.isFetchingNextPage}>
            {t('outbox.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </Page>
  );
}
