import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Image, InputNumber, Select, Typography } from 'antd';
import type { ManualOrderQuote } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { QUANTITY_MAX, variantLabel, variantOf, type DraftLine } from '../manual-draft';
import { SmallText } from '@/lib/small-text';
import shared from '@/lib/shared.module.css';

interface Props {
  lines: readonly DraftLine[];
  /** The last quote: its stock and cost are the server's latest word on each variant. */
  quote: ManualOrderQuote | undefined;
  onChange: (key: string, change: Partial<Pick<DraftLine, 'variantId' | 'quantity'>>) => void;
  onRemove: (key: string) => void;
}

/** The products of the order being written: a variant and a quantity each, with cost and stock, warned past the stock. */
export function ManualOrderLines({ lines, quote, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.manual.create.noLines')} />;
  return (
    <Flex vertical gap={8} component="ul" className={shared.plainList}>
      {lines.map((line) => (
        <Line key={line.key} line={line} quote={quote} onChange={onChange} onRemove={onRemove} />
      ))}
    </Flex>
  );
}

function Line({ line, quote, onChange, onRemove }: Omit<Props, 'lines'> & { line: DraftLine }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const number = new Intl.NumberFormat(locale);
  const { product } = line;
  const variant = variantOf(line);
  const quoted = quote?.items.find((i) => i.variantId === line.variantId);
  const unitCost = quoted?.unitCostCents ?? variant?.costCents;
  const stock = quoted?.stock ?? variant?.stock;
  const image = variant?.image ?? product.images[0] ?? null;
  const quantity = line.quantity ?? 0;
  const over = stock !== undefined && quantity > stock;

  return (
    <Flex
      component="li"
      aria-label={product.title}
      gap={12}
      align="start"
      wrap
      style={{ padding: 8, border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8 }}
    >
      {image ? <Image src={image} alt="" width={48} height={48} preview={false} className={shared.thumb} /> : null}
      <Flex vertical gap={6} style={{ flex: 1, minWidth: 220 }}>
        <Typography.Text strong>{product.title}</Typography.Text>
        <Flex gap={8} wrap align="center">
          {product.variants.length > 1 ? (
            <Select<number>
              aria-label={t('orders.manual.create.variantOf', { title: product.title })}
              placeholder={t('orders.manual.create.variant')}
              style={{ minWidth: 200 }}
              value={line.variantId ?? undefined}
              onChange={(variantId) => onChange(line.key, { variantId })}
              options={product.variants.map((v) => ({
                value: v.id,
                label: [
                  variantLabel(product, v),
                  money(v.costCents),
                  t('orders.manual.create.inStock', { n: number.format(v.stock) }),
                ].join(' · '),
              }))}
            />
          ) : variant ? (
            <Typography.Text type="secondary">{variantLabel(product, variant)}</Typography.Text>
          ) : null}
          <InputNumber<number>
            aria-label={t('orders.manual.create.quantityOf', { title: product.title })}
            min={1}
            max={QUANTITY_MAX}
            precision={0}
            value={line.quantity}
            status={line.quantity === null ? 'error' : undefined}
            onChange={(quantity) => onChange(line.key, { quantity })}
            style={{ width: 96 }}
          />
        </Flex>
        {variant ? (
          <SmallText type="secondary">
            {[
              t('orders.items.sku', { sku: variant.sku }),
              unitCost !== undefined ? t('orders.items.unitCost', { amount: money(unitCost) }) : null,
              stock !== undefined ? t('orders.manual.create.inStock', { n: number.format(stock) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </SmallText>
        ) : (
          <Typography.Text type="warning">{t('orders.manual.create.chooseVariant')}</Typography.Text>
        )}
        {over ? (
          <Typography.Text type="warning" role="alert">
            {t('orders.manual.create.overStock', { n: number.format(stock) })}
          </Typography.Text>
        ) : null}
      </Flex>
      <Flex vertical align="end" gap={4}>
        {unitCost !== undefined ? (
          <Typography.Text strong aria-label={t('orders.manual.create.lineTotal')}>
            {money(unitCost * quantity)}
          </Typography.Text>
        ) : null}
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('orders.manual.create.remove', { title: product.title })}
          onClick={() => onRemove(line.key)}
        />
      </Flex>
    </Flex>
  );
}
