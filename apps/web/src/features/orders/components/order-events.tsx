import { Timeline, Typography } from 'antd';
import type { OrderEvent } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { ORDER_STATUS_COLORS } from './order-status-tag';
import { SmallText } from '@/lib/small-text';
import { SectionTitle } from '@/lib/page';

const DOT: Record<string, string> = { success: 'green', processing: 'blue', default: 'gray', gold: 'gold' };

/** The order's history, newest first: what happened, who did it and when, with the note left. */
export function OrderEventsSection({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  // One event may record several changes at once ("address_changed,shipping_changed"); an unknown one reads as its status.
  const actionText = (e: OrderEvent) =>
    list.format(
      e.action
        .split(',')
        .filter(Boolean)
        .map((a) => t(`orders.events.action.${a}`, { defaultValue: t(`orders.status.${e.to}`) })),
    );
  const newest = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-label={t('orders.events.title')}>
      <SectionTitle>{t('orders.events.title')}</SectionTitle>
      {newest.length === 0 ? (
        <Typography.Text type="secondary">{t('orders.events.none')}</Typography.Text>
      ) : (
        <Timeline
          items={newest.map((e) => {
            const color = ORDER_STATUS_COLORS[e.to];
            return {
              key: e.id,
              color: DOT[color] ?? color,
              content: (
                <>
                  <Typography.Text strong>{actionText(e)}</Typography.Text>
                  <br />
                  <SmallText type="secondary">
                    {t(`orders.events.actor.${e.actor}`)}
                    {e.actorEmail ? ` (${e.actorEmail})` : ''} · {formatDateTime(e.createdAt, locale)}
                  </SmallText>
                  {e.note ? (
                    <>
                      <br />
                      <Typography.Text>{e.note}</Typography.Text>
                    </>
                  ) : null}
                </>
              ),
            };
          })}
        />
      )}
    </section>
  );
}
