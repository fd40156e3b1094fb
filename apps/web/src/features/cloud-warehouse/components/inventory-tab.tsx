import { EditOutlined, InboxOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Flex, Input, Row, Select, Switch, Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { InventoryRow } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/lib/list-state';
import { SubLine } from '@/lib/list-cells';
import { nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { LinkButton } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useInventory } from '../api/inventory';
import { useCloudWarehouses } from '../api/warehouses';
import { narrows, type InventoryFilters } from '../filters';
import { count, money } from '../money';
import { INBOUND_TAB_PATH, WAREHOUSE_COLLECTION } from '../paths';
import { BuyStockDrawer } from './buy-stock-drawer';
import { CountCell, MoneyCell, SkuCell } from './cells';
import { ThresholdModal } from './threshold-modal';
import shared from '@/lib/shared.module.css';

type Row = InventoryRow & { key: string };

interface Props {
  filters: InventoryFilters;
  onFilters: (next: InventoryFilters) => void;
}

/** The inventory's filters: warehouse, a search in SKU codes and names, and "low stock only". */
function Filters({ filters, onFilters }: Props) {
  const { t } = useTranslation();
  const warehouses = useCloudWarehouses();
  return (
    <Row gutter={[12, 12]} align="middle" role="search" aria-label={t('cloudWarehouse.inventory.filters')}>
      <Col xs={24} sm={12} lg={6}>
        <Select<string>
          aria-label={t('cloudWarehouse.filters.warehouse')}
          style={{ width: '100%' }}
          allowClear
          placeholder={t('cloudWarehouse.filters.allWarehouses')}
          loading={warehouses.isPending}
          value={filters.warehouse}
          options={(warehouses.data ?? []).map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
          onChange={(warehouse) => onFilters({ ...filters, warehouse: warehouse || undefined })}
        />
      </Col>
      <Col xs={24} sm={12} lg={8}>
        {/* Keyed by the applied text: clearing the filters empties the box too. */}
        <Input.Search
          key={filters.q ?? ''}
          aria-label={t('cloudWarehouse.inventory.search')}
          placeholder={t('cloudWarehouse.inventory.searchPlaceholder')}
          allowClear
          maxLength={100}
          defaultValue={filters.q}
          onSearch={(q) => onFilters({ ...filters, q: q.trim() || undefined })}
        />
      </Col>
      <Col xs={24} lg={10}>
        <Flex gap={8} align="center" justify="space-between" wrap>
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch
              checked={filters.low === true}
              onChange={(low) => onFilters({ ...filters, low: low || undefined })}
              aria-label={t('cloudWarehouse.inventory.lowOnly')}
            />
            <span>{t('cloudWarehouse.inventory.lowOnly')}</span>
          </label>
          {narrows(filters) ? <Button onClick={() => onFilters({})}>{t('cloudWarehouse.filters.clear')}</Button> : null}
        </Flex>
      </Col>
    </Row>
  );
}

/** Nothing in stock yet: what the cloud warehouse is, and the two ways to fill it. */
function NoStock() {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4} style={{ maxWidth: 560, margin: '0 auto' }}>
          <Typography.Text strong>{t('cloudWarehouse.inventory.emptyTitle')}</Typography.Text>
          <Typography.Text type="secondary">{t('cloudWarehouse.inventory.emptyText')}</Typography.Text>
        </Flex>
      }
    >
      <Flex gap={8} justify="center" wrap>
        <LinkButton type="primary" to={WAREHOUSE_COLLECTION} icon={<ShoppingCartOutlined aria-hidden />}>
          {t('cloudWarehouse.inventory.toMarket')}
        </LinkButton>
        <LinkButton to={INBOUND_TAB_PATH} icon={<InboxOutlined aria-hidden />}>
          {t('cloudWarehouse.inventory.sendIn')}
        </LinkButton>
      </Flex>
    </Empty>
  );
}

/**
 * The seller's stock per SKU and warehouse: units on hand, reserved, available and inbound, the value at cost, the
 * pace of sales and what to reorder; thresholds are set here and catalogue SKUs bought again.
 */
export function InventoryTab({ filters, onFilters }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useInventory(filters);
  // A SKU may be held in several warehouses: a row is the pair.
  const items: Row[] =
    list.data?.pages.flatMap((p) => p.items.map((r) => ({ ...r, key: `${r.skuId}:${r.warehouseCode}` }))) ?? [];
  const [editing, setEditing] = useState<InventoryRow | null>(null);
  const [buying, setBuying] = useState<{ productId: number; warehouseCode: string } | null>(null);

  const number = (v: number) => <CountCell value={v} />;
  const columns: TableColumnType<Row>[] = [
    {
      title: t('cloudWarehouse.inventory.columns.sku'),
      key: 'sku',
      width: 260,
      render: (_v, r) => <SkuCell image={r.image} name={r.name} sku={r.sku} own={r.own} />,
    },
    {
      title: t('cloudWarehouse.inventory.columns.warehouse'),
      dataIndex: 'warehouseName',
      width: 150,
      render: (_v, r) => (
        <span>
          {r.warehouseName}
          <SubLine>{r.warehouseCode}</SubLine>
        </span>
      ),
    },
    { title: t('cloudWarehouse.inventory.columns.onHand'), dataIndex: 'onHand', width: 90, align: 'right', render: number },
    { title: t('cloudWarehouse.inventory.columns.reserved'), dataIndex: 'reserved', width: 90, align: 'right', render: number },
    {
      title: t('cloudWarehouse.inventory.columns.available'),
      dataIndex: 'available',
      width: 110,
      align: 'right',
      render: (_v, r) => (
        <Flex gap={6} justify="flex-end" align="center" wrap>
          <CountCell value={r.available} />
          {r.low ? (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('cloudWarehouse.inventory.low')}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    { title: t('cloudWarehouse.inventory.columns.inbound'), dataIndex: 'inbound', width: 90, align: 'right', render: number },
    {
      title: t('cloudWarehouse.inventory.columns.cost'),
      dataIndex: 'unitCostCents',
      width: 130,
      align: 'right',
      render: (_v, r) => (
        <span>
          <MoneyCell cents={r.unitCostCents} />
          <SubLine>{t('cloudWarehouse.inventory.value', { amount: money(r.valueCents, locale) })}</SubLine>
        </span>
      ),
    },
    { title: t('cloudWarehouse.inventory.columns.sold30d'), dataIndex: 'sold30d', width: 100, align: 'right', render: number },
    {
      title: t('cloudWarehouse.inventory.columns.cover'),
      dataIndex: 'daysOfCover',
      width: 100,
      align: 'right',
      render: (v: number | null) =>
        v === null ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <span className={shared.nowrap}>
            {t('cloudWarehouse.inventory.days', { count: Math.floor(v), n: count(Math.floor(v), locale) })}
          </span>
        ),
    },
    {
      title: t('cloudWarehouse.inventory.columns.reorder'),
      dataIndex: 'suggestedReorder',
      width: 110,
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: (v: number) =>
        v > 0 ? (
          <Tag color="orange" style={{ marginInlineEnd: 0 }} data-testid="reorder">
            {t('cloudWarehouse.inventory.reorder', { count: v, n: count(v, locale) })}
          </Tag>
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    },
    {
      title: t('cloudWarehouse.inventory.columns.threshold'),
      dataIndex: 'lowStockThreshold',
      width: 130,
      render: (_v, r) => (
        <Flex gap={4} align="center">
          <span className={shared.nowrap}>
            {r.lowStockThreshold === null ? t('cloudWarehouse.inventory.noThreshold') : count(r.lowStockThreshold, locale)}
          </span>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('cloudWarehouse.threshold.edit', { sku: r.sku })}
            onClick={() => setEditing(r)}
          />
        </Flex>
      ),
    },
    {
      title: t('cloudWarehouse.inventory.columns.actions'),
      key: 'actions',
      width: 130,
      render: (_v, r) =>
        r.productId !== null ? (
          <Button
            size="small"
            icon={<ShoppingCartOutlined aria-hidden />}
            aria-label={t('cloudWarehouse.inventory.buyMoreOf', { sku: r.sku })}
            onClick={() => setBuying({ productId: r.productId!, warehouseCode: r.warehouseCode })}
          >
            {t('cloudWarehouse.inventory.buyMore')}
          </Button>
        ) : null,
    },
  ];

  const filtered = narrows(filters);
  return (
    <Flex vertical gap={16}>
      <Filters filters={filters} onFilters={onFilters} />
      <ListState
        query={list}
        count={items.length}
        empty={
          filtered ? (
            <Empty description={t('cloudWarehouse.inventory.emptyFiltered')}>
              <Button onClick={() => onFilters({})}>{t('cloudWarehouse.filters.clear')}</Button>
            </Empty>
          ) : (
            <NoStock />
          )
        }
      >
        <ResponsiveTable<Row>
          rowKey="key"
          columns={columns}
          dataSource={items}
          scroll={{ x: 1520 }}
          aria-label={t('cloudWarehouse.inventory.label')}
        />
      </ListState>
      <ThresholdModal row={editing} onClose={() => setEditing(null)} />
      <BuyStockDrawer
        productId={buying?.productId ?? null}
        warehouseCode={buying?.warehouseCode ?? null}
        onClose={() => setBuying(null)}
      />
    </Flex>
  );
}
