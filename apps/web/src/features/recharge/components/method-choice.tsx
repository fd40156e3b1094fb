import { BankOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Flex, Radio, Typography, theme } from 'antd';
import type { RechargeMethod, RechargeOptions } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** A form field: antd passes value and onChange. */
  value?: RechargeMethod;
  onChange?: (method: RechargeMethod) => void;
  options: RechargeOptions;
  id?: string;
}

const ICONS: Record<RechargeMethod, ReactNode> = {
  card: <CreditCardOutlined aria-hidden />,
  bank: <BankOutlined aria-hidden />,
};

/** Card or bank transfer, each with what it means: how fast the money arrives and what the seller does. */
export function MethodChoice({ value, onChange, options, id }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const expiry = (m: RechargeMethod) =>
    m === 'card'
      ? t('recharge.form.cardExpiry', { minutes: options.cardExpiresMinutes })
      : t('recharge.form.bankExpiry', { days: options.bankExpiresDays });
  return (
    <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value as RechargeMethod)} style={{ width: '100%' }}>
      <Flex gap={12} wrap>
        {options.methods.map((m) => (
          <Radio
            key={m}
            value={m}
            style={{
              flex: '1 1 240px',
              alignItems: 'flex-start',
              marginInlineEnd: 0,
              padding: 12,
              borderRadius: token.borderRadiusLG,
              border: `1px solid ${value === m ? token.colorPrimary : token.colorBorder}`,
              background: value === m ? token.colorPrimaryBg : undefined,
            }}
          >
            <Flex vertical gap={4}>
              <Typography.Text strong>
                {ICONS[m]} {t(`recharge.method.${m}`)}
              </Typography.Text>
              <Typography.Text type="secondary">{t(`recharge.form.${m}Text`)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {expiry(m)}
              </Typography.Text>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
