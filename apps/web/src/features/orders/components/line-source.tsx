import type { LineSource, OrderItem } from '@dropport/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { SmallText } from '@/lib/small-text';

/** A line waits to be mapped while it points at neither a catalogue variant nor one of the seller's own products. */
export const isUnmapped = (item: OrderItem) => item.variantId === null && item.sellerSkuId === null;

/** A warehouse as the seller knows it: "California (US-CA)", or whichever of the two is known. */
export function warehouseLabel(source: Pick<LineSource, 'warehouseCode' | 'warehouseName'>): string | null {
  const { warehouseName: name, warehouseCode: code } = source;
  if (name && code) return `${name} (${code})`;
  return name ?? code ?? null;
}

/**
 * Where one line ships from: the seller's own stock (its warehouse, the units available there and the fulfilment fee)
 * or the supplier, with why (none of it in stock, the stock does not ship to the country, or too little of it).
 */
export function LineSourceNote({ source }: { source: LineSource }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const warehouse = warehouseLabel(source);
  const fromStock = source.from === 'stock';
  const where = fromStock
    ? [t('orders.items.source.stock'), warehouse].filter(Boolean).join(' · ')
    : t('orders.items.source.supplier');
  const why = reasonText(source, warehouse, t);
  const details = [why, fromStock ? t('orders.items.source.fee', { amount: formatMoney(source.feeCents, locale) }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <SmallText>{where}</SmallText>
      {details ? <SmallText type="secondary">{details}</SmallText> : null}
    </>
  );
}

function reasonText(source: LineSource, warehouse: string | null, t: TFunction): string | null {
  switch (source.reason) {
    case 'own_stock':
      return source.available === null ? null : t('orders.items.source.reason.own_stock', { count: source.available });
    case 'no_own_stock':
      return t('orders.items.source.reason.no_own_stock');
    case 'not_served':
      return t('orders.items.source.reason.not_served');
    case 'short':
      return source.available === null || warehouse === null
        ? t('orders.items.source.reason.shortAnywhere')
        : t('orders.items.source.reason.short', { count: source.available, warehouse });
  }
}
