import { Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { WarehouseAuditEntry } from '@dropport/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '@/lib/list-cells';
import { ListState } from '@/lib/list-state';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';
import { useWarehouseAudit } from '../api/audit';

/** The actions the server records, each with its words (an unknown one shows as recorded). */
const ACTIONS = [
  'warehouse.create',
  'warehouse.update',
  'purchase.put_away',
  'inbound.receive',
  'inbound.close',
  'stock.adjusted',
  'stock.returned',
  'tiers.save',
];
const actionText = (action: string, t: TFunction) =>
  ACTIONS.includes(action) ? t(`adminCloudWarehouse.audit.actions.${action.replace('.', '_')}`) : action;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const SHORT = 40;
/** A value on one short line. */
function short(v: unknown): string {
  const text = v === undefined ? '—' : JSON.stringify(v);
  return text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text;
}
const LINES = 4;

/**
 * The fields of `after` that differ from `before`, when both sides are records; else null. Only the fields recorded
 * after count: the side before may hold more of the row (its keys, its order) than the action set.
 */
export function changedFields(before: unknown, after: unknown): { key: string; from: string; to: string }[] | null {
  if (!isRecord(before) || !isRecord(after)) return null;
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, from: short(before[key]), to: short(after[key]) }));
}

/** A compact view of a change: the fields that moved, or what was recorded when there is nothing to compare. */
function Change({ entry: e }: { entry: WarehouseAuditEntry }) {
  const { t } = useTranslation();
  const fields = changedFields(e.before, e.after);
  if (fields) {
    if (fields.length === 0) return <Typography.Text type="secondary">{t('adminCloudWarehouse.audit.noChange')}</Typography.Text>;
    return (
      <ul className={shared.plainList}>
        {fields.slice(0, LINES).map((f) => (
          <li key={f.key} style={{ overflowWrap: 'anywhere' }}>
            <Typography.Text code>{f.key}</Typography.Text> {f.from} → <Typography.Text strong>{f.to}</Typography.Text>
          </li>
        ))}
        {fields.length > LINES ? (
          <li>
            <Typography.Text type="secondary">
              {t('adminCloudWarehouse.audit.more', { count: fields.length - LINES })}
            </Typography.Text>
          </li>
        ) : null}
      </ul>
    );
  }
  if (e.before === null && isRecord(e.after))
    return <Typography.Text type="secondary">{t('adminCloudWarehouse.audit.created')}</Typography.Text>;
  if (e.before === null && e.after === null)
    return <Typography.Text type="secondary">{t('adminCloudWarehouse.audit.noChange')}</Typography.Text>;
  // Lists (a product's tiers) and single values: both sides, shortened; the row opens on the full record.
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {short(e.before ?? undefined)} → <Typography.Text strong>{short(e.after ?? undefined)}</Typography.Text>
    </span>
  );
}

/** Both sides of a change in full, pretty-printed. */
function Details({ entry: e }: { entry: WarehouseAuditEntry }) {
  const { t } = useTranslation();
  const side = (label: string, value: unknown) => (
    <Flex vertical style={{ flex: '1 1 280px', minWidth: 0 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>
        {value === null ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </Flex>
  );
  return (
    <Flex gap={16} wrap>
      {side(t('adminCloudWarehouse.audit.before'), e.before)}
      {side(t('adminCloudWarehouse.audit.after'), e.after)}
    </Flex>
  );
}

/** Admin: every admin action on the warehouse side, newest first: who, when, what, on what, and what changed. */
export function AuditTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useWarehouseAudit();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const c = (key: string) => t(`adminCloudWarehouse.audit.columns.${key}`);

  const columns: TableColumnsType<WarehouseAuditEntry> = [
    {
      title: c('at'),
      dataIndex: 'at',
      width: 120,
      render: (v: string) => <DateTimeCell iso={v} locale={locale} />,
    },
    {
      title: c('admin'),
      dataIndex: 'actorEmail',
      width: 200,
      render: (v: string | null) =>
        v ? (
          <span style={{ overflowWrap: 'anywhere' }}>{v}</span>
        ) : (
          <Typography.Text type="secondary">{t('adminCloudWarehouse.audit.system')}</Typography.Text>
        ),
    },
    {
      title: c('action'),
      dataIndex: 'action',
      width: 180,
      render: (v: string) => actionText(v, t),
    },
    {
      title: c('target'),
      dataIndex: 'target',
      width: 160,
      render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span>,
    },
    {
      title: c('change'),
      key: 'change',
      render: (_v, e) => <Change entry={e} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('adminCloudWarehouse.audit.intro')}</Typography.Text>
      <ListState query={list} count={items.length} empty={<Empty description={t('adminCloudWarehouse.audit.empty')} />}>
        <Table<WarehouseAuditEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 1080 }}
          expandable={{
            expandedRowRender: (e) => <Details entry={e} />,
            rowExpandable: (e) => e.before !== null || e.after !== null,
          }}
          aria-label={t('adminCloudWarehouse.tabs.audit')}
        />
      </ListState>
    </Flex>
  );
}
