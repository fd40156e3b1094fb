import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CATEGORY_DEPTH_MAX, type AdminCategory } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { buildTree, nameIn, type CategoryRow } from './category-values';
import { SmallText } from '@/lib/small-text';

interface Props {
  items: AdminCategory[];
  onAddChild: (parent: AdminCategory) => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

/** The category tree as a nested table: the three names, the products in each branch, and the actions on each row. */
export function CategoryTable({ items, onAddChild, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const columns: TableColumnsType<CategoryRow> = [
    {
      title: t('catalogueSetup.category.nameEn'),
      key: 'nameEn',
      render: (_v, c) => (
        <Flex vertical>
          <Typography.Text strong={c.depth === 1}>{c.nameEn}</Typography.Text>
          <SmallText type="secondary">{c.id}</SmallText>
        </Flex>
      ),
    },
    { title: t('catalogueSetup.category.nameEs'), dataIndex: 'nameEs', key: 'nameEs' },
    { title: t('catalogueSetup.category.namePt'), dataIndex: 'namePt', key: 'namePt' },
    {
      title: t('catalogueSetup.category.products'),
      key: 'products',
      align: 'end',
      render: (_v, c) =>
        c.children ? (
          <Tooltip title={t('catalogueSetup.category.branchHint', { own: count(c.productCount) })}>
            <span>{count(c.branchProducts)}</span>
          </Tooltip>
        ) : (
          count(c.productCount)
        ),
    },
    { title: t('catalogueSetup.category.sort'), dataIndex: 'sort', key: 'sort', align: 'end', responsive: ['lg'] },
    {
      title: t('catalogueSetup.actions'),
      key: 'actions',
      render: (_v, c) => {
        const name = nameIn(c, locale);
        return (
          <Flex gap={4} wrap>
            <Tooltip title={c.depth >= CATEGORY_DEPTH_MAX ? t('catalogueSetup.category.deepest') : undefined}>
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={c.depth >= CATEGORY_DEPTH_MAX}
                aria-label={t('catalogueSetup.category.addChildOf', { name })}
                onClick={() => onAddChild(c)}
              >
                {t('catalogueSetup.category.addChild')}
              </Button>
            </Tooltip>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('catalogueSetup.category.editOf', { name })}
              onClick={() => onEdit(c)}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('catalogueSetup.category.deleteOf', { name })}
              onClick={() => onDelete(c)}
            />
          </Flex>
        );
      },
    },
  ];
  return (
    <Table<CategoryRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={buildTree(items)}
      pagination={false}
      // Every branch open, a new one too, unless the admin closed it.
      expandable={{
        expandedRowKeys: items.filter((c) => !collapsed.has(c.id)).map((c) => c.id),
        onExpand: (open, c) =>
          setCollapsed((now) => {
            const next = new Set(now);
            if (open) next.delete(c.id);
            else next.add(c.id);
            return next;
          }),
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}
