import { Button, Card, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { OutboxMessage } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { LoadFailed } from '../../../lib/load-state';
import { useOutbox } from '../api/list-outbox';

const STATUS_COLORS: Record<OutboxMessage['status'], string> = {
  kept: 'default',
  queued: 'processing',
  sent: 'success',
  failed: 'error',
};

export default function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [to, setTo] = useState('');
  const outbox = useOutbox(to);
  const rows = outbox.data?.pages.flatMap((p) => p.items) ?? [];

  const columns: TableColumnsType<OutboxMessage> = [
    {
      title: t('outbox.columns.time'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('outbox.columns.channel'),
      dataIndex: 'channel',
      width: 100,
      render: (value: OutboxMessage['channel']) => <Tag>{t(`outbox.channels.${value}`)}</Tag>,
    },
    { title: t('outbox.columns.to'), dataIndex: 'to', width: 220 },
    { title: t('outbox.columns.subject'), dataIndex: 'subject', width: 240 },
    {
      title: t('outbox.columns.body'),
      dataIndex: 'body',
      render: (value: string) => <div style={{ whiteSpace: 'pre-wrap', minWidth: 320 }}>{value}</div>,
    },
    {
      title: t('outbox.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: OutboxMessage['status']) => <Tag color={STATUS_COLORS[value]}>{t(`outbox.statuses.${value}`)}</Tag>,
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('outbox.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('outbox.intro')}</Typography.Text>
        </div>
        <Input.Search
          allowClear
          aria-label={t('outbox.filter.label')}
          placeholder={t('outbox.filter.placeholder')}
          enterButton={t('outbox.filter.submit')}
          onSearch={(value) => setTo(value.trim())}
          style={{ maxWidth: 380 }}
        />
      </Flex>
      {outbox.isError ? (
        <LoadFailed error={outbox.error} onRetry={() => void outbox.refetch()} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<OutboxMessage>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={outbox.isPending || (outbox.isFetching && !outbox.isFetchingNextPage)}
        pagination={false}
        scroll={{ x: 1200 }}
        locale={{ emptyText: to ? t('outbox.emptyFiltered', { to }) : t('outbox.empty') }}
      />
      {outbox.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void outbox.fetchNextPage()} loading={outbox.isFetchingNextPage}>
            {t('outbox.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
