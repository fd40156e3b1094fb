import { Typography } from 'antd';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { formatCents } from '../money';
import shared from '@/lib/shared.module.css';

/** A day in a list, or a dash where there is none yet. */
export function DayCell({ iso }: { iso: string | null }) {
  const locale = useLocale();
  if (!iso) return <Typography.Text type="secondary">—</Typography.Text>;
  return <span className={shared.nowrap}>{formatDate(iso, locale, 'medium')}</span>;
}

/** An amount on one line. */
export function MoneyCell({ cents, currency }: { cents: number; currency: string }) {
  const locale = useLocale();
  return <span className={shared.nowrap}>{formatCents(cents, currency, locale)}</span>;
}

/** A movement: + and green for money in, − and red for money out (the sign tells it without the colour). */
export function SignedMoney({ cents, currency }: { cents: number; currency: string }) {
  const locale = useLocale();
  return (
    <Typography.Text strong type={cents > 0 ? 'success' : cents < 0 ? 'danger' : undefined} className={shared.nowrap}>
      {formatCents(cents, currency, locale, true)}
    </Typography.Text>
  );
}
