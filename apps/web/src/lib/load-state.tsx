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
  /** What could not be loaded; "This could not be loaded." unless given. */
  title?: ReactNode;
  error: unknown;
  onRetry: () => void;
  /** More actions after "Retry" (e.g. a "clear filters" button). */
  extra?: ReactNode;
  style?: CSSProperties;
}

/** A load that failed: why, and a button to try again. */
export function LoadFailed({ title, error, onRetry, extra, style }: LoadFailedProps) {
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
      title={title ?? t('common.loadFailed')}
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

/** What a query holds once it has answered. */
type DataOf<Q> = Q extends { data: infer D } ? Exclude<D, undefined> : never;

interface LoadStateProps<Qs extends readonly Loadable[]> {
  queries: readonly [...Qs];
  /** Called once every query has answered, with what each holds, in order. */
  children: (...data: { [K in keyof Qs]: DataOf<Qs[K]> }) => ReactNode;
  /** Shown while any query is pending; a skeleton of `rows` lines unless given. */
  skeleton?: ReactNode;
  rows?: number;
  /** More actions after "Retry" when a query failed (e.g. a "clear filters" button). */
  extra?: ReactNode;
}

/**
 * The one way a part of a page waits for its data: a skeleton while any query is pending, why one failed with a
 * button to try again, then its content given what the queries hold.
 */
export function LoadState<Qs extends readonly Loadable[]>({ queries, children, skeleton, rows, extra }: LoadStateProps<Qs>) {
  const failed = queries.find((q) => q.isError);
  if (failed) {
    return (
      <LoadFailed
        error={failed.error}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
        extra={extra}
      />
    );
  }
  if (queries.some((q) => q.isPending))
    return <>{skeleton ?? <Skeleton active paragraph={rows === undefined ? undefined : { rows }} />}</>;
  const data = queries.map((q) => (q as { data?: unknown }).data) as { [K in keyof Qs]: DataOf<Qs[K]> };
  return <>{children(...data)}</>;
}
