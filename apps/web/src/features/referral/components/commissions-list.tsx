import { Empty, Flex, Select, Table, type TableColumnsType } from 'antd';
import { COMMISSION_STATUSES, type Commission, type CommissionStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/lib/list-state';
import { nowrapHeader } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import { useCommissions } from '../api/commissions';
import { formatRate } from '../money';
import { DayCell, MoneyCell } from './cells';
import { CommissionStatusTag } from './tags';

const ALL = 'all';
export const isCommissionStatus = (v: string | null): v is CommissionStatus =>
  (COMMISSION_STATUSES as readonly (string | null)[]).includes(v);

interface Props {
  currency: string;
  status: CommissionStatus | null;
  onStatus: (status: CommissionStatus | null) => void;
}

/** One line per referee order, newest first, filtered by status: the base, the rate, the commission and its dates. */
export function CommissionsList({ currency, status, onStatus }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useCommissions(status);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const money = (cents: number) => <MoneyCell cents={cents} currency={currency} />;
  const day = (iso: string | null) => <DayCell iso={iso} />;
  const columns: TableColumnsType<Commission> = [
    { title: t('referral.commissions.columns.order'), dataIndex: 'orderNo', width: 140 },
    { title: t('referral.commissions.columns.referee'), dataIndex: 'refereeEmailMasked', width: 190 },
    { title: t('referral.commissions.columns.base'), dataIndex: 'baseCents', width: 120, align: 'right', render: money },
    {
      title: t('referral.commissions.columns.rate'),
      dataIndex: 'rateBp',
      width: 80,
      align: 'right',
      render: (v: number) => formatRate(v, locale),
    },
    { title: t('referral.commissions.columns.amount'), dataIndex: 'amountCents', width: 120, align: 'right', render: money },
    {
      title: t('referral.commissions.columns.status'),
      dataIndex: 'status',
      width: 120,
      render: (v: CommissionStatus) => <CommissionStatusTag status={v} />,
    },
    { title: t('referral.commissions.columns.paid'), dataIndex: 'paidAt', width: 125, onHeaderCell: nowrapHeader, render: day },
    { title: t('referral.commissions.columns.delivered'), dataIndex: 'deliveredAt', width: 125, render: day },
    { title: t('referral.commissions.columns.available'), dataIndex: 'availableAt', width: 125, render: day },
    { title: t('referral.commissions.columns.reversed'), dataIndex: 'reversedAt', width: 125, render: day },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <Select<string>
          aria-label={t('referral.commissions.filter')}
          value={status ?? ALL}
          onChange={(v) => onStatus(isCommissionStatus(v) ? v : null)}
          style={{ width: 200 }}
          options={[
            { value: ALL, label: t('referral.commissions.allStatuses') },
            ...COMMISSION_STATUSES.map((s) => ({ value: s, label: t(`referral.commissionStatus.${s}`) })),
          ]}
        />
      </Flex>
      <ListState
        query={list}
        count={items.length}
        empty={<Empty description={t(status ? 'referral.commissions.emptyFiltered' : 'referral.commissions.empty')} />}
      >
        <Table<Commission>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 1300 }}
          aria-label={t('referral.commissions.label')}
        />
      </ListState>
    </Flex>
  );
}
