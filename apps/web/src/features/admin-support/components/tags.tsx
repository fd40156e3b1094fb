import { Flex, Tag, Typography } from 'antd';
import type { TicketStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';

const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  awaiting_support: 'gold',
  awaiting_seller: 'cyan',
  resolved: 'green',
  closed: 'default',
};

export function StatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`adminSupport.status.${status}`)}
    </Tag>
  );
}

/** A missed SLA target, in red. */
export function OverdueTag() {
  const { t } = useTranslation();
  return (
    <Tag color="red" style={{ marginInlineEnd: 0 }}>
      {t('adminSupport.overdue')}
    </Tag>
  );
}

/** A due time, with the red tag when it is missed and, once met, when it was. */
export function DueCell({ due, overdue, metAt }: { due: string; overdue: boolean; metAt?: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Flex vertical gap={4} align="flex-start">
      <DateTimeCell iso={due} locale={locale} />
      {overdue ? <OverdueTag /> : null}
      {metAt ? <SubLine>{t('adminSupport.answeredAt', { date: formatDateTime(metAt, locale) })}</SubLine> : null}
    </Flex>
  );
}

/** Nothing to show in a cell. */
export const None = () => <Typography.Text type="secondary">—</Typography.Text>;
