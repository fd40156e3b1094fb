import { Tag } from 'antd';
import type { CommissionStatus, ReferralMovementKind, WithdrawalMethod, WithdrawalStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const WITHDRAWAL_COLORS: Record<WithdrawalStatus, string> = {
  requested: 'gold',
  approved: 'blue',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
  completed: 'success',
};

/** Where a withdrawal stands, as a coloured tag (the seller's and the admin's pages). */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={WITHDRAWAL_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`referral.withdrawalStatus.${status}`)}
    </Tag>
  );
}

/** PayPal's name is the same in every language (a brand), so it has no entry in the locales. */
const PAYPAL = 'PayPal';

/** How a withdrawal is paid, by its localized name. */
export function WithdrawalMethodName({ method }: { method: WithdrawalMethod }) {
  const { t } = useTranslation();
  return <>{method === 'paypal' ? PAYPAL : t(`referral.method.${method}`)}</>;
}

const COMMISSION_COLORS: Record<CommissionStatus, string> = {
  pending: 'gold',
  available: 'success',
  reversed: 'error',
};

export function CommissionStatusTag({ status }: { status: CommissionStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COMMISSION_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`referral.commissionStatus.${status}`)}
    </Tag>
  );
}

const KIND_COLORS: Record<ReferralMovementKind, string> = {
  commission_earned: 'gold',
  commission_available: 'green',
  commission_reversed: 'red',
  withdrawn_to_wallet: 'magenta',
  payout_requested: 'blue',
  payout_paid: 'cyan',
  payout_returned: 'orange',
};

/** What a movement of commission money was, by its localized name. */
export function MovementKindTag({ kind }: { kind: ReferralMovementKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={KIND_COLORS[kind]} style={{ marginInlineEnd: 0 }}>
      {t(`referral.kind.${kind}`)}
    </Tag>
  );
}
