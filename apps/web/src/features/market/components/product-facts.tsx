import { Descriptions, Flex, Rate, Tag, Typography } from 'antd';
import type { ProductDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { formatRating, formatSize, formatWeight } from '../format-units';
import { useCountryLabel } from './country-label';

/** Who supplies the product, where it ships from, and its weight and size. */
export function SupplierFacts({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const countryLabel = useCountryLabel();
  const { supplier, warehouse } = product;
  const rating = formatRating(supplier.rating, locale);
  const near = warehouse.region === 'CN' ? t('market.detail.origin') : t(`market.region.${warehouse.region}`, warehouse.region);
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'supplier', label: t('market.detail.supplier'), children: supplier.name },
        { key: 'supplierCountry', label: t('market.detail.supplierCountry'), children: countryLabel(supplier.countryCode) },
        {
          key: 'rating',
          label: t('market.detail.rating'),
          children: (
            <Flex gap={8} align="center">
              <Rate disabled allowHalf value={Math.round(supplier.rating / 5) / 2} style={{ fontSize: 14 }} />
              <Typography.Text aria-label={t('market.detail.ratingOf', { rating })}>{rating}</Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'warehouse',
          label: t('market.detail.warehouse'),
          children: t('market.detail.warehouseAt', { name: warehouse.name, country: countryLabel(warehouse.countryCode) }),
        },
        { key: 'region', label: t('market.detail.servesRegion'), children: near },
        { key: 'weight', label: t('market.detail.weight'), children: formatWeight(product.weightG, locale) },
        { key: 'size', label: t('market.detail.size'), children: formatSize(product.size, locale) },
        { key: 'listed', label: t('market.detail.listedOn'), children: formatDate(product.createdAt, locale) },
      ]}
    />
  );
}

/** The supplier's attributes (Material, Style …) and tags. */
export function ProductAttributes({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      {product.attributes.length > 0 ? (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={product.attributes.map((a, i) => ({ key: `${a.name}-${i}`, label: a.name, children: a.value }))}
        />
      ) : (
        <Typography.Text type="secondary">{t('market.detail.noAttributes')}</Typography.Text>
      )}
      {product.tags.length > 0 ? (
        <Flex gap={4} wrap aria-label={t('market.detail.tags')}>
          {product.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
