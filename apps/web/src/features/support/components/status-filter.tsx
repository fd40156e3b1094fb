import { Segmented } from 'antd';
import { TICKET_STATUSES, type TicketStatus } from '@dropport/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const isStatus = (v: string | null): v is TicketStatus => v !== null && (TICKET_STATUSES as readonly string[]).includes(v);

/** The status filter lives in the address (`?status=resolved`), so a filtered view can be reloaded and shared. */
export function readStatus(params: URLSearchParams): TicketStatus | null {
  const v = params.get('status');
  return isStatus(v) ? v : null;
}

interface Props {
  value: TicketStatus | null;
  onChange: (status: TicketStatus | null) => void;
  style?: CSSProperties;
}

/** All tickets, or those of one status; scrolls sideways inside its card on a phone. */
export function StatusFilter({ value, onChange, style }: Props) {
  const { t } = useTranslation();
  return (
    <Segmented<TicketStatus | 'all'>
      aria-label={t('support.list.filter')}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? null : v)}
      style={{ maxWidth: '100%', overflowX: 'auto', ...style }}
      options={[
        { value: 'all', label: t('support.list.all') },
        ...TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.status.${s}`) })),
      ]}
    />
  );
}
