import { Alert, Card, Skeleton, Typography } from 'antd';
import type { UserSetting } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useBasicSetting } from '../api/basic-setting';

interface Props {
  /** i18n keys of the page's title and its introduction. */
  title: string;
  intro: string;
  /** The form, given the settings once they are loaded. */
  children: (setting: UserSetting, userId: string) => ReactNode;
}

/** A settings page: title, introduction, and its form once the seller's settings have loaded. */
export function SettingCard({ title, intro, children }: Props) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const setting = useBasicSetting(userId);
  if (setting.isPending) return <Skeleton active />;
  if (setting.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} description={setting.error.message} />;
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t(intro)}
      </Typography.Paragraph>
      {children(setting.data, userId)}
    </Card>
  );
}
