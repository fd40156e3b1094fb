import { Table, Typography, type TableColumnsType } from 'antd';
import type { OptionAxis, Variant } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { formatCount, formatWeight } from '../format-units';

interface Props {
  axes: readonly OptionAxis[];
  variants: readonly Variant[];
  chosenId?: number;
  onChoose: (variant: Variant) => void;
}

/** Every variant: its options, SKU, cost, stock and weight; a row click chooses it. */
export function VariantTable({ axes, variants, chosenId, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns: TableColumnsType<Variant> = [
    ...axes.map((a) => ({ key: a.name, title: a.name, render: (_: unknown, v: Variant) => v.options[a.name] ?? '–' })),
    { key: 'sku', title: t('market.detail.sku'), dataIndex: 'sku' },
    {
      key: 'cost',
      title: t('market.detail.cost'),
      align: 'right',
      sorter: (a, b) => a.costCents - b.costCents,
      render: (_, v) => formatMoney(v.costCents, locale),
    },
    {
      key: 'stock',
      title: t('market.detail.stock'),
      align: 'right',
      sorter: (a, b) => a.stock - b.stock,
      render: (_, v) =>
        v.stock > 0 ? formatCount(v.stock, locale) : <Typography.Text type="danger">{t('market.outOfStock')}</Typography.Text>,
    },
    { key: 'weight', title: t('market.detail.weight'), align: 'right', render: (_, v) => formatWeight(v.weightG, locale) },
  ];
  return (
    <Table<Variant>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...variants]}
      pagination={variants.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      aria-label={t('market.detail.variants')}
      rowClassName={(v) => (v.id === chosenId ? 'ant-table-row-selected' : '')}
      onRow={(v) => ({ onClick: () => onChoose(v), style: { cursor: 'pointer' } })}
    />
  );
}
