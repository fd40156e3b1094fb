import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, type Loadable } from './load-state';

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
  /** Shown while the first page loads; a skeleton of `rows` lines (4) unless given. */
  skeleton?: ReactNode;
  rows?: number;
}

/** A paged list's loading, error and empty states (LoadState's), then its items with "Load more" while pages remain. */
export function ListState({ query, count, empty, children, skeleton, rows = 4 }: Props) {
  const { t } = useTranslation();
  return (
    <LoadState queries={[query]} skeleton={skeleton} rows={rows}>
      {() =>
        count === 0 ? (
          empty
        ) : (
          // One box: in a stack, "Load more" stays 16px under the items, not a stack's gap more.
          <div>
            {children}
            {query.hasNextPage ? (
              <Flex justify="center" style={{ marginTop: 16 }}>
                <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {t('common.loadMore')}
                </Button>
              </Flex>
            ) : null}
          </div>
        )
      }
    </LoadState>
  );
}
