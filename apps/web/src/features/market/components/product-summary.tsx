import { FireOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, Tag, Typography } from 'antd';
import { collectionPath, type MarketCollection, type ProductDetail } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import { PageHeader } from '@/lib/page';
import { type Choice, findVariant } from '../variants';
import { ImportButton } from './import-button';
import { costRange, isNew } from './product-card';
import { VariantPicker } from './variant-picker';

interface Props {
  product: ProductDetail;
  collection: MarketCollection;
  choice: Choice;
  onChoose: (choice: Choice) => void;
}

/** The product's category path (each step lists the market by it). */
export function CategoryTrail({ product, collection }: { product: ProductDetail; collection: MarketCollection }) {
  const { t } = useTranslation();
  const base = collectionPath(collection);
  return (
    <Breadcrumb
      aria-label={t('market.detail.categoryPath')}
      items={[
        { title: <Link to={base}>{t(`market.collections.${collection}`)}</Link> },
        ...product.categoryPath.map((c) => ({
          title: <Link to={`${base}?category=${encodeURIComponent(c.id)}`}>{c.name}</Link>,
        })),
      ]}
    />
  );
}

/** Title, badges, cost, the variant picker and "Add to import list". */
export function ProductSummary({ product, collection, choice, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const variant = findVariant(product.variants, product.options, choice);
  return (
    <Flex vertical gap={12}>
      <CategoryTrail product={product} collection={collection} />
      <PageHeader title={product.title} />
      <Flex gap={6} wrap>
        {product.popularity > 0 ? (
          <Tag color="volcano" icon={<FireOutlined aria-hidden />}>
            {t('market.hot')}
          </Tag>
        ) : null}
        {isNew(product.createdAt) ? <Tag color="green">{t('market.new')}</Tag> : null}
        {product.visibility === 'private' ? <Tag color="purple">{t('market.detail.private')}</Tag> : null}
        {product.status === 'inactive' ? <Tag color="default">{t('market.detail.inactive')}</Tag> : null}
      </Flex>
      <div>
        <Typography.Text type="secondary">{t('market.detail.costLabel')}</Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="product-cost">
          {variant ? formatMoney(variant.costCents, i18n.language) : costRange(product.costMin, product.costMax, i18n.language)}
        </Typography.Title>
      </div>
      <VariantPicker axes={product.options} variants={product.variants} choice={choice} onChange={onChoose} />
      <div>
        <ImportButton productId={product.id} listed={product.inImportList} type="primary" />
      </div>
    </Flex>
  );
}
