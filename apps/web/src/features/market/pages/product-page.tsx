import { ArrowLeftOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Result, Row, Skeleton } from 'antd';
import { FALLBACK_SHIP_TO, collectionPath, type MarketCollection, type ProductDetail } from '@dropport/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { BuyStockDrawer } from '@/features/cloud-warehouse';
import { isApiError } from '@/lib/http';
import { LoadState } from '@/lib/load-state';
import { MarkdownView } from '@/lib/markdown/markdown-view';
import { useAccountId } from '@/stores/session-store';
import { useProduct } from '../api/get-product';
import { useShipToDefault } from '../api/ship-to-default';
import { Gallery } from '../components/gallery';
import { ProductAttributes, SupplierFacts } from '../components/product-facts';
import { ProductSummary } from '../components/product-summary';
import { ShippingCalculator } from '../components/shipping-calculator';
import { VariantTable } from '../components/variant-table';
import { collectionOfPath } from '../filters';
import { findVariant, initialChoice, type Choice } from '../variants';

/** The address the list handed over (the same filters to go back to), else the collection itself. */
function useBackTo(collection: MarketCollection): string {
  const state = useLocation().state as { backTo?: unknown } | null;
  return typeof state?.backTo === 'string' && state.backTo.startsWith('/') ? state.backTo : collectionPath(collection);
}

/** A market product (`<collection path>/:id`): gallery, variants, shipping calculator, supplier, description. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const collection = collectionOfPath(pathname) ?? 'all';
  const id = Number(useParams().id);
  const product = useProduct(id);
  const navigate = useNavigate();
  const backTo = useBackTo(collection);
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(backTo)}>
      {t('market.detail.back')}
    </Button>
  );

  if (!Number.isSafeInteger(id) || id <= 0 || isApiError(product.error, 'PRODUCT_NOT_FOUND')) {
    return (
      <Card>
        <Result status="404" title={t('market.detail.notFound')} subTitle={t('market.detail.notFoundHint')} extra={back} />
      </Card>
    );
  }
  // A new product starts with its own choice and pictures.
  return (
    <LoadState
      queries={[product]}
      skeleton={
        <Card>
          <Skeleton active avatar={{ shape: 'square', size: 240 }} paragraph={{ rows: 8 }} />
        </Card>
      }
    >
      {(shown) => <ProductView key={shown.id} product={shown} collection={collection} back={back} />}
    </LoadState>
  );
}

function ProductView({ product, collection, back }: { product: ProductDetail; collection: MarketCollection; back: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userId = useAccountId();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product.variants));
  const [picked, setPicked] = useState<string | null>(null);
  const variant = findVariant(product.variants, product.options, choice);
  // The list hands over its ship-to country; opened directly, the seller's default.
  const listShipTo = params.get('shipTo')?.toUpperCase() || undefined;
  const sellerDefault = useShipToDefault(userId, !listShipTo);
  const main = picked ?? variant?.image ?? product.images[0] ?? null;
  // "Buy stock ahead": the cloud warehouse's drawer, for this product.
  const [buying, setBuying] = useState(false);

  const chooseVariant = (next: Choice) => {
    setChoice(next);
    // The variant's own picture shows, until a thumbnail is picked again.
    setPicked(null);
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" gap={8} wrap>
        {back}
        <Button icon={<ShoppingCartOutlined aria-hidden />} onClick={() => setBuying(true)}>
          {t('cloudWarehouse.buyAhead')}
        </Button>
      </Flex>
      <Card>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={10}>
            <Gallery title={product.title} images={product.images} main={main} onPick={setPicked} />
          </Col>
          <Col xs={24} md={14}>
            <ProductSummary product={product} collection={collection} choice={choice} onChoose={chooseVariant} />
          </Col>
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('market.calc.title')} style={{ height: '100%' }}>
            <ShippingCalculator
              productId={product.id}
              variantId={product.options.length > 0 ? (variant?.id ?? null) : null}
              unitCostCents={variant?.costCents ?? product.costMin}
              defaultCountry={listShipTo ?? sellerDefault.data ?? (sellerDefault.isError ? FALLBACK_SHIP_TO : undefined)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('market.detail.supplierTitle')} style={{ height: '100%' }}>
            <SupplierFacts product={product} />
          </Card>
        </Col>
      </Row>
      {product.options.length > 0 ? (
        <Card title={t('market.detail.variantsTitle', { count: product.variants.length })}>
          <VariantTable
            axes={product.options}
            variants={product.variants}
            chosenId={variant?.id}
            onChoose={(v) => chooseVariant({ ...v.options })}
          />
        </Card>
      ) : null}
      <Card title={t('market.detail.description')}>
        <MarkdownView markdown={product.description} headingOffset={2} idPrefix="product-" />
      </Card>
      <Card title={t('market.detail.attributes')}>
        <ProductAttributes product={product} />
      </Card>
      <BuyStockDrawer productId={buying ? product.id : null} onClose={() => setBuying(false)} />
    </Flex>
  );
}
