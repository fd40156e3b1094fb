import { Button, Flex, type TableColumnsType } from 'antd';
import type { AdminInboundShipment, InboundStatus } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatDate } from '@/lib/format';
import { SubLine } from '@/lib/list-cells';
import { nowrapHeader } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import shared from '@/lib/shared.module.css';
import { useAdminInbound, useCloseInbound } from '../api/inbound';
import { ADMIN_INBOUND_STATUSES, INBOUND_QUEUE } from '../tabs';
import { count, dayText } from '../values';
import { QueueFrame } from './queue-frame';
import { EmailCell, InboundStatusTag, None, WarehouseCell } from './cells';
import { Discrepancies } from './discrepancies';
import { ReceiveModal } from './receive-modal';

interface Props {
  status: InboundStatus | null;
  onStatus: (status: InboundStatus | null) => void;
}

/** Closes a received shipment: its report is dealt with. Sent once however often it is clicked. */
function CloseButton({ shipment: s }: { shipment: AdminInboundShipment }) {
  const { t } = useTranslation();
  const close = useCloseInbound();
  const { submit, submitting } = useSingleSubmit(async () => {
    try {
      await close.mutateAsync(s.id);
      feedback.message.success(t('adminCloudWarehouse.inbound.closed', { number: s.number }));
    } catch (e) {
      feedback.message.error(errorText(e));
    }
  });
  return (
    <Button
      size="small"
      loading={submitting}
      aria-label={t('adminCloudWarehouse.inbound.closeNumber', { number: s.number })}
      onClick={() => void submit(undefined)}
    >
      {t('adminCloudWarehouse.inbound.close')}
    </Button>
  );
}

/** Admin: sellers' own goods on their way in, oldest first, to count on arrival; the status is kept in the address. */
export function InboundTab({ status, onStatus }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminInbound(status);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [open, setOpen] = useState<AdminInboundShipment | null>(null);
  const c = (key: string) => t(`adminCloudWarehouse.inbound.columns.${key}`);

  const columns: TableColumnsType<AdminInboundShipment> = [
    {
      title: c('shipment'),
      dataIndex: 'number',
      width: 170,
      render: (v: string, s) => (
        <span>
          <span className={shared.nowrap}>{v}</span>
          {s.shippedAt ? (
            <SubLine>{t('adminCloudWarehouse.inbound.shippedOn', { date: formatDate(s.shippedAt, locale, 'medium') })}</SubLine>
          ) : null}
        </span>
      ),
    },
    {
      title: c('seller'),
      dataIndex: 'sellerEmail',
      width: 210,
      render: (v: string) => <EmailCell email={v} />,
    },
    {
      title: c('warehouse'),
      dataIndex: 'warehouseName',
      width: 150,
      render: (_v, s) => <WarehouseCell name={s.warehouseName} code={s.warehouseCode} />,
    },
    {
      title: c('carrier'),
      key: 'carrier',
      width: 170,
      render: (_v, s) =>
        s.carrier || s.trackingNumber ? (
          <span style={{ overflowWrap: 'anywhere' }}>
            {s.carrier ?? '—'}
            {s.trackingNumber ? <SubLine>{s.trackingNumber}</SubLine> : null}
          </span>
        ) : (
          <None />
        ),
    },
    {
      title: c('expected'),
      dataIndex: 'expectedAt',
      width: 120,
      onHeaderCell: nowrapHeader,
      render: (v: string | null) => (v ? <span className={shared.nowrap}>{dayText(v, locale)}</span> : <None />),
    },
    {
      title: c('lines'),
      key: 'lines',
      width: 300,
      render: (_v, s) => (
        <ul className={shared.plainList}>
          {s.lines.map((l) => (
            <li key={l.skuId}>
              <Flex justify="space-between" gap={12}>
                <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {l.sku}
                  <SubLine>{l.name}</SubLine>
                </span>
                <span className={shared.nowrap}>
                  {l.receivedQuantity === null
                    ? t('adminCloudWarehouse.inbound.sent', { n: count(l.quantity, locale) })
                    : t('adminCloudWarehouse.inbound.counted', {
                        received: count(l.receivedQuantity, locale),
                        sent: count(l.quantity, locale),
                      })}
                </span>
              </Flex>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: c('report'),
      key: 'report',
      width: 260,
      render: (_v, s) =>
        s.status === 'received' || s.status === 'closed' ? (
          <span>
            <Discrepancies shipment={s} />
            {s.receivedAt ? (
              <SubLine>
                {t('adminCloudWarehouse.inbound.receivedOn', { date: formatDate(s.receivedAt, locale, 'medium') })}
              </SubLine>
            ) : null}
          </span>
        ) : (
          <None />
        ),
    },
    {
      title: c('status'),
      dataIndex: 'status',
      width: 120,
      render: (v: InboundStatus) => <InboundStatusTag status={v} />,
    },
    {
      title: c('actions'),
      key: 'actions',
      width: 120,
      render: (_v, s) =>
        s.status === 'shipped' ? (
          <Button
            size="small"
            type="primary"
            aria-label={t('adminCloudWarehouse.inbound.receiveNumber', { number: s.number })}
            onClick={() => setOpen(s)}
          >
            {t('adminCloudWarehouse.inbound.receive')}
          </Button>
        ) : s.status === 'received' ? (
          <CloseButton shipment={s} />
        ) : null,
    },
  ];

  return (
    <QueueFrame<AdminInboundShipment, InboundStatus>
      statuses={ADMIN_INBOUND_STATUSES}
      statusLabel={(s) => t(`adminCloudWarehouse.inboundStatus.${s}`)}
      status={status}
      onStatus={onStatus}
      intro={t('adminCloudWarehouse.inbound.intro')}
      empty={t(status === INBOUND_QUEUE ? 'adminCloudWarehouse.inbound.queueEmpty' : 'adminCloudWarehouse.inbound.empty')}
      list={list}
      items={items}
      columns={columns}
      scrollX={1620}
      label={t('adminCloudWarehouse.tabs.inbound')}
      dialog={open ? <ReceiveModal key={open.id} shipment={open} onClose={() => setOpen(null)} /> : null}
    />
  );
}
