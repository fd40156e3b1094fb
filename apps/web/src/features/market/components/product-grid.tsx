import { Button, Card, Checkbox, Col, Flex, Row, Typography } from 'antd';
import { collectionPath, type MarketCollection, type ProductCard } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format-units';
import { useCountryLabel } from './country-label';
import { ProductCardView } from './product-card';

/** Two columns on a phone, up to six on a wide screen. */
const COLS = { xs: 12, md: 8, lg: 6, xxl: 4 } as const;

interface Props {
  collection: MarketCollection;
  items: readonly ProductCard[];
  shipTo: string;
  /** The list's address (query string), kept so the product page can lead back to the same view. */
  search: string;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], checked: boolean) => void;
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** How many products match (from the first page); `capped`: more than that ("1,000+"). */
  total?: { count: number; capped: boolean };
}

/** The cards loaded so far, "Select all on page", and "Load more" while the cursor goes on. */
export function ProductGrid({ collection, items, shipTo, search, selected, onSelect, more, total }: Props) {
  const { t, i18n } = useTranslation();
  const countryLabel = useCountryLabel();
  const base = collectionPath(collection);
  const chosen = items.filter((c) => selected.has(c.id)).length;
  const shipToLabel = countryLabel(shipTo);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Checkbox
          checked={chosen > 0 && chosen === items.length}
          indeterminate={chosen > 0 && chosen < items.length}
          onChange={(e) =>
            onSelect(
              items.map((c) => c.id),
              e.target.checked,
            )
          }
        >
          {t('market.selectAll')}
        </Checkbox>
        <Typography.Text type="secondary" role="status">
          {total
            ? t('market.matching', {
                count: total.count,
                total: `${formatCount(total.count, i18n.language)}${total.capped ? '+' : ''}`,
                shown: formatCount(items.length, i18n.language),
              })
            : t('market.shown', { count: items.length })}
        </Typography.Text>
      </Flex>
      <Row gutter={[12, 12]} role="list" aria-label={t('market.products')}>
        {items.map((card) => (
          <Col key={card.id} {...COLS} role="listitem">
            <ProductCardView
              card={card}
              href={`${base}/${card.id}${shipTo ? `?shipTo=${shipTo}` : ''}`}
              backTo={`${base}${search}`}
              shipTo={shipToLabel}
              shipFrom={countryLabel(card.shipFromCountry)}
              selected={selected.has(card.id)}
              onSelect={(checked) => onSelect([card.id], checked)}
            />
          </Col>
        ))}
      </Row>
      {more.hasNextPage ? (
        <Flex justify="center">
          <Button loading={more.isFetchingNextPage} onClick={() => void more.fetchNextPage()}>
            {t('market.loadMore')}
          </Button>
        </Flex>
      ) : (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('market.endOfList')}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Placeholder cards while the first page loads. */
export function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} aria-busy aria-label={t('common.loading')}>
      {Array.from({ length: 8 }, (_, i) => (
        <Col key={i} {...COLS}>
          <Card loading />
        </Col>
      ))}
    </Row>
  );
}
