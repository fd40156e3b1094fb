import { Alert, Card, Skeleton, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  /** i18n keys of the page's title and its introduction. */
  title: string;
  intro: string;
  /** The saved values the form starts from. */
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A settings page: title, introduction, and its form once its saved values have loaded (or why they did not). */
export function SettingFrame<T>({ title, intro, query, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active />;
  if (query.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} description={query.error.message} />;
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t(intro)}
      </Typography.Paragraph>
      {children(query.data)}
    </Card>
  );
}
