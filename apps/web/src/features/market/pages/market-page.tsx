import { Button, Card } from 'antd';
import { collectionPath, type MarketCollection } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useMarketProducts } from '../api/list-products';
import { CollectionIntro } from '../components/collection-intro';
import { CollectionTabs } from '../components/collection-tabs';
import { EmptyResults } from '../components/empty-results';
import { FilterBar } from '../components/filter-bar';
import { GridSkeleton, ProductGrid } from '../components/product-grid';
import { SelectionBar } from '../components/selection-bar';
import { clearNarrowing, collectionOfPath, narrows, readFilters, writeFilters, type MarketFilters } from '../filters';

/** Market: one page for the five collections (`/allProducts` … `/privateProducts`), which the path names. */
export default function MarketPage() {
  const { pathname } = useLocation();
  const collection = collectionOfPath(pathname) ?? 'all';
  // Each collection starts with its own selection and paging.
  return <MarketView key={collection} collection={collection} />;
}

function MarketView({ collection }: { collection: MarketCollection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useMarketProducts(collection, filters);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const first = list.data?.pages[0];
  // Without a choice in the address, the server's: the seller's default country, the collection's usual order.
  const shipTo = filters.shipTo ?? first?.shipTo;
  const sort = filters.sort ?? first?.sort;
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const search = params.size > 0 ? `?${params.toString()}` : '';

  // Another view (a filter changed here, or back and forward) starts with nothing selected.
  const [selectedIn, setSelectedIn] = useState(search);
  if (selectedIn !== search) {
    setSelectedIn(search);
    setSelected(new Set());
  }
  // A change of filter starts the list again: a new query key, so no cursor.
  const setFilters = (next: MarketFilters) => setParams(writeFilters(next));
  const select = (ids: readonly number[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const filtered = narrows(filters);
  const clear = () => setFilters(clearNarrowing(filters));

  return (
    <Page
      frame="cards"
      title={t('menu.market')}
      head={
        <>
          <CollectionTabs
            value={collection}
            shipTo={shipTo}
            onChange={(c) => void navigate({ pathname: collectionPath(c), search })}
          />
          <CollectionIntro collection={collection} shipTo={shipTo} />
          <FilterBar filters={filters} shipTo={shipTo} sort={sort} onChange={setFilters} />
        </>
      }
    >
      <Card>
        <LoadState
          queries={[list]}
          skeleton={<GridSkeleton />}
          extra={
            filtered ? (
              <Button size="small" onClick={clear}>
                {t('market.clearFilters')}
              </Button>
            ) : null
          }
        >
          {() =>
            items.length === 0 ? (
              <EmptyResults collection={collection} filtered={filtered} shipTo={shipTo} onClear={clear} />
            ) : (
              <ProductGrid
                collection={collection}
                items={items}
                shipTo={shipTo ?? ''}
                search={search}
                selected={selected}
                onSelect={select}
                more={list}
                total={typeof first?.total === 'number' ? { count: first.total, capped: first.totalCapped } : undefined}
              />
            )
          }
        </LoadState>
      </Card>
      <SelectionBar ids={[...selected]} onClear={() => setSelected(new Set())} />
    </Page>
  );
}
