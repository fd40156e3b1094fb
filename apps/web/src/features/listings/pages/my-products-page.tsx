import { DeleteOutlined, DollarOutlined, ExportOutlined, RedoOutlined, SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Input, Popconfirm, Select, Space, Tooltip } from 'antd';
import { LISTING_STATUSES, type ListingStatus, type ListingSummary } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '@/lib/feedback';
import { isApiError } from '@/lib/http';
import { ListState } from '@/lib/list-state';
import { Page } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { myStoresQueryOptions } from '@/features/stores';
import { useRetryListing, useSyncListing, useUnlistListing } from '../api/listing-actions';
import { useListings } from '../api/list-listings';
import { EditPricesModal } from '../components/edit-prices-modal';
import { ListingTable } from '../components/listing-table';

const isStatus = (v: string | null): v is ListingStatus => (LISTING_STATUSES as readonly (string | null)[]).includes(v);

/** Shows an action's refusal in the seller's words. */
const refused = (err: unknown) => feedback.message.error(isApiError(err) ? err.message : String(err));

/** My Products: what the seller pushed, per store, with status, prices, sync state and the actions on each. */
export function MyProducts() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ListingStatus) : undefined;
  const storeId = params.get('store') ?? undefined;
  const [q, setQ] = useState(params.get('q') ?? '');
  const filter = useMemo(() => ({ status, storeId, q: params.get('q') ?? undefined }), [status, storeId, params]);
  const list = useListings(filter);
  const stores = useQuery(myStoresQueryOptions());
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [editing, setEditing] = useState<string | null>(null);
  const retry = useRetryListing();
  const sync = useSyncListing();
  const unlist = useUnlistListing();
  const filtered = !!(status || storeId || params.get('q'));

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const busy = (m: { isPending: boolean; variables?: string }, id: string) => m.isPending && m.variables === id;
  const actions = (l: ListingSummary) => (
    <Space wrap size={4}>
      {l.storeProductUrl && l.status === 'active' ? (
        <Tooltip title={t('listings.actions.open')}>
          <Button
            size="small"
            icon={<ExportOutlined aria-hidden />}
            href={l.storeProductUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={t('listings.actions.openOf', { title: l.title })}
          />
        </Tooltip>
      ) : null}
      {l.status === 'active' ? (
        <>
          <Button size="small" icon={<DollarOutlined aria-hidden />} onClick={() => setEditing(l.id)}>
            {t('listings.actions.edit')}
          </Button>
          <Button
            size="small"
            icon={<SyncOutlined aria-hidden />}
            loading={busy(sync, l.id)}
            onClick={() =>
              sync.mutate(l.id, {
                onSuccess: (d) =>
                  d.syncProblem
                    ? feedback.message.warning(d.syncProblem.message)
                    : feedback.message.success(t('listings.sync.done')),
                onError: refused,
              })
            }
          >
            {t('listings.actions.sync')}
          </Button>
          <Popconfirm
            title={t('listings.unlist.confirm', { title: l.title, store: l.store.name })}
            okText={t('listings.unlist.ok')}
            cancelText={t('listings.unlist.cancel')}
            onConfirm={() =>
              unlist.mutate(l.id, { onSuccess: () => feedback.message.success(t('listings.unlist.done')), onError: refused })
            }
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={busy(unlist, l.id)}>
              {t('listings.actions.unlist')}
            </Button>
          </Popconfirm>
        </>
      ) : null}
      {l.status === 'failed' ? (
        <Button
          size="small"
          icon={<RedoOutlined aria-hidden />}
          loading={busy(retry, l.id)}
          onClick={() =>
            retry.mutate(l.id, { onSuccess: () => feedback.message.info(t('listings.retry.done')), onError: refused })
          }
        >
          {t('listings.actions.retry')}
        </Button>
      ) : null}
    </Space>
  );

  return (
    <Page frame="cards" title={t('menu.myProducts')} subtitle={t('listings.page.intro')}>
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select<string>
            aria-label={t('listings.filters.store')}
            style={{ minWidth: 200 }}
            value={storeId ?? ''}
            onChange={(v) => setParam('store', v || undefined)}
            options={[
              { value: '', label: t('listings.filters.allStores') },
              ...(stores.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
          <Select<string>
            aria-label={t('listings.filters.status')}
            style={{ minWidth: 180 }}
            value={status ?? ''}
            onChange={(v) => setParam('status', v || undefined)}
            options={[
              { value: '', label: t('listings.filters.allStatuses') },
              ...LISTING_STATUSES.map((s) => ({ value: s, label: t(`listings.status.${s}`) })),
            ]}
          />
          <Input.Search
            aria-label={t('listings.filters.search')}
            placeholder={t('listings.filters.search')}
            allowClear
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onSearch={(v) => setParam('q', v.trim() || undefined)}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <ListState
          query={list}
          count={items.length}
          empty={
            filtered ? (
              <Empty description={t('listings.empty.filtered')} />
            ) : (
              <Empty description={t('listings.empty.text')}>
                <LinkButton type="primary" to="/importList">
                  {t('listings.empty.toImportList')}
                </LinkButton>
              </Empty>
            )
          }
        >
          <ListingTable listings={items} actions={actions} />
        </ListState>
      </Card>
      <EditPricesModal listingId={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}

export default function MyProductsPage() {
  return <MyProducts />;
}
