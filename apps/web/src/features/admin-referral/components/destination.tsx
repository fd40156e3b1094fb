import { Flex, Typography } from 'antd';
import type { AdminWithdrawal } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { SmallText } from '@/lib/small-text';

/** Where a payout goes, in full, for the admin to pay: the PayPal account, or every bank detail (each to copy). */
export function FullDestination({ w }: { w: AdminWithdrawal }) {
  const { t } = useTranslation();
  const copy = (text: string) => ({ text, tooltips: [t('adminReferral.queue.copy'), t('adminReferral.queue.copied')] });
  if (w.method === 'paypal' && w.paypalEmail) {
    return (
      <Typography.Text copyable={copy(w.paypalEmail)} style={{ overflowWrap: 'anywhere' }}>
        {w.paypalEmail}
      </Typography.Text>
    );
  }
  if (w.method === 'bank' && w.bank) {
    const b = w.bank;
    const line = (label: string, value: string) => (
      <div>
        <SmallText type="secondary">{label}: </SmallText>
        <Typography.Text copyable={copy(value)} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography.Text>
      </div>
    );
    return (
      <Flex vertical gap={2}>
        {line(t('adminReferral.bank.accountName'), b.accountName)}
        {line(t('adminReferral.bank.bankName'), b.bankName)}
        {line(t('adminReferral.bank.accountNumber'), b.accountNumber)}
        {b.swift ? line(t('adminReferral.bank.swift'), b.swift) : null}
        {line(t('adminReferral.bank.country'), b.country)}
      </Flex>
    );
  }
  return <span style={{ overflowWrap: 'anywhere' }}>{w.destination}</span>;
}
