import { Button, Flex, type TableColumnsType } from 'antd';
import { PURCHASE_STATUSES, type AdminStockPurchase, type PurchaseStatus } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { nowrapHeader } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';
import { useAdminPurchases } from '../api/purchases';
import { PURCHASE_QUEUE } from '../tabs';
import { count, remainingOf } from '../values';
import { QueueFrame } from './queue-frame';
import { EmailCell, MoneyCell, PurchaseStatusTag, WarehouseCell } from './cells';
import { PutAwayModal } from './put-away-modal';

interface Props {
  status: PurchaseStatus | null;
  onStatus: (status: PurchaseStatus | null) => void;
}

/** Admin: the stock sellers bought ahead, oldest first, to put on the shelf; the status is kept in the address. */
export function PurchasesTab({ status, onStatus }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminPurchases(status);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [open, setOpen] = useState<AdminStockPurchase | null>(null);
  const c = (key: string) => t(`adminCloudWarehouse.purchases.columns.${key}`);

  const columns: TableColumnsType<AdminStockPurchase> = [
    {
      title: c('purchase'),
      dataIndex: 'number',
      width: 170,
      render: (v: string) => <span className={shared.nowrap}>{v}</span>,
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
      render: (_v, p) => <WarehouseCell name={p.warehouseName} code={p.warehouseCode} />,
    },
    {
      title: c('date'),
      dataIndex: 'createdAt',
      width: 120,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: c('lines'),
      key: 'lines',
      width: 320,
      render: (_v, p) => (
        <ul className={shared.plainList}>
          {p.lines.map((l) => (
            <li key={l.variantId}>
              <Flex justify="space-between" gap={12}>
                <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {l.sku}
                  <SubLine>{l.title}</SubLine>
                </span>
                <span className={shared.nowrap}>
                  {t('adminCloudWarehouse.purchases.putAwayOf', {
                    done: count(l.putAwayQuantity, locale),
                    total: count(l.quantity, locale),
                  })}
                </span>
              </Flex>
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: c('total'),
      dataIndex: 'totalCents',
      width: 120,
      align: 'right',
      render: (v: number, p) => (
        <span>
          <MoneyCell cents={v} />
          <SubLine>{t('adminCloudWarehouse.units', { count: p.units, n: count(p.units, locale) })}</SubLine>
        </span>
      ),
    },
    {
      title: c('status'),
      dataIndex: 'status',
      width: 150,
      render: (v: PurchaseStatus) => <PurchaseStatusTag status={v} />,
    },
    {
      title: c('actions'),
      key: 'actions',
      width: 120,
      render: (_v, p) =>
        p.status !== 'put_away' && p.lines.some((l) => remainingOf(l) > 0) ? (
          <Button
            size="small"
            type="primary"
            aria-label={t('adminCloudWarehouse.purchases.putAwayNumber', { number: p.number })}
            onClick={() => setOpen(p)}
          >
            {t('adminCloudWarehouse.purchases.putAway')}
          </Button>
        ) : null,
    },
  ];

  return (
    <QueueFrame<AdminStockPurchase, (typeof PURCHASE_STATUSES)[number]>
      statuses={PURCHASE_STATUSES}
      statusLabel={(s) => t(`adminCloudWarehouse.purchaseStatus.${s}`)}
      status={status}
      onStatus={onStatus}
      intro={t('adminCloudWarehouse.purchases.intro')}
      empty={t(status === PURCHASE_QUEUE ? 'adminCloudWarehouse.purchases.queueEmpty' : 'adminCloudWarehouse.purchases.empty')}
      list={list}
      items={items}
      columns={columns}
      scrollX={1360}
      label={t('adminCloudWarehouse.tabs.purchases')}
      dialog={open ? <PutAwayModal key={open.id} purchase={open} onClose={() => setOpen(null)} /> : null}
    />
  );
}
