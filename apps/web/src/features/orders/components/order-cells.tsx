import { Button, Flex, Image, Typography } from 'antd';
import type { OrderSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { BreakText } from '@/lib/break-text';
import { SubLine } from '@/lib/list-cells';
import { NOWRAP } from '@/lib/responsive-table';
import { byCode, useCountries } from '@/lib/regions/countries';
import { SmallText } from '@/lib/small-text';
import shared from '@/lib/shared.module.css';

/** The order number (opens the order), and under it the store's own name for it and the store. */
export function OrderNoCell({ order, onOpen }: { order: OrderSummary; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const where = [order.storeOrderName, order.store?.name].filter(Boolean).join(' · ');
  return (
    <Flex vertical align="start">
      <Button
        type="link"
        style={{ padding: 0, height: 'auto', fontWeight: 600, ...NOWRAP }}
        aria-label={t('orders.table.open', { orderNo: order.orderNo })}
        onClick={() => onOpen(order.id)}
      >
        {order.orderNo}
      </Button>
      {where ? (
        <SubLine>
          <BreakText text={where} />
        </SubLine>
      ) : null}
    </Flex>
  );
}

/** The buyer, and under it where the parcel goes. */
export function CustomerCell({ order }: { order: Pick<OrderSummary, 'customerName' | 'countryCode'> }) {
  const country = useCountryName();
  return (
    <Flex vertical align="inherit">
      <span>{order.customerName}</span>
      <SubLine>{country(order.countryCode)}</SubLine>
    </Flex>
  );
}

/** The first item's picture and title, and how many more lines the order has. */
export function ItemsCell({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const more = order.itemCount - 1;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      {order.firstItemImage ? (
        <Image src={order.firstItemImage} alt="" width={40} height={40} className={shared.thumb} preview={false} />
      ) : null}
      <Flex vertical style={{ minWidth: 0, maxWidth: 200 }}>
        <Typography.Text ellipsis={{ tooltip: order.firstItemTitle }}>{order.firstItemTitle ?? '—'}</Typography.Text>
        {more > 0 ? <SmallText type="secondary">{t('orders.table.moreItems', { count: more })}</SmallText> : null}
      </Flex>
    </Flex>
  );
}

/** A country code by its localized name (no flag emoji: without an emoji font they show as boxes). */
export function useCountryName() {
  const countries = byCode(useCountries().data);
  return (code: string | null) => {
    if (!code) return '—';
    const c = countries.get(code);
    return c ? c.name : code;
  };
}
