import { Table, Typography, type TableColumnsType } from 'antd';
import type { WalletTransaction } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { formatCents } from '../money';
import { KindTag } from './kind-tag';
import { SignedAmount } from './signed-amount';
import shared from '@/lib/shared.module.css';

/** A line's description in the reader's language; a line recorded without a known kind reads as written. */
function memoLine(r: WalletTransaction, t: TFunction, locale: string): string {
  if (!r.memoText) return r.memo;
  const { kind, params } = r.memoText;
  const transferDate = params.transferDate ? formatDate(`${params.transferDate}T12:00:00`, locale, 'medium') : '';
  return t(`wallet.memo.${kind}`, { ...params, transferDate });
}

interface Props {
  items: WalletTransaction[];
  /** Shown while a change of filter fetches the first page again. */
  loading?: boolean;
}

/** A wallet statement: each movement with its date, type, reference, memo, signed amount and the balance after it. */
export function StatementTable({ items, loading }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableColumnsType<WalletTransaction> = [
    {
      title: t('wallet.columns.date'),
      dataIndex: 'createdAt',
      width: 175,
      render: (v: string) => formatDateTime(v, locale),
    },
    {
      title: t('wallet.columns.kind'),
      dataIndex: 'kind',
      width: 185,
      render: (_v, r) => <KindTag kind={r.kind} />,
    },
    {
      title: t('wallet.columns.reference'),
      dataIndex: 'reference',
      width: 150,
      render: (v: string | null) =>
        v ? (
          <Typography.Text copyable={{ text: v }} style={{ wordBreak: 'break-all' }}>
            {v}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('wallet.columns.memo'),
      dataIndex: 'memo',
      render: (_v, r) => <div style={{ whiteSpace: 'pre-wrap', minWidth: 140 }}>{memoLine(r, t, locale)}</div>,
    },
    {
      title: t('wallet.columns.amount'),
      dataIndex: 'amountCents',
      align: 'right',
      width: 125,
      render: (_v, r) => <SignedAmount cents={r.amountCents} currency={r.currency} />,
    },
    {
      title: t('wallet.columns.balance'),
      dataIndex: 'balanceAfterCents',
      align: 'right',
      width: 130,
      render: (_v, r) => <span className={shared.nowrap}>{formatCents(r.balanceAfterCents, r.currency, locale)}</span>,
    },
  ];
  return (
    <Table<WalletTransaction>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      scroll={{ x: 880 }}
      aria-label={t('wallet.statement.label')}
    />
  );
}
