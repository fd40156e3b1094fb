import { Card, Descriptions, Tag, Typography } from 'antd';
import type { Claim, ClaimStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';

const COLORS: Record<ClaimStatus, string> = { pending: 'gold', refunded: 'success', resent: 'blue', rejected: 'error' };

/** What support decided: still pending, the refund, the resend order, or the rejection. */
function Decision({ claim: c }: { claim: Claim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (c.status === 'pending') return <Typography.Text type="secondary">{t('support.claim.pending')}</Typography.Text>;
  if (c.status === 'refunded')
    return (
      <Typography.Text type="success">
        {t('support.claim.refunded', { amount: formatMoney(c.refundedCents ?? c.amountCents, locale) })}
      </Typography.Text>
    );
  if (c.status === 'resent')
    return (
      <span>
        {t('support.claim.resent')}{' '}
        {c.resendOrderId ? (
          <RouterLink to={`/orders?id=${encodeURIComponent(c.resendOrderId)}`}>{c.resendOrderNo ?? c.resendOrderId}</RouterLink>
        ) : (
          c.resendOrderNo
        )}
      </span>
    );
  return <Typography.Text type="danger">{t('support.claim.rejected')}</Typography.Text>;
}

/**
 * The after-sales claim a ticket is the thread of, compact, above the messages: what was asked, for what, and where it
 * stands.
 */
export function ClaimCard({ claim: c }: { claim: Claim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const k = (key: string) => t(`support.claim.${key}`);
  return (
    <Card
      size="small"
      role="region"
      aria-label={k('label')}
      // The ticket's facts above link the order itself.
      title={<span style={{ whiteSpace: 'normal' }}>{t('support.claim.title', { orderNo: c.orderNo })}</span>}
      extra={
        <Tag color={COLORS[c.status]} style={{ marginInlineEnd: 0 }}>
          {t(`support.claim.status.${c.status}`)}
        </Tag>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={k('kind')}>{t(`support.claim.kinds.${c.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={k('reason')}>{t(`support.claim.reasons.${c.reason}`)}</Descriptions.Item>
        <Descriptions.Item label={k('lines')} span="filled">
          <ul className={shared.plainList}>
            {c.lines.map((l) => (
              <li key={l.itemId} style={{ overflowWrap: 'anywhere' }}>
                {t('support.claim.line', {
                  title: l.variantTitle ? `${l.title} (${l.variantTitle})` : l.title,
                  count: l.quantity,
                })}
              </li>
            ))}
          </ul>
        </Descriptions.Item>
        <Descriptions.Item label={k('amount')}>
          <span className={shared.nowrap}>{formatMoney(c.amountCents, locale)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={k('decision')}>
          <Decision claim={c} />
        </Descriptions.Item>
        {c.decisionNote ? (
          <Descriptions.Item label={k('note')} span="filled">
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.decisionNote}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}
