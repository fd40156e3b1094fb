import { Table, Typography } from 'antd';
import type { Reconciliation } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { formatCents } from '../money';
import { SmallText } from '@/lib/small-text';
import shared from '@/lib/shared.module.css';

type Total = Reconciliation['totals'][number];

/** The ledger's account kinds, in the order a reader follows the money: in from outside, held for sellers, earned. */
export const ACCOUNT_KINDS = [
  'gateway_clearing',
  'bank_receipts',
  'wallet',
  'adjustments',
  'platform_revenue',
  'referral_payable',
] as const;

const rank = (kind: string) => {
  const i = (ACCOUNT_KINDS as readonly string[]).indexOf(kind);
  return i < 0 ? ACCOUNT_KINDS.length : i;
};

/** Each currency's total per account kind; the platform's own accounts may be below zero, wallets never. */
export function TotalsTable({ totals }: { totals: Total[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = [...totals].sort((a, b) => a.currency.localeCompare(b.currency) || rank(a.kind) - rank(b.kind));
  const kindName = (kind: string) => ((ACCOUNT_KINDS as readonly string[]).includes(kind) ? t(`wallet.account.${kind}`) : kind);
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.balanceCents);

  return (
    <Table<Total>
      rowKey={(r) => `${r.currency}:${r.kind}`}
      size="middle"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 520 }}
      aria-label={t('wallet.reconciliation.totalsTitle')}
      columns={[
        {
          title: t('wallet.reconciliation.columns.account'),
          dataIndex: 'kind',
          render: (v: string) => (
            <>
              <div>{kindName(v)}</div>
              <SmallText type="secondary">
                {(ACCOUNT_KINDS as readonly string[]).includes(v) ? t(`wallet.accountAbout.${v}`) : null}
              </SmallText>
            </>
          ),
        },
        { title: t('wallet.reconciliation.columns.currency'), dataIndex: 'currency', width: 110 },
        {
          title: t('wallet.reconciliation.columns.total'),
          dataIndex: 'balanceCents',
          align: 'right',
          width: 170,
          render: (_v, r) => <span className={shared.nowrap}>{formatCents(r.balanceCents, r.currency, locale)}</span>,
        },
      ]}
      summary={() => (
        <>
          {[...sums].map(([currency, sum]) => (
            <Table.Summary.Row key={currency}>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('wallet.reconciliation.sum')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1}>{currency}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <Typography.Text strong type={sum === 0 ? 'success' : 'danger'}>
                  {formatCents(sum, currency, locale)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ))}
        </>
      )}
    />
  );
}
