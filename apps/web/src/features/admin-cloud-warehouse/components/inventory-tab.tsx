import { Button, Col, Empty, Flex, Input, Row, Select, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { InventoryRow, InventoryTotals } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { nowrapHeader } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';
import type { AdminInventoryFilters } from '../api/admin-cloud-keys';
import { useAdminInventory } from '../api/inventory';
import { useAdminWarehouses } from '../api/warehouses';
import { count, money } from '../values';
import { AdjustModal } from './adjust-modal';
import { CountCell, MoneyCell, WarehouseCell } from './cells';

type Line = InventoryRow & { key: string };

/** The inventory tab's filters: the seller (none yet: nothing to show), then warehouse, search and "low only". */
export type InventoryFilters = Omit<AdminInventoryFilters, 'userId'> & { userId: string | undefined };

interface Props {
  filters: InventoryFilters;
  onFilters: (next: InventoryFilters) => void;
}

/** Which seller: their user id (the admin's wallets list leads to it). */
function SellerField({ filters, onFilters }: Props) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={filters.userId ?? ''}
      allowClear
      defaultValue={filters.userId}
      maxLength={64}
      aria-label={t('adminCloudWarehouse.inventory.userId')}
      placeholder={t('adminCloudWarehouse.inventory.userIdPlaceholder')}
      enterButton={t('adminCloudWarehouse.inventory.show')}
      onSearch={(value) => onFilters({ userId: value.trim() || undefined })}
      style={{ width: 460, maxWidth: '100%' }}
    />
  );
}

/** The seller's figures over every row (whatever the search or "low only"). */
function Totals({ totals }: { totals: InventoryTotals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figures: [string, string][] = [
    ['skus', count(totals.skus, locale)],
    ['onHand', count(totals.onHand, locale)],
    ['reserved', count(totals.reserved, locale)],
    ['inbound', count(totals.inbound, locale)],
    ['valueCents', money(totals.valueCents, locale)],
    ['lowCount', count(totals.lowCount, locale)],
  ];
  return (
    <Flex gap={24} wrap role="group" aria-label={t('adminCloudWarehouse.inventory.totals')}>
      {figures.map(([key, value]) => (
        <Flex key={key} vertical>
          <Typography.Text type="secondary">{t(`adminCloudWarehouse.inventory.total.${key}`)}</Typography.Text>
          <Typography.Text strong className={shared.nowrap}>
            {value}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** Admin: one seller's stock per SKU and warehouse, as they see it; each row can be corrected or returned to them. */
export function InventoryTab({ filters, onFilters }: Props) {
  const { t } = useTranslation();
  if (!filters.userId)
    return (
      <Flex vertical gap={16}>
        <SellerField filters={filters} onFilters={onFilters} />
        <Empty description={t('adminCloudWarehouse.inventory.pickSeller')} />
      </Flex>
    );
  return <SellerStock filters={{ ...filters, userId: filters.userId }} onFilters={onFilters} />;
}

function SellerStock({ filters, onFilters }: { filters: AdminInventoryFilters; onFilters: (next: InventoryFilters) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminInventory(filters);
  const warehouses = useAdminWarehouses();
  const items: Line[] =
    list.data?.pages.flatMap((p) => p.items.map((r) => ({ ...r, key: `${r.skuId}:${r.warehouseCode}` }))) ?? [];
  const totals = list.data?.pages[0]?.totals;
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  const c = (key: string) => t(`adminCloudWarehouse.inventory.columns.${key}`);
  const narrowed = Boolean(filters.warehouse || filters.q || filters.low);
  const number = (v: number) => <CountCell value={v} />;

  const columns: TableColumnsType<Line> = [
    {
      title: c('sku'),
      key: 'sku',
      width: 240,
      render: (_v, r) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {r.name}
          <SubLine>
            {r.sku}
            {r.own ? ` · ${t('adminCloudWarehouse.inventory.own')}` : ''}
          </SubLine>
        </span>
      ),
    },
    {
      title: c('warehouse'),
      dataIndex: 'warehouseName',
      width: 150,
      render: (_v, r) => <WarehouseCell name={r.warehouseName} code={r.warehouseCode} />,
    },
    { title: c('onHand'), dataIndex: 'onHand', width: 90, align: 'right', render: number },
    { title: c('reserved'), dataIndex: 'reserved', width: 90, align: 'right', render: number },
    {
      title: c('available'),
      dataIndex: 'available',
      width: 110,
      align: 'right',
      render: (_v, r) => (
        <Flex gap={6} justify="flex-end" align="center" wrap>
          <CountCell value={r.available} />
          {r.low ? (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('adminCloudWarehouse.inventory.low')}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    { title: c('inbound'), dataIndex: 'inbound', width: 90, align: 'right', render: number },
    {
      title: c('value'),
      dataIndex: 'valueCents',
      width: 130,
      align: 'right',
      render: (v: number, r) => (
        <span>
          <MoneyCell cents={v} />
          <SubLine>{t('adminCloudWarehouse.inventory.unitCost', { amount: money(r.unitCostCents, locale) })}</SubLine>
        </span>
      ),
    },
    {
      title: c('sold30d'),
      dataIndex: 'sold30d',
      width: 110,
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: number,
    },
    {
      title: c('actions'),
      key: 'actions',
      width: 110,
      render: (_v, r) => (
        <Button
          size="small"
          aria-label={t('adminCloudWarehouse.inventory.adjustOf', { sku: r.sku, warehouse: r.warehouseCode })}
          onClick={() => setAdjusting(r)}
        >
          {t('adminCloudWarehouse.inventory.adjust')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <SellerField filters={filters} onFilters={onFilters} />
      <Row gutter={[12, 12]} align="middle" role="search" aria-label={t('adminCloudWarehouse.inventory.filters')}>
        <Col xs={24} sm={12} lg={7}>
          <Select<string>
            aria-label={t('adminCloudWarehouse.filters.warehouse')}
            style={{ width: '100%' }}
            allowClear
            placeholder={t('adminCloudWarehouse.filters.allWarehouses')}
            loading={warehouses.isPending}
            value={filters.warehouse}
            options={(warehouses.data ?? []).map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
            onChange={(warehouse) => onFilters({ ...filters, warehouse: warehouse || undefined })}
          />
        </Col>
        <Col xs={24} sm={12} lg={9}>
          <Input.Search
            key={filters.q ?? ''}
            allowClear
            maxLength={100}
            defaultValue={filters.q}
            aria-label={t('adminCloudWarehouse.inventory.search')}
            placeholder={t('adminCloudWarehouse.inventory.searchPlaceholder')}
            onSearch={(q) => onFilters({ ...filters, q: q.trim() || undefined })}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Flex gap={8} align="center" justify="space-between" wrap>
            <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <Switch
                checked={filters.low === true}
                onChange={(low) => onFilters({ ...filters, low: low || undefined })}
                aria-label={t('adminCloudWarehouse.inventory.lowOnly')}
              />
              <span>{t('adminCloudWarehouse.inventory.lowOnly')}</span>
            </label>
            {narrowed ? (
              <Button onClick={() => onFilters({ userId: filters.userId })}>{t('adminCloudWarehouse.filters.clear')}</Button>
            ) : null}
          </Flex>
        </Col>
      </Row>
      {totals ? <Totals totals={totals} /> : null}
      <ListState
        query={list}
        count={items.length}
        empty={
          <Empty
            description={narrowed ? t('adminCloudWarehouse.inventory.emptyFiltered') : t('adminCloudWarehouse.inventory.empty')}
          />
        }
      >
        <Table<Line>
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 1120 }}
          aria-label={t('adminCloudWarehouse.tabs.inventory')}
        />
      </ListState>
      {adjusting ? (
        <AdjustModal
          key={`${adjusting.skuId}:${adjusting.warehouseCode}`}
          userId={filters.userId}
          row={adjusting}
          onClose={() => setAdjusting(null)}
        />
      ) : null}
    </Flex>
  );
}
