import { Segmented } from 'antd';
import { SOURCING_STATUSES, type SourcingStatus } from '@dropport/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const isStatus = (v: string | null): v is SourcingStatus => v !== null && (SOURCING_STATUSES as readonly string[]).includes(v);

/** The status filter lives in the address (`?status=quoted`), so a filtered view can be reloaded and shared. */
export function readStatus(params: URLSearchParams): SourcingStatus | null {
  const v = params.get('status');
  return isStatus(v) ? v : null;
}

interface Props {
  value: SourcingStatus | null;
  onChange: (status: SourcingStatus | null) => void;
  style?: CSSProperties;
}

/** All requests, or those of one status. */
export function StatusFilter({ value, onChange, style }: Props) {
  const { t } = useTranslation();
  return (
    <Segmented<SourcingStatus | 'all'>
      aria-label={t('sourcing.filter')}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? null : v)}
      style={{ maxWidth: '100%', overflowX: 'auto', ...style }}
      options={[
        { value: 'all', label: t('sourcing.all') },
        ...SOURCING_STATUSES.map((s) => ({ value: s, label: t(`sourcing.status.${s}`) })),
      ]}
    />
  );
}
