import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Image, Input, Segmented, Typography } from 'antd';
import type { MarketCollection, ProductCard, ProductDetail } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { ListState } from '@/lib/list-state';
import { useLocale } from '@/lib/use-locale';
import { marketProductQueryOptions, marketSearchQueryOptions } from '@/features/market';
import { useDebounced } from '@/lib/use-debounced';
import shared from '@/lib/shared.module.css';

/** How many results the picker shows at a time. */
const SEARCH_PAGE = 8;

/** Where a manual order's products come from: the public market, or the products sourced privately for the seller. */
type ProductSource = Extract<MarketCollection, 'all' | 'private'>;

interface Props {
  /** A product the seller chose, with its variants. */
  onAdd: (product: ProductDetail) => void;
}

/** Searches the market as the seller types; "Add" reads the product's variants and hands it over. */
export function ProductPicker({ onAdd }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [from, setFrom] = useState<ProductSource>('all');
  const q = useDebounced(text.trim(), 300);
  const search = useInfiniteQuery({
    ...marketSearchQueryOptions(from, q, SEARCH_PAGE),
    // The last results stay while the next search loads: the list does not flash at each word typed.
    placeholderData: keepPreviousData,
  });
  const items = search.data?.pages.flatMap((p) => p.items) ?? [];
  const qc = useQueryClient();
  const [adding, setAdding] = useState<number | null>(null);

  const add = async (id: number) => {
    setAdding(id);
    try {
      onAdd(await qc.fetchQuery(marketProductQueryOptions(id)));
    } catch (error) {
      feedback.message.error(errorText(error));
    } finally {
      setAdding(null);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Segmented<ProductSource>
        aria-label={t('orders.manual.create.from')}
        value={from}
        onChange={setFrom}
        options={[
          { value: 'all', label: t('orders.manual.create.fromMarket') },
          { value: 'private', label: t('orders.manual.create.fromPrivate') },
        ]}
      />
      <Input
        aria-label={t('orders.manual.create.search')}
        placeholder={t('orders.manual.create.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div style={{ maxHeight: 280, overflowY: 'auto', border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8, padding: 8 }}>
        <ListState
          query={search}
          count={items.length}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.manual.create.noResults')} />}
        >
          <section aria-label={t('orders.manual.create.results')}>
            <Flex vertical component="ul" gap={4} className={shared.plainList}>
              {items.map((p) => (
                <ResultRow key={p.id} product={p} adding={adding === p.id} onAdd={() => void add(p.id)} />
              ))}
            </Flex>
          </section>
        </ListState>
      </div>
    </Flex>
  );
}

function ResultRow({ product: p, adding, onAdd }: { product: ProductCard; adding: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const cost =
    p.costMin === p.costMax
      ? formatMoney(p.costMin, locale)
      : t('orders.manual.create.costFrom', { amount: formatMoney(p.costMin, locale) });
  return (
    <Flex component="li" align="center" gap={12} style={{ padding: 4 }}>
      {p.image ? (
        <Image src={p.image} alt="" width={40} height={40} preview={false} className={shared.thumb} />
      ) : (
        <div style={{ width: 40, height: 40 }} />
      )}
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis>{p.title}</Typography.Text>
        <Typography.Text type="secondary">
          {cost} · {t('orders.manual.create.inStock', { n: number.format(p.stock) })}
        </Typography.Text>
      </Flex>
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        loading={adding}
        onClick={onAdd}
        aria-label={t('orders.manual.create.addOf', { title: p.title })}
      >
        {t('orders.manual.create.add')}
      </Button>
    </Flex>
  );
}
