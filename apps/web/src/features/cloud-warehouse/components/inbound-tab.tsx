import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Select, Tag, Typography, theme, type TableColumnType } from 'antd';
import { INBOUND_STATUSES, type InboundShipment, type InboundStatus } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { ResponsiveTable } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import { useInbound } from '../api/inbound';
import { isInboundStatus } from '../filters';
import { CountCell, DayCell } from './cells';
import { InboundDetailDrawer } from './inbound-detail-drawer';
import { InboundFormDrawer } from './inbound-form-drawer';
import { DiscrepancyTag, InboundStatusTag } from './tags';

const ALL = 'all';

interface Props {
  status: InboundStatus | null;
  onStatus: (status: InboundStatus | null) => void;
  /** The shipment open in the drawer (`?id=`, as a notification leads here), or null. */
  openId: string | null;
  onOpen: (id: string | null) => void;
}

/** The form's state: closed, a new shipment, or a draft being changed. */
type Editing = { shipment: InboundShipment | null } | null;

/**
 * "Send goods in": the seller's shipments of goods to a warehouse, newest first, by status. A draft is made, changed,
 * deleted or marked shipped; once the warehouse has counted it, what differed stands out.
 */
export function InboundTab({ status, onStatus, openId, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const list = useInbound(status);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumnType<InboundShipment>[] = [
    {
      title: t('cloudWarehouse.inbound.columns.number'),
      dataIndex: 'number',
      width: 170,
      render: (_v, s) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => onOpen(s.id)}
        >
          {s.number}
        </Button>
      ),
    },
    {
      title: t('cloudWarehouse.inbound.columns.created'),
      dataIndex: 'createdAt',
      width: 130,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('cloudWarehouse.inbound.columns.warehouse'),
      dataIndex: 'warehouseName',
      width: 150,
      render: (_v, s) => (
        <span>
          {s.warehouseName}
          <SubLine>{s.warehouseCode}</SubLine>
        </span>
      ),
    },
    {
      title: t('cloudWarehouse.inbound.columns.units'),
      dataIndex: 'units',
      width: 80,
      align: 'right',
      render: (v: number) => <CountCell value={v} />,
    },
    {
      title: t('cloudWarehouse.inbound.columns.tracking'),
      key: 'tracking',
      width: 180,
      render: (_v, s) =>
        s.carrier || s.trackingNumber ? (
          <span style={{ overflowWrap: 'anywhere' }}>
            {s.carrier ?? '—'}
            <SubLine>{s.trackingNumber ?? '—'}</SubLine>
          </span>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('cloudWarehouse.inbound.columns.expected'),
      dataIndex: 'expectedAt',
      width: 120,
      render: (v: string | null) => <DayCell iso={v} />,
    },
    {
      title: t('cloudWarehouse.inbound.columns.status'),
      dataIndex: 'status',
      width: 120,
      render: (v: InboundStatus) => <InboundStatusTag status={v} />,
    },
    {
      title: t('cloudWarehouse.inbound.columns.discrepancies'),
      key: 'discrepancies',
      width: 200,
      render: (_v, s) =>
        s.discrepancies.length > 0 ? (
          <Flex vertical gap={4} align="flex-start">
            {s.discrepancies.map((d) => (
              <Flex key={d.skuId} gap={6} align="center" wrap>
                <Typography.Text style={{ fontSize: 12 }}>{d.sku}</Typography.Text>
                <DiscrepancyTag difference={d.difference} />
              </Flex>
            ))}
          </Flex>
        ) : s.status === 'received' || s.status === 'closed' ? (
          <Tag color="success" style={{ marginInlineEnd: 0 }}>
            {t('cloudWarehouse.inbound.allMatched')}
          </Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('cloudWarehouse.inbound.columns.actions'),
      key: 'actions',
      width: 110,
      render: (_v, s) => (
        <Button size="small" onClick={() => onOpen(s.id)} aria-label={t('cloudWarehouse.inbound.openOf', { number: s.number })}>
          {t('cloudWarehouse.inbound.open')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Select<string>
          aria-label={t('cloudWarehouse.filters.status')}
          value={status ?? ALL}
          onChange={(v) => onStatus(isInboundStatus(v) ? v : null)}
          style={{ width: 200, maxWidth: '100%' }}
          options={[
            { value: ALL, label: t('cloudWarehouse.filters.allStatuses') },
            ...INBOUND_STATUSES.map((s) => ({ value: s, label: t(`cloudWarehouse.inboundStatus.${s}`) })),
          ]}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ shipment: null })}>
          {t('cloudWarehouse.inbound.new')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('cloudWarehouse.inbound.intro')}
      </Typography.Paragraph>
      <ListState
        query={list}
        count={items.length}
        empty={<Empty description={t(status ? 'cloudWarehouse.inbound.emptyFiltered' : 'cloudWarehouse.inbound.empty')} />}
      >
        <ResponsiveTable<InboundShipment>
          rowKey="id"
          columns={columns}
          dataSource={items}
          scroll={{ x: 1260 }}
          onRow={(s) => (s.id === openId ? { 'aria-current': true, style: { background: token.colorPrimaryBg } } : {})}
          aria-label={t('cloudWarehouse.inbound.label')}
        />
      </ListState>
      <InboundDetailDrawer
        id={editing ? null : openId}
        onClose={() => onOpen(null)}
        onEdit={(s) => setEditing({ shipment: s })}
      />
      <InboundFormDrawer
        open={editing !== null}
        shipment={editing?.shipment ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          onOpen(saved.id);
        }}
      />
    </Flex>
  );
}
