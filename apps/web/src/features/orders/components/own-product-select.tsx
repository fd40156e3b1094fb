import { ExportOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { INBOUND_TAB_PATH, ownProductsQueryOptions, type OwnProduct } from '@/features/cloud-warehouse';
import { useDebounced } from '@/lib/use-debounced';

interface Props {
  id: string;
  value: string | null;
  onChange: (skuId: string) => void;
  /** The field is marked wrong (nothing chosen yet on submit). */
  invalid: boolean;
}

/** "MY-CUP · Ceramic cup · US1: 12 available, DE1: 0 available". */
export function ownProductLabel(p: OwnProduct, t: TFunction): string {
  const where = p.warehouses.map((w) => t('orders.map.own.available', { warehouse: w.code, count: w.available })).join(', ');
  return [p.sku, p.name, where].filter(Boolean).join(' · ');
}

/**
 * One of the seller's own products held in the cloud warehouse, searched on the server by code or name, each with
 * its units available per warehouse. A seller without any is told so and sent to the page where goods are sent in.
 */
export function OwnProductSelect({ id, value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  // Whether the seller has any at all (the search's answer alone cannot tell "none" from "no match").
  const all = useQuery(ownProductsQueryOptions(''));
  return (
    <LoadState queries={[all]} rows={2}>
      {(products) =>
        products.length === 0 ? (
          <Flex vertical gap={4} role="note">
            <Typography.Text type="secondary">{t('orders.map.own.none')}</Typography.Text>
            <Typography.Link href={INBOUND_TAB_PATH} target="_blank" rel="noreferrer">
              {t('orders.map.own.sendIn')} <ExportOutlined aria-hidden />
            </Typography.Link>
          </Flex>
        ) : (
          <SearchSelect id={id} value={value} onChange={onChange} invalid={invalid} />
        )
      }
    </LoadState>
  );
}

function SearchSelect({ id, value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  // The last answer stays while the next search loads: the list does not flash at each letter typed.
  const found = useQuery({ ...ownProductsQueryOptions(q), placeholderData: keepPreviousData });
  // The one chosen keeps its label while a later search leaves it out.
  const [chosen, setChosen] = useState<OwnProduct | null>(null);
  const options = useMemo(() => {
    const list = [...(found.data ?? [])];
    if (chosen && chosen.skuId === value && !list.some((p) => p.skuId === chosen.skuId)) list.unshift(chosen);
    return list.map((p) => ({ value: p.skuId, label: ownProductLabel(p, t), product: p }));
  }, [found.data, chosen, value, t]);
  return (
    <Select<string, (typeof options)[number]>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={(v, option) => {
        if (option && !Array.isArray(option)) setChosen(option.product);
        onChange(v);
      }}
      status={invalid ? 'error' : undefined}
      loading={found.isFetching}
      placeholder={t('orders.map.own.placeholder')}
      notFoundContent={found.isFetching ? null : t('orders.map.own.noMatch')}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
