import type { ClaimEligibility, ClaimStatus, OrderDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';

const DAY_MS = 86_400_000;

/** Whole days from a moment's UTC day to a day (YYYY-MM-DD), as the server counts its thresholds; null without both. */
export function daysBetween(fromIso: string | null, toDay: string | null): number | null {
  if (!fromIso || !toDay) return null;
  const from = Date.parse(`${fromIso.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toDay}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.round((to - from) / DAY_MS);
}

/** A claim's status as a tag colour. */
export const CLAIM_STATUS_COLORS: Record<ClaimStatus, string> = {
  pending: 'gold',
  refunded: 'success',
  resent: 'blue',
  rejected: 'error',
};

/**
 * A day the server names (YYYY-MM-DD) in the active locale. Read at local noon: a date alone would be read as UTC
 * midnight, which is the day before west of Greenwich.
 */
export function useDayText() {
  const locale = useLocale();
  return (day: string) => formatDate(`${day}T12:00:00`, locale, 'medium');
}

/** Why a reason cannot be claimed now, in plain words: from the eligibility's code and date, and the order's dates. */
export function useIneligibleText(order: Pick<OrderDetail, 'shippedAt' | 'deliveredAt'>) {
  const { t } = useTranslation();
  const dayText = useDayText();
  return (e: ClaimEligibility): string => {
    const reason = t(`orders.claims.reasons.${e.reason}`);
    const date = e.date ? dayText(e.date) : null;
    switch (e.code) {
      case 'CLAIM_NOT_SHIPPED':
        return t('orders.claims.why.notShipped', { reason });
      case 'CLAIM_TOO_EARLY': {
        const count = daysBetween(order.shippedAt, e.date);
        if (date && count !== null && count > 0) return t('orders.claims.why.tooEarly', { reason, date, count });
        if (date) return t('orders.claims.why.tooEarlyDate', { reason, date });
        break;
      }
      case 'CLAIM_ALREADY_DELIVERED':
        return t('orders.claims.why.alreadyDelivered', { reason });
      case 'CLAIM_NOT_DELIVERED':
        return t('orders.claims.why.notDelivered', { reason });
      case 'CLAIM_WINDOW_CLOSED': {
        const count = daysBetween(order.deliveredAt, e.date);
        if (date && count !== null && count > 0) return t('orders.claims.why.windowClosed', { reason, date, count });
        if (date) return t('orders.claims.why.windowClosedDate', { reason, date });
        break;
      }
    }
    return t('orders.claims.why.other', { reason });
  };
}
