import { Descriptions, Flex, Tag, Typography } from 'antd';
import type { Claim } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import { SectionTitle } from '@/lib/page';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';
import { CLAIM_STATUS_COLORS } from './claim-texts';

/** One claim: what was asked and why, where it stands, the lines, the amounts, the decision and its ticket. */
function ClaimItem({ claim: c }: { claim: Claim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const k = (key: string, v?: Record<string, unknown>) => t(`orders.claims.section.${key}`, v);
  const heading = `${t(`orders.claims.kinds.${c.kind}`)} · ${t(`orders.claims.reasons.${c.reason}`)}`;
  return (
    <Flex
      component="li"
      vertical
      gap={8}
      aria-label={heading}
      style={{ padding: 12, border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8 }}
    >
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{heading}</Typography.Text>
          <Tag color={CLAIM_STATUS_COLORS[c.status]} style={{ marginInlineEnd: 0 }}>
            {t(`orders.claims.status.${c.status}`)}
          </Tag>
        </Flex>
        <Typography.Text type="secondary">{k('opened', { date: formatDate(c.createdAt, locale, 'medium') })}</Typography.Text>
      </Flex>
      <ul className={shared.plainList}>
        {c.lines.map((l) => (
          <li key={l.itemId} style={{ overflowWrap: 'anywhere' }}>
            {k('line', { title: l.variantTitle ? `${l.title} (${l.variantTitle})` : l.title, count: l.quantity })}
          </li>
        ))}
      </ul>
      <Descriptions size="small" column={1} styles={{ label: { width: '45%' } }}>
        <Descriptions.Item label={k('amount')}>
          <span className={shared.nowrap}>{formatMoney(c.amountCents, locale)}</span>
        </Descriptions.Item>
        {c.refundedCents !== null ? (
          <Descriptions.Item label={k('refunded')}>
            <Typography.Text type="success" className={shared.nowrap}>
              {formatMoney(c.refundedCents, locale)}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
        {c.resendOrderNo ? (
          <Descriptions.Item label={k('resent')}>
            {c.resendOrderId ? (
              <RouterLink to={`/orders?id=${encodeURIComponent(c.resendOrderId)}`}>{c.resendOrderNo}</RouterLink>
            ) : (
              c.resendOrderNo
            )}
          </Descriptions.Item>
        ) : null}
        {c.decisionNote ? (
          <Descriptions.Item label={k('note')}>
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.decisionNote}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <RouterLink to={`/home/support-ticket?id=${encodeURIComponent(c.ticketId)}`}>
        {k('ticket', { number: c.ticketNumber })}
      </RouterLink>
    </Flex>
  );
}

/** The order's claims, newest first; nothing at all when it has none. */
export function OrderClaimsSection({ claims }: { claims: Claim[] }) {
  const { t } = useTranslation();
  if (claims.length === 0) return null;
  const newest = [...claims].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-label={t('orders.claims.section.title')}>
      <SectionTitle>{t('orders.claims.section.title')}</SectionTitle>
      <Flex vertical gap={8} component="ul" className={shared.plainList}>
        {newest.map((c) => (
          <ClaimItem key={c.id} claim={c} />
        ))}
      </Flex>
    </section>
  );
}
