import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex } from 'antd';
import { adminMay, type AdminOrderAction } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { ACTIONS, mainAction, type MoveTarget } from './move-target';
import type { OrderActions } from './use-order-actions';

const DANGER: readonly AdminOrderAction[] = ['cancel'];

interface Props {
  order: MoveTarget;
  actions: OrderActions;
}

/** Every action as a button, those the order's status does not allow disabled (the drawer's footer). */
export function ActionButtons({ order, actions }: Props) {
  const { t } = useTranslation();
  const main = mainAction(order.status);
  return (
    <Flex gap={8} wrap justify="flex-end" role="group" aria-label={t('adminOrders.actions.label')}>
      {ACTIONS.map((a) => (
        <Button
          key={a}
          type={a === main ? 'primary' : 'default'}
          danger={DANGER.includes(a)}
          disabled={!adminMay(a, order.status)}
          loading={actions.running?.id === order.id && actions.running.action === a}
          onClick={() => actions.start(order, a)}
        >
          {t(`adminOrders.actions.${a}`)}
        </Button>
      ))}
    </Flex>
  );
}

interface RowProps extends Props {
  onOpen: () => void;
}

/** A row's next step as a button, every action in a menu (those not allowed disabled), and the details. */
export function RowActions({ order, actions, onOpen }: RowProps) {
  const { t } = useTranslation();
  const main = mainAction(order.status);
  return (
    <Flex gap={6} wrap={false}>
      {main ? (
        <Button
          size="small"
          type="primary"
          loading={actions.running?.id === order.id && actions.running.action === main}
          onClick={() => actions.start(order, main)}
        >
          {t(`adminOrders.actions.${main}`)}
        </Button>
      ) : null}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'open', label: t('adminOrders.actions.open') },
            { type: 'divider' },
            ...ACTIONS.map((a) => ({
              key: a,
              label: t(`adminOrders.actions.${a}`),
              danger: DANGER.includes(a),
              disabled: !adminMay(a, order.status),
            })),
          ],
          onClick: ({ key }) => (key === 'open' ? onOpen() : actions.start(order, key as AdminOrderAction)),
        }}
      >
        <Button size="small" aria-label={t('adminOrders.actions.more', { orderNo: order.orderNo })}>
          {t('adminOrders.actions.menu')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </Flex>
  );
}
