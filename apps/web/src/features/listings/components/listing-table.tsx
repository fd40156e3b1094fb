import { Flex, Image, Table, Typography, type TableColumnsType } from 'antd';
import type { ListingSummary } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { priceRange } from '../store-money';
import { ListingStatusTag } from './listing-status-tag';
import { SyncState } from './sync-state';
import { SmallText } from '@/lib/small-text';
import shared from '@/lib/shared.module.css';

interface Props {
  listings: ListingSummary[];
  /** The row's actions (My Products); none for the admin's read-only view. */
  actions?: (listing: ListingSummary) => ReactNode;
}

/** Listings as a table: product, store, status (with a failure's reason), price range in the store currency, sync. */
export function ListingTable({ listings, actions }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableColumnsType<ListingSummary> = [
    {
      key: 'product',
      title: t('listings.table.product'),
      render: (_, l) => (
        <Flex gap={12} align="center">
          {l.image ? <Image src={l.image} alt="" width={48} height={48} className={shared.picture} preview={false} /> : null}
          <Flex vertical>
            <Typography.Text strong>{l.title}</Typography.Text>
            <SmallText type="secondary">{t('listings.table.variants', { count: l.variantCount })}</SmallText>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'store',
      title: t('listings.table.store'),
      render: (_, l) => (
        <Flex vertical>
          <Typography.Text>{l.store.name}</Typography.Text>
          <SmallText type="secondary">{l.store.shopDomain}</SmallText>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('listings.table.status'),
      render: (_, l) => (
        <Flex vertical gap={4} align="start">
          <ListingStatusTag status={l.status} />
          {l.error ? <SmallText type="danger">{l.error.message}</SmallText> : null}
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('listings.table.price'),
      render: (_, l) => (l.priceMaxCents > 0 ? priceRange(l.priceMinCents, l.priceMaxCents, l.currency, locale) : '—'),
    },
    { key: 'sync', title: t('listings.table.sync'), render: (_, l) => <SyncState listing={l} /> },
    ...(actions
      ? [{ key: 'actions', title: t('listings.table.actions'), render: (_: unknown, l: ListingSummary) => actions(l) }]
      : []),
  ];
  return (
    <Table<ListingSummary>
      rowKey="id"
      columns={columns}
      dataSource={listings}
      pagination={false}
      scroll={{ x: 900 }}
      onRow={(l) => ({ 'aria-label': l.title }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
