import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { useSyncOrders } from '../api/sync-orders';

/** "Sync orders now": pulls what the store webhooks may have missed (the filtered store, or all), then says how many. */
export function SyncOrdersButton({ storeId }: { storeId?: string }) {
  const { t } = useTranslation();
  const sync = useSyncOrders();
  return (
    <Button
      icon={<SyncOutlined aria-hidden />}
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(storeId, {
          onSuccess: (r) =>
            r.stores === 0
              ? feedback.message.info(t('orders.sync.noStores'))
              : feedback.message.success(
                  t('orders.sync.done', {
                    received: t('orders.sync.received', { count: r.received }),
                    changed: t('orders.sync.changed', { count: r.changed }),
                    stores: t('orders.sync.stores', { count: r.stores }),
                  }),
                ),
          onError: (e) => feedback.message.error(errorText(e)),
        })
      }
    >
      {t('orders.sync.button')}
    </Button>
  );
}
