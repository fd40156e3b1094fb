import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import { DEFAULT_CURRENCY, type Referrer, type ReferralSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/lib/list-state';
import { formatStoreMoney } from '@/lib/money-text';
import { nowrapHeader } from '@/lib/responsive-table';
import shared from '@/lib/shared.module.css';
import { useLocale } from '@/lib/use-locale';
import { useReferrers } from '../api/referrers';

type Sum = 'pendingCents' | 'availableCents' | 'heldCents' | 'paidOutCents' | 'lifetimeCents';
const SUMS: Sum[] = ['pendingCents', 'availableCents', 'heldCents', 'paidOutCents', 'lifetimeCents'];

/** Admin: sellers with referees (searched by `q`), with what their referrals earned and where the money stands. */
export function ReferrersTable({ q }: { q: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useReferrers(q);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const money = (s: ReferralSummary, key: Sum) => (
    <span className={shared.nowrap}>{formatStoreMoney(s[key], DEFAULT_CURRENCY, locale)}</span>
  );
  const columns: TableColumnsType<Referrer> = [
    {
      title: t('adminReferral.referrers.columns.email'),
      dataIndex: 'email',
      width: 240,
      render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span>,
    },
    {
      title: t('adminReferral.referrers.columns.inviteCode'),
      dataIndex: 'inviteCode',
      width: 140,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: t('adminReferral.referrers.columns.referees'), dataIndex: 'referees', width: 100, align: 'right' },
    ...SUMS.map((key): TableColumnsType<Referrer>[number] => ({
      title: t(`adminReferral.referrers.columns.${key}`),
      key,
      width: 130,
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: (_v, r) => money(r.summary, key),
    })),
  ];
  return (
    <ListState
      query={list}
      count={items.length}
      empty={<Empty description={q ? t('adminReferral.referrers.emptyFiltered', { q }) : t('adminReferral.referrers.empty')} />}
    >
      <Table<Referrer>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 1130 }}
        aria-label={t('adminReferral.referrers.title')}
      />
    </ListState>
  );
}
