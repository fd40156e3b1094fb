import { Button, Flex } from 'antd';
import type { HoldReason, OrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import type { OrderIntent } from './use-order-address';
import { SmallText } from '@/lib/small-text';

/** What the seller does about a hold; the other reasons wait on the supply side. */
export const HOLD_ACTIONS: Partial<Record<HoldReason, OrderIntent>> = {
  unmapped_items: 'map',
  address_invalid: 'address',
  shipping_unavailable: 'shipping',
};

interface Props {
  order: Pick<OrderSummary, 'orderNo' | 'status' | 'holdReason' | 'holdNote'>;
  /** The action button ("Map items", "Fix address", "Choose shipping"); none shows only the reason. */
  onAct?: (intent: OrderIntent) => void;
}

/** Why an order waits on hold, the supply side's note, and what to do about it. */
export function HoldReasonNote({ order, onAct }: Props) {
  const { t } = useTranslation();
  if (order.status !== 'on_hold' || (!order.holdReason && !order.holdNote)) return null;
  const action = order.holdReason ? HOLD_ACTIONS[order.holdReason] : undefined;
  return (
    <Flex vertical gap={2} align="start">
      {order.holdReason ? <SmallText type="warning">{t(`orders.hold.reason.${order.holdReason}`)}</SmallText> : null}
      {order.holdNote ? <SmallText type="secondary">{order.holdNote}</SmallText> : null}
      {action && onAct ? (
        <Button
          size="small"
          type="link"
          style={{ padding: 0 }}
          aria-label={t(`orders.hold.actionOf.${action}`, { orderNo: order.orderNo })}
          onClick={() => onAct(action)}
        >
          {t(`orders.hold.action.${action}`)}
        </Button>
      ) : null}
    </Flex>
  );
}
