import { Timeline, Typography } from 'antd';
import type { AdminRecharge } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/format';

interface Step {
  key: string;
  color: string;
  text: string;
  when: string | null;
}

/** What happened to a recharge, oldest first, from the dates it carries. */
export function RechargeTimeline({ recharge: r }: { recharge: AdminRecharge }) {
  const { t, i18n } = useTranslation();
  const steps: Step[] = [
    { key: 'created', color: 'gray', text: t(`recharge.admin.history.created.${r.method}`), when: r.createdAt },
  ];
  if (r.transfer)
    steps.push({
      key: 'transfer',
      color: 'blue',
      text: t('recharge.admin.history.transferred', {
        date: formatDate(`${r.transfer.transferDate}T12:00:00`, i18n.language, 'medium'),
      }),
      when: null,
    });
  if (r.reviewedAt)
    steps.push({
      key: 'reviewed',
      color: r.status === 'succeeded' ? 'green' : 'red',
      text: t(`recharge.admin.history.${r.status === 'succeeded' ? 'approved' : 'rejected'}`),
      when: r.reviewedAt,
    });
  else if (r.completedAt || ['succeeded', 'failed', 'expired', 'cancelled'].includes(r.status))
    steps.push({
      key: 'done',
      color: r.status === 'succeeded' ? 'green' : 'gray',
      text: t(`recharge.status.${r.status}`),
      when: r.completedAt ?? r.updatedAt,
    });
  return (
    <section aria-label={t('recharge.admin.drawer.history')}>
      <Timeline
        items={steps.map((s) => ({
          key: s.key,
          color: s.color,
          content: (
            <>
              <Typography.Text strong>{s.text}</Typography.Text>
              {s.when ? <Typography.Text type="secondary"> · {formatDateTime(s.when, i18n.language)}</Typography.Text> : null}
            </>
          ),
        }))}
      />
    </section>
  );
}
