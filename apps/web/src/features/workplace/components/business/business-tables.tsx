import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Image, Row, Table, type TableColumnsType } from 'antd';
import type { FigureTotals, ProductFigures, SellerFigures } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { toCsv } from '@/lib/csv';
import { saveTextFile } from '@/lib/download-file';
import { formatMoney } from '@/lib/format';
import { LoadFailed } from '@/lib/load-state';
import { RouterLink } from '@/lib/router-link';
import shared from '@/lib/shared.module.css';
import { useLocale } from '@/lib/use-locale';
import type { ProductsState } from './business-charts';
import { ordersBehind, type Scope } from './period';

type ProductRow = ProductFigures['products'][number];
interface StoreRow extends FigureTotals {
  key: string;
  storeId: string | null;
  name: string;
}

/** Money in a CSV: dollars with a dot (never the UI's decimal comma), as a number spreadsheets add up. */
const dollars = (cents: number) => Number((cents / 100).toFixed(2));
/** A margin in a CSV: percent, two decimals at most (basis points / 100), empty without revenue. */
const marginPercent = (bp: number | null) => (bp === null ? '' : bp / 100);

const PAGINATION = { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false } as const;

/**
 * Profit per product and per store for the range, sortable, each downloadable as CSV, each name opening the orders
 * behind its row.
 */
export function BusinessTables({
  figures,
  products,
  scope,
  storeName,
}: {
  figures: SellerFigures;
  products: ProductsState;
  scope: Scope;
  storeName: (storeId: string | null) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const count = new Intl.NumberFormat(locale);
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const percent = (bp: number | null) => (bp === null ? '—' : percentFormat.format(bp / 10_000));
  const h = (k: string) => t(`workplace.business.table.${k}`);
  const numberColumn = <R,>(key: string, pick: (r: R) => number, show: (n: number) => string) => ({
    key,
    title: h(key),
    align: 'right' as const,
    sorter: (a: R, b: R) => pick(a) - pick(b),
    sortDirections: ['descend', 'ascend'] as ('descend' | 'ascend')[],
    render: (_: unknown, r: R) => <span className={shared.nowrap}>{show(pick(r))}</span>,
  });
  const moneyColumn = <R,>(key: string, pick: (r: R) => number) => numberColumn(key, pick, money);
  const countColumn = <R,>(key: string, pick: (r: R) => number) => numberColumn(key, pick, (n) => count.format(n));
  const marginColumn = <R extends { marginBp: number | null }>() => ({
    key: 'margin',
    title: h('margin'),
    align: 'right' as const,
    sorter: (a: R, b: R) => (a.marginBp ?? -Infinity) - (b.marginBp ?? -Infinity),
    sortDirections: ['descend', 'ascend'] as ('descend' | 'ascend')[],
    render: (_: unknown, r: R) => <span className={shared.nowrap}>{percent(r.marginBp)}</span>,
  });
  /** Revenue, cost, refunds, profit and margin: the same five columns in both tables. */
  const moneyColumns = <
    R extends Pick<FigureTotals, 'revenueCents' | 'costCents' | 'refundsCents' | 'profitCents' | 'marginBp'>,
  >() => [
    moneyColumn<R>('revenue', (r) => r.revenueCents),
    moneyColumn<R>('cost', (r) => r.costCents),
    moneyColumn<R>('refunds', (r) => r.refundsCents),
    moneyColumn<R>('profit', (r) => r.profitCents),
    marginColumn<R>(),
  ];
  const productName = (p: ProductRow) => p.title ?? t('workplace.business.otherItems');
  const productRows = products.data?.products ?? [];

  const productColumns: TableColumnsType<ProductRow> = [
    {
      key: 'product',
      title: h('product'),
      render: (_, p) => (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minWidth: 160, maxWidth: 280 }}>
          {p.image ? <Image src={p.image} width={32} height={32} preview={false} alt="" className={shared.thumb} /> : null}
          {p.productId ? (
            <RouterLink to={ordersBehind({ ...scope, productId: p.productId })}>{productName(p)}</RouterLink>
          ) : (
            productName(p)
          )}
        </span>
      ),
      sorter: (a, b) => productName(a).localeCompare(productName(b), locale),
    },
    countColumn<ProductRow>('units', (p) => p.units),
    ...moneyColumns<ProductRow>(),
  ];
  const storeRows: StoreRow[] = figures.stores.map((s) => ({
    ...s.totals,
    key: s.storeId ?? 'manual',
    storeId: s.storeId,
    name: storeName(s.storeId),
  }));
  const storeColumns: TableColumnsType<StoreRow> = [
    {
      key: 'store',
      title: h('store'),
      render: (_, s) => <RouterLink to={ordersBehind({ ...scope, storeId: s.storeId })}>{s.name}</RouterLink>,
      sorter: (a, b) => a.name.localeCompare(b.name, locale),
    },
    countColumn<StoreRow>('orders', (s) => s.orders),
    countColumn<StoreRow>('units', (s) => s.units),
    ...moneyColumns<StoreRow>(),
  ];

  const csvName = (what: string) => `${what}-${figures.from}-${figures.to}.csv`;
  const moneyHeaders = [h('revenue'), h('cost'), h('refunds'), h('profit'), h('marginPercent')];
  const moneyCells = (r: Pick<FigureTotals, 'revenueCents' | 'costCents' | 'refundsCents' | 'profitCents' | 'marginBp'>) => [
    dollars(r.revenueCents),
    dollars(r.costCents),
    dollars(r.refundsCents),
    dollars(r.profitCents),
    marginPercent(r.marginBp),
  ];
  const downloadProducts = () =>
    saveTextFile(
      csvName('products'),
      toCsv([
        [h('productId'), h('product'), h('units'), ...moneyHeaders],
        ...productRows.map((p) => [p.productId ?? '', productName(p), p.units, ...moneyCells(p)]),
      ]),
    );
  const downloadStores = () =>
    saveTextFile(
      csvName('stores'),
      toCsv([
        [h('store'), h('orders'), h('units'), ...moneyHeaders],
        ...storeRows.map((s) => [s.name, s.orders, s.units, ...moneyCells(s)]),
      ]),
    );
  const csvButton = (onClick: () => void, disabled: boolean) => (
    <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={onClick} disabled={disabled}>
      {h('downloadCsv')}
    </Button>
  );

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xxl={14}>
        <Card
          size="small"
          title={h('byProduct')}
          extra={csvButton(downloadProducts, productRows.length === 0)}
          data-testid="table-products"
        >
          {products.isError && !products.data ? (
            <LoadFailed
              title={t('workplace.business.productsLoadFailed')}
              error={products.error}
              onRetry={() => void products.refetch()}
            />
          ) : (
            <Table<ProductRow>
              size="small"
              rowKey={(p) => String(p.productId ?? 'other')}
              columns={productColumns}
              dataSource={productRows}
              loading={!products.data}
              pagination={PAGINATION}
              scroll={{ x: 'max-content' }}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xxl={10}>
        <Card
          size="small"
          title={h('byStore')}
          extra={csvButton(downloadStores, storeRows.length === 0)}
          data-testid="table-stores"
        >
          <Table<StoreRow>
            size="small"
            columns={storeColumns}
            dataSource={storeRows}
            pagination={PAGINATION}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      </Col>
    </Row>
  );
}
