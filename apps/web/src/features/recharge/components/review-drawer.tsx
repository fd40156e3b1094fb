import { Alert, Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import type { AdminRecharge } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { useAdminRecharge } from '../api/admin-recharge-detail';
import { ProofView } from './proof-view';
import { reasonText } from './reason';
import { RechargeTimeline } from './recharge-timeline';
import { ApproveDialog, RejectDialog } from './review-dialogs';
import { StatusTag } from './status-tag';

interface Props {
  id: string | null;
  onClose: () => void;
}

/** What an admin checks before deciding: who, requested against confirmed, payer, date, the proof and the history. */
function Details({ recharge: r }: { recharge: AdminRecharge }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const reason = reasonText(r, t);
  const differs = r.transfer !== null && r.transfer.amountCents !== r.amountCents;
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={1} bordered styles={{ label: { width: '40%' } }}>
        <Descriptions.Item label={t('recharge.admin.drawer.seller')}>{r.sellerEmail}</Descriptions.Item>
        <Descriptions.Item label={t('recharge.bank.reference')}>
          <Typography.Text code copyable>
            {r.reference}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('recharge.admin.columns.method')}>{t(`recharge.method.${r.method}`)}</Descriptions.Item>
        <Descriptions.Item label={t('recharge.admin.columns.status')}>
          <StatusTag status={r.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('recharge.admin.drawer.requested')}>{money(r.amountCents)}</Descriptions.Item>
        {r.transfer ? (
          <>
            <Descriptions.Item label={t('recharge.admin.drawer.confirmed')}>
              <Typography.Text type={differs ? 'danger' : undefined} strong={differs}>
                {money(r.transfer.amountCents)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('recharge.confirm.payerName')}>{r.transfer.payerName}</Descriptions.Item>
            <Descriptions.Item label={t('recharge.confirm.transferDate')}>
              {formatDate(`${r.transfer.transferDate}T12:00:00`, i18n.language, 'medium')}
            </Descriptions.Item>
            <Descriptions.Item label={t('recharge.admin.drawer.proof')}>
              <ProofView url={r.transfer.proofUrl} />
            </Descriptions.Item>
          </>
        ) : null}
        {r.expiresAt ? (
          <Descriptions.Item label={t(`recharge.admin.drawer.expires.${r.method}`)}>
            {formatDateTime(r.expiresAt, i18n.language)}
          </Descriptions.Item>
        ) : null}
        {reason ? <Descriptions.Item label={t('recharge.admin.drawer.reason')}>{reason}</Descriptions.Item> : null}
      </Descriptions>
      {differs ? (
        <Alert
          type="warning"
          showIcon
          title={t('recharge.admin.mismatch', { confirmed: money(r.transfer!.amountCents), requested: money(r.amountCents) })}
        />
      ) : null}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('recharge.admin.drawer.history')}
      </Typography.Title>
      <RechargeTimeline recharge={r} />
    </Flex>
  );
}

/** Admin: one recharge in a side panel, with Approve and Reject while a confirmed transfer waits for review. */
export function ReviewDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useAdminRecharge(id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const r = detail.data;
  const reviewable = r?.method === 'bank' && r.status === 'submitted';

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={560}
      title={r ? t('recharge.admin.drawer.title', { reference: r.reference }) : t('recharge.admin.drawer.loading')}
      destroyOnHidden
      footer={
        reviewable ? (
          <Flex gap={8} justify="flex-end">
            <Button danger onClick={() => setDialog('reject')} disabled={dialog !== null}>
              {t('recharge.admin.reject')}
            </Button>
            <Button type="primary" onClick={() => setDialog('approve')} disabled={dialog !== null}>
              {t('recharge.admin.approve')}
            </Button>
          </Flex>
        ) : null
      }
    >
      <LoadState queries={[detail]} rows={8}>
        {(loaded) => <Details recharge={loaded} />}
      </LoadState>
      {r && dialog === 'approve' ? <ApproveDialog recharge={r} onClose={() => setDialog(null)} /> : null}
      {r && dialog === 'reject' ? <RejectDialog recharge={r} onClose={() => setDialog(null)} /> : null}
    </Drawer>
  );
}
