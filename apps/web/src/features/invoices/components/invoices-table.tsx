import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Invoice, InvoiceKind } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { formatInvoiceMoney, formatIssueDay } from '../format';
import { DownloadButton } from './download-button';
import shared from '@/lib/shared.module.css';

const KIND_COLOR: Record<InvoiceKind, string> = {
  recharge: 'blue',
  order: 'purple',
  stock_purchase: 'cyan',
  storage_fee: 'gold',
};

/** The invoices: number, day of issue, type, what the first line is for, total, and the PDF. */
export function InvoicesTable({ items }: { items: Invoice[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableColumnsType<Invoice> = [
    {
      title: t('invoices.columns.number'),
      dataIndex: 'number',
      width: 170,
      render: (v: string) => (
        <Typography.Text strong className={shared.nowrap}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: t('invoices.columns.date'),
      dataIndex: 'issuedAt',
      width: 130,
      render: (v: string) => <span className={shared.nowrap}>{formatIssueDay(v, locale)}</span>,
    },
    {
      title: t('invoices.columns.kind'),
      dataIndex: 'kind',
      width: 160,
      render: (k: InvoiceKind) => <Tag color={KIND_COLOR[k]}>{t(`invoices.kind.${k}`)}</Tag>,
    },
    {
      title: t('invoices.columns.description'),
      key: 'description',
      render: (_v, r) => {
        const [first] = r.lines;
        return (
          <div style={{ minWidth: 220 }}>
            {first ? t(`invoices.items.${first.item}`, first.params) : null}
            {r.lines.length > 1 ? (
              <Typography.Text type="secondary"> {t('invoices.moreLines', { count: r.lines.length - 1 })}</Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      title: t('invoices.columns.total'),
      dataIndex: 'totalCents',
      align: 'right',
      width: 140,
      render: (_v, r) => (
        <Typography.Text strong className={shared.nowrap}>
          {formatInvoiceMoney(r.totalCents, r.currency, locale)}
        </Typography.Text>
      ),
    },
    {
      title: t('invoices.columns.pdf'),
      key: 'pdf',
      width: 150,
      render: (_v, r) => <DownloadButton invoice={r} />,
    },
  ];
  return (
    <Table<Invoice>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 900 }}
      aria-label={t('invoices.label')}
    />
  );
}
