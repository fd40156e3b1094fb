import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '@/lib/load-state';
import { useProduct } from '../api/get-product';
import { useLookups } from '../api/lookups';
import { ProductForm } from '../components/product-form';

/** Admin → Products → New product, or one product's editor (`/admin/products/:id`). */
export default function ProductEditorPage() {
  const { t } = useTranslation();
  const raw = useParams().id;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const product = useProduct(id);
  const lookups = useLookups();
  const failed = (id !== null && product.isError) || lookups.isError;
  const loading = (id !== null && product.isPending) || lookups.isPending;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {id === null ? t('adminCatalogue.editor.newTitle') : (product.data?.title ?? t('adminCatalogue.editor.editTitle'))}
          </Typography.Title>
          {product.data ? (
            <Tag color={product.data.listed ? 'green' : 'default'}>
              {product.data.listed ? t('adminCatalogue.editor.inMarket') : t('adminCatalogue.editor.notInMarket')}
            </Tag>
          ) : null}
          {product.data?.listed ? (
            <Link to={`/allProducts/${product.data.id}`}>{t('adminCatalogue.editor.viewInMarket')}</Link>
          ) : null}
        </Flex>
      </Card>
      {loading ? <Skeleton active paragraph={{ rows: 12 }} /> : null}
      {failed ? (
        <LoadFailed
          error={product.error ?? lookups.error}
          onRetry={() => {
            void product.refetch();
            void lookups.refetch();
          }}
        />
      ) : null}
      {!loading && !failed && lookups.data ? (
        <ProductForm key={product.data?.id ?? 'new'} product={id === null ? undefined : product.data} lookups={lookups.data} />
      ) : null}
    </Flex>
  );
}
