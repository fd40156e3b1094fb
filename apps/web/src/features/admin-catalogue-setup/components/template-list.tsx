import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import type { ShippingTemplateSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';

interface Props {
  items: ShippingTemplateSummary[];
  onEdit: (id: number) => void;
  onDelete: (template: ShippingTemplateSummary) => void;
}

/** The templates with how many rules each has and how many products ship by it. */
export function TemplateList({ items, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const columns: TableColumnsType<ShippingTemplateSummary> = [
    {
      title: t('catalogueSetup.template.name'),
      key: 'name',
      render: (_v, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onEdit(r.id)}>
          {r.name}
        </Button>
      ),
    },
    { title: t('catalogueSetup.template.rules'), key: 'rules', align: 'end', render: (_v, r) => count(r.ruleCount) },
    { title: t('catalogueSetup.template.products'), key: 'products', align: 'end', render: (_v, r) => count(r.productCount) },
    {
      title: t('catalogueSetup.template.updated'),
      key: 'updated',
      responsive: ['md'],
      render: (_v, r) => formatDateTime(r.updatedAt, locale),
    },
    {
      title: t('catalogueSetup.actions'),
      key: 'actions',
      render: (_v, r) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('catalogueSetup.template.editOf', { name: r.name })}
            onClick={() => onEdit(r.id)}
          />
          <Tooltip title={r.productCount > 0 ? t('catalogueSetup.template.inUseShort', { count: r.productCount }) : undefined}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('catalogueSetup.template.deleteOf', { name: r.name })}
              onClick={() => onDelete(r)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];
  // On a phone the columns' headings (longer in Spanish and Portuguese) need more than the window: the table
  // scrolls within itself rather than widening the page.
  return (
    <Table<ShippingTemplateSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
