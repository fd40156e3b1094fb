import { Tag } from 'antd';
import type { RechargeStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RechargeStatus, string> = {
  pending: 'processing',
  awaiting_transfer: 'gold',
  submitted: 'blue',
  succeeded: 'success',
  failed: 'error',
  expired: 'default',
  rejected: 'error',
  cancelled: 'default',
};

/** A recharge's status as a coloured tag. */
export function StatusTag({ status }: { status: RechargeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`recharge.status.${status}`)}
    </Tag>
  );
}
