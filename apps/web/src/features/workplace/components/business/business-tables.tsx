import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Image, Row, Table, type TableColumnsType } from 'antd';
import type { FigureTotals, ProductFigures, SellerFigures } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { toCsv } from '@/lib/csv';
import { saveTextFile } from '@/lib/download-file';
import { formatMoney } from '@/lib/format';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { ordersBehind } from './period';

type ProductRow = ProductFigures['products'][number];
interface StoreRow extends FigureTotals {
  key: string;
  storeId: string | null;
  name: string;
}

/** Money in a CSV: dollars with a dot and two decimals, whatever the UI's language. */
const dollars = (cents: number) => Number((cents / 100).toFixed(2));

/** Profit per product and per store for the range, sortable, each downloadable as CSV, each row opening its orders. */
export function BusinessTables({
  figures,
  products,
  storeNames,
}: {
  figures: SellerFigures;
  products: ProductFigures | undefined;
  storeNames: (storeId: string | null) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const percent = (bp: number | null) =>
    bp === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000);
  const range = { from: figures.from, to: figures.to };
  const h = (k: string) => t(`workplace.business.table.${k}`);
  const moneyColumn = <R,>(key: string, pick: (r: R) => number) => ({
    key,
    title: h(key),
    align: 'right' as const,
    sorter: (a: R, b: R) => pick(a) - pick(b),
    render: (_: unknown, r: R) => money(pick(r)),
  });
  const marginColumn = <R extends { marginBp: number | null }>() => ({
    key: 'margin',
    title: h('margin'),
    align: 'right' as const,
    sorter: (a: R, b: R) => (a.marginBp ?? -Infinity) - (b.marginBp ?? -Infinity),
    render: (_: unknown, r: R) => percent(r.marginBp),
  });
  const productName = (p: ProductRow) => p.title ?? t('workplace.business.otherItems');

  const productColumns: TableColumnsType<ProductRow> = [
    {
      key: 'product',
      title: h('product'),
      render: (_, p) => (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minWidth: 180 }}>
          {p.image ? (
            <Image src={p.image} width={32} height={32} preview={false} alt="" style={{ objectFit: 'cover', borderRadius: 4 }} />
          ) : null}
          {p.productId ? (
            <RouterLink to={ordersBehind({ ...range, productId: p.productId })}>{productName(p)}</RouterLink>
          ) : (
            productName(p)
          )}
        </span>
      ),
      sorter: (a, b) => productName(a).localeCompare(productName(b), locale),
    },
    { key: 'units', title: h('units'), dataIndex: 'units', align: 'right', sorter: (a, b) => a.units - b.units },
    moneyColumn<ProductRow>('revenue', (p) => p.revenueCents),
    moneyColumn<ProductRow>('cost', (p) => p.costCents - p.refundsCents),
    moneyColumn<ProductRow>('profit', (p) => p.profitCents),
    marginColumn<ProductRow>(),
  ];
  const storeRows: StoreRow[] = figures.stores.map((s) => ({
    ...s.totals,
    key: s.storeId ?? 'manual',
    storeId: s.storeId,
    name: storeNames(s.storeId),
  }));
  const storeColumns: TableColumnsType<StoreRow> = [
    {
      key: 'store',
      title: h('store'),
      render: (_, s) => <RouterLink to={ordersBehind({ ...range, storeId: s.storeId })}>{s.name}</RouterLink>,
      sorter: (a, b) => a.name.localeCompare(b.name, locale),
    },
    { key: 'orders', title: h('orders'), dataIndex: 'orders', align: 'right', sorter: (a, b) => a.orders - b.orders },
    moneyColumn<StoreRow>('revenue', (s) => s.revenueCents),
    moneyColumn<StoreRow>('cost', (s) => s.costCents - s.refundsCents),
    moneyColumn<StoreRow>('profit', (s) => s.profitCents),
    marginColumn<StoreRow>(),
  ];

  const csvName = (what: string) => `${what}-${figures.from}-${figures.to}.csv`;
  const downloadProducts = () =>
    saveTextFile(
      csvName('products'),
      toCsv([
        ['product_id', h('product'), h('units'), h('revenue'), h('cost'), h('profit'), h('margin')],
        ...(products?.products ?? []).map((p) => [
          p.productId ?? '',
          productName(p),
          p.units,
          dollars(p.revenueCents),
          dollars(p.costCents - p.refundsCents),
          dollars(p.profitCents),
          p.marginBp === null ? '' : p.marginBp / 100,
        ]),
      ]),
    );
  const downloadStores = () =>
    saveTextFile(
      csvName('stores'),
      toCsv([
        [h('store'), h('orders'), h('revenue'), h('cost'), h('profit'), h('margin')],
        ...storeRows.map((s) => [
          s.name,
          s.orders,
          dollars(s.revenueCents),
          dollars(s.costCents - s.refundsCents),
          dollars(s.profitCents),
          s.marginBp === null ? '' : s.marginBp / 100,
        ]),
      ]),
    );
  const csvButton = (onClick: () => void, label: string, disabled: boolean) => (
    <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={onClick} disabled={disabled} aria-label={label}>
      CSV
    </Button>
  );

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xxl={14}>
        <Card
          size="small"
          title={t('workplace.business.table.byProduct')}
          extra={csvButton(downloadProducts, t('workplace.business.table.downloadProducts'), !products?.products.length)}
          data-testid="table-products"
        >
          <Table<ProductRow>
            size="small"
            rowKey={(p) => String(p.productId ?? 0)}
            columns={productColumns}
            dataSource={products?.products ?? []}
            loading={!products}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      </Col>
      <Col xs={24} xxl={10}>
        <Card
          size="small"
          title={t('workplace.business.table.byStore')}
          extra={csvButton(downloadStores, t('workplace.business.table.downloadStores'), storeRows.length === 0)}
          data-testid="table-stores"
        >
          <Table<StoreRow>
            size="small"
            columns={storeColumns}
            dataSource={storeRows}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      </Col>
    </Row>
  );
}
