import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-error';

interface Loadable {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A card's loading and error states; its content once every query it needs has answered. */
export function LoadState({ queries, children }: { queries: Loadable[]; children: () => ReactNode }) {
  const { t } = useTranslation();
  const failed = queries.find((q) => q.isError);
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        description={errorText(failed.error)}
        action={
          <Button size="small" onClick={() => queries.forEach((q) => q.isError && void q.refetch())}>
            {t('shippingSetting.retry')}
          </Button>
        }
      />
    );
  }
  if (queries.some((q) => q.isPending)) return <Skeleton active />;
  return <>{children()}</>;
}
