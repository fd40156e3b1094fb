import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Tag, Typography } from 'antd';
import type { OrderDetail, OrderItem } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { SmallText } from '@/lib/small-text';
import { SectionTitle } from '@/lib/page';
import shared from '@/lib/shared.module.css';
import { isUnmapped, LineSourceNote } from './line-source';

interface Props {
  order: OrderDetail;
  /** "Map" on each line not yet tied to a Dropport variant; none while the order cannot change. */
  onMap?: (item: OrderItem) => void;
}

/**
 * The order's lines: picture, title, variant, SKU, quantity, where each ships from (the seller's stock or the supplier)
 * and the supplier cost of those the supplier ships; unmapped lines say so.
 */
export function OrderItemsSection({ order, onMap }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-label={t('orders.items.title')}>
      <SectionTitle>{t('orders.items.title')}</SectionTitle>
      <Flex vertical gap={8} component="ul" className={shared.plainList}>
        {order.items.map((item) => {
          const unmapped = isUnmapped(item);
          const fromStock = item.source?.from === 'stock';
          return (
            <Flex
              key={item.id}
              component="li"
              gap={12}
              align="center"
              aria-label={item.title}
              style={{ padding: 8, border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8 }}
            >
              {item.image ? (
                <Image src={item.image} alt="" width={48} height={48} className={shared.thumb} preview={false} />
              ) : null}
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{item.title}</Typography.Text>
                <SmallText type="secondary">
                  {[item.variantTitle, item.sku ? t('orders.items.sku', { sku: item.sku }) : null].filter(Boolean).join(' · ')}
                </SmallText>
                {unmapped ? null : (
                  <SmallText type="secondary">
                    {item.variantId !== null
                      ? t('orders.items.mappedTo', { variantId: item.variantId })
                      : t('orders.items.ownProduct')}
                  </SmallText>
                )}
                {item.source ? <LineSourceNote source={item.source} /> : null}
              </Flex>
              <Flex vertical align="end" gap={2}>
                <Typography.Text>{t('orders.items.quantity', { count: item.quantity })}</Typography.Text>
                {item.unitCostCents !== null && !fromStock ? (
                  <SmallText type="secondary">
                    {t('orders.items.unitCost', { amount: formatMoney(item.unitCostCents, locale) })}
                  </SmallText>
                ) : null}
                {unmapped ? <Tag color="warning">{t('orders.items.unmapped')}</Tag> : null}
                {unmapped && onMap ? (
                  <Button
                    size="small"
                    type="primary"
                    icon={<LinkOutlined aria-hidden />}
                    aria-label={t('orders.items.mapOf', { title: item.title })}
                    onClick={() => onMap(item)}
                  >
                    {t('orders.items.map')}
                  </Button>
                ) : null}
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </section>
  );
}
