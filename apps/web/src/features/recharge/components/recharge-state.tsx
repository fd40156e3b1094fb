import { Descriptions, Result, type ResultProps } from 'antd';
import type { Recharge } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import { creditedCents, reasonText } from './reason';
import { RouterButton } from './router-button';

const ICON: Record<Recharge['status'], ResultProps['status']> = {
  pending: 'info',
  awaiting_transfer: 'info',
  submitted: 'info',
  succeeded: 'success',
  failed: 'error',
  expired: 'warning',
  rejected: 'error',
  cancelled: 'warning',
};

/** Where a recharge stands when there is no transfer to confirm for it, and where to go from there. */
export function RechargeState({ recharge: r }: { recharge: Recharge }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const key = r.method === 'card' ? 'card' : r.status;
  const reason = reasonText(r, t) ?? t('recharge.reason.none');
  return (
    <Result
      status={r.method === 'card' ? 'info' : ICON[r.status]}
      title={t(`recharge.state.${key}.title`)}
      subTitle={t(`recharge.state.${key}.text`, {
        amount: money(r.status === 'succeeded' ? creditedCents(r) : r.amountCents),
        reference: r.reference,
        reason,
      })}
      extra={[
        <RouterButton key="recharge" type="primary" to="/balance/recharge">
          {t('recharge.state.toRecharge')}
        </RouterButton>,
        <RouterButton key="balance" to="/balance">
          {t('recharge.state.toBalance')}
        </RouterButton>,
      ]}
    >
      {r.transfer ? (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} title={t('recharge.state.transfer')}>
          <Descriptions.Item label={t('recharge.bank.reference')}>{r.reference}</Descriptions.Item>
          <Descriptions.Item label={t('recharge.confirm.transferDate')}>
            {formatDate(`${r.transfer.transferDate}T12:00:00`, i18n.language, 'medium')}
          </Descriptions.Item>
          <Descriptions.Item label={t('recharge.confirm.amount')}>{money(r.transfer.amountCents)}</Descriptions.Item>
          <Descriptions.Item label={t('recharge.confirm.payerName')}>{r.transfer.payerName}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </Result>
  );
}
