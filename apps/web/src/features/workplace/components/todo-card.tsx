import {
  CheckCircleFilled,
  CloseCircleOutlined,
  DollarOutlined,
  InboxOutlined,
  MailOutlined,
  MessageOutlined,
  PauseCircleOutlined,
  SyncOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import type { OrderSource, UserInfo, WorkplaceTodo } from '@dropport/contracts';
import { accountIdOf } from '@/stores/session-store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { LoadFailed } from '@/lib/load-state';
import { LinkButton, RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useWorkplaceTodo } from '../api/todo';

/** One thing waiting on the seller: a sentence with its count that links to the page showing it. */
interface TodoItem {
  key: string;
  icon: ReactNode;
  text: string;
  to: string;
  /** A second way out (recharging what the balance lacks). */
  action?: ReactNode;
  /** Takes the whole row on a wide screen. */
  wide?: boolean;
}

/** The orders pages' address of a hold: the on-hold tab (`?status=`), narrowed to the reason (`?hold=`) if known. */
function holdLink(source: OrderSource, reason: string | null): string {
  const params = new URLSearchParams({ status: 'on_hold' });
  if (reason) params.set('hold', reason);
  return `${source === 'store' ? '/orders' : '/manualOrders'}?${params.toString()}`;
}

function useTodoItems(todo: WorkplaceTodo, user: UserInfo): TodoItem[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const items: TodoItem[] = [];
  const pay = todo.awaitingPayment;
  if (pay.count > 0) {
    items.push({
      key: 'pay',
      icon: <WalletOutlined aria-hidden />,
      text: t('workplace.todo.toPay', { count: pay.count, amount: money(pay.totalCents) }),
      to: '/orders?status=awaiting_payment',
      action:
        pay.shortCents > 0 ? (
          <LinkButton size="small" type="primary" to={`/balance/recharge?amount=${pay.shortCents}`}>
            {t('workplace.todo.recharge', { amount: money(pay.shortCents) })}
          </LinkButton>
        ) : undefined,
      wide: true,
    });
  }
  for (const hold of todo.onHold) {
    if (hold.count <= 0) continue;
    items.push({
      key: `hold-${hold.source}-${hold.reason ?? 'none'}`,
      icon: <PauseCircleOutlined aria-hidden />,
      text: hold.reason
        ? t(`workplace.todo.onHold.${hold.source}Why`, {
            count: hold.count,
            reason: t(`workplace.todo.reason.${hold.reason}`),
          })
        : t(`workplace.todo.onHold.${hold.source}`, { count: hold.count }),
      to: holdLink(hold.source, hold.reason),
    });
  }
  const counted: [key: string, count: number, to: string, icon: ReactNode][] = [
    ['failedPushes', todo.failedPushes, '/myProducts?status=failed', <CloseCircleOutlined aria-hidden />],
    // My Products has no sync-problem filter: the problems show on each product.
    ['syncProblems', todo.syncProblems, '/myProducts', <SyncOutlined aria-hidden />],
    ['lowStock', todo.lowStock, '/myCloudWarehouse?tab=inventory&low=1', <InboxOutlined aria-hidden />],
    ['tickets', todo.ticketsAwaitingReply, '/home/support-ticket?status=awaiting_seller', <MessageOutlined aria-hidden />],
  ];
  for (const [key, count, to, icon] of counted) {
    if (count > 0) items.push({ key, icon, text: t(`workplace.todo.${key}`, { count }), to });
  }
  if (todo.commissionAvailableCents > 0) {
    items.push({
      key: 'commission',
      icon: <DollarOutlined aria-hidden />,
      text: t('workplace.todo.commission', { amount: money(todo.commissionAvailableCents) }),
      to: '/recommend/withdraw',
    });
  }
  // The session's user knows first when the banner above verifies the address.
  if (!todo.emailVerified && !user.emailVerified) {
    items.push({ key: 'email', icon: <MailOutlined aria-hidden />, text: t('workplace.todo.verifyEmail'), to: '/myAccount' });
  }
  return items;
}

function TodoList({ todo, user }: { todo: WorkplaceTodo; user: UserInfo }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const items = useTodoItems(todo, user);
  if (items.length === 0) {
    return (
      <Flex gap={8} align="center" data-testid="todo-done">
        <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, fontSize: 20 }} />
        <Typography.Text>{t('workplace.todo.allDone')}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Row gutter={[24, 12]} role="list" aria-label={t('workplace.todo.title')}>
      {items.map((item) => (
        <Col key={item.key} xs={24} md={item.wide ? 24 : 12} role="listitem" data-testid={`todo-${item.key}`}>
          <Flex gap={8} align="center" wrap>
            <span style={{ color: token.colorWarning }}>{item.icon}</span>
            <RouterLink to={item.to}>{item.text}</RouterLink>
            {item.action}
          </Flex>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The Workplace's "To do": what waits on the seller (orders on hold by reason, orders to pay against the balance,
 * failed pushes, sync problems, low stock, tickets to answer, commission to withdraw, the email to verify), each
 * linking to the page that shows it; what is at zero is left out.
 */
export function TodoCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const todo = useWorkplaceTodo(accountIdOf(user));
  const balance = todo.data?.awaitingPayment.balanceCents;
  return (
    <Card
      title={t('workplace.todo.title')}
      // The balance is always in sight beside the to-dos, whatever waits.
      extra={
        balance === undefined ? null : (
          <span data-testid="todo-balance">
            <RouterLink to="/balance">
              <WalletOutlined aria-hidden /> {t('workplace.todo.balance', { amount: formatMoney(balance, locale) })}
            </RouterLink>
          </span>
        )
      }
    >
      {/* What was loaded stays on show when a later refresh fails. */}
      {todo.data ? (
        <TodoList todo={todo.data} user={user} />
      ) : todo.isError ? (
        <LoadFailed title={t('workplace.todo.loadFailed')} error={todo.error} onRetry={() => void todo.refetch()} />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
