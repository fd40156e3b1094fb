import { Tag } from 'antd';
import type { InboundStatus, MovementKind, PurchaseStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const PURCHASE_COLORS: Record<PurchaseStatus, string> = {
  paid: 'gold',
  partially_put_away: 'blue',
  put_away: 'success',
};

/** Where a stock purchase stands: paid, partly or wholly on the shelf. */
export function PurchaseStatusTag({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={PURCHASE_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`cloudWarehouse.purchaseStatus.${status}`)}
    </Tag>
  );
}

const INBOUND_COLORS: Record<InboundStatus, string> = {
  draft: 'default',
  shipped: 'blue',
  received: 'gold',
  closed: 'success',
};

/** Where an inbound shipment stands: draft, shipped, received, closed. */
export function InboundStatusTag({ status }: { status: InboundStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={INBOUND_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`cloudWarehouse.inboundStatus.${status}`)}
    </Tag>
  );
}

const KIND_COLORS: Record<MovementKind, string> = {
  purchase_put_away: 'green',
  inbound_received: 'cyan',
  reserved: 'gold',
  released: 'lime',
  shipped: 'blue',
  adjusted: 'orange',
  returned: 'magenta',
};

/** Why stock moved, by its localized name. */
export function MovementKindTag({ kind }: { kind: MovementKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={KIND_COLORS[kind]} style={{ marginInlineEnd: 0 }}>
      {t(`cloudWarehouse.kind.${kind}`)}
    </Tag>
  );
}

/** A line counted on arrival that differs from what was sent: "1 unit short", "2 units over". */
export function DiscrepancyTag({ difference }: { difference: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={difference < 0 ? 'error' : 'warning'} style={{ marginInlineEnd: 0 }}>
      {difference < 0
        ? t('cloudWarehouse.inbound.short', { count: -difference })
        : t('cloudWarehouse.inbound.over', { count: difference })}
    </Tag>
  );
}
