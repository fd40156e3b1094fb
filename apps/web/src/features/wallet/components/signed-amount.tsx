import { Typography } from 'antd';
import { useLocale } from '@/lib/use-locale';
import { formatCents } from '../money';
import shared from '@/lib/shared.module.css';

/** A movement: + and green for money in, − and red for money out (the sign tells it without the colour). */
export function SignedAmount({ cents, currency }: { cents: number; currency: string }) {
  const locale = useLocale();
  return (
    <Typography.Text strong type={cents > 0 ? 'success' : cents < 0 ? 'danger' : undefined} className={shared.nowrap}>
      {formatCents(cents, currency, locale, true)}
    </Typography.Text>
  );
}
