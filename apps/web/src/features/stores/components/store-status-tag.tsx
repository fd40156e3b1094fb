import { Tag } from 'antd';
import type { StoreStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLOR: Record<StoreStatus, string> = { active: 'success', uninstalled: 'warning', revoked: 'error', unlinked: 'default' };

export function StoreStatusTag({ status }: { status: StoreStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]}>{t(`stores.status.${status}`)}</Tag>;
}
