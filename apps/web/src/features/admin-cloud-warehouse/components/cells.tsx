import { Flex, Tag, Typography } from 'antd';
import type { InboundStatus, PurchaseStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { SubLine } from '@/lib/list-cells';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';
import { count, money } from '../values';

/** An amount on one line. */
export function MoneyCell({ cents }: { cents: number }) {
  const locale = useLocale();
  return <span className={shared.nowrap}>{money(cents, locale)}</span>;
}

/** A number of units on one line. */
export function CountCell({ value }: { value: number }) {
  const locale = useLocale();
  return <span className={shared.nowrap}>{count(value, locale)}</span>;
}

/** A warehouse's name with its code under it. */
export function WarehouseCell({ name, code }: { name: string; code: string }) {
  return (
    <span>
      {name}
      <SubLine>{code}</SubLine>
    </span>
  );
}

/** A seller's address, broken anywhere rather than widening the column. */
export function EmailCell({ email, sub }: { email: string; sub?: string }) {
  return (
    <Flex vertical>
      <span style={{ overflowWrap: 'anywhere' }}>{email}</span>
      {sub ? <SubLine>{sub}</SubLine> : null}
    </Flex>
  );
}

const PURCHASE_COLORS: Record<PurchaseStatus, string> = { paid: 'blue', partially_put_away: 'gold', put_away: 'green' };
const INBOUND_COLORS: Record<InboundStatus, string> = { draft: 'default', shipped: 'blue', received: 'gold', closed: 'green' };

export function PurchaseStatusTag({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={PURCHASE_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`adminCloudWarehouse.purchaseStatus.${status}`)}
    </Tag>
  );
}

export function InboundStatusTag({ status }: { status: InboundStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={INBOUND_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`adminCloudWarehouse.inboundStatus.${status}`)}
    </Tag>
  );
}

/** Nothing to show in a cell. */
export const None = () => <Typography.Text type="secondary">—</Typography.Text>;
