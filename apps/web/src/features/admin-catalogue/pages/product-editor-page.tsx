import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
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

  return (
    <Page
      frame="cards"
      title={id === null ? t('adminCatalogue.editor.newTitle') : (product.data?.title ?? t('adminCatalogue.editor.editTitle'))}
      tags={
        product.data ? (
          <>
            <Tag color={product.data.listed ? 'green' : 'default'}>
              {product.data.listed ? t('adminCatalogue.editor.inMarket') : t('adminCatalogue.editor.notInMarket')}
            </Tag>
            {product.data.listed ? (
              <Link to={`/allProducts/${product.data.id}`}>{t('adminCatalogue.editor.viewInMarket')}</Link>
            ) : null}
          </>
        ) : null
      }
    >
      {/* A new product has nothing to load but the lookups. */}
      <LoadState queries={[lookups, ...(id === null ? [] : [product])]} rows={12}>
        {(loaded) => (
          <ProductForm key={product.data?.id ?? 'new'} product={id === null ? undefined : product.data} lookups={loaded} />
        )}
      </LoadState>
    </Page>
  );
}
