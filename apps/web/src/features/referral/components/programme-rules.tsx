import { InfoCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReferralOverview, ReferralSettings } from '@dropport/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { formatCents, formatRate } from '../money';

/** The window as a seller counts it: whole months where the days make them (365 → 12 months), else days. */
export function windowText(days: number, t: TFunction): string {
  if (days % 365 === 0) return t('referral.rules.months', { count: (days / 365) * 12 });
  if (days % 30 === 0) return t('referral.rules.months', { count: days / 30 });
  return t('referral.rules.days', { count: days });
}

/** The programme's terms in one line: the rate, the window, the hold and the least payout (and its fee). */
export function rulesText(p: ReferralSettings, currency: string, locale: string, t: TFunction): string {
  const money = (cents: number) => formatCents(cents, currency, locale);
  const line = t('referral.rules.text', {
    rate: formatRate(p.rateBp, locale),
    window: windowText(p.windowDays, t),
    hold: p.holdDays === 0 ? t('referral.rules.holdNone') : t('referral.rules.hold', { count: p.holdDays }),
    min: money(p.minPayoutCents),
  });
  return p.payoutFeeCents > 0 ? `${line} ${t('referral.rules.fee', { fee: money(p.payoutFeeCents) })}` : line;
}

export function ProgrammeRules({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Typography.Paragraph style={{ margin: 0 }} data-testid="programme-rules">
      <InfoCircleOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
      {rulesText(overview.programme, overview.currency, locale, t)}
    </Typography.Paragraph>
  );
}
