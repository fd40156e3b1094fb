import { Button, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, type Loadable } from './load-state';

interface PagedQuery extends Loadable {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface Props {
  query: PagedQuery;
  /** Items loaded so far: none shows `empty`. */
  count: number;
  empty: ReactNode;
  children: ReactNode;
}

/** A paged list's loading, error and empty states, then its items with "Load more" while pages remain. */
export function ListState({ query, count, empty, children }: Props) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (count === 0) return <>{empty}</>;
  return (
    <>
      {children}
      {query.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('common.loadMore')}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}
