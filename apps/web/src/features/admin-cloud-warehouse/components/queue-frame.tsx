import { Empty, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/lib/list-state';
import { ALL } from '../tabs';

/**
 * One of the admin's queues (purchases to put away, shipments to receive): a status filter with its intro, then the
 * list with Load more, its empty state, and the dialog the queue's action opens.
 */
export function QueueFrame<Row extends { id: string }, Status extends string>(props: {
  statuses: readonly Status[];
  statusLabel: (s: Status) => string;
  status: Status | null;
  onStatus: (s: Status | null) => void;
  intro: string;
  empty: string;
  list: Parameters<typeof ListState>[0]['query'];
  items: Row[];
  columns: TableColumnsType<Row>;
  scrollX: number;
  label: string;
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Select<string>
          aria-label={t('adminCloudWarehouse.filters.status')}
          value={props.status ?? ALL}
          onChange={(v) => props.onStatus(v === ALL ? null : (v as Status))}
          style={{ width: 240, maxWidth: '100%' }}
          options={[
            ...props.statuses.map((s) => ({ value: s, label: props.statusLabel(s) })),
            { value: ALL, label: t('adminCloudWarehouse.filters.allStatuses') },
          ]}
        />
        <Typography.Text type="secondary">{props.intro}</Typography.Text>
      </Flex>
      <ListState query={props.list} count={props.items.length} empty={<Empty description={props.empty} />}>
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={props.columns}
          dataSource={props.items}
          pagination={false}
          scroll={{ x: props.scrollX }}
          aria-label={props.label}
        />
      </ListState>
      {props.dialog}
    </Flex>
  );
}
