import { Alert, Button, Flex, Skeleton } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './form-error';

/** What LoadState needs of a query (TanStack Query's results fit). */
export interface Loadable {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface LoadFailedProps {
  error: unknown;
  onRetry: () => void;
  /** More actions after "Retry" (e.g. a "clear filters" button). */
  extra?: ReactNode;
  style?: CSSProperties;
}

/** A load that failed: why, and a button to try again. */
export function LoadFailed({ error, onRetry, extra, style }: LoadFailedProps) {
  const { t } = useTranslation();
  const retry = (
    <Button size="small" onClick={onRetry}>
      {t('common.retry')}
    </Button>
  );
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      description={errorText(error)}
      action={
        extra ? (
          <Flex gap={8}>
            {retry}
            {extra}
          </Flex>
        ) : (
          retry
        )
      }
      style={style}
    />
  );
}

interface LoadStateProps {
  queries: Loadable[];
  /** Called once every query has answered. */
  children: () => ReactNode;
  /** Shown while any query is pending; a plain skeleton unless given. */
  skeleton?: ReactNode;
}

/** The loading and error states of the queries a part needs; its content once every one has answered. */
export function LoadState({ queries, children, skeleton }: LoadStateProps) {
  const failed = queries.find((q) => q.isError);
  if (failed) {
    return (
      <LoadFailed
        error={failed.error}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  if (queries.some((q) => q.isPending)) return <>{skeleton ?? <Skeleton active />}</>;
  return <>{children()}</>;
}
