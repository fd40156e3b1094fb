import { Button, Empty, Flex, Table, theme, type TableColumnsType } from 'antd';
import type { Withdrawal } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { nowrapHeader } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCancelWithdrawal, useMyWithdrawals } from '../api/withdrawals';
import { formatCents } from '../money';
import { MoneyCell } from './cells';
import { WithdrawalMethodName, WithdrawalStatusTag } from './tags';

/** The seller's withdrawals, newest first; one a notification leads to (`?id=`) stands out. Payouts waiting can be cancelled. */
export function WithdrawalsList({ focus = null }: { focus?: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const list = useMyWithdrawals();
  const cancel = useCancelWithdrawal();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  // Which row's cancel runs; a second confirmation while it runs joins it rather than sending again.
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { submit: doCancel } = useSingleSubmit(async (w: Withdrawal) => {
    setCancelling(w.id);
    try {
      await cancel.mutateAsync(w.id);
      feedback.message.success(
        t('referral.withdrawals.cancelled', { number: w.number, amount: formatCents(w.amountCents, w.currency, locale) }),
      );
    } catch (error) {
      feedback.message.error(errorText(error));
    } finally {
      setCancelling(null);
    }
  });

  const confirmCancel = (w: Withdrawal) =>
    feedback.modal.confirm({
      title: t('referral.withdrawals.cancelTitle', { number: w.number }),
      content: t('referral.withdrawals.cancelText', { amount: formatCents(w.amountCents, w.currency, locale) }),
      okText: t('referral.withdrawals.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('referral.withdrawals.keep'),
      onOk: () => doCancel(w),
    });

  const money = (cents: number, w: Withdrawal) => <MoneyCell cents={cents} currency={w.currency} />;
  const columns: TableColumnsType<Withdrawal> = [
    { title: t('referral.withdrawals.columns.number'), dataIndex: 'number', width: 160 },
    {
      title: t('referral.withdrawals.columns.method'),
      dataIndex: 'method',
      width: 130,
      render: (_v, w) => <WithdrawalMethodName method={w.method} />,
    },
    {
      title: t('referral.withdrawals.columns.destination'),
      dataIndex: 'destination',
      width: 200,
      // The wallet's destination is the seller's own balance, said in the seller's language.
      render: (_v, w) => (w.method === 'wallet' ? t('referral.withdraw.toBalance') : w.destination),
    },
    { title: t('referral.withdrawals.columns.amount'), dataIndex: 'amountCents', width: 120, align: 'right', render: money },
    { title: t('referral.withdrawals.columns.fee'), dataIndex: 'feeCents', width: 100, align: 'right', render: money },
    { title: t('referral.withdrawals.columns.net'), dataIndex: 'netCents', width: 120, align: 'right', render: money },
    {
      title: t('referral.withdrawals.columns.status'),
      dataIndex: 'status',
      width: 220,
      render: (_v, w) => (
        <Flex vertical align="flex-start" gap={4}>
          <WithdrawalStatusTag status={w.status} />
          {w.status === 'rejected' && w.reason ? (
            <SubLine>{t('referral.withdrawals.reason', { reason: w.reason })}</SubLine>
          ) : null}
          {w.status === 'paid' && w.reference ? (
            <SubLine>{t('referral.withdrawals.reference', { reference: w.reference })}</SubLine>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('referral.withdrawals.columns.requested'),
      dataIndex: 'createdAt',
      width: 130,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('referral.withdrawals.columns.updated'),
      dataIndex: 'updatedAt',
      width: 130,
      onHeaderCell: nowrapHeader,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('referral.withdrawals.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_v, w) =>
        w.status === 'requested' ? (
          <Button
            size="small"
            danger
            loading={cancelling === w.id}
            disabled={cancelling !== null}
            onClick={() => confirmCancel(w)}
          >
            {t('referral.withdrawals.cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ListState query={list} count={items.length} empty={<Empty description={t('referral.withdrawals.empty')} />}>
      <Table<Withdrawal>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 1330 }}
        onRow={(w) => (w.id === focus ? { 'aria-current': true, style: { background: token.colorPrimaryBg } } : {})}
        aria-label={t('referral.withdrawals.label')}
      />
    </ListState>
  );
}
