import { Skeleton, Timeline, Typography } from 'antd';
import type { SourcingEvent } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { useRequestDetail } from '../api/request-detail';

const COLORS: Record<SourcingEvent['to'], string> = {
  pending: 'gray',
  processing: 'blue',
  quoted: 'green',
  declined: 'red',
  cancelled: 'gray',
};

/** Every change of one request, oldest first: what happened, who did it, when, and what they wrote. */
export function RequestHistory({ userId, id }: { userId: string; id: string }) {
  const { t, i18n } = useTranslation();
  const detail = useRequestDetail(userId, id);
  return (
    <LoadState queries={[detail]} skeleton={<Skeleton active paragraph={{ rows: 2 }} title={false} />}>
      {({ events }) => (
        <section aria-label={t('sourcing.history.title')}>
          <Timeline
            items={events.map((e) => ({
              key: e.id,
              color: COLORS[e.to],
              content: (
                <>
                  <Typography.Text strong>{t(`sourcing.history.${e.to}`)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {' · '}
                    {t(`sourcing.history.by.${e.by}`)} · {formatDateTime(e.createdAt, i18n.language)}
                  </Typography.Text>
                  {e.note ? <Typography.Paragraph style={{ margin: 0 }}>{e.note}</Typography.Paragraph> : null}
                </>
              ),
            }))}
          />
        </section>
      )}
    </LoadState>
  );
}
