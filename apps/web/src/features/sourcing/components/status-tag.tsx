import { Tag } from 'antd';
import type { SourcingStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SourcingStatus, string> = {
  pending: 'gold',
  processing: 'processing',
  quoted: 'success',
  declined: 'error',
  cancelled: 'default',
};

/** A request's status as a coloured tag. */
export function StatusTag({ status }: { status: SourcingStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`sourcing.status.${status}`)}
    </Tag>
  );
}
