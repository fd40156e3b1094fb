import { Flex, Timeline, Typography } from 'antd';
import { ORDER_EVENT_ACTIONS, type OrderEvent, type TrackingCheckpoint } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { Section } from './order-facts';
import { OrderStatusTag } from './status-tag';

/** What happened, as the events name it; an event the console does not know yet shows its own name. */
const KNOWN_ACTIONS = new Set<string>(ORDER_EVENT_ACTIONS);

const newestFirst = <T,>(list: T[], at: (x: T) => string) => [...list].sort((a, b) => at(b).localeCompare(at(a)));

/** The parcel's journey, newest first. */
export function CheckpointsTimeline({ checkpoints }: { checkpoints: TrackingCheckpoint[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('adminOrders.drawer.checkpoints')}>
      {checkpoints.length === 0 ? (
        <Typography.Text type="secondary">{t('adminOrders.drawer.noCheckpoints')}</Typography.Text>
      ) : (
        <Timeline
          items={newestFirst(checkpoints, (c) => c.at).map((c) => ({
            key: c.id,
            color: 'blue',
            content: (
              <Flex vertical>
                <Typography.Text strong>{c.description}</Typography.Text>
                <Typography.Text type="secondary">
                  {c.location} · {formatDateTime(c.at, i18n.language)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
    </Section>
  );
}

/** Every move of the order with who made it and when, newest first. */
export function EventsTimeline({ events }: { events: OrderEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('adminOrders.drawer.history')}>
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('adminOrders.drawer.noEvents')}</Typography.Text>
      ) : (
        <Timeline
          items={newestFirst(events, (e) => e.createdAt).map((e) => ({
            key: e.id,
            color: e.to === 'cancelled' || e.to === 'refunded' ? 'red' : e.to === 'on_hold' ? 'orange' : 'blue',
            content: (
              <Flex vertical gap={2}>
                <Flex gap={6} wrap align="center">
                  <Typography.Text strong>
                    {KNOWN_ACTIONS.has(e.action) ? t(`adminOrders.event.${e.action}`) : e.action.replace(/_/g, ' ')}
                  </Typography.Text>
                  {e.from && e.from !== e.to ? (
                    <>
                      <OrderStatusTag status={e.from} />
                      <span aria-hidden>→</span>
                    </>
                  ) : null}
                  <OrderStatusTag status={e.to} />
                </Flex>
                <Typography.Text type="secondary">
                  {t('adminOrders.event.by', {
                    actor: t(`adminOrders.actor.${e.actor}`),
                    email: e.actorEmail ? ` (${e.actorEmail})` : '',
                    when: formatDateTime(e.createdAt, i18n.language),
                  })}
                </Typography.Text>
                {e.note ? <Typography.Text italic>“{e.note}”</Typography.Text> : null}
              </Flex>
            ),
          }))}
        />
      )}
    </Section>
  );
}
