import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';

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
  return (
    <Page title={t(title)} subtitle={t(intro)}>
      <LoadState queries={[query]}>{children}</LoadState>
    </Page>
  );
}
