import { ShoppingCartOutlined, WalletOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Descriptions,
  Divider,
  Drawer,
  Empty,
  Flex,
  InputNumber,
  Result,
  Spin,
  Table,
  Tag,
  Typography,
  theme,
  type TableColumnsType,
} from 'antd';
import type { PriceTier, PurchaseInput, PurchaseQuote, StockOffer, StockPurchase } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/form-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { LoadState } from '@/lib/load-state';
import { SectionTitle } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCreatePurchase, useOffer, usePurchaseQuote } from '../api/purchases';
import { formatPercent, money } from '../money';
import { purchasePath, RECHARGE_PATH } from '../paths';
import { useDebounced } from '@/lib/use-debounced';
import { WarehouseChoice } from './warehouse-facts';
import shared from '@/lib/shared.module.css';

export interface BuyStockDrawerProps {
  /** The catalogue product to buy ahead; null closes the drawer. */
  productId: number | null;
  /** The warehouse chosen at first (the inventory row's "Buy more"). */
  warehouseCode?: string | null;
  onClose: () => void;
}

/** How long the quantities rest before the purchase is priced again. */
const QUOTE_DELAY_MS = 400;
/** The most units of one variant in a purchase (the contract's bound). */
const MAX_QUANTITY = 100_000;

/** The tier the units of a product reach in one purchase: the one with the greatest minimum at or under them. */
export function reachedTier(tiers: readonly PriceTier[], units: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const tier of tiers) if (units >= tier.minQuantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  return best;
}

/**
 * Buying stock ahead: a product's variants into one of the warehouses, priced by the server as the quantities change
 * (the quantity tiers applied, the balance beside it), reviewed, then paid from the balance. Each opening makes one
 * idempotency key: a double click, or a retry after a lost answer, buys once.
 */
export function BuyStockDrawer({ productId, warehouseCode = null, onClose }: BuyStockDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={productId !== null} onClose={onClose} size={760} destroyOnHidden title={t('cloudWarehouse.buy.title')}>
      {/* The content mounts afresh with every opening: its quantities, its step and its idempotency key are this one's. */}
      {productId !== null ? <BuyStock productId={productId} warehouseCode={warehouseCode} onClose={onClose} /> : null}
    </Drawer>
  );
}

function BuyStock({
  productId,
  warehouseCode,
  onClose,
}: {
  productId: number;
  warehouseCode: string | null;
  onClose: () => void;
}) {
  const offer = useOffer(productId);
  return (
    <LoadState queries={[offer]} rows={8}>
      {(o) => <BuyStockForm offer={o} initialWarehouse={warehouseCode} onClose={onClose} />}
    </LoadState>
  );
}

type Step =
  { kind: 'pick' } | { kind: 'review'; body: PurchaseInput; quote: PurchaseQuote } | { kind: 'done'; purchase: StockPurchase };

function BuyStockForm({
  offer,
  initialWarehouse,
  onClose,
}: {
  offer: StockOffer;
  initialWarehouse: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const [key] = useState(newIdempotencyKey);
  const [warehouse, setWarehouse] = useState<string | null>(() => {
    if (initialWarehouse && offer.warehouses.some((w) => w.code === initialWarehouse)) return initialWarehouse;
    return offer.warehouses.length === 1 ? offer.warehouses[0]!.code : null;
  });
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const create = useCreatePurchase();

  const units = offer.variants.reduce((n, v) => n + (quantities[v.variantId] ?? 0), 0);
  const body = useMemo<PurchaseInput | null>(() => {
    const lines = offer.variants
      .filter((v) => (quantities[v.variantId] ?? 0) > 0)
      .map((v) => ({ variantId: v.variantId, quantity: quantities[v.variantId]! }));
    return warehouse && lines.length > 0 ? { warehouseCode: warehouse, lines } : null;
  }, [offer.variants, quantities, warehouse]);
  const settled = useDebounced(body, QUOTE_DELAY_MS);
  const quote = usePurchaseQuote(settled);
  const waiting = JSON.stringify(settled) !== JSON.stringify(body);
  const current = body !== null && !waiting && quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching;
  const shown = body ? quote.data : undefined;
  const lineOf = (variantId: number) => (current ? shown?.lines.find((l) => l.variantId === variantId) : undefined);
  const missing = shown ? shown.totalCents - shown.balanceCents : 0;
  const tier = reachedTier(offer.tiers, units);
  const next = [...offer.tiers].sort((a, b) => a.minQuantity - b.minQuantity).find((x) => x.minQuantity > units);
  const chosen = offer.warehouses.find((w) => w.code === warehouse);

  const { submit: pay, submitting } = useSingleSubmit(async (input: PurchaseInput) => {
    try {
      const purchase = await create.mutateAsync({ ...input, idempotencyKey: key });
      setStep({ kind: 'done', purchase });
    } catch {
      // The refusal (the balance, the supplier's stock) shows under the review, in the server's words.
    }
  });

  if (step.kind === 'done') {
    const p = step.purchase;
    return (
      <Result
        status="success"
        title={t('cloudWarehouse.buy.done', { number: p.number })}
        subTitle={t('cloudWarehouse.buy.doneText', {
          count: p.units,
          warehouse: p.warehouseName,
          amount: money(p.totalCents, locale),
        })}
        extra={
          <Flex gap={8} justify="center" wrap>
            <LinkButton type="primary" to={purchasePath(p.id)}>
              {t('cloudWarehouse.buy.seePurchases')}
            </LinkButton>
            <Button onClick={onClose}>{t('cloudWarehouse.buy.close')}</Button>
          </Flex>
        }
      />
    );
  }

  if (step.kind === 'review') {
    const q = step.quote;
    return (
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <SectionTitle>{t('cloudWarehouse.buy.reviewTitle')}</SectionTitle>
          <Typography.Text type="secondary">{t('cloudWarehouse.buy.reviewText')}</Typography.Text>
        </Flex>
        <Descriptions size="small" column={1} bordered data-testid="buy-review">
          <Descriptions.Item label={t('cloudWarehouse.buy.product')}>{offer.title}</Descriptions.Item>
          <Descriptions.Item label={t('cloudWarehouse.buy.warehouse')}>
            {chosen ? `${chosen.name} (${chosen.code})` : q.warehouseCode}
          </Descriptions.Item>
          {q.lines.map((l) => (
            <Descriptions.Item key={l.variantId} label={l.sku}>
              {t('cloudWarehouse.buy.reviewLine', {
                count: l.quantity,
                unit: money(l.unitCents, locale),
                line: money(l.lineCents, locale),
              })}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('cloudWarehouse.buy.saved')}>{money(q.savedCents, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('cloudWarehouse.buy.storage')}>{money(q.storagePerMonthCents, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('cloudWarehouse.buy.total')}>
            <Typography.Text strong>{money(q.totalCents, locale)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('cloudWarehouse.buy.balanceAfter')}>
            {money(q.balanceCents - q.totalCents, locale)}
          </Descriptions.Item>
        </Descriptions>
        {create.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('cloudWarehouse.buy.refused')}
            description={errorText(create.error)}
            action={
              <LinkButton size="small" to={RECHARGE_PATH}>
                {t('cloudWarehouse.buy.recharge')}
              </LinkButton>
            }
          />
        ) : null}
        <Flex gap={8} justify="flex-end" wrap>
          <Button
            disabled={submitting}
            onClick={() => {
              create.reset();
              setStep({ kind: 'pick' });
            }}
          >
            {t('cloudWarehouse.buy.back')}
          </Button>
          <Button type="primary" icon={<WalletOutlined aria-hidden />} loading={submitting} onClick={() => void pay(step.body)}>
            {t('cloudWarehouse.buy.pay', { amount: money(q.totalCents, locale) })}
          </Button>
        </Flex>
      </Flex>
    );
  }

  const columns: TableColumnsType<StockOffer['variants'][number]> = [
    {
      title: t('cloudWarehouse.buy.variant'),
      dataIndex: 'label',
      render: (_v, v) => (
        <Flex vertical>
          <Typography.Text>{v.label || offer.title}</Typography.Text>
          <SmallText type="secondary">{v.sku}</SmallText>
        </Flex>
      ),
    },
    {
      title: t('cloudWarehouse.buy.cost'),
      dataIndex: 'costCents',
      width: 100,
      align: 'right',
      render: (c: number) => <span className={shared.nowrap}>{money(c, locale)}</span>,
    },
    {
      title: t('cloudWarehouse.buy.quantity'),
      key: 'quantity',
      width: 120,
      render: (_v, v) => (
        <InputNumber
          aria-label={t('cloudWarehouse.buy.quantityOf', { sku: v.sku })}
          min={0}
          max={MAX_QUANTITY}
          precision={0}
          value={quantities[v.variantId] ?? 0}
          onChange={(n) => setQuantities((q) => ({ ...q, [v.variantId]: Math.max(0, Math.floor(Number(n ?? 0))) }))}
          style={{ width: 100 }}
        />
      ),
    },
    {
      title: t('cloudWarehouse.buy.unit'),
      key: 'unit',
      width: 110,
      align: 'right',
      render: (_v, v) => {
        const line = lineOf(v.variantId);
        return line ? <span className={shared.nowrap}>{money(line.unitCents, locale)}</span> : '—';
      },
    },
    {
      title: t('cloudWarehouse.buy.line'),
      key: 'line',
      width: 110,
      align: 'right',
      render: (_v, v) => {
        const line = lineOf(v.variantId);
        return line ? <span className={shared.nowrap}>{money(line.lineCents, locale)}</span> : '—';
      },
    },
  ];

  const canReview = current && shown !== undefined && missing <= 0 && body !== null;

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        {offer.image ? <img src={offer.image} alt="" width={56} height={56} className={shared.thumb} /> : null}
        <Typography.Title level={5} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {offer.title}
        </Typography.Title>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('cloudWarehouse.buy.intro')}
      </Typography.Paragraph>

      <section aria-label={t('cloudWarehouse.buy.warehouse')}>
        <SectionTitle>{t('cloudWarehouse.buy.warehouse')}</SectionTitle>
        {offer.warehouses.length === 0 ? (
          <Empty description={t('cloudWarehouse.buy.noWarehouses')} />
        ) : (
          <WarehouseChoice warehouses={offer.warehouses} value={warehouse} onChange={setWarehouse} />
        )}
      </section>

      <section aria-label={t('cloudWarehouse.buy.quantities')}>
        <SectionTitle>{t('cloudWarehouse.buy.quantities')}</SectionTitle>
        <Table
          rowKey="variantId"
          size="small"
          columns={columns}
          dataSource={offer.variants}
          pagination={false}
          scroll={{ x: 560 }}
          aria-label={t('cloudWarehouse.buy.quantities')}
        />
      </section>

      {offer.tiers.length > 0 ? (
        <section aria-label={t('cloudWarehouse.buy.tiers')}>
          <SectionTitle>{t('cloudWarehouse.buy.tiers')}</SectionTitle>
          <Flex vertical gap={6} data-testid="buy-tiers">
            {[...offer.tiers]
              .sort((a, b) => a.minQuantity - b.minQuantity)
              .map((x) => {
                const reached = tier?.minQuantity === x.minQuantity;
                return (
                  <Flex
                    key={x.minQuantity}
                    gap={8}
                    align="center"
                    aria-current={reached || undefined}
                    style={{
                      padding: '4px 8px',
                      borderRadius: 4,
                      background: reached ? token.colorSuccessBg : undefined,
                      border: `1px solid ${reached ? token.colorSuccessBorder : token.colorBorderSecondary}`,
                    }}
                  >
                    <Typography.Text strong={reached}>
                      {t('cloudWarehouse.buy.tier', {
                        count: x.minQuantity,
                        discount: formatPercent(x.discountBp, locale),
                      })}
                    </Typography.Text>
                    {reached ? (
                      <Tag color="success" style={{ marginInlineEnd: 0 }}>
                        {t('cloudWarehouse.buy.reached')}
                      </Tag>
                    ) : null}
                  </Flex>
                );
              })}
            {next ? (
              <SmallText type="secondary">
                {t('cloudWarehouse.buy.nextTier', {
                  count: next.minQuantity - units,
                  discount: formatPercent(next.discountBp, locale),
                })}
              </SmallText>
            ) : null}
          </Flex>
        </section>
      ) : null}

      <Divider style={{ margin: 0 }} />
      <section aria-label={t('cloudWarehouse.buy.quoteTitle')}>
        <SectionTitle>{t('cloudWarehouse.buy.quoteTitle')}</SectionTitle>
        <QuotePanel
          ready={body !== null}
          needsWarehouse={warehouse === null}
          quote={shown}
          updating={waiting || quote.isFetching}
          error={body !== null && !waiting && quote.isError ? quote.error : null}
        />
      </section>

      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onClose}>{t('cloudWarehouse.buy.cancel')}</Button>
        <Button
          type="primary"
          icon={<ShoppingCartOutlined aria-hidden />}
          disabled={!canReview}
          onClick={() => {
            if (canReview && shown && body) setStep({ kind: 'review', body, quote: shown });
          }}
        >
          {t('cloudWarehouse.buy.review')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The price of the purchase as last quoted: the total, what the tiers save, storage per month, the balance. */
function QuotePanel({
  ready,
  needsWarehouse,
  quote,
  updating,
  error,
}: {
  ready: boolean;
  needsWarehouse: boolean;
  quote: PurchaseQuote | undefined;
  updating: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!ready)
    return (
      <Typography.Text type="secondary">
        {needsWarehouse ? t('cloudWarehouse.buy.pickWarehouse') : t('cloudWarehouse.buy.pickQuantities')}
      </Typography.Text>
    );
  if (error) return <Alert type="error" showIcon title={t('cloudWarehouse.buy.quoteFailed')} description={errorText(error)} />;
  if (!quote) return <Spin size="small" />;
  const missing = quote.totalCents - quote.balanceCents;
  return (
    <Flex vertical gap={12}>
      {updating ? (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('cloudWarehouse.buy.updating')}</Typography.Text>
        </Flex>
      ) : null}
      <Descriptions size="small" column={1} bordered data-testid="buy-quote">
        <Descriptions.Item label={t('cloudWarehouse.buy.units')}>{quote.units}</Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.buy.total')}>
          <Typography.Text strong data-testid="buy-total">
            {money(quote.totalCents, locale)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.buy.saved')}>
          <Typography.Text type={quote.savedCents > 0 ? 'success' : undefined}>{money(quote.savedCents, locale)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.buy.storage')}>{money(quote.storagePerMonthCents, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('cloudWarehouse.buy.balance')}>{money(quote.balanceCents, locale)}</Descriptions.Item>
      </Descriptions>
      {missing > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="buy-shortfall"
          title={t('cloudWarehouse.buy.short', { missing: money(missing, locale) })}
          description={t('cloudWarehouse.buy.shortText')}
          action={
            <LinkButton size="small" type="primary" to={RECHARGE_PATH}>
              {t('cloudWarehouse.buy.recharge')}
            </LinkButton>
          }
        />
      ) : null}
    </Flex>
  );
}
