import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { InboundShipment } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatDateTime } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useDeleteShipment, useShipment } from '../api/inbound';
import { CountCell, DayCell } from './cells';
import { ShipModal } from './ship-modal';
import { DiscrepancyTag, InboundStatusTag } from './tags';

interface Props {
  /** The shipment shown; null closes the drawer. */
  id: string | null;
  onClose: () => void;
  /** "Edit" on a draft: the form, with this shipment. */
  onEdit: (shipment: InboundShipment) => void;
}

/** One inbound shipment: where it stands, its lines with what was counted, the discrepancies, and a draft's actions. */
export function InboundDetailDrawer({ id, onClose, onEdit }: Props) {
  const { t } = useTranslation();
  const shipment = useShipment(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={
        shipment.data
          ? t('cloudWarehouse.inbound.detailTitle', { number: shipment.data.number })
          : t('cloudWarehouse.inbound.detail')
      }
    >
      {id !== null ? (
        <LoadState queries={[shipment]} rows={8}>
          {(s) => <ShipmentDetail shipment={s} onEdit={onEdit} onDeleted={onClose} />}
        </LoadState>
      ) : null}
    </Drawer>
  );
}

type Line = InboundShipment['lines'][number];

/** What the warehouse counted against what was sent: "1 unit short", "2 units over", per SKU. */
export function DiscrepancyReport({ shipment }: { shipment: InboundShipment }) {
  const { t } = useTranslation();
  if (shipment.discrepancies.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="inbound-discrepancies"
      title={t('cloudWarehouse.inbound.discrepancyTitle', { count: shipment.discrepancies.length })}
      description={
        <Flex vertical gap={4} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {shipment.discrepancies.map((d) => (
            <Flex key={d.skuId} component="li" gap={8} align="center" wrap>
              <Typography.Text strong>{d.sku}</Typography.Text>
              <DiscrepancyTag difference={d.difference} />
              <Typography.Text type="secondary">
                {t('cloudWarehouse.inbound.counted', { expected: d.expected, received: d.received })}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      }
    />
  );
}

function ShipmentDetail({
  shipment: s,
  onEdit,
  onDeleted,
}: {
  shipment: InboundShipment;
  onEdit: (shipment: InboundShipment) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shipping, setShipping] = useState(false);
  const remove = useDeleteShipment();
  const { submit: doDelete, submitting: deleting } = useSingleSubmit(async () => {
    try {
      await remove.mutateAsync(s.id);
      feedback.message.success(t('cloudWarehouse.inbound.deleted', { number: s.number }));
      onDeleted();
    } catch (e) {
      feedback.message.error(errorText(e));
    }
  });
  const confirmDelete = () =>
    feedback.modal.confirm({
      title: t('cloudWarehouse.inbound.deleteTitle', { number: s.number }),
      content: t('cloudWarehouse.inbound.deleteText'),
      okText: t('cloudWarehouse.inbound.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cloudWarehouse.inbound.keep'),
      onOk: () => doDelete(undefined),
    });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—');
  const differenceOf = (skuId: string) => s.discrepancies.find((d) => d.skuId === skuId)?.difference ?? 0;

  const columns: TableColumnsType<Line> = [
    {
      title: t('cloudWarehouse.inbound.columns.sku'),
      key: 'sku',
      render: (_v, l) => (
        <Flex vertical>
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{l.name}</Typography.Text>
          <Flex gap={6} align="center" wrap>
            <SmallText type="secondary">{l.sku}</SmallText>
            {l.own ? (
              <Tag color="purple" style={{ marginInlineEnd: 0 }}>
                {t('cloudWarehouse.inventory.own')}
              </Tag>
            ) : null}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('cloudWarehouse.inbound.columns.sent'),
      dataIndex: 'quantity',
      width: 90,
      align: 'right',
      render: (v: number) => <CountCell value={v} />,
    },
    {
      title: t('cloudWarehouse.inbound.columns.received'),
      dataIndex: 'receivedQuantity',
      width: 100,
      align: 'right',
      render: (v: number | null) =>
        v === null ? <Typography.Text type="secondary">—</Typography.Text> : <CountCell value={v} />,
    },
    {
      title: t('cloudWarehouse.inbound.columns.difference'),
      key: 'difference',
      width: 140,
      render: (_v, l) => {
        if (l.receivedQuantity === null) return null;
        const diff = differenceOf(l.skuId) || l.receivedQuantity - l.quantity;
        return diff === 0 ? (
          <Tag color="success" style={{ marginInlineEnd: 0 }}>
            {t('cloudWarehouse.inbound.match')}
          </Tag>
        ) : (
          <DiscrepancyTag difference={diff} />
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <InboundStatusTag status={s.status} />
        {s.status === 'draft' ? (
          <Flex gap={8} wrap>
            <Button icon={<EditOutlined aria-hidden />} onClick={() => onEdit(s)}>
              {t('cloudWarehouse.inbound.edit')}
            </Button>
            <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={() => setShipping(true)}>
              {t('cloudWarehouse.inbound.markShipped')}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={confirmDelete}>
              {t('cloudWarehouse.inbound.delete')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {s.status === 'draft' ? <Typography.Text type="secondary">{t('cloudWarehouse.inbound.draftHint')}</Typography.Text> : null}
      <DiscrepancyReport shipment={s} />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('cloudWarehouse.inbound.warehouse')}>
          {s.warehouseName} ({s.warehouseCode})
        </Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.units')}>
          <CountCell value={s.units} />
        </Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.carrier')}>{s.carrier ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.tracking')}>
          {s.trackingNumber ? (
            <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
              {s.trackingNumber}
            </Typography.Text>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.expected')}>
          <DayCell iso={s.expectedAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.created')}>{when(s.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.shippedAt')}>{when(s.shippedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.receivedAt')}>{when(s.receivedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.inbound.closedAt')}>{when(s.closedAt)}</Descriptions.Item>
        {s.note ? (
          <Descriptions.Item label={t('cloudWarehouse.inbound.note')} span={2}>
            <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{s.note}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <section aria-label={t('cloudWarehouse.inbound.lines')}>
        <SectionTitle>{t('cloudWarehouse.inbound.lines')}</SectionTitle>
        <Table<Line>
          rowKey="skuId"
          size="small"
          columns={columns}
          dataSource={s.lines}
          pagination={false}
          scroll={{ x: 520 }}
          aria-label={t('cloudWarehouse.inbound.lines')}
        />
      </section>
      <ShipModal shipment={shipping ? s : null} onClose={() => setShipping(false)} />
    </Flex>
  );
}
