import { Button, Empty, Flex, Space, Table, Typography, theme, type TableColumnsType } from 'antd';
import type { Recharge } from '@dropport/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatDateTime, formatMoney } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCancelRecharge } from '../api/cancel-recharge';
import { useCreateRecharge } from '../api/create-recharge';
import { useMyRecharges } from '../api/my-recharges';
import { ListState } from '@/lib/list-state';
import { canStartAgain, isPayable, reasonText, statusNow } from './reason';
import { RouterButton } from './router-button';
import { StatusTag } from './status-tag';

interface Props {
  /** Shows a bank recharge's transfer details on the page. */
  onShowBank: (id: string) => void;
  /** A recharge a notification leads to (`?id=`): its row stands out. */
  focus?: string | null;
}

/** The seller's recent recharges: what, how, the reference and where each stands, with what can still be done. */
export function RechargeList({ onShowBank, focus = null }: Props) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const list = useMyRecharges({ status: null, method: null });
  const cancel = useCancelRecharge();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const navigate = useNavigate();
  const again = useCreateRecharge();
  // Which row's "Start again" runs; the ref holds a second click made before the button shows it is busy.
  const [againId, setAgainId] = useState<string | null>(null);
  const starting = useRef(false);

  /** A card recharge that ran out (or was declined for good) starts over: a new checkout for the same amount. */
  const startAgain = async (r: Recharge) => {
    if (starting.current) return;
    starting.current = true;
    setAgainId(r.id);
    try {
      const made = await again.mutateAsync({
        method: 'card',
        amountCents: r.amountCents,
        currency: r.currency,
        idempotencyKey: newIdempotencyKey(),
      });
      navigate(`/lianlian?recharge=${encodeURIComponent(made.id)}`);
    } catch (error) {
      feedback.message.error(errorText(error));
    } finally {
      starting.current = false;
    }
  };

  const confirmCancel = (r: Recharge) =>
    feedback.modal.confirm({
      title: t('recharge.list.cancelTitle'),
      content: t('recharge.list.cancelText', { reference: r.reference }),
      okText: t('recharge.list.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('recharge.list.keep'),
      onOk: async () => {
        try {
          await cancel.mutateAsync(r.id);
          feedback.message.success(t('recharge.list.cancelled'));
        } catch (error) {
          feedback.message.error(errorText(error));
        }
      },
    });

  const columns: TableColumnsType<Recharge> = [
    {
      title: t('recharge.list.columns.date'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('recharge.list.columns.amount'),
      key: 'amount',
      width: 150,
      render: (_v, r) => (
        <Flex vertical>
          <Typography.Text strong>{formatMoney(r.amountCents, i18n.language)}</Typography.Text>
          <Typography.Text type="secondary">{t(`recharge.method.${r.method}`)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('recharge.list.columns.reference'),
      dataIndex: 'reference',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('recharge.list.columns.status'),
      key: 'status',
      width: 220,
      render: (_v, r) => {
        const reason = r.status === 'failed' || r.status === 'rejected' ? reasonText(r, t) : null;
        return (
          <Flex vertical gap={4} align="flex-start">
            <StatusTag status={statusNow(r)} />
            {reason ? (
              <Typography.Text type="secondary">
                {r.status === 'rejected' ? t('recharge.list.rejectedBecause', { reason }) : reason}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
    {
      title: t('recharge.list.columns.actions'),
      key: 'actions',
      width: 260,
      render: (_v, r) => (
        <Space size="small" wrap>
          {isPayable(r) ? (
            <RouterButton size="small" type="primary" to={`/lianlian?recharge=${encodeURIComponent(r.id)}`}>
              {t('recharge.list.resume')}
            </RouterButton>
          ) : null}
          {canStartAgain(r) ? (
            <Button
              size="small"
              type="primary"
              loading={again.isPending && againId === r.id}
              disabled={again.isPending}
              onClick={() => void startAgain(r)}
            >
              {t('recharge.list.startAgain')}
            </Button>
          ) : null}
          {statusNow(r) === 'awaiting_transfer' ? (
            <>
              <RouterButton
                size="small"
                type="primary"
                to={`/balance/recharge/confirm-payment?recharge=${encodeURIComponent(r.id)}`}
              >
                {t('recharge.list.confirm')}
              </RouterButton>
              <Button size="small" onClick={() => onShowBank(r.id)}>
                {t('recharge.list.bankDetails')}
              </Button>
              <Button
                size="small"
                danger
                loading={cancel.isPending && cancel.variables === r.id}
                onClick={() => confirmCancel(r)}
              >
                {t('recharge.list.cancel')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListState query={list} count={items.length} empty={<Empty description={t('recharge.list.empty')} />}>
      <Table<Recharge>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 900 }}
        onRow={(r) => (r.id === focus ? { 'aria-current': true, style: { background: token.colorPrimaryBg } } : {})}
        aria-label={t('recharge.list.title')}
      />
    </ListState>
  );
}
