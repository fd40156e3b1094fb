import { Flex, Typography } from 'antd';
import type { LineSource } from '@dropport/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { SmallText } from '@/lib/small-text';

/** A warehouse by its name and code, "California (US-CA)", or whichever of the two is known. */
const warehouseLabel = ({ warehouseName: name, warehouseCode: code }: LineSource) =>
  name && code ? `${name} (${code})` : (name ?? code ?? null);

function reasonText(source: LineSource, warehouse: string | null, t: TFunction): string | null {
  switch (source.reason) {
    case 'own_stock':
      return source.available === null ? null : t('adminOrders.items.reason.own_stock', { count: source.available });
    case 'no_own_stock':
      return t('adminOrders.items.reason.no_own_stock');
    case 'not_served':
      return t('adminOrders.items.reason.not_served');
    case 'short':
      return source.available === null || warehouse === null
        ? t('adminOrders.items.reason.shortAnywhere')
        : t('adminOrders.items.reason.short', { count: source.available, warehouse });
  }
}

/** Where a line ships from: the seller's stock in a warehouse (with its fee) or the supplier, and why; a dash while unknown. */
export function LineSourceCell({ source }: { source: LineSource | null }) {
  const { t, i18n } = useTranslation();
  if (!source) return <Typography.Text type="secondary">—</Typography.Text>;
  const warehouse = warehouseLabel(source);
  const fromStock = source.from === 'stock';
  const why = reasonText(source, warehouse, t);
  const details = [why, fromStock ? t('adminOrders.items.fee', { amount: formatMoney(source.feeCents, i18n.language) }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Flex vertical>
      <span>
        {fromStock
          ? [t('adminOrders.items.fromStock'), warehouse].filter(Boolean).join(' · ')
          : t('adminOrders.items.fromSupplier')}
      </span>
      {details ? <SmallText type="secondary">{details}</SmallText> : null}
    </Flex>
  );
}
