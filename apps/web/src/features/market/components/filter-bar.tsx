import { Col, Flex, Row, Select, TreeSelect } from 'antd';
import { MARKET_SORTS, type CategoryNode, type MarketSort } from '@dropport/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/lib/regions/country-select';
import { useCountries } from '@/lib/regions/countries';
import { useCategories } from '../api/categories';
import { useWarehouses } from '../api/warehouses';
import type { MarketFilters } from '../filters';
import { useCountryLabel } from './country-label';
import { CostRange } from './cost-range';
import { SearchBox } from './search-box';
import { SmallText } from '@/lib/small-text';

interface Props {
  filters: MarketFilters;
  /** The ship-to country and the order the list is shown in (the server's defaults when the address names none). */
  shipTo?: string;
  sort?: MarketSort;
  onChange: (next: MarketFilters) => void;
}

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const toTree = (nodes: readonly CategoryNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <SmallText type="secondary">
        <label htmlFor={id}>{label}</label>
      </SmallText>
      {children}
    </Flex>
  );
}

/** Search, category, cost, ship-from, ship-to and order of the market list; every change goes to the address. */
export function FilterBar({ filters, shipTo, sort, onChange }: Props) {
  const { t } = useTranslation();
  const categories = useCategories();
  const warehouses = useWarehouses();
  const countries = useCountries();
  const countryLabel = useCountryLabel();
  const set = (patch: Partial<MarketFilters>) => onChange({ ...filters, ...patch });
  const tree = useMemo(() => toTree(categories.data ?? []), [categories.data]);
  const origins = useMemo(() => {
    const codes = [...new Set((warehouses.data ?? []).map((w) => w.countryCode))];
    return codes.map((code) => ({ code, name: countryLabel(code) })).sort((a, b) => a.name.localeCompare(b.name));
  }, [warehouses.data, countryLabel]);
  const sorts = MARKET_SORTS.filter((s) => s !== 'relevance' || filters.q).map((s) => ({
    value: s,
    label: t(`market.sort.${s}`),
  }));

  return (
    <Row gutter={[12, 12]} role="search" aria-label={t('market.filters.label')}>
      <Col xs={24} lg={10}>
        <Field id="market-q" label={t('market.filters.search')}>
          <SearchBox id="market-q" value={filters.q ?? ''} onSearch={(q) => set({ q: q || undefined })} />
        </Field>
      </Col>
      <Col xs={24} sm={12} lg={7}>
        <Field id="market-category" label={t('market.filters.category')}>
          <TreeSelect<string>
            id="market-category"
            style={{ width: '100%' }}
            value={filters.category}
            treeData={tree}
            loading={categories.isPending}
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('market.filters.allCategories')}
            onChange={(category) => set({ category: category || undefined })}
          />
        </Field>
      </Col>
      <Col xs={24} sm={12} lg={7}>
        <Field id="market-cost" label={t('market.filters.cost')}>
          <CostRange id="market-cost" costMin={filters.costMin} costMax={filters.costMax} onChange={(bounds) => set(bounds)} />
        </Field>
      </Col>
      <Col xs={24} sm={8}>
        <Field id="market-ship-from" label={t('market.filters.shipFrom')}>
          <CountrySelect
            id="market-ship-from"
            style={{ width: '100%' }}
            value={filters.shipFrom}
            countries={origins}
            loading={warehouses.isPending}
            allowClear
            placeholder={t('market.filters.anyOrigin')}
            onChange={(shipFrom) => set({ shipFrom: shipFrom || undefined })}
          />
        </Field>
      </Col>
      <Col xs={24} sm={8}>
        <Field id="market-ship-to" label={t('market.filters.shipTo')}>
          <CountrySelect
            id="market-ship-to"
            style={{ width: '100%' }}
            countries={countries.data ?? []}
            loading={countries.isPending}
            value={shipTo}
            placeholder={t('market.filters.yourDefault')}
            onChange={(next) => set({ shipTo: next })}
          />
        </Field>
      </Col>
      <Col xs={24} sm={8}>
        <Field id="market-sort" label={t('market.filters.sort')}>
          <Select<MarketSort>
            id="market-sort"
            style={{ width: '100%' }}
            value={sort}
            options={sorts}
            onChange={(next) => set({ sort: next })}
          />
        </Field>
      </Col>
    </Row>
  );
}
