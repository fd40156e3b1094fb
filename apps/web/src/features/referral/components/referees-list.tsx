import { Empty, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { Referee } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/lib/list-state';
import { nowrapHeader } from '@/lib/responsive-table';
import { useReferees } from '../api/referees';
import { DayCell, MoneyCell } from './cells';

/** The sellers who signed up with the seller's code, newest first: when, verified, the window, their orders. */
export function RefereesList({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const list = useReferees();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const columns: TableColumnsType<Referee> = [
    { title: t('referral.referees.columns.email'), dataIndex: 'emailMasked', width: 200 },
    {
      title: t('referral.referees.columns.signedUp'),
      dataIndex: 'signedUpAt',
      width: 130,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DayCell iso={v} />,
    },
    {
      title: t('referral.referees.columns.verified'),
      dataIndex: 'verified',
      width: 140,
      render: (v: boolean) =>
        v ? (
          <Tag color="success" style={{ marginInlineEnd: 0 }}>
            {t('referral.referees.verified')}
          </Tag>
        ) : (
          <Tooltip title={t('referral.referees.unverifiedHint')}>
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('referral.referees.unverified')}
            </Tag>
          </Tooltip>
        ),
    },
    {
      title: t('referral.referees.columns.windowEnds'),
      dataIndex: 'windowEndsAt',
      width: 140,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DayCell iso={v} />,
    },
    {
      title: t('referral.referees.columns.firstOrder'),
      dataIndex: 'firstPaidOrderAt',
      width: 150,
      render: (v: string | null) => <DayCell iso={v} />,
    },
    { title: t('referral.referees.columns.orders'), dataIndex: 'paidOrders', width: 110, align: 'right' },
    {
      title: t('referral.referees.columns.commission'),
      dataIndex: 'commissionCents',
      width: 130,
      align: 'right',
      render: (v: number) => <MoneyCell cents={v} currency={currency} />,
    },
  ];
  return (
    <ListState query={list} count={items.length} empty={<Empty description={t('referral.referees.empty')} />}>
      <Table<Referee>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 1000 }}
        aria-label={t('referral.referees.label')}
      />
    </ListState>
  );
}
