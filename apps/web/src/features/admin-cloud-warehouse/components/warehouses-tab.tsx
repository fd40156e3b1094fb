import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AdminWarehouse } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { nowrapHeader } from '@/lib/responsive-table';
import { useAdminWarehouses } from '../api/warehouses';
import { CountCell, MoneyCell, None, WarehouseCell } from './cells';
import { WarehouseFormModal } from './warehouse-form-modal';

/** The countries a warehouse serves: '*' is every destination its template ships to. */
function Serves({ countries }: { countries: string[] }) {
  const { t } = useTranslation();
  if (countries.includes('*')) return <span>{t('adminCloudWarehouse.warehouses.everywhere')}</span>;
  if (countries.length === 0) return <None />;
  return (
    <Flex gap={4} wrap>
      {countries.map((c) => (
        <Tag key={c} style={{ marginInlineEnd: 0 }}>
          {c}
        </Tag>
      ))}
    </Flex>
  );
}

/** Admin: every warehouse with what it charges, what it ships and the seller units it holds; new ones and edits. */
export function WarehousesTab() {
  const { t } = useTranslation();
  const list = useAdminWarehouses();
  const [editing, setEditing] = useState<{ warehouse: AdminWarehouse | null } | null>(null);
  const c = (key: string) => t(`adminCloudWarehouse.warehouses.columns.${key}`);

  const columns: TableColumnsType<AdminWarehouse> = [
    {
      title: c('warehouse'),
      key: 'warehouse',
      width: 190,
      fixed: 'left',
      render: (_v, w) => <WarehouseCell name={w.name} code={w.code} />,
    },
    {
      title: c('country'),
      dataIndex: 'countryCode',
      width: 100,
      render: (v: string, w) => (
        <span>
          {v}
          {w.region && w.region !== v ? <Typography.Text type="secondary"> · {w.region}</Typography.Text> : null}
        </span>
      ),
    },
    {
      title: c('active'),
      dataIndex: 'active',
      width: 100,
      render: (v: boolean) =>
        v ? (
          <Tag color="green" style={{ marginInlineEnd: 0 }}>
            {t('adminCloudWarehouse.warehouses.activeYes')}
          </Tag>
        ) : (
          <Tag style={{ marginInlineEnd: 0 }}>{t('adminCloudWarehouse.warehouses.activeNo')}</Tag>
        ),
    },
    {
      title: c('template'),
      dataIndex: 'templateName',
      width: 180,
      render: (v: string | null) =>
        v ?? <Typography.Text type="secondary">{t('adminCloudWarehouse.warehouses.noStock')}</Typography.Text>,
    },
    {
      title: c('serves'),
      dataIndex: 'servesCountries',
      width: 200,
      render: (v: string[]) => <Serves countries={v} />,
    },
    {
      title: c('fulfilmentFee'),
      dataIndex: 'fulfilmentFeeCents',
      width: 120,
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: (v: number) => <MoneyCell cents={v} />,
    },
    {
      title: c('storageFee'),
      dataIndex: 'storageFeeCents',
      width: 140,
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: (v: number) => <MoneyCell cents={v} />,
    },
    {
      title: c('leadDays'),
      dataIndex: 'leadDays',
      width: 100,
      align: 'right',
      render: (v: number) => t('adminCloudWarehouse.days', { count: v }),
    },
    {
      title: c('unitsOnHand'),
      dataIndex: 'unitsOnHand',
      width: 110,
      align: 'right',
      render: (v: number) => <CountCell value={v} />,
    },
    {
      title: c('actions'),
      key: 'actions',
      width: 100,
      render: (_v, w) => (
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('adminCloudWarehouse.warehouses.editOf', { code: w.code })}
          onClick={() => setEditing({ warehouse: w })}
        >
          {t('adminCloudWarehouse.warehouses.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary" style={{ maxWidth: 720 }}>
          {t('adminCloudWarehouse.warehouses.intro')}
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ warehouse: null })}>
          {t('adminCloudWarehouse.warehouses.new')}
        </Button>
      </Flex>
      <LoadState queries={[list]} rows={5}>
        {(items) =>
          items.length === 0 ? (
            <Empty description={t('adminCloudWarehouse.warehouses.empty')} />
          ) : (
            <Table<AdminWarehouse>
              rowKey="code"
              size="middle"
              columns={columns}
              dataSource={items}
              pagination={false}
              scroll={{ x: 1340 }}
              aria-label={t('adminCloudWarehouse.tabs.warehouses')}
            />
          )
        }
      </LoadState>
      {editing ? (
        <WarehouseFormModal
          key={editing.warehouse?.code ?? 'new'}
          warehouse={editing.warehouse}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}
