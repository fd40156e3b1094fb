import { ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Flex, Modal, Progress, Skeleton, Typography } from 'antd';
import type { PushBatch } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/http';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { LoadFailed } from '@/lib/load-state';
import { LinkButton } from '@/lib/router-link';
import { myStoresQueryOptions } from '@/features/stores';
import { useRetryListing } from '../api/listing-actions';
import { usePushBatch } from '../api/push-batch';
import { useStartPush } from '../api/start-push';
import { ListingStatusTag } from './listing-status-tag';
import { PushPreview } from './push-preview';

interface Props {
  /** The import-list items to push; null keeps the dialog closed. */
  itemIds: string[] | null;
  onClose: () => void;
}

/**
 * Push to store: choose one or more active stores, see each variant's final store price and compare-at, start, then follow the push (a progress bar over the jobs) with
 * each product's result, a failure's reason and Retry.
 */
export function PushDialog({ itemIds, onClose }: Props) {
  const { t } = useTranslation();
  const [started, setStarted] = useState<PushBatch | null>(null);
  const close = () => {
    setStarted(null);
    onClose();
  };
  return (
    <Modal open={itemIds !== null} title={t('listings.push.title')} onCancel={close} footer={null} destroyOnHidden width={640}>
      {started ? (
        <Progressing initial={started} onClose={close} />
      ) : (
        <ChooseStores itemIds={itemIds ?? []} onStarted={setStarted} onCancel={close} />
      )}
    </Modal>
  );
}

function ChooseStores({
  itemIds,
  onStarted,
  onCancel,
}: {
  itemIds: string[];
  onStarted: (b: PushBatch) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const stores = useQuery(myStoresQueryOptions());
  const push = useStartPush();
  const [chosen, setChosen] = useState<string[] | null>(null);
  // One key per push attempt: a second click (or a retried request) gets the first attempt's batch back, not a new
  // one that finds every product already being pushed ("0 of 0").
  const [attempt] = useState(newIdempotencyKey);
  if (stores.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (stores.isError) return <LoadFailed error={stores.error} onRetry={() => void stores.refetch()} />;
  const active = stores.data.items.filter((s) => s.status === 'active');
  if (active.length === 0) {
    return (
      <Empty description={t('listings.push.noStore')}>
        <LinkButton type="primary" to="/addMyStore" icon={<ShopOutlined aria-hidden />}>
          {t('listings.push.linkStore')}
        </LinkButton>
      </Empty>
    );
  }
  // One store is chosen for the seller; with several, they choose.
  const selected = chosen ?? (active.length === 1 ? [active[0]!.id] : []);
  return (
    <Flex vertical gap={16}>
      <Typography.Text>{t('listings.push.count', { count: itemIds.length })}</Typography.Text>
      <Checkbox.Group
        aria-label={t('listings.push.stores')}
        value={selected}
        onChange={(v) => setChosen(v)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {active.map((s) => (
          <Checkbox key={s.id} value={s.id}>
            {s.name}{' '}
            <Typography.Text type="secondary">
              ({s.shopDomain}, {s.currency})
            </Typography.Text>
          </Checkbox>
        ))}
      </Checkbox.Group>
      <PushPreview itemIds={itemIds} storeIds={selected} />
      {push.isError ? (
        <Alert type="error" showIcon title={isApiError(push.error) ? push.error.message : String(push.error)} />
      ) : null}
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('listings.push.cancel')}</Button>
        <Button
          type="primary"
          disabled={selected.length === 0 || push.isPending}
          loading={push.isPending}
          onClick={() => push.mutate({ itemIds, storeIds: selected, idempotencyKey: attempt }, { onSuccess: onStarted })}
        >
          {t('listings.push.start')}
        </Button>
      </Flex>
    </Flex>
  );
}

function Progressing({ initial, onClose }: { initial: PushBatch; onClose: () => void }) {
  const { t } = useTranslation();
  const batch = usePushBatch(initial.id, initial);
  const retry = useRetryListing();
  const b = batch.data ?? initial;
  const settled = b.done + b.failed;
  const percent = b.total === 0 ? 100 : Math.round((settled / b.total) * 100);
  const finished = b.status === 'finished';
  return (
    <Flex vertical gap={16}>
      <Progress
        percent={percent}
        status={finished ? (b.failed > 0 ? 'exception' : 'success') : 'active'}
        aria-label={t('listings.push.progressLabel')}
      />
      <Typography.Text role="status">
        {finished ? t('listings.push.finished') : t('listings.push.running')}{' '}
        {t('listings.push.counts', { done: b.done, total: b.total, failed: b.failed })}
      </Typography.Text>
      {initial.alreadyListed.length > 0 ? (
        <Alert type="info" showIcon title={t('listings.push.alreadyListed', { count: initial.alreadyListed.length })} />
      ) : null}
      <Flex vertical role="list" aria-label={t('listings.push.results')} style={{ maxHeight: 360, overflowY: 'auto' }}>
        {b.items.map((item) => (
          <Flex
            key={item.listingId}
            role="listitem"
            aria-label={`${item.title} – ${item.storeName}`}
            justify="space-between"
            align="center"
            gap={12}
            style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis>{item.title}</Typography.Text>
              <Flex gap={8} align="center" wrap>
                <ListingStatusTag status={item.status} />
                <Typography.Text type="secondary">{item.storeName}</Typography.Text>
              </Flex>
              {item.error ? <Typography.Text type="danger">{item.error.message}</Typography.Text> : null}
            </Flex>
            {item.status === 'failed' ? (
              <Button
                size="small"
                loading={retry.isPending && retry.variables === item.listingId}
                onClick={() => retry.mutate(item.listingId, { onSuccess: () => void batch.refetch() })}
              >
                {t('listings.push.retry')}
              </Button>
            ) : null}
          </Flex>
        ))}
      </Flex>
      {retry.isError ? (
        <Alert type="error" showIcon title={isApiError(retry.error) ? retry.error.message : String(retry.error)} />
      ) : null}
      <Flex justify="end" gap={8}>
        <LinkButton to="/myProducts">{t('listings.push.toMyProducts')}</LinkButton>
        <Button type="primary" onClick={onClose}>
          {t('listings.push.close')}
        </Button>
      </Flex>
    </Flex>
  );
}
