import type { TFunction } from 'i18next';

/** Delivery time as "7–12 days", or "5 days" when the carrier names one figure. */
export function deliveryDays(t: TFunction, min: number, max: number): string {
  return min === max ? t('market.days', { count: min }) : t('market.dayRange', { min, max });
}
