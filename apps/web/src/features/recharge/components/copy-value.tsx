import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A value the seller copies into their bank's form (reference, account number): monospaced, with a copy button. */
export function CopyValue({
  value,
  label,
  strong = false,
  code = true,
}: {
  value: string;
  label: string;
  strong?: boolean;
  /** Monospaced, for codes and numbers; names read better in the body font. */
  code?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      code={code}
      strong={strong}
      style={{ overflowWrap: 'anywhere' }}
      copyable={{ text: value, tooltips: [t('recharge.copy', { what: label }), t('recharge.copied')] }}
    >
      {value}
    </Typography.Text>
  );
}
