import { SettingOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { WITHDRAWAL_STATUSES, type AdminWithdrawal } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WithdrawalMethodName, WithdrawalStatusTag } from '@/features/referral';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { formatStoreMoney } from '@/lib/money-text';
import { Page } from '@/lib/page';
import { nowrapHeader } from '@/lib/responsive-table';
import { LinkButton } from '@/lib/router-link';
import shared from '@/lib/shared.module.css';
import { useLocale } from '@/lib/use-locale';
import { useAdminWithdrawals } from '../api/withdrawals';
import { DecisionDialog, type DecisionKind } from '../components/decision-dialog';
import { FullDestination } from '../components/destination';
import { ALL, QUEUE_STATUS, isStatus, readStatus } from '../components/queue-status';

/** Admin → Referral payouts: the queue, oldest first, with the full destination; approve, mark paid or reject. */
export default function AdminWithdrawalsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params);
  const list = useAdminWithdrawals(status);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [open, setOpen] = useState<{ kind: DecisionKind; withdrawal: AdminWithdrawal } | null>(null);
  const money = (cents: number, w: AdminWithdrawal) => (
    <span className={shared.nowrap}>{formatStoreMoney(cents, w.currency, locale)}</span>
  );
  const act = (kind: DecisionKind, w: AdminWithdrawal) => setOpen({ kind, withdrawal: w });

  const columns: TableColumnsType<AdminWithdrawal> = [
    {
      title: t('adminReferral.queue.columns.requested'),
      dataIndex: 'createdAt',
      width: 120,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('adminReferral.queue.columns.seller'),
      key: 'seller',
      width: 230,
      render: (_v, w) => (
        <Flex vertical>
          <span style={{ overflowWrap: 'anywhere' }}>{w.email}</span>
          <SubLine>{w.number}</SubLine>
        </Flex>
      ),
    },
    {
      title: t('adminReferral.queue.columns.method'),
      dataIndex: 'method',
      width: 130,
      render: (_v, w) => <WithdrawalMethodName method={w.method} />,
    },
    {
      title: t('adminReferral.queue.columns.destination'),
      key: 'destination',
      width: 300,
      render: (_v, w) => <FullDestination w={w} />,
    },
    {
      title: t('adminReferral.queue.columns.amount'),
      dataIndex: 'amountCents',
      width: 110,
      align: 'right',
      render: (v: number, w) => money(v, w),
    },
    {
      title: t('adminReferral.queue.columns.fee'),
      dataIndex: 'feeCents',
      width: 90,
      align: 'right',
      render: (v: number, w) => money(v, w),
    },
    {
      title: t('adminReferral.queue.columns.net'),
      dataIndex: 'netCents',
      width: 110,
      align: 'right',
      render: (v: number, w) => <Typography.Text strong>{money(v, w)}</Typography.Text>,
    },
    {
      title: t('adminReferral.queue.columns.status'),
      dataIndex: 'status',
      width: 200,
      render: (_v, w) => (
        <Flex vertical align="flex-start" gap={4}>
          <WithdrawalStatusTag status={w.status} />
          {w.reason ? <SubLine>{t('adminReferral.queue.reason', { reason: w.reason })}</SubLine> : null}
          {w.reference ? <SubLine>{t('adminReferral.queue.reference', { reference: w.reference })}</SubLine> : null}
        </Flex>
      ),
    },
    {
      title: t('adminReferral.queue.columns.updated'),
      dataIndex: 'updatedAt',
      width: 120,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('adminReferral.queue.columns.actions'),
      key: 'actions',
      width: 210,
      render: (_v, w) => (
        <Space size="small" wrap>
          {w.status === 'requested' ? (
            <Button size="small" type="primary" onClick={() => act('approve', w)}>
              {t('adminReferral.decision.approve.open')}
            </Button>
          ) : null}
          {w.status === 'approved' ? (
            <Button size="small" type="primary" onClick={() => act('paid', w)}>
              {t('adminReferral.decision.paid.open')}
            </Button>
          ) : null}
          {w.status === 'requested' || w.status === 'approved' ? (
            <Button size="small" danger onClick={() => act('reject', w)}>
              {t('adminReferral.decision.reject.open')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const setStatus = (v: string) => setParams(v === QUEUE_STATUS ? {} : { status: isStatus(v) ? v : ALL }, { replace: true });

  return (
    <Page
      title={t('menu.adminReferralWithdrawals')}
      subtitle={t('adminReferral.queue.intro')}
      extra={
        <LinkButton to="/admin/referral" icon={<SettingOutlined aria-hidden />}>
          {t('adminReferral.toProgramme')}
        </LinkButton>
      }
    >
      <Flex gap={8} wrap align="center">
        <Select<string>
          aria-label={t('adminReferral.queue.filter')}
          value={status ?? ALL}
          onChange={setStatus}
          style={{ width: 220 }}
          options={[
            { value: ALL, label: t('adminReferral.queue.allStatuses') },
            ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`referral.withdrawalStatus.${s}`) })),
          ]}
        />
      </Flex>
      <ListState
        query={list}
        count={items.length}
        empty={
          <Empty description={t(status === QUEUE_STATUS ? 'adminReferral.queue.queueEmpty' : 'adminReferral.queue.empty')} />
        }
      >
        <Table<AdminWithdrawal>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 1520 }}
          aria-label={t('menu.adminReferralWithdrawals')}
        />
      </ListState>
      {open ? (
        <DecisionDialog
          key={`${open.kind}:${open.withdrawal.id}`}
          kind={open.kind}
          withdrawal={open.withdrawal}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Page>
  );
}
