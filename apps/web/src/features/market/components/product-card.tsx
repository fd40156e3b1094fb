import { FireOutlined } from '@ant-design/icons';
import { Card, Checkbox, Flex, Tag, Typography, theme } from 'antd';
import { NEW_PRODUCT_DAYS, type ProductCard } from '@dropport/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '@/lib/format';
import { formatCount } from '../format-units';
import { ImportButton } from './import-button';
import { ProductImage } from './product-image';
import { ShippingLine } from './shipping-line';

const DAY_MS = 86_400_000;

/** Added within the "new" collection's window. */
export function isNew(createdAt: string, now = Date.now()): boolean {
  const at = Date.parse(createdAt);
  return !Number.isNaN(at) && now - at <= NEW_PRODUCT_DAYS * DAY_MS;
}

/** "$4.10" or "$4.10 – $7.80": a product's cost over its variants. */
export function costRange(min: number, max: number, locale: string): string {
  return min === max ? formatMoney(min, locale) : `${formatMoney(min, locale)} – ${formatMoney(max, locale)}`;
}

interface Props {
  card: ProductCard;
  /** The product page, with the list's address to come back to. */
  href: string;
  backTo: string;
  /** The list's ship-to country as shown. */
  shipTo: string;
  shipFrom: string;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}

// The checkbox and the button do their own thing: a click on them does not open the product.
const keep = (e: MouseEvent) => e.stopPropagation();

/** One product of the market grid; a click anywhere but its controls opens the product. */
export function ProductCardView({ card, href, backTo, shipTo, shipFrom, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const locale = i18n.language;
  const state = { backTo };
  const fresh = isNew(card.createdAt);

  return (
    <Card
      hoverable
      role="article"
      aria-label={card.title}
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? token.colorPrimary : undefined,
      }}
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 6, flex: 1 } }}
      onClick={(e) => {
        // A link inside the card already navigated.
        if (!e.defaultPrevented) void navigate(href, { state });
      }}
      cover={
        <div style={{ position: 'relative' }}>
          <Link to={href} state={state} tabIndex={-1} aria-hidden>
            <ProductImage src={card.image} alt="" />
          </Link>
          <span onClick={keep} style={{ position: 'absolute', top: 8, left: 8 }}>
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={t('market.card.select', { title: card.title })}
              style={{ background: token.colorBgContainer, borderRadius: 4, padding: '2px 4px' }}
            />
          </span>
          {fresh ? (
            <Tag color="green" style={{ position: 'absolute', top: 8, right: 0 }}>
              {t('market.new')}
            </Tag>
          ) : null}
        </div>
      }
    >
      <Link
        to={href}
        state={state}
        title={card.title}
        style={{
          color: token.colorText,
          fontWeight: 500,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          minHeight: '3em',
          lineHeight: 1.5,
        }}
      >
        {card.title}
      </Link>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {costRange(card.costMin, card.costMax, locale)}
      </Typography.Text>
      <Typography.Text type={card.stock > 0 ? 'secondary' : 'danger'}>
        {card.stock > 0 ? t('market.card.stock', { stock: formatCount(card.stock, locale) }) : t('market.outOfStock')}
      </Typography.Text>
      <Typography.Text type="secondary">{t('market.card.shipsFrom', { country: shipFrom })}</Typography.Text>
      <ShippingLine shipping={card.shipping} country={shipTo} />
      <Flex gap={6} wrap align="center" style={{ marginTop: 'auto', paddingTop: 6 }} onClick={keep}>
        {card.popularity > 0 ? (
          <Tag
            color="volcano"
            icon={<FireOutlined aria-hidden />}
            title={t('market.card.popularity', { score: card.popularity })}
          >
            {t('market.hot')}
          </Tag>
        ) : null}
        <ImportButton productId={card.id} listed={card.inImportList} size="small" wrap />
      </Flex>
    </Card>
  );
}
