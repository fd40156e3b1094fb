import { Table, Tag, Typography } from 'antd';
import type { OrderItem } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import shared from '@/lib/shared.module.css';
import { LineSourceCell } from './line-source';

/** The order's lines: product and variant, SKU, quantity, the supplier cost and where each ships from. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table<OrderItem>
      size="small"
      rowKey="id"
      dataSource={items}
      pagination={false}
      aria-label={t('adminOrders.drawer.items')}
      columns={[
        {
          title: t('adminOrders.items.product'),
          key: 'product',
          render: (_v, i) => (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              {i.image ? <img src={i.image} alt="" width={36} height={36} className={shared.thumb} /> : null}
              <div>
                <div>{i.title}</div>
                {i.variantTitle ? <Typography.Text type="secondary">{i.variantTitle}</Typography.Text> : null}
                {i.variantId === null && i.sellerSkuId === null ? (
                  <div>
                    <Tag color="warning">{t('adminOrders.items.unmapped')}</Tag>
                  </div>
                ) : null}
              </div>
            </div>
          ),
        },
        {
          title: t('adminOrders.items.sku'),
          dataIndex: 'sku',
          width: 120,
          render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '—'),
        },
        { title: t('adminOrders.items.quantity'), dataIndex: 'quantity', width: 60, align: 'right' },
        {
          title: t('adminOrders.items.unitCost'),
          dataIndex: 'unitCostCents',
          width: 100,
          align: 'right',
          render: (v: number | null) => (v === null ? '—' : formatMoney(v, i18n.language)),
        },
        {
          title: t('adminOrders.items.source'),
          key: 'source',
          width: 180,
          render: (_v, i) => <LineSourceCell source={i.source} />,
        },
      ]}
    />
  );
}
