import { FileTextOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Progress, Select, Typography, theme, type TableColumnType } from 'antd';
import { PURCHASE_STATUSES, type PurchaseStatus, type StockPurchase } from '@dropport/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicePdfUrl } from '@/features/invoices';
import { downloadFile } from '@/lib/download-file';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { ResponsiveTable } from '@/lib/responsive-table';
import { LinkButton } from '@/lib/router-link';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import { usePurchases } from '../api/purchases';
import { isPurchaseStatus } from '../filters';
import { WAREHOUSE_COLLECTION } from '../paths';
import { CountCell, MoneyCell } from './cells';
import { PurchaseStatusTag } from './tags';

const ALL = 'all';

interface Props {
  status: PurchaseStatus | null;
  onStatus: (status: PurchaseStatus | null) => void;
  /** The purchase a notification leads to (`?id=`): it stands out. */
  focus: string | null;
}

/** How far the warehouse has put each line on the shelf: units put away of units bought. */
function PutAwayLines({ purchase }: { purchase: StockPurchase }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6} style={{ minWidth: 0, width: '100%' }}>
      {purchase.lines.map((l) => (
        <Flex key={l.variantId} vertical gap={0}>
          <SmallText style={{ overflowWrap: 'anywhere' }}>
            {l.sku} · {l.title}
          </SmallText>
          <Flex gap={8} align="center">
            <Progress
              percent={l.quantity === 0 ? 0 : Math.round((l.putAwayQuantity / l.quantity) * 100)}
              size="small"
              showInfo={false}
              style={{ flex: 1, minWidth: 60, margin: 0 }}
              aria-label={t('cloudWarehouse.purchases.putAwayOf', { sku: l.sku })}
            />
            <SmallText type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t('cloudWarehouse.purchases.putAway', { done: l.putAwayQuantity, total: l.quantity })}
            </SmallText>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

/** The invoice of a purchase as a PDF, in the console's language. */
function InvoiceButton({ purchase }: { purchase: StockPurchase }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  if (!purchase.invoiceId) return <Typography.Text type="secondary">—</Typography.Text>;
  const id = purchase.invoiceId;
  return (
    <Button
      size="small"
      icon={<FileTextOutlined aria-hidden />}
      loading={loading}
      aria-label={t('cloudWarehouse.purchases.invoiceOf', { number: purchase.number })}
      onClick={async () => {
        setLoading(true);
        try {
          await downloadFile(invoicePdfUrl(id), `${purchase.number}-invoice.pdf`, { silent: true });
        } catch (e) {
          feedback.message.error(errorText(e));
        } finally {
          setLoading(false);
        }
      }}
    >
      {t('cloudWarehouse.purchases.invoice')}
    </Button>
  );
}

/** The seller's stock purchases, newest first, by status: what was bought, how much is on the shelf, the invoice. */
export function PurchasesTab({ status, onStatus, focus }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const list = usePurchases(status);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const found = focus !== null && items.some((p) => p.id === focus);

  useEffect(() => {
    if (!found || !focus) return;
    document.querySelector(`[data-row-key="${CSS.escape(focus)}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [found, focus]);

  const columns: TableColumnType<StockPurchase>[] = [
    {
      title: t('cloudWarehouse.purchases.columns.number'),
      dataIndex: 'number',
      width: 170,
      render: (_v, p) => (
        <Flex vertical align="flex-start">
          <Typography.Text strong copyable={{ text: p.number }} style={{ wordBreak: 'break-all' }}>
            {p.number}
          </Typography.Text>
          {p.id === focus ? <SubLine>{t('cloudWarehouse.purchases.focus')}</SubLine> : null}
        </Flex>
      ),
    },
    {
      title: t('cloudWarehouse.purchases.columns.date'),
      dataIndex: 'createdAt',
      width: 130,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('cloudWarehouse.purchases.columns.warehouse'),
      dataIndex: 'warehouseName',
      width: 150,
      render: (_v, p) => (
        <span>
          {p.warehouseName}
          <SubLine>{p.warehouseCode}</SubLine>
        </span>
      ),
    },
    {
      title: t('cloudWarehouse.purchases.columns.units'),
      dataIndex: 'units',
      width: 80,
      align: 'right',
      render: (v: number) => <CountCell value={v} />,
    },
    {
      title: t('cloudWarehouse.purchases.columns.putAway'),
      key: 'putAway',
      width: 280,
      render: (_v, p) => <PutAwayLines purchase={p} />,
    },
    {
      title: t('cloudWarehouse.purchases.columns.total'),
      dataIndex: 'totalCents',
      width: 120,
      align: 'right',
      render: (v: number) => <MoneyCell cents={v} />,
    },
    {
      title: t('cloudWarehouse.purchases.columns.status'),
      dataIndex: 'status',
      width: 160,
      render: (v: PurchaseStatus) => <PurchaseStatusTag status={v} />,
    },
    {
      title: t('cloudWarehouse.purchases.columns.invoice'),
      key: 'invoice',
      width: 130,
      render: (_v, p) => <InvoiceButton purchase={p} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Select<string>
          aria-label={t('cloudWarehouse.filters.status')}
          value={status ?? ALL}
          onChange={(v) => onStatus(isPurchaseStatus(v) ? v : null)}
          style={{ width: 220, maxWidth: '100%' }}
          options={[
            { value: ALL, label: t('cloudWarehouse.filters.allStatuses') },
            ...PURCHASE_STATUSES.map((s) => ({ value: s, label: t(`cloudWarehouse.purchaseStatus.${s}`) })),
          ]}
        />
        <LinkButton type="primary" to={WAREHOUSE_COLLECTION} icon={<ShoppingCartOutlined aria-hidden />}>
          {t('cloudWarehouse.purchases.buyAhead')}
        </LinkButton>
      </Flex>
      <ListState
        query={list}
        count={items.length}
        empty={<Empty description={t(status ? 'cloudWarehouse.purchases.emptyFiltered' : 'cloudWarehouse.purchases.empty')} />}
      >
        <ResponsiveTable<StockPurchase>
          rowKey="id"
          columns={columns}
          dataSource={items}
          scroll={{ x: 1220 }}
          onRow={(p) => (p.id === focus ? { 'aria-current': true, style: { background: token.colorPrimaryBg } } : {})}
          aria-label={t('cloudWarehouse.purchases.label')}
        />
      </ListState>
    </Flex>
  );
}
