import { Tag } from 'antd';
import type { OrderStatus } from '@dropport/contracts';

/** One colour per order status, the same for seller and admin: what waits stands out, what ended is quiet. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  on_hold: 'orange',
  awaiting_payment: 'gold',
  paid: 'blue',
  processing: 'processing',
  shipped: 'cyan',
  delivered: 'success',
  cancelled: 'default',
  refunded: 'purple',
};

/** An order's status as a coloured tag, with the words the calling feature gives it. */
export function StatusTag({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
