import { Tag } from 'antd';
import type { TicketStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  awaiting_support: 'gold',
  awaiting_seller: 'volcano',
  resolved: 'success',
  closed: 'default',
};

/** Where a ticket stands, as a coloured tag. */
export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`support.status.${status}`)}
    </Tag>
  );
}

/** Support replied since the seller last read the ticket. */
export function UnreadTag() {
  const { t } = useTranslation();
  return (
    <Tag color="red" style={{ marginInlineEnd: 0 }}>
      {t('support.list.unread')}
    </Tag>
  );
}
