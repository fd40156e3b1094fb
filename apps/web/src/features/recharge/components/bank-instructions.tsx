import { Alert, Descriptions, Flex, Typography } from 'antd';
import type { Recharge, RechargeOptions } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CopyValue } from './copy-value';

interface Props {
  recharge: Recharge;
  bank: RechargeOptions['bank'];
}

/** Where to send a bank transfer: the amount, the reference to quote and the account, each copyable, and the deadline. */
export function BankInstructions({ recharge: r, bank }: Props) {
  const { t, i18n } = useTranslation();
  const rows: { key: keyof RechargeOptions['bank']; copy: boolean; code: boolean }[] = [
    { key: 'beneficiary', copy: true, code: false },
    { key: 'bankName', copy: false, code: false },
    { key: 'accountNumber', copy: true, code: true },
    { key: 'swift', copy: true, code: true },
    { key: 'bankAddress', copy: false, code: false },
  ];
  return (
    <Flex vertical gap={12} role="region" aria-label={t('recharge.bank.title')}>
      <Typography.Text type="secondary">{t('recharge.bank.intro')}</Typography.Text>
      <Descriptions bordered size="small" column={1} styles={{ label: { width: '38%' } }}>
        <Descriptions.Item label={t('recharge.bank.amount')}>
          <Typography.Text strong>{formatMoney(r.amountCents, i18n.language)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('recharge.bank.reference')}>
          <CopyValue value={r.reference} label={t('recharge.bank.reference')} strong />
        </Descriptions.Item>
        {rows.map(({ key, copy, code }) => (
          <Descriptions.Item key={key} label={t(`recharge.bank.${key}`)}>
            {copy ? <CopyValue value={bank[key]} label={t(`recharge.bank.${key}`)} code={code} /> : bank[key]}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {r.expiresAt ? (
        <Alert type="info" showIcon title={t('recharge.bank.expires', { date: formatDateTime(r.expiresAt, i18n.language) })} />
      ) : null}
    </Flex>
  );
}
