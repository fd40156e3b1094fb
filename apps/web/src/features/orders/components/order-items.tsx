import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Tag, Typography } from 'antd';
import type { OrderDetail, OrderItem } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';

interface Props {
  order: OrderDetail;
  /** "Map" on each line not yet tied to a Dropport variant; none while the order cannot change. */
  onMap?: (item: OrderItem) => void;
}

/** The order's lines: picture, title, variant, SKU, quantity and supplier cost; unmapped lines say so. */
export function OrderItemsSection({ order, onMap }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-label={t('orders.items.title')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('orders.items.title')}
      </Typography.Title>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {order.items.map((item) => {
          const unmapped = item.variantId === null;
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
                <Image
                  src={item.image}
                  alt=""
                  width={48}
                  height={48}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  preview={false}
                />
              ) : null}
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{item.title}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[item.variantTitle, item.sku ? t('orders.items.sku', { sku: item.sku }) : null].filter(Boolean).join(' · ')}
                </Typography.Text>
                {unmapped ? null : (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('orders.items.mappedTo', { variantId: item.variantId })}
                  </Typography.Text>
                )}
              </Flex>
              <Flex vertical align="end" gap={2}>
                <Typography.Text>{t('orders.items.quantity', { count: item.quantity })}</Typography.Text>
                {item.unitCostCents !== null ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('orders.items.unitCost', { amount: formatMoney(item.unitCostCents, locale) })}
                  </Typography.Text>
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
