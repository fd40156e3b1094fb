import { Card, Checkbox, Flex, Grid, Table, Typography, type TableColumnType, type TableProps } from 'antd';
import { isValidElement, type CSSProperties, type Key, type ReactNode } from 'react';

/**
 * Below antd's md breakpoint (768 px) a list is a column of cards: a table at phone width either scrolls sideways or
 * squeezes every cell into a word per line. Without any media query answering (no breakpoint known yet) it stays
 * a table.
 */
export function useCardLayout(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && (screens.xs === true || screens.sm === true);
}

/** One line, never broken: money, dates, counts. */
export const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** Keeps a column's heading on one line (a two-word heading over a narrow figure column otherwise stacks). */
export const nowrapHeader = () => ({ style: NOWRAP });

type Props<T> = Omit<TableProps<T>, 'rowKey' | 'columns'> & {
  rowKey: keyof T & string;
  columns: TableColumnType<T>[];
  'aria-label': string;
};

const cellOf = <T,>(column: TableColumnType<T>, row: T, index: number): ReactNode => {
  const field = typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  if (!column.render) return field as ReactNode;
  const out: unknown = column.render(field, row, index);
  // A render may answer { children, props } to span cells; a card shows the children.
  if (out && typeof out === 'object' && !isValidElement(out) && 'children' in out) return out.children as ReactNode;
  return out as ReactNode;
};

/**
 * The console's list: a table from md up, a card per row below it, both from the same columns. A card is headed by
 * the first column (with the row's checkbox when rows can be picked); each other column is a labelled line.
 */
export function ResponsiveTable<T extends object>(props: Props<T>) {
  const cards = useCardLayout();
  const { columns, dataSource, rowKey, rowSelection, 'aria-label': label, loading } = props;
  if (!cards) return <Table<T> size="middle" pagination={false} {...props} />;

  const rows = [...(dataSource ?? [])];
  const picked = new Set<Key>(rowSelection?.selectedRowKeys ?? []);
  const keyOf = (row: T) => String(row[rowKey]);
  const toggle = (row: T, on: boolean) => {
    const keys = rows.map(keyOf).filter((k) => (k === keyOf(row) ? on : picked.has(k)));
    rowSelection?.onChange?.(
      keys,
      rows.filter((r) => keys.includes(keyOf(r))),
      { type: 'single' },
    );
  };
  const [head, ...rest] = columns;
  // Nothing to list (or still loading): the table's own empty and loading states say so.
  if (rows.length === 0) return <Table<T> size="small" pagination={false} {...props} />;
  return (
    <Flex vertical gap={12} role="list" aria-label={label} aria-busy={Boolean(loading) || undefined}>
      {rows.map((row, index) => {
        const box = rowSelection?.getCheckboxProps?.(row);
        return (
          <Card key={keyOf(row)} size="small" role="listitem" styles={{ body: { padding: 12 } }}>
            <Flex vertical gap={8}>
              <Flex gap={8} align="start">
                {rowSelection ? (
                  <Checkbox
                    checked={picked.has(keyOf(row))}
                    disabled={box?.disabled}
                    aria-label={box?.['aria-label']}
                    onChange={(e) => toggle(row, e.target.checked)}
                  />
                ) : null}
                {head ? <div style={{ minWidth: 0, flex: 1 }}>{cellOf(head, row, index)}</div> : null}
              </Flex>
              {rest.map((column, i) => (
                <Flex key={String(column.key ?? i)} gap={12} justify="space-between" align="start">
                  <Typography.Text type="secondary" style={{ flex: 'none', maxWidth: '40%' }}>
                    {typeof column.title === 'function' ? null : column.title}
                  </Typography.Text>
                  <div style={{ minWidth: 0, textAlign: 'end', display: 'flex', justifyContent: 'flex-end' }}>
                    {cellOf(column, row, index)}
                  </div>
                </Flex>
              ))}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
