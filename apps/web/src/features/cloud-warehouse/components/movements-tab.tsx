import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Empty, Flex, Row, Select, Typography, type TableColumnType } from 'antd';
import { MOVEMENT_KINDS, type MovementKind, type StockMovement } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { DateTimeCell, SubLine } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { nowrapHeader, ResponsiveTable } from '@/lib/responsive-table';
import { useLocale } from '@/lib/use-locale';
import { exportMovements, useMovements } from '../api/movements';
import { useCloudWarehouses } from '../api/warehouses';
import { narrows, type MovementFilters } from '../filters';
import { CountCell, SignedCount } from './cells';
import { MovementKindTag } from './tags';

const DAY = 'YYYY-MM-DD';
const day = (v: string | undefined) => (v ? dayjs(v, DAY) : null);

interface Props {
  filters: MovementFilters;
  onFilters: (next: MovementFilters) => void;
}

/** Every change of the seller's stock, newest first, by warehouse, kind and days; exported as CSV with the same filters. */
export function MovementsTab({ filters, onFilters }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const warehouses = useCloudWarehouses();
  const list = useMovements(filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [exporting, setExporting] = useState(false);
  const set = (patch: Partial<MovementFilters>) => onFilters({ ...filters, ...patch });
  const range: [Dayjs | null, Dayjs | null] | null = filters.from || filters.to ? [day(filters.from), day(filters.to)] : null;

  const onExport = async () => {
    setExporting(true);
    try {
      await exportMovements(filters);
    } catch (e) {
      feedback.message.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnType<StockMovement>[] = [
    {
      title: t('cloudWarehouse.movements.columns.date'),
      dataIndex: 'at',
      width: 130,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: t('cloudWarehouse.movements.columns.kind'),
      dataIndex: 'kind',
      width: 170,
      render: (v: MovementKind) => <MovementKindTag kind={v} />,
    },
    {
      title: t('cloudWarehouse.movements.columns.sku'),
      dataIndex: 'sku',
      width: 220,
      render: (_v, m) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {m.name}
          <SubLine>{m.sku}</SubLine>
        </span>
      ),
    },
    { title: t('cloudWarehouse.movements.columns.warehouse'), dataIndex: 'warehouseCode', width: 110 },
    {
      title: t('cloudWarehouse.movements.columns.onHand'),
      dataIndex: 'onHandDelta',
      width: 110,
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: (v: number) => <SignedCount value={v} />,
    },
    {
      title: t('cloudWarehouse.movements.columns.reserved'),
      dataIndex: 'reservedDelta',
      width: 110,
      align: 'right',
      onHeaderCell: nowrapHeader,
      render: (v: number) => <SignedCount value={v} />,
    },
    {
      title: t('cloudWarehouse.movements.columns.onHandAfter'),
      dataIndex: 'onHandAfter',
      width: 110,
      align: 'right',
      render: (v: number) => <CountCell value={v} />,
    },
    {
      title: t('cloudWarehouse.movements.columns.reference'),
      dataIndex: 'reference',
      width: 170,
      render: (v: string | null) =>
        v ? (
          <Typography.Text copyable={{ text: v }} style={{ wordBreak: 'break-all' }}>
            {v}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('cloudWarehouse.movements.columns.reason'),
      dataIndex: 'reason',
      width: 220,
      render: (v: string | null) =>
        v ? <span style={{ overflowWrap: 'anywhere' }}>{v}</span> : <Typography.Text type="secondary">—</Typography.Text>,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]} align="middle" role="search" aria-label={t('cloudWarehouse.movements.filters')}>
        <Col xs={24} sm={12} lg={5}>
          <Select<string>
            aria-label={t('cloudWarehouse.filters.warehouse')}
            style={{ width: '100%' }}
            allowClear
            placeholder={t('cloudWarehouse.filters.allWarehouses')}
            loading={warehouses.isPending}
            value={filters.warehouse}
            options={(warehouses.data ?? []).map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
            onChange={(warehouse) => set({ warehouse: warehouse || undefined })}
          />
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Select<MovementKind>
            aria-label={t('cloudWarehouse.filters.kind')}
            style={{ width: '100%' }}
            allowClear
            placeholder={t('cloudWarehouse.filters.allKinds')}
            value={filters.kind}
            options={MOVEMENT_KINDS.map((k) => ({ value: k, label: t(`cloudWarehouse.kind.${k}`) }))}
            onChange={(kind) => set({ kind: kind || undefined })}
          />
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <DatePicker.RangePicker
            aria-label={t('cloudWarehouse.filters.dates')}
            id={{ start: 'movements-from', end: 'movements-to' }}
            style={{ width: '100%' }}
            value={range}
            allowEmpty={[true, true]}
            placeholder={[t('cloudWarehouse.filters.fromDay'), t('cloudWarehouse.filters.toDay')]}
            onChange={(dates) => set({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })}
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Flex gap={8} justify="flex-end" wrap>
            {narrows(filters) ? <Button onClick={() => onFilters({})}>{t('cloudWarehouse.filters.clear')}</Button> : null}
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void onExport()}>
              {t('cloudWarehouse.movements.export')}
            </Button>
          </Flex>
        </Col>
      </Row>
      <ListState
        query={list}
        count={items.length}
        rows={5}
        empty={
          narrows(filters) ? (
            <Empty description={t('cloudWarehouse.movements.emptyFiltered')}>
              <Button onClick={() => onFilters({})}>{t('cloudWarehouse.filters.clear')}</Button>
            </Empty>
          ) : (
            <Empty description={t('cloudWarehouse.movements.empty')} />
          )
        }
      >
        <ResponsiveTable<StockMovement>
          rowKey="id"
          columns={columns}
          dataSource={items}
          scroll={{ x: 1350 }}
          aria-label={t('cloudWarehouse.movements.label')}
        />
      </ListState>
    </Flex>
  );
}
