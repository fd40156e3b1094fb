import { adminMay, type AdminOrderAction } from '@dropport/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { useOrderMove } from '../api/order-moves';
import { CheckpointDialog } from './checkpoint-dialog';
import { DeliverDialog } from './deliver-dialog';
import type { MoveTarget } from './move-target';
import { ReasonDialog } from './reason-dialog';
import { ShipDialog } from './ship-dialog';

export interface OrderActions {
  /** Starts an action: at once (mark processing, release) or through its dialog. */
  start: (order: MoveTarget, action: AdminOrderAction) => void;
  /** The open dialog, to render once. */
  dialogs: ReactNode;
  /** The order and action running without a dialog, to show as loading. */
  running: { id: string; action: AdminOrderAction } | null;
}

/** The admin's actions on an order, from a row or the drawer; only those adminMay() allows start. */
export function useOrderActions(): OrderActions {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ order: MoveTarget; action: AdminOrderAction } | null>(null);
  const direct = useOrderMove();

  const start = (order: MoveTarget, action: AdminOrderAction) => {
    if (!adminMay(action, order.status)) return;
    if (action === 'process' || action === 'release') {
      direct.mutate(
        { action, id: order.id },
        {
          onSuccess: () => void feedback.message.success(t(`adminOrders.moved.${action}`, { orderNo: order.orderNo })),
          onError: (error) => void feedback.message.error(errorText(error)),
        },
      );
      return;
    }
    setOpen({ order, action });
  };

  const close = () => setOpen(null);
  let dialogs: ReactNode = null;
  if (open?.action === 'ship') dialogs = <ShipDialog order={open.order} onClose={close} />;
  else if (open?.action === 'hold' || open?.action === 'cancel')
    dialogs = <ReasonDialog kind={open.action} order={open.order} onClose={close} />;
  else if (open?.action === 'checkpoint') dialogs = <CheckpointDialog order={open.order} onClose={close} />;
  else if (open?.action === 'deliver') dialogs = <DeliverDialog order={open.order} onClose={close} />;

  const running = direct.isPending && direct.variables ? { id: direct.variables.id, action: direct.variables.action } : null;
  return { start, dialogs, running };
}
